import type { AffiliateRef } from "./find-affiliate.ts";

/**
 * Who changes an affiliate. The console passes the signed-in member, the CLI `{ staffId: null }`; either
 * way the change is in the audit log, written in the change's own transaction. The demo seed passes none.
 */
export type AffiliateActor = { staffId: string | null };

/** The CLI names an affiliate by e-mail or code, the console by id. */
export type AffiliateTarget = { emailOrCode: string } | { id: string };

export const affiliateRefOf = (target: AffiliateTarget): AffiliateRef => ("id" in target ? { id: target.id } : target.emailOrCode);

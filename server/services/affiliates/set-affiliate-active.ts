import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { recordAudit } from "../audit-log/record-audit.ts";
import { type AffiliateActor, type AffiliateTarget, affiliateRefOf } from "./affiliate-actor.ts";
import { type AffiliateAccount, findAffiliate } from "./find-affiliate.ts";
import { endAllAffiliateSessions } from "./sessions.ts";

/**
 * Deactivates (or reactivates) an affiliate. A deactivated code is refused at registration and its
 * owner cannot sign in; their open sessions end at once. The code stays reserved and the users they
 * referred stay referred.
 */
export async function setAffiliateActive(
  db: Db,
  options: AffiliateTarget & { active: boolean; actor?: AffiliateActor },
): Promise<AffiliateAccount> {
  const affiliate = await findAffiliate(db, affiliateRefOf(options));
  await db.transaction(async (tx) => {
    await tx.update(users).set({ affiliateActive: options.active, updatedAt: new Date() }).where(eq(users.id, affiliate.id));
    if (!options.active) await endAllAffiliateSessions(tx, affiliate.id);
    if (options.actor) {
      await recordAudit(tx, {
        staffId: options.actor.staffId,
        action: options.active ? "activate" : "deactivate",
        entity: "affiliate",
        entityId: affiliate.id,
        // The code is what the organiser knows the affiliate by, and it is public (people type it in the form).
        changedFields: { code: affiliate.affiliateCode, active: options.active },
      });
    }
  });
  return { ...affiliate, affiliateActive: options.active };
}

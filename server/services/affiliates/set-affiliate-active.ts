import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { type AffiliateAccount, findAffiliate } from "./find-affiliate.ts";
import { deleteUserSessions } from "./sessions.ts";

/**
 * Deactivates (or reactivates) an affiliate. A deactivated code is refused at registration and its
 * owner cannot sign in; their open sessions end at once. The code stays reserved and the users they
 * referred stay referred.
 */
export async function setAffiliateActive(db: Db, options: { emailOrCode: string; active: boolean }): Promise<AffiliateAccount> {
  const affiliate = await findAffiliate(db, options.emailOrCode);
  await db.update(users).set({ affiliateActive: options.active, updatedAt: new Date() }).where(eq(users.id, affiliate.id));
  if (!options.active) await deleteUserSessions(db, affiliate.id);
  return { ...affiliate, affiliateActive: options.active };
}

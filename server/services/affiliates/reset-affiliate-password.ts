import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { badRequest } from "../../errors.ts";
import { recordAudit } from "../console/audit-log.ts";
import { hashPassword, passwordProblem } from "../identity/passwords.ts";
import { type AffiliateActor, type AffiliateTarget, affiliateRefOf } from "./affiliate-actor.ts";
import { type AffiliateAccount, findAffiliate } from "./find-affiliate.ts";
import { endAllAffiliateSessions } from "./sessions.ts";

/** Sets a new password for an affiliate and signs them out everywhere. */
export async function resetAffiliatePassword(
  db: Db,
  options: AffiliateTarget & { password: string; actor?: AffiliateActor },
): Promise<AffiliateAccount> {
  const problem = passwordProblem(options.password);
  if (problem) throw badRequest(problem);
  const affiliate = await findAffiliate(db, affiliateRefOf(options));
  const passwordHash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, affiliate.id));
    await endAllAffiliateSessions(tx, affiliate.id);
    if (options.actor) {
      await recordAudit(tx, {
        staffId: options.actor.staffId,
        action: "reset-password",
        entity: "affiliate",
        entityId: affiliate.id,
        changedFields: ["password"],
      });
    }
  });
  return affiliate;
}

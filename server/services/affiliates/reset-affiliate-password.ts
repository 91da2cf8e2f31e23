import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { badRequest } from "../../errors.ts";
import { type AffiliateAccount, findAffiliate } from "./find-affiliate.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";
import { deleteUserSessions } from "./sessions.ts";

/** Sets a new password for an affiliate and signs them out everywhere. */
export async function resetAffiliatePassword(db: Db, options: { emailOrCode: string; password: string }): Promise<AffiliateAccount> {
  const problem = passwordProblem(options.password);
  if (problem) throw badRequest(problem);
  const affiliate = await findAffiliate(db, options.emailOrCode);
  const passwordHash = await hashPassword(options.password);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, affiliate.id));
  await deleteUserSessions(db, affiliate.id);
  return affiliate;
}

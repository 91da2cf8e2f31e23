import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { checkPasswordSignIn } from "../identity/password-sign-in.ts";
import { type SessionUser, sessionUserColumns } from "./sessions.ts";

/** Checks an affiliate's e-mail and password; only active affiliates may sign in (docs/security.md). */
export async function signIn(db: Db, options: { email: string; password: string; ip: string; now?: Date }): Promise<SessionUser> {
  const user = await checkPasswordSignIn(db, { scope: "affiliate", ...options }, async (emailKey) => {
    const [row] = await db
      .select({
        ...sessionUserColumns,
        affiliateActive: users.affiliateActive,
        passwordHash: users.passwordHash,
      })
      .from(users)
      .where(eq(users.emailKey, emailKey))
      .limit(1);
    return row && { account: row, allowed: Boolean(row.affiliateActive && row.affiliateCode) };
  });
  return { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, affiliateCode: user.affiliateCode };
}

import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { AppError } from "../../errors.ts";
import { signInSucceeded, startSignInAttempt } from "../sign-in-throttle.ts";
import { verifyPassword } from "./passwords.ts";
import type { SessionUser } from "./sessions.ts";

/** One answer for an unknown e-mail, a wrong password and a deactivated affiliate (docs/security.md). */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password.";

/**
 * Checks an affiliate's e-mail and password. Every attempt costs one argon2 verification, whether or
 * not the account exists, so the answer's timing does not tell which e-mails have accounts.
 */
export async function signIn(db: Db, options: { email: string; password: string; ip: string; now?: Date }): Promise<SessionUser> {
  const emailKey = options.email.trim().toLowerCase();
  const now = options.now ?? new Date();
  // Slowed per account and address with growing delays, never locked (sign-in-throttle.ts).
  const ticket = await startSignInAttempt(db, { scope: "affiliate", account: emailKey, address: options.ip, now });

  const [user] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      affiliateCode: users.affiliateCode,
      affiliateActive: users.affiliateActive,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.emailKey, emailKey))
    .limit(1);
  // Only active affiliates may sign in; anyone else is checked against the dummy hash all the same.
  const allowed = Boolean(user?.affiliateActive && user.affiliateCode);
  const matches = await verifyPassword(allowed ? user?.passwordHash : null, options.password);
  if (!user || !allowed || !matches) throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS_MESSAGE);
  await signInSucceeded(db, ticket);
  return { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, affiliateCode: user.affiliateCode };
}

import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { AppError } from "../../errors.ts";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit.ts";
import { verifyPassword } from "./passwords.ts";
import type { SessionUser } from "./sessions.ts";

/** One answer for an unknown e-mail, a wrong password and a deactivated affiliate (DESIGN.md). */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password.";

/**
 * Guessing is capped per account (wherever the guesses come from) and per address (whichever accounts
 * they target). The address limit is loose because many phones share one carrier-grade NAT address.
 */
export const signInLimits = {
  perAccount: { limit: 10, windowMs: 15 * 60_000 },
  perAddress: { limit: 30, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>;

/**
 * Checks an affiliate's e-mail and password. Every attempt costs one argon2 verification, whether or
 * not the account exists, so the answer's timing does not tell which e-mails have accounts.
 */
export async function signIn(db: Db, options: { email: string; password: string; ip: string; now?: Date }): Promise<SessionUser> {
  const emailKey = options.email.trim().toLowerCase();
  const now = options.now ?? new Date();
  await limited(() => consumeRateLimit(db, `sign-in:address:${options.ip}`, signInLimits.perAddress, now));
  await limited(() => consumeRateLimit(db, `sign-in:account:${emailKey}`, signInLimits.perAccount, now));

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
  return { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, affiliateCode: user.affiliateCode };
}

/** The shared limiter's 429, reworded for sign-in (its windows are longer than a minute). */
async function limited(consume: () => Promise<void>): Promise<void> {
  try {
    await consume();
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMITED") {
      const seconds = Number(error.details?.retryAfterSeconds ?? 60);
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      throw new AppError("RATE_LIMITED", `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
        retryAfterSeconds: seconds,
      });
    }
    throw error;
  }
}

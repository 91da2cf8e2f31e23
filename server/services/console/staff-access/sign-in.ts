import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { staff } from "#db/schema/console.ts";
import { AppError } from "../../../errors.ts";
import { verifyPassword } from "../../affiliates/passwords.ts";
import { signInSucceeded, startSignInAttempt } from "../../sign-in-throttle.ts";
import type { StaffRole } from "./roles.ts";

/** One answer for an unknown e-mail, a wrong password and a deactivated account (docs/security.md). */
export const STAFF_INVALID_CREDENTIALS_MESSAGE = "Invalid email or password.";

export type PasswordCheckResult = { id: string; email: string; name: string; role: StaffRole; twoFactorEnabled: boolean };

/**
 * Checks a staff member's e-mail and password. Every attempt costs one argon2 verification, whether or
 * not the account exists, so the answer's timing does not tell which e-mails have accounts; failures
 * are slowed like the affiliates' sign-in, in streaks of their own (scope "staff").
 */
export async function checkStaffPassword(
  db: Db,
  options: { email: string; password: string; ip: string; now?: Date },
): Promise<PasswordCheckResult> {
  const emailKey = options.email.trim().toLowerCase();
  const now = options.now ?? new Date();
  const ticket = await startSignInAttempt(db, { scope: "staff", account: emailKey, address: options.ip, now });
  const [row] = await db
    .select({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      active: staff.active,
      passwordHash: staff.passwordHash,
      totpSecretEncrypted: staff.totpSecretEncrypted,
    })
    .from(staff)
    .where(eq(staff.emailKey, emailKey))
    .limit(1);
  const allowed = Boolean(row?.active);
  const matches = await verifyPassword(allowed ? row?.passwordHash : null, options.password);
  if (!row || !allowed || !matches) throw new AppError("UNAUTHORIZED", STAFF_INVALID_CREDENTIALS_MESSAGE);
  await signInSucceeded(db, ticket);
  return { id: row.id, email: row.email, name: row.name, role: row.role, twoFactorEnabled: row.totpSecretEncrypted !== null };
}

/** Remembered for the staff list; not a security control. */
export async function noteStaffSignIn(db: Db, staffId: string, now = new Date()): Promise<void> {
  await db.update(staff).set({ lastSignInAt: now }).where(eq(staff.id, staffId));
}

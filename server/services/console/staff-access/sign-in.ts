import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { staff } from "#db/schema/console.ts";
import { checkPasswordSignIn, INVALID_CREDENTIALS_MESSAGE } from "../../identity/password-sign-in.ts";
import type { StaffRole } from "./roles.ts";

/** One answer for an unknown e-mail, a wrong password and a deactivated account (docs/security.md). */
export const STAFF_INVALID_CREDENTIALS_MESSAGE = INVALID_CREDENTIALS_MESSAGE;

export type PasswordCheckResult = { id: string; email: string; name: string; role: StaffRole; twoFactorEnabled: boolean };

/** Checks a staff member's e-mail and password, slowed in streaks of their own (scope "staff"). */
export async function checkStaffPassword(
  db: Db,
  options: { email: string; password: string; ip: string; now?: Date },
): Promise<PasswordCheckResult> {
  const row = await checkPasswordSignIn(db, { scope: "staff", ...options }, async (emailKey) => {
    const [found] = await db
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
    return found && { account: found, allowed: found.active };
  });
  return { id: row.id, email: row.email, name: row.name, role: row.role, twoFactorEnabled: row.totpSecretEncrypted !== null };
}

/** Remembered for the staff list; not a security control. */
export async function noteStaffSignIn(db: Db, staffId: string, now = new Date()): Promise<void> {
  await db.update(staff).set({ lastSignInAt: now }).where(eq(staff.id, staffId));
}

import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { staff, staffRecoveryCodes } from "#db/schema/console.ts";
import { staffMessages } from "#shared/console/staff-access.ts";
import { INVALID_EMAIL_MESSAGE, isEmail } from "#shared/validation/email.ts";
import { AppError, badRequest, notFound } from "../../../errors.ts";
import { hashPassword, verifyPassword } from "../../identity/passwords.ts";
import { staffPasswordProblem } from "../../identity/staff-password-rule.ts";
import { signInSucceeded, startSignInAttempt } from "../../sign-in-throttle.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";
import { isStaffRole, type StaffRole, staffRoles } from "./roles.ts";
import { deleteAllStaffSessions } from "./staff-sessions.ts";

export const STAFF_NAME_MAX = 120;

export type StaffAccount = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  twoFactorEnabled: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
};

const accountColumns = {
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  active: staff.active,
  totpSecretEncrypted: staff.totpSecretEncrypted,
  lastSignInAt: staff.lastSignInAt,
  createdAt: staff.createdAt,
};

const toAccount = ({ totpSecretEncrypted, ...row }: { totpSecretEncrypted: string | null } & Omit<StaffAccount, "twoFactorEnabled">) => ({
  ...row,
  twoFactorEnabled: totpSecretEncrypted !== null,
});

/** Who made a change: a signed-in staff member, or null for the command line. */
export type Actor = { staffId: string | null };

/** Makes a staff account. The e-mail is unique whatever its case. */
export async function createStaff(
  db: Db,
  options: { email: string; name: string; role: string; password: string } & Actor,
): Promise<StaffAccount> {
  const email = options.email.trim();
  const name = options.name.trim().replace(/\s+/g, " ");
  if (!isEmail(email)) throw badRequest(INVALID_EMAIL_MESSAGE);
  if (!name) throw badRequest("The name is required.");
  if (name.length > STAFF_NAME_MAX) throw badRequest(`The name must be at most ${STAFF_NAME_MAX} characters long.`);
  if (!isStaffRole(options.role)) throw badRequest(`The role must be one of: ${staffRoles.join(", ")}.`);
  const problem = await staffPasswordProblem(options.password, { email, name });
  if (problem) throw badRequest(problem, { errors: { password: problem } });
  const emailKey = email.toLowerCase();
  const passwordHash = await hashPassword(options.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.emailKey, emailKey)).limit(1);
    if (existing) {
      const taken = `A staff account with the e-mail ${email} already exists.`;
      throw new AppError("CONFLICT", taken, { errors: { email: taken } });
    }
    const [row] = await tx
      .insert(staff)
      .values({ id: newId(), email, emailKey, name, role: options.role as StaffRole, passwordHash })
      .returning(accountColumns);
    if (!row) throw new Error("insert returned no row");
    await recordAudit(tx, {
      staffId: options.staffId,
      action: "create",
      entity: "staff",
      entityId: row.id,
      changedFields: { role: row.role },
    });
    return toAccount(row);
  });
}

export async function listStaff(db: Db): Promise<StaffAccount[]> {
  const rows = await db.select(accountColumns).from(staff).orderBy(asc(staff.createdAt), asc(staff.emailKey));
  return rows.map(toAccount);
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffAccount> {
  const [row] = await db.select(accountColumns).from(staff).where(eq(staff.emailKey, email.trim().toLowerCase())).limit(1);
  if (!row) throw notFound(`No staff account with the e-mail ${email.trim()}.`);
  return toAccount(row);
}

/** Sets a new password and ends every session of the account. */
export async function resetStaffPassword(
  db: Db,
  options: { staffId: string; password: string; actorId: string | null; field?: string },
): Promise<void> {
  const [member] = await db.select({ email: staff.email, name: staff.name }).from(staff).where(eq(staff.id, options.staffId)).limit(1);
  if (!member) throw notFound("No such staff account.");
  const problem = await staffPasswordProblem(options.password, member);
  if (problem) throw badRequest(problem, { errors: { [options.field ?? "password"]: problem } });
  const passwordHash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(staff)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(staff.id, options.staffId))
      .returning({ id: staff.id });
    if (updated.length === 0) throw notFound("No such staff account.");
    await deleteAllStaffSessions(tx, options.staffId);
    await recordAudit(tx, {
      staffId: options.actorId,
      action: "reset-password",
      entity: "staff",
      entityId: options.staffId,
      changedFields: ["password"],
    });
  });
}

export const staffRuleMessages = {
  demoteSelf: "You cannot change your own role. Ask another owner.",
  deactivateSelf: "You cannot deactivate your own account. Ask another owner.",
  lastOwner: "This is the last active owner: make another member an owner first, so someone can still manage staff.",
  sameRole: "They already have that role.",
} as const;

const conflict = (message: string) => new AppError("CONFLICT", message);

/**
 * The rules that keep the console manageable, checked under a lock on every active owner's row (two
 * owners demoting each other at once are served one after the other): nobody demotes or deactivates
 * themselves, and the last active owner stays an active owner.
 */
async function guardOwnership(
  tx: Db,
  target: { id: string; role: StaffRole; active: boolean },
  actorId: string | null,
  change: "role" | "deactivate",
) {
  if (actorId === target.id) throw conflict(change === "role" ? staffRuleMessages.demoteSelf : staffRuleMessages.deactivateSelf);
  if (target.role !== "owner" || !target.active) return;
  const owners = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, "owner"), eq(staff.active, true)))
    .for("update");
  if (owners.length <= 1) throw conflict(staffRuleMessages.lastOwner);
}

async function lockedAccount(tx: Db, staffId: string) {
  const [row] = await tx
    .select({ id: staff.id, role: staff.role, active: staff.active })
    .from(staff)
    .where(eq(staff.id, staffId))
    .for("update");
  if (!row) throw notFound("No such staff account.");
  return row;
}

/** One account, for its console page. */
export async function getStaffAccount(db: Db, staffId: string): Promise<StaffAccount> {
  const [row] = await db.select(accountColumns).from(staff).where(eq(staff.id, staffId)).limit(1);
  if (!row) throw notFound("No such staff account.");
  return toAccount(row);
}

/** A new role takes effect on the member's next request (sessions read the role each time). */
export async function changeStaffRole(db: Db, options: { staffId: string; role: string; actorId: string | null }): Promise<void> {
  if (!isStaffRole(options.role)) throw badRequest(`The role must be one of: ${staffRoles.join(", ")}.`);
  const role = options.role;
  await db.transaction(async (tx) => {
    const target = await lockedAccount(tx, options.staffId);
    if (target.role === role) throw conflict(staffRuleMessages.sameRole);
    await guardOwnership(tx, target, options.actorId, "role");
    await tx.update(staff).set({ role, updatedAt: new Date() }).where(eq(staff.id, options.staffId));
    await recordAudit(tx, {
      staffId: options.actorId,
      action: "change-role",
      entity: "staff",
      entityId: options.staffId,
      changedFields: { role },
    });
  });
}

/** A deactivated member cannot sign in and their sessions end; the account stays for the audit log. */
export async function setStaffActive(db: Db, options: { staffId: string; active: boolean; actorId: string | null }): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockedAccount(tx, options.staffId);
    if (!options.active) await guardOwnership(tx, target, options.actorId, "deactivate");
    await tx.update(staff).set({ active: options.active, updatedAt: new Date() }).where(eq(staff.id, options.staffId));
    if (!options.active) await deleteAllStaffSessions(tx, options.staffId);
    await recordAudit(tx, {
      staffId: options.actorId,
      action: options.active ? "activate" : "deactivate",
      entity: "staff",
      entityId: options.staffId,
      changedFields: { active: options.active },
    });
  });
}

/** Signs the member out everywhere (a lost laptop); they can sign in again at once. */
export async function endStaffSessions(db: Db, options: { staffId: string; actorId: string | null }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedAccount(tx, options.staffId);
    await deleteAllStaffSessions(tx, options.staffId);
    await recordAudit(tx, {
      staffId: options.actorId,
      action: "end-sessions",
      entity: "staff",
      entityId: options.staffId,
      changedFields: ["sessions"],
    });
  });
}

/**
 * Turns two-factor sign-in off and drops the recovery codes (a lost phone): the member signs in with
 * the password alone and, where it is required, sets it up again. Their sessions end.
 */
export async function resetStaffTwoFactor(db: Db, options: { staffId: string; actorId: string | null }): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(staff)
      .set({ totpSecretEncrypted: null, totpPendingSecretEncrypted: null, totpLastStep: null, updatedAt: new Date() })
      .where(eq(staff.id, options.staffId))
      .returning({ id: staff.id });
    if (updated.length === 0) throw notFound("No such staff account.");
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, options.staffId));
    await deleteAllStaffSessions(tx, options.staffId);
    await recordAudit(tx, {
      staffId: options.actorId,
      action: "reset-two-factor",
      entity: "staff",
      entityId: options.staffId,
      changedFields: ["twoFactor"],
    });
  });
}

/**
 * Re-authentication for sensitive self-service (changing the password, turning two-factor sign-in
 * off, new recovery codes): the password must be typed again. Wrong answers are slowed like sign-in.
 */
export async function confirmStaffPassword(
  db: Db,
  options: { staffId: string; password: string; ip: string; field?: string },
): Promise<void> {
  const ticket = await startSignInAttempt(db, { scope: "staff-confirm", account: options.staffId, address: options.ip });
  const [row] = await db.select({ passwordHash: staff.passwordHash }).from(staff).where(eq(staff.id, options.staffId)).limit(1);
  if (!(await verifyPassword(row?.passwordHash, options.password))) {
    const field = options.field ?? "password";
    throw badRequest(staffMessages.currentPasswordWrong, { errors: { [field]: staffMessages.currentPasswordWrong } });
  }
  await signInSucceeded(db, ticket);
}

/** A member changes their own password: every session ends (the caller starts a fresh one for this browser). */
export async function changeStaffPassword(
  db: Db,
  options: { staffId: string; currentPassword: string; newPassword: string; ip: string },
): Promise<void> {
  if (options.newPassword === options.currentPassword) {
    const same = "The new password must differ from the current one.";
    throw badRequest(same, { errors: { newPassword: same } });
  }
  await confirmStaffPassword(db, { staffId: options.staffId, password: options.currentPassword, ip: options.ip, field: "currentPassword" });
  await resetStaffPassword(db, { staffId: options.staffId, password: options.newPassword, actorId: options.staffId, field: "newPassword" });
}

import { createHash, randomInt } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { staff, staffRecoveryCodes } from "#db/schema/console.ts";
import { staffMessages } from "#shared/console/staff-access.ts";
import type { Config } from "../../../config.ts";
import type { AppContext } from "../../../context.ts";
import { AppError, badRequest } from "../../../errors.ts";
import { signInSucceeded, startSignInAttempt } from "../../sign-in-throttle.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";

/**
 * Two-factor sign-in with time-based one-time passwords (RFC 6238: 6 digits, 30 s, SHA-1, what every
 * authenticator app reads from a QR code), through the otpauth library. The secret is stored
 * encrypted with the site's encryption key; a code is accepted once, one step either side of now.
 */
const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

const totpFor = (secret: Secret, label: string, issuer: string) =>
  new TOTP({ issuer, label, algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS, secret });

/** The issuer an authenticator app shows: the site's host, so several sites stay apart. */
const issuerOf = (config: Pick<Config, "publicUrl">) => `CreatorCup console (${new URL(config.publicUrl).host})`;

/**
 * Recovery codes: 16 characters from a 32-letter alphabet without look-alikes (80 bits), shown in
 * groups of four. That much randomness makes a plain SHA-256 enough to store them (no guessing from
 * a leaked table), and lets one indexed lookup find the code.
 */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_PATTERN = /^[a-z0-9]{16}$/;

function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < 16; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return code.match(/.{4}/g)?.join("-") ?? code;
}
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");
const recoveryHash = (code: string) => createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");

type StaffSecrets = { id: string; email: string; totpSecretEncrypted: string | null; totpPendingSecretEncrypted: string | null };

async function secretsOf(db: Db, staffId: string): Promise<StaffSecrets> {
  const [row] = await db
    .select({
      id: staff.id,
      email: staff.email,
      totpSecretEncrypted: staff.totpSecretEncrypted,
      totpPendingSecretEncrypted: staff.totpPendingSecretEncrypted,
    })
    .from(staff)
    .where(eq(staff.id, staffId))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "No such staff account.");
  return row;
}

/** The counter step a code is valid for, or null; `window` steps either side of now. */
function matchingStep(secret: Secret, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpFor(secret, "", "");
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/**
 * Step one of enrolment: a new secret, kept as pending until a code proves the app has it. Answers
 * what the account page shows: the otpauth URI as a QR code and as text, and the secret to type.
 */
export async function startTwoFactorEnrolment(ctx: Pick<AppContext, "db" | "config" | "encryptor">, options: { staffId: string }) {
  const { db, config, encryptor } = ctx;
  const current = await secretsOf(db, options.staffId);
  if (current.totpSecretEncrypted)
    throw new AppError("CONFLICT", "Two-factor sign-in is already on. Turn it off first to move it to another app.");
  const secret = new Secret({ size: 20 });
  await db
    .update(staff)
    .set({ totpPendingSecretEncrypted: encryptor.encryptText(secret.base32), updatedAt: new Date() })
    .where(eq(staff.id, options.staffId));
  const otpauthUri = totpFor(secret, current.email, issuerOf(config)).toString();
  const qrSvg = renderSVG(otpauthUri, { ecc: "M", border: 2, pixelSize: 6 });
  return { secret: secret.base32, otpauthUri, qrSvg };
}

async function replaceRecoveryCodes(tx: Db, staffId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ id: newId(), staffId, codeHash: recoveryHash(code) })));
  return codes;
}

/** Step two: the first code turns two-factor sign-in on and answers the recovery codes, shown once. */
export async function confirmTwoFactorEnrolment(
  { db, encryptor }: Pick<AppContext, "db" | "encryptor">,
  options: { staffId: string; code: string; now?: Date },
) {
  const now = options.now ?? new Date();
  const current = await secretsOf(db, options.staffId);
  if (current.totpSecretEncrypted) throw new AppError("CONFLICT", "Two-factor sign-in is already on.");
  if (!current.totpPendingSecretEncrypted) throw badRequest("Start the set-up again: no code was asked for.");
  const secret = Secret.fromBase32(encryptor.decryptText(current.totpPendingSecretEncrypted));
  const step = matchingStep(secret, options.code, now);
  if (step === null) throw badRequest(staffMessages.enrolCodeInvalid, { errors: { code: staffMessages.enrolCodeInvalid } });
  return db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({
        totpSecretEncrypted: current.totpPendingSecretEncrypted,
        totpPendingSecretEncrypted: null,
        totpLastStep: step,
        updatedAt: now,
      })
      .where(eq(staff.id, options.staffId));
    const codes = await replaceRecoveryCodes(tx, options.staffId);
    await recordAudit(tx, {
      staffId: options.staffId,
      action: "enable-two-factor",
      entity: "staff",
      entityId: options.staffId,
      changedFields: ["twoFactor"],
    });
    return codes;
  });
}

/**
 * The second step of sign-in: a current authenticator code (each accepted once) or an unused recovery
 * code (then spent). Wrong codes are slowed like wrong passwords, per account and address.
 */
export async function verifySecondFactor(
  { db, encryptor }: Pick<AppContext, "db" | "encryptor">,
  options: { staffId: string; code: string; ip: string; now?: Date },
): Promise<{ usedRecoveryCode: boolean }> {
  const now = options.now ?? new Date();
  const ticket = await startSignInAttempt(db, { scope: "staff-second-factor", account: options.staffId, address: options.ip, now });
  const current = await secretsOf(db, options.staffId);
  const code = options.code.replace(/\s+/g, "");
  const refuse = () => new AppError("UNAUTHORIZED", staffMessages.codeInvalid, { errors: { code: staffMessages.codeInvalid } });
  if (!current.totpSecretEncrypted) throw refuse();

  if (/^\d{6}$/.test(code)) {
    const secret = Secret.fromBase32(encryptor.decryptText(current.totpSecretEncrypted));
    const step = matchingStep(secret, code, now);
    if (step === null) throw refuse();
    // One guarded update: of two requests with the same code, only one moves the step forward.
    const accepted = await db
      .update(staff)
      .set({ totpLastStep: step })
      .where(and(eq(staff.id, options.staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
      .returning({ id: staff.id });
    if (accepted.length === 0) throw refuse();
    await signInSucceeded(db, ticket);
    return { usedRecoveryCode: false };
  }

  if (!RECOVERY_PATTERN.test(normaliseRecoveryCode(code))) throw refuse();
  const spent = await db.transaction(async (tx) => {
    const rows = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, options.staffId),
          eq(staffRecoveryCodes.codeHash, recoveryHash(code)),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    if (rows.length > 0) {
      await recordAudit(tx, { staffId: options.staffId, action: "use-recovery-code", entity: "staff", entityId: options.staffId });
    }
    return rows.length > 0;
  });
  if (!spent) throw refuse();
  await signInSucceeded(db, ticket);
  return { usedRecoveryCode: true };
}

/** New recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes(db: Db, options: { staffId: string }): Promise<string[]> {
  const current = await secretsOf(db, options.staffId);
  if (!current.totpSecretEncrypted) throw new AppError("CONFLICT", "Turn on two-factor sign-in first.");
  return db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, options.staffId);
    await recordAudit(tx, { staffId: options.staffId, action: "regenerate-recovery-codes", entity: "staff", entityId: options.staffId });
    return codes;
  });
}

/** How many unused recovery codes are left (the account page warns when few are). */
export async function unusedRecoveryCodeCount(db: Db, staffId: string): Promise<number> {
  const rows = await db
    .select({ id: staffRecoveryCodes.id })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return rows.length;
}

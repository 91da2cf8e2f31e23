import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { staff, staffSessions } from "#db/schema/console.ts";
import type { StaffRole } from "./roles.ts";

/** The console's own cookie: httpOnly, SameSite=Strict, Secure behind HTTPS (docs/console.md). */
export const STAFF_SESSION_COOKIE = "staff_session";
/** A working day; then the staff member signs in again. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Between the password and the authenticator code: long enough to open the app, no longer. */
export const SECOND_FACTOR_TTL_MS = 5 * 60 * 1000;

/** Who is signed in to the console, as routes and loaders see them. */
export type StaffMember = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
};

export type StaffSession = { sessionId: string; staff: StaffMember; secondFactorPending: boolean; expiresAt: Date };

/** The database keeps only this digest, so a leaked sessions table holds no usable cookie. */
const sessionIdOf = (token: string) => createHash("sha256").update(token).digest("hex");
/** 32 random bytes; 43 URL-safe characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Starts a session; the token goes into the cookie and nowhere else. */
export async function createStaffSession(
  db: Db,
  options: { staffId: string; secondFactorPending: boolean; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + (options.secondFactorPending ? SECOND_FACTOR_TTL_MS : STAFF_SESSION_TTL_MS));
  // Sweep this member's expired sessions while we are here, so the table does not grow without end.
  await db.delete(staffSessions).where(and(eq(staffSessions.staffId, options.staffId), lte(staffSessions.expiresAt, now)));
  await db.insert(staffSessions).values({
    id: sessionIdOf(token),
    staffId: options.staffId,
    secondFactorPending: options.secondFactorPending,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The session behind a cookie token, or null when it is unknown, expired or its owner deactivated. */
export async function findStaffSession(db: Db, token: string | null | undefined, now = new Date()): Promise<StaffSession | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      secondFactorPending: staffSessions.secondFactorPending,
      expiresAt: staffSessions.expiresAt,
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      totpSecretEncrypted: staff.totpSecretEncrypted,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.id, sessionIdOf(token)), gt(staffSessions.expiresAt, now), eq(staff.active, true)))
    .limit(1);
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    secondFactorPending: row.secondFactorPending,
    expiresAt: row.expiresAt,
    staff: { id: row.id, email: row.email, name: row.name, role: row.role, twoFactorEnabled: row.totpSecretEncrypted !== null },
  };
}

/** Ends one session (sign-out). Unknown tokens are fine: signing out twice is not an error. */
export async function deleteStaffSession(db: Db, token: string | null | undefined): Promise<void> {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionIdOf(token)));
}

/** Ends every session of a staff member (password change, deactivation, two-factor reset). */
export async function deleteAllStaffSessions(db: Db, staffId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/** Turns a password-only session into a full one, under a fresh token (the old one stops working). */
export async function completeSecondFactor(db: Db, options: { token: string; staffId: string; now?: Date }) {
  await deleteStaffSession(db, options.token);
  return createStaffSession(db, { staffId: options.staffId, secondFactorPending: false, now: options.now });
}

/** The session token in a Cookie header (page loaders get the raw header, not Fastify's parsed cookies). */
export function staffTokenFromCookieHeader(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0 || part.slice(0, index).trim() !== STAFF_SESSION_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

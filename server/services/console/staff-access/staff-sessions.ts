import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { staff } from "#db/schema/console.ts";
import { identitySessions } from "#db/schema/identity.ts";
import { endAllSessions, endSession, liveSessionCondition, type StartedSession, startSession } from "../../identity/sessions.ts";
import type { StaffRole } from "./roles.ts";

/**
 * Staff sessions on the one identity layer (docs/identity.md, docs/console.md): the principal is the
 * staff row's id; the cookie is SameSite=Strict, a working day long, five minutes while the second
 * factor is owed (server/services/identity/kinds.ts).
 */

const SECOND_FACTOR_STEP = "second-factor";

/** Who is signed in to the console, as routes and loaders see them. */
export type StaffMember = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
};

export type StaffSession = { sessionId: string; staff: StaffMember; secondFactorPending: boolean; expiresAt: Date };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Starts a session; the token goes into the cookie and nowhere else. */
export function createStaffSession(
  db: Db,
  options: { staffId: string; secondFactorPending: boolean; now?: Date },
): Promise<StartedSession> {
  return startSession(db, {
    kind: "staff",
    principalId: options.staffId,
    pendingStep: options.secondFactorPending ? SECOND_FACTOR_STEP : null,
    now: options.now,
  });
}

/** The session behind a cookie token, or null when it is unknown, expired or its owner deactivated. */
export async function findStaffSession(db: Db, token: string | null | undefined, now = new Date()): Promise<StaffSession | null> {
  const live = liveSessionCondition("staff", token, now);
  if (!live) return null;
  const [row] = await db
    .select({
      sessionId: identitySessions.id,
      pendingStep: identitySessions.pendingStep,
      expiresAt: identitySessions.expiresAt,
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      totpSecretEncrypted: staff.totpSecretEncrypted,
    })
    .from(identitySessions)
    .innerJoin(staff, eq(staff.id, identitySessions.principalId))
    .where(and(live, eq(staff.active, true)))
    .limit(1);
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    secondFactorPending: row.pendingStep === SECOND_FACTOR_STEP,
    expiresAt: row.expiresAt,
    staff: { id: row.id, email: row.email, name: row.name, role: row.role, twoFactorEnabled: row.totpSecretEncrypted !== null },
  };
}

/** Ends one session (sign-out). Unknown tokens are fine: signing out twice is not an error. */
export function deleteStaffSession(db: Db, token: string | null | undefined): Promise<void> {
  return endSession(db, "staff", token);
}

/** Ends every session of a staff member (password change, deactivation, two-factor reset). */
export function deleteAllStaffSessions(db: Db | Tx, staffId: string): Promise<void> {
  return endAllSessions(db, { kind: "staff", principalId: staffId });
}

/** Turns a password-only session into a full one, under a fresh token (the old one stops working). */
export async function completeSecondFactor(db: Db, options: { token: string; staffId: string; now?: Date }) {
  await deleteStaffSession(db, options.token);
  return createStaffSession(db, { staffId: options.staffId, secondFactorPending: false, now: options.now });
}

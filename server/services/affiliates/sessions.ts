import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { identitySessions } from "#db/schema/identity.ts";
import { users } from "#db/schema.ts";
import { endAllSessions, endSession, liveSessionCondition, type StartedSession, startSession } from "../identity/sessions.ts";

/** Affiliates' sessions on the one identity layer (docs/identity.md): the principal is the users row's id. */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Starts a session for the affiliate; the returned token goes into the cookie and nowhere else. */
export function createAffiliateSession(db: Db, options: { userId: string; now?: Date }): Promise<StartedSession> {
  return startSession(db, { kind: "affiliate", principalId: options.userId, now: options.now });
}

export type SessionUser = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  affiliateCode: string | null;
};

/** The users columns of a SessionUser. */
export const sessionUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  affiliateCode: users.affiliateCode,
};

/**
 * The signed-in affiliate behind a session token, or null when the token is unknown, expired, or its
 * owner is no longer an active affiliate.
 */
export async function findAffiliateSession(db: Db, token: string | null | undefined, now = new Date()): Promise<SessionUser | null> {
  const live = liveSessionCondition("affiliate", token, now);
  if (!live) return null;
  const [row] = await db
    .select(sessionUserColumns)
    .from(identitySessions)
    .innerJoin(users, eq(users.id, identitySessions.principalId))
    .where(and(live, eq(users.affiliateActive, true)))
    .limit(1);
  return row ?? null;
}

/** Ends one session (sign-out). Unknown tokens are fine: signing out twice is not an error. */
export function endAffiliateSession(db: Db, token: string | null | undefined): Promise<void> {
  return endSession(db, "affiliate", token);
}

/** Ends every session of an affiliate (password reset, deactivation). */
export function endAllAffiliateSessions(db: Db | Tx, userId: string): Promise<void> {
  return endAllSessions(db, { kind: "affiliate", principalId: userId });
}

import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { sessions, users } from "#db/schema.ts";

/** The cookie that carries an affiliate's session (httpOnly, SameSite=Lax; Secure behind HTTPS). */
export const SESSION_COOKIE = "cc_session";
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The database keeps only this digest, so a leaked sessions table holds no usable cookie. */
export function sessionIdOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 32 random bytes; 43 URL-safe characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Starts a session for the user; the returned token goes into the cookie and nowhere else. */
export async function createSession(
  db: Db,
  options: { userId: string; now?: Date; ttlMs?: number },
): Promise<{ token: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + (options.ttlMs ?? SESSION_TTL_MS));
  // Sweep this user's expired sessions while we are here, so the table does not grow without end.
  await db.delete(sessions).where(and(eq(sessions.userId, options.userId), lte(sessions.expiresAt, now)));
  await db.insert(sessions).values({ id: sessionIdOf(token), userId: options.userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

export type SessionUser = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  affiliateCode: string | null;
};

/**
 * The signed-in affiliate behind a session token, or null when the token is unknown, expired, or its
 * owner is no longer an active affiliate.
 */
export async function findSessionUser(db: Db, token: string | null | undefined, now = new Date()): Promise<SessionUser | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      affiliateCode: users.affiliateCode,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionIdOf(token)), gt(sessions.expiresAt, now), eq(users.affiliateActive, true)))
    .limit(1);
  return row ?? null;
}

/** Ends one session (sign-out). Unknown tokens are fine: signing out twice is not an error. */
export async function deleteSession(db: Db, token: string | null | undefined): Promise<void> {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
}

/** Ends every session of a user (password reset, deactivation). */
export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The session token in a Cookie header (page loaders get the raw header, not Fastify's parsed cookies). */
export function sessionTokenFromCookieHeader(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

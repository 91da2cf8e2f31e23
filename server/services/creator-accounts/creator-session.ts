import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { builtOnce } from "#db/built-once.ts";
import type { Db } from "#db/client.ts";
import { identitySessions } from "#db/schema/identity.ts";
import { users } from "#db/schema.ts";
import { creatorAccountMessages as m } from "#shared/api/creator-accounts.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { SESSION_TOKEN_PATTERN, sessionTokenFromHeader } from "../identity/cookies.ts";
import { emailKeyOf } from "../identity/email-key.ts";
import { endAllSessions, endSession, endSessionById, listSessions, noteSeen, sessionTokenHash } from "../identity/sessions.ts";

/**
 * Creators' sessions on the one identity layer (docs/identity.md): the principal is the proven
 * address's key, since a creator proves an e-mail before any `users` row exists.
 */

/**
 * The signed-in creator: the proven e-mail, the `users` row with that e-mail (null until created) and
 * that row's stored language (read with the session, so keeping it costs no statement when unchanged).
 */
export type CreatorSession = { sessionId: string; email: string; userId: string | null; language: string | null };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The creator behind a Cookie header, or null (no cookie, unknown, expired or signed out). Usable
 * from API routes and from page loaders (`request.headers.get("cookie")`).
 */
export async function readCreatorSession(
  ctx: Pick<AppContext, "db">,
  cookieHeader: string | undefined | null,
  now = new Date(),
): Promise<CreatorSession | null> {
  const token = sessionTokenFromHeader("creator", cookieHeader);
  if (!token || !SESSION_TOKEN_PATTERN.test(token)) return null;
  const [row] = await sessionReadOf(ctx.db).execute({ tokenHash: sessionTokenHash(token), now: now.toISOString() });
  if (!row?.email) return null;
  await noteSeen(ctx.db, row.id, row.lastSeenAt, now);
  return { sessionId: row.id, email: row.email, userId: row.userId ?? null, language: row.language ?? null };
}

/**
 * The session read, built once per database: every creator request reads its session, and building
 * the query anew each time was a measurable part of a registration's CPU (docs/scale-out.md). The
 * same conditions as liveSessionCondition("creator", …).
 */
const sessionReadOf = builtOnce((db) =>
  db
    .select({
      id: identitySessions.id,
      email: identitySessions.email,
      lastSeenAt: identitySessions.lastSeenAt,
      userId: users.id,
      language: users.language,
    })
    .from(identitySessions)
    .leftJoin(users, eq(users.emailKey, identitySessions.principalId))
    .where(
      and(
        eq(identitySessions.kind, "creator"),
        eq(identitySessions.tokenHash, sql.placeholder("tokenHash")),
        gt(identitySessions.expiresAt, sql`${sql.placeholder("now")}::timestamptz`),
        isNull(identitySessions.revokedAt),
      ),
    )
    .limit(1)
    .prepare("creator_session_read"),
);

/** The session of an API request, or 401 with the words the dialog shows. */
export async function requireCreatorSession(request: FastifyRequest): Promise<CreatorSession> {
  const session = await readCreatorSession(request.server.ctx, request.headers.cookie);
  if (!session) throw new AppError("UNAUTHORIZED", m.signInRequired);
  return session;
}

/** The session of an API request, or null. */
export function optionalCreatorSession(request: FastifyRequest): Promise<CreatorSession | null> {
  return readCreatorSession(request.server.ctx, request.headers.cookie);
}

/** Ends the session a token belongs to (sign-out, rotation at sign-in). Unknown tokens are fine. */
export function revokeCreatorToken(tx: Tx | Db, token: string | null, now: Date): Promise<void> {
  return endSession(tx, "creator", token, now);
}

/** Ends one of the creator's own sessions by its public id; false when there is no such live session. */
export function revokeCreatorSessionById(db: Db, input: { email: string; sessionId: string; now?: Date }): Promise<boolean> {
  return endSessionById(db, { kind: "creator", principalId: emailKeyOf(input.email), sessionId: input.sessionId, now: input.now });
}

/** Ends every session of the address, on every device. */
export function revokeAllCreatorSessions(db: Db, input: { email: string; now?: Date }): Promise<void> {
  return endAllSessions(db, { kind: "creator", principalId: emailKeyOf(input.email), now: input.now });
}

/** The address's live sessions, newest first. */
export function listCreatorSessions(db: Db, input: { email: string; now?: Date }) {
  return listSessions(db, { kind: "creator", principalId: emailKeyOf(input.email), now: input.now });
}

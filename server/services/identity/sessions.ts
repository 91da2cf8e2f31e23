import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { builtOnce } from "#db/built-once.ts";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { identitySessions } from "#db/schema/identity.ts";
import { SESSION_TOKEN_PATTERN, sessionTokenFromHeader } from "./cookies.ts";
import { type PrincipalKind, SESSION_KINDS } from "./kinds.ts";

/**
 * One session store for every kind of person who signs in (docs/identity.md). A kind's own module
 * (creator-session.ts, the affiliates' and the staff's) adds only what it knows: whom the principal id
 * names and whether that person may still sign in.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Runner = Db | Tx;

/** "Last seen" moves at most this often: a write on every request would buy nothing. */
const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/** The database keeps only this digest of the cookie, so a leaked table holds no usable session. */
export const sessionTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export type StartedSession = { sessionId: string; token: string; expiresAt: Date };

/**
 * startSession's statement, built once (db/built-once.ts): every sign-in sends it, inside the code's
 * transaction. The principal's ended sessions are deleted in the same statement: the delete cannot see
 * the row the insert adds, and would not match it anyway. `now` and `expiresAt` are dates (the columns
 * encode them), `nowIso` the same moment as an ISO time (a condition's value is sent as given).
 */
const sessionStartOf = builtOnce((db) => {
  const ended = db.$with("ended").as(
    db
      .delete(identitySessions)
      .where(
        and(
          eq(identitySessions.kind, sql.placeholder("kind")),
          eq(identitySessions.principalId, sql.placeholder("principalId")),
          or(lte(identitySessions.expiresAt, sql`${sql.placeholder("nowIso")}::timestamptz`), isNotNull(identitySessions.revokedAt)),
        ),
      )
      .returning({ id: identitySessions.id }),
  );
  return db
    .with(ended)
    .insert(identitySessions)
    .values({
      id: sql.placeholder("id"),
      kind: sql.placeholder("kind"),
      tokenHash: sql.placeholder("tokenHash"),
      principalId: sql.placeholder("principalId"),
      email: sql.placeholder("email"),
      pendingStep: sql.placeholder("pendingStep"),
      device: sql.placeholder("device"),
      deviceKey: sql.placeholder("deviceKey"),
      createdAt: sql.placeholder("now"),
      lastSeenAt: sql.placeholder("now"),
      expiresAt: sql.placeholder("expiresAt"),
    })
    .prepare("session_start");
});

/**
 * Starts a session; the returned token goes into the cookie and nowhere else. The principal's ended
 * sessions of the same kind go while we are here, so the table holds only live ones for long.
 */
export async function startSession(
  db: Runner,
  input: {
    kind: PrincipalKind;
    principalId: string;
    email?: string | null;
    device?: string;
    deviceKey?: string | null;
    pendingStep?: string | null;
    now?: Date;
  },
): Promise<StartedSession> {
  const now = input.now ?? new Date();
  const rules = SESSION_KINDS[input.kind];
  const ttlMs = input.pendingStep && "pendingTtlMs" in rules ? rules.pendingTtlMs : rules.ttlMs;
  const token = randomBytes(32).toString("base64url");
  const sessionId = newId();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await sessionStartOf(db).execute({
    id: sessionId,
    kind: input.kind,
    tokenHash: sessionTokenHash(token),
    principalId: input.principalId,
    email: input.email?.trim() ?? null,
    pendingStep: input.pendingStep ?? null,
    device: input.device ?? "",
    deviceKey: input.deviceKey ?? null,
    now,
    nowIso: now.toISOString(),
    expiresAt,
  });
  return { sessionId, token, expiresAt };
}

const ofPrincipal = (kind: PrincipalKind, principalId: string) =>
  and(eq(identitySessions.kind, kind), eq(identitySessions.principalId, principalId));

/**
 * The condition a live session of `kind` with this token meets: for a kind's module to join its own
 * table in one query. Null when the token is malformed (no session can match it).
 */
export function liveSessionCondition(kind: PrincipalKind, token: string | null | undefined, now: Date): SQL | null {
  if (!token || !SESSION_TOKEN_PATTERN.test(token)) return null;
  return and(
    eq(identitySessions.kind, kind),
    eq(identitySessions.tokenHash, sessionTokenHash(token)),
    gt(identitySessions.expiresAt, now),
    isNull(identitySessions.revokedAt),
  ) as SQL;
}

export type SessionRecord = {
  sessionId: string;
  principalId: string;
  email: string | null;
  pendingStep: string | null;
  expiresAt: Date;
};

/** The live session of `kind` behind a token, or null (unknown, expired, signed out, malformed). */
export async function findSession(db: Db, kind: PrincipalKind, token: string | null | undefined, now = new Date()) {
  const live = liveSessionCondition(kind, token, now);
  if (!live) return null;
  const [row] = await db
    .select({
      sessionId: identitySessions.id,
      principalId: identitySessions.principalId,
      email: identitySessions.email,
      pendingStep: identitySessions.pendingStep,
      expiresAt: identitySessions.expiresAt,
      lastSeenAt: identitySessions.lastSeenAt,
    })
    .from(identitySessions)
    .where(live)
    .limit(1);
  if (!row) return null;
  await noteSeen(db, row.sessionId, row.lastSeenAt, now);
  const { lastSeenAt: _seen, ...session } = row;
  return session satisfies SessionRecord;
}

/**
 * The live session of `kind` behind a Cookie header: for page loaders
 * (`readSession(db, "judge", request.headers.get("cookie"))`) and API routes (`request.headers.cookie`).
 */
export function readSession(db: Db, kind: PrincipalKind, cookieHeader: string | null | undefined, now = new Date()) {
  return findSession(db, kind, sessionTokenFromHeader(kind, cookieHeader), now);
}

/** Moves "last seen" when it is older than a few minutes. */
export async function noteSeen(db: Db, sessionId: string, lastSeenAt: Date, now: Date): Promise<void> {
  if (now.getTime() - lastSeenAt.getTime() <= LAST_SEEN_EVERY_MS) return;
  await db.update(identitySessions).set({ lastSeenAt: now }).where(eq(identitySessions.id, sessionId));
}

/** Ends the session a token belongs to (sign-out, rotation at sign-in). Unknown tokens are fine. */
export async function endSession(db: Runner, kind: PrincipalKind, token: string | null | undefined, now = new Date()): Promise<void> {
  if (!token || !SESSION_TOKEN_PATTERN.test(token)) return;
  await db
    .update(identitySessions)
    .set({ revokedAt: now })
    .where(
      and(eq(identitySessions.kind, kind), eq(identitySessions.tokenHash, sessionTokenHash(token)), isNull(identitySessions.revokedAt)),
    );
}

/** Ends one of a principal's own sessions by its public id; false when there is no such live session. */
export async function endSessionById(
  db: Runner,
  input: { kind: PrincipalKind; principalId: string; sessionId: string; now?: Date },
): Promise<boolean> {
  const rows = await db
    .update(identitySessions)
    .set({ revokedAt: input.now ?? new Date() })
    .where(and(eq(identitySessions.id, input.sessionId), ofPrincipal(input.kind, input.principalId), isNull(identitySessions.revokedAt)))
    .returning({ id: identitySessions.id });
  return rows.length > 0;
}

/**
 * Ends every session of a principal, on every device (password reset, deactivation, sign out
 * everywhere), but the one `exceptSessionId` names when given.
 */
export async function endAllSessions(
  db: Runner,
  input: { kind: PrincipalKind; principalId: string; exceptSessionId?: string; now?: Date },
): Promise<void> {
  await db
    .update(identitySessions)
    .set({ revokedAt: input.now ?? new Date() })
    .where(
      and(
        ofPrincipal(input.kind, input.principalId),
        isNull(identitySessions.revokedAt),
        input.exceptSessionId ? ne(identitySessions.id, input.exceptSessionId) : undefined,
      ),
    );
}

/** A principal's live sessions, most recently seen first. */
export async function listSessions(db: Db, input: { kind: PrincipalKind; principalId: string; now?: Date }) {
  return db
    .select({
      id: identitySessions.id,
      device: identitySessions.device,
      createdAt: identitySessions.createdAt,
      lastSeenAt: identitySessions.lastSeenAt,
      expiresAt: identitySessions.expiresAt,
    })
    .from(identitySessions)
    .where(
      and(
        ofPrincipal(input.kind, input.principalId),
        isNull(identitySessions.revokedAt),
        gt(identitySessions.expiresAt, input.now ?? new Date()),
      ),
    )
    .orderBy(desc(identitySessions.lastSeenAt));
}

/** Drops sessions of every kind that ended (expired, or signed out) more than a day ago. */
export async function pruneSessions(db: Db, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.delete(identitySessions).where(or(lt(identitySessions.expiresAt, dayAgo), lt(identitySessions.revokedAt, dayAgo)));
}

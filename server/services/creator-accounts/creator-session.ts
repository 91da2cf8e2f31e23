import { createHash, randomBytes } from "node:crypto";
import type { CookieSerializeOptions } from "@fastify/cookie";
import { and, desc, eq, gt, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { creatorSessions } from "#db/schema/creator-accounts.ts";
import { users } from "#db/schema.ts";
import { creatorAccountMessages as m } from "#shared/api/creator-accounts.ts";
import type { Config } from "../../config.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { emailKeyOf } from "./sign-in-codes.ts";

/** The cookie that carries a creator's session (httpOnly, SameSite=Lax, Secure behind HTTPS). */
export const CREATOR_SESSION_COOKIE = "creator_session";
export const CREATOR_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** "Last seen" moves at most this often: a write on every request would buy nothing. */
const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/** The signed-in creator: the proven e-mail, and the `users` row with that e-mail (null until created). */
export type CreatorSession = { sessionId: string; email: string; userId: string | null };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** 32 random bytes; 43 URL-safe characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The database keeps only this digest of the cookie, so a leaked table holds no usable session. */
const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Starts a session for a proven e-mail; the returned token goes into the cookie and nowhere else. */
export async function createCreatorSession(
  tx: Tx | Db,
  input: { email: string; device: string; now: Date },
): Promise<{ sessionId: string; token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const sessionId = newId();
  const expiresAt = new Date(input.now.getTime() + CREATOR_SESSION_TTL_MS);
  const emailKey = emailKeyOf(input.email);
  // This address's ended sessions go while we are here, so the table holds only live ones for long.
  await tx
    .delete(creatorSessions)
    .where(
      and(eq(creatorSessions.emailKey, emailKey), or(lte(creatorSessions.expiresAt, input.now), isNotNull(creatorSessions.revokedAt))),
    );
  await tx.insert(creatorSessions).values({
    id: sessionId,
    tokenHash: tokenHashOf(token),
    email: input.email.trim(),
    emailKey,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
    device: input.device,
  });
  return { sessionId, token, expiresAt };
}

/** The session token in a Cookie header (page loaders get the raw header, not Fastify's parsed cookies). */
export function creatorTokenFromCookieHeader(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0 || part.slice(0, index).trim() !== CREATOR_SESSION_COOKIE) continue;
    const value = part.slice(index + 1).trim();
    return TOKEN_PATTERN.test(value) ? value : null;
  }
  return null;
}

/**
 * The creator behind a Cookie header, or null (no cookie, unknown, expired or signed out). Usable
 * from API routes and from page loaders (`request.headers.get("cookie")`).
 */
export async function readCreatorSession(
  ctx: Pick<AppContext, "db">,
  cookieHeader: string | undefined | null,
  now = new Date(),
): Promise<CreatorSession | null> {
  const token = creatorTokenFromCookieHeader(cookieHeader);
  return token ? findCreatorSession(ctx.db, token, now) : null;
}

async function findCreatorSession(db: Db, token: string, now: Date): Promise<CreatorSession | null> {
  const [row] = await db
    .select({ id: creatorSessions.id, email: creatorSessions.email, lastSeenAt: creatorSessions.lastSeenAt, userId: users.id })
    .from(creatorSessions)
    .leftJoin(users, eq(users.emailKey, creatorSessions.emailKey))
    .where(and(eq(creatorSessions.tokenHash, tokenHashOf(token)), gt(creatorSessions.expiresAt, now), isNull(creatorSessions.revokedAt)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
    await db.update(creatorSessions).set({ lastSeenAt: now }).where(eq(creatorSessions.id, row.id));
  }
  return { sessionId: row.id, email: row.email, userId: row.userId ?? null };
}

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

/** The request's own session token, when it carries a well-formed one. */
export const creatorTokenOf = (request: FastifyRequest) => creatorTokenFromCookieHeader(request.headers.cookie);

/** Ends the session a token belongs to (sign-out, rotation at sign-in). Unknown tokens are fine. */
export async function revokeCreatorToken(tx: Tx | Db, token: string | null, now: Date): Promise<void> {
  if (!token) return;
  await tx
    .update(creatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(creatorSessions.tokenHash, tokenHashOf(token)), isNull(creatorSessions.revokedAt)));
}

/** Ends one of the creator's own sessions by its public id; false when there is no such live session. */
export async function revokeCreatorSessionById(db: Db, input: { email: string; sessionId: string; now?: Date }): Promise<boolean> {
  const rows = await db
    .update(creatorSessions)
    .set({ revokedAt: input.now ?? new Date() })
    .where(
      and(
        eq(creatorSessions.id, input.sessionId),
        eq(creatorSessions.emailKey, emailKeyOf(input.email)),
        isNull(creatorSessions.revokedAt),
      ),
    )
    .returning({ id: creatorSessions.id });
  return rows.length > 0;
}

/** Ends every session of the address, on every device. */
export async function revokeAllCreatorSessions(db: Db, input: { email: string; now?: Date }): Promise<void> {
  await db
    .update(creatorSessions)
    .set({ revokedAt: input.now ?? new Date() })
    .where(and(eq(creatorSessions.emailKey, emailKeyOf(input.email)), isNull(creatorSessions.revokedAt)));
}

/** The address's live sessions, newest first. */
export async function listCreatorSessions(db: Db, input: { email: string; now?: Date }) {
  return db
    .select({
      id: creatorSessions.id,
      device: creatorSessions.device,
      createdAt: creatorSessions.createdAt,
      lastSeenAt: creatorSessions.lastSeenAt,
      expiresAt: creatorSessions.expiresAt,
    })
    .from(creatorSessions)
    .where(
      and(
        eq(creatorSessions.emailKey, emailKeyOf(input.email)),
        isNull(creatorSessions.revokedAt),
        gt(creatorSessions.expiresAt, input.now ?? new Date()),
      ),
    )
    .orderBy(desc(creatorSessions.lastSeenAt));
}

/** Drops sessions that ended (expired, or signed out) more than a day ago. */
export async function pruneCreatorSessions(db: Db, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.delete(creatorSessions).where(or(lt(creatorSessions.expiresAt, dayAgo), lt(creatorSessions.revokedAt, dayAgo)));
}

/** httpOnly and SameSite=Lax always; Secure when the site is served over https. */
export function creatorCookieOptions(request: FastifyRequest, config: Pick<Config, "publicUrl">): CookieSerializeOptions {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    // trustProxy is on, so request.protocol is https behind a TLS-terminating proxy.
    secure: request.protocol === "https" || config.publicUrl.startsWith("https://"),
  };
}

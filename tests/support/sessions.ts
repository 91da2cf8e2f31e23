import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { identitySessions } from "#db/schema/identity.ts";
import type { PrincipalKind } from "#server/services/identity/kinds.ts";
import { sessionTokenHash } from "#server/services/identity/sessions.ts";

/** The stored row of a session token (signed out or not), found by the token's digest. */
export const sessionRowsOfToken = (db: Db, token: string) =>
  db
    .select()
    .from(identitySessions)
    .where(eq(identitySessions.tokenHash, sessionTokenHash(token)));

/** The live (not signed out) rows of a session token: [] once it ended. */
export const liveSessionRowsOfToken = (db: Db, token: string) =>
  db
    .select()
    .from(identitySessions)
    .where(and(eq(identitySessions.tokenHash, sessionTokenHash(token)), isNull(identitySessions.revokedAt)));

/** A principal's sessions that were not signed out (expired ones included). */
export const liveSessionsOf = (db: Db, kind: PrincipalKind, principalId: string) =>
  db
    .select()
    .from(identitySessions)
    .where(and(eq(identitySessions.kind, kind), eq(identitySessions.principalId, principalId), isNull(identitySessions.revokedAt)));

/** Moves a session's end to the past, as if its lifetime had run out. */
export const expireSessionToken = (db: Db, token: string) =>
  db
    .update(identitySessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(identitySessions.tokenHash, sessionTokenHash(token)));

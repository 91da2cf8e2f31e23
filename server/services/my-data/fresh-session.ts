import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "#db/client.ts";
import { identitySessions } from "#db/schema/identity.ts";
import { AppError } from "../../errors.ts";
import { type CreatorSession, requireCreatorSession } from "../creator-accounts/creator-session.ts";

/** My data opens only this long after a code was entered (docs/privacy.md#my-data): a phone left signed in is not enough. */
export const FRESH_SIGN_IN_MS = 15 * 60_000;
export const FRESH_CODE_NEEDED = "For your safety, confirm your e-mail with a new code to open My data.";

/** Whether the session began with a code entered in the last 15 minutes. */
export async function isFreshSession(db: Db, sessionId: string, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ createdAt: identitySessions.createdAt }).from(identitySessions).where(eq(identitySessions.id, sessionId));
  return Boolean(row) && now.getTime() - (row?.createdAt.getTime() ?? 0) <= FRESH_SIGN_IN_MS;
}

export async function requireFreshCreatorSession(request: FastifyRequest, now = new Date()): Promise<CreatorSession> {
  const session = await requireCreatorSession(request);
  if (!(await isFreshSession(request.server.ctx.db, session.sessionId, now)))
    throw new AppError("FORBIDDEN", FRESH_CODE_NEEDED, { freshCodeNeeded: true });
  return session;
}

import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { identitySessions } from "#db/schema/identity.ts";
import { AppError } from "../../errors.ts";
import { type CreatorSession, requireCreatorSession } from "../creator-accounts/creator-session.ts";

/** My data opens only this long after a code was entered (docs/privacy.md#my-data): a phone left signed in is not enough. */
export const FRESH_SIGN_IN_MS = 15 * 60_000;
export const FRESH_CODE_NEEDED = "For your safety, confirm your e-mail with a new code to open My data.";

export async function requireFreshCreatorSession(request: FastifyRequest, now = new Date()): Promise<CreatorSession> {
  const session = await requireCreatorSession(request);
  const [row] = await request.server.ctx.db
    .select({ createdAt: identitySessions.createdAt })
    .from(identitySessions)
    .where(eq(identitySessions.id, session.sessionId));
  if (!row || now.getTime() - row.createdAt.getTime() > FRESH_SIGN_IN_MS)
    throw new AppError("FORBIDDEN", FRESH_CODE_NEEDED, { freshCodeNeeded: true });
  return session;
}

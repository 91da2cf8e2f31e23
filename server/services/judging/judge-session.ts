import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "#db/client.ts";
import { judgeAccounts } from "#db/schema/judging.ts";
import { judges } from "#db/schema.ts";
import { scoringMessages } from "#shared/judging/scoring.ts";
import { AppError } from "../../errors.ts";
import { readSession } from "../identity/sessions.ts";

export type SignedInJudge = { judgeId: string; name: string; sessionId: string };

/** The judge behind a Cookie header (the identity layer's "judge" session; its principal is the judge's id), or null. */
export async function judgeOfSession(db: Db, cookieHeader: string | null | undefined): Promise<SignedInJudge | null> {
  const session = await readSession(db, "judge", cookieHeader);
  if (!session) return null;
  const [judge] = await db
    .select({ judgeId: judges.id, name: sql<string>`trim(${judges.firstName} || ' ' || ${judges.lastName})` })
    .from(judges)
    .innerJoin(judgeAccounts, eq(judgeAccounts.judgeId, judges.id))
    .where(eq(judges.id, session.principalId));
  return judge ? { ...judge, sessionId: session.sessionId } : null;
}

/** The judge of an API request, or 401. */
export async function requireJudgeSession(request: FastifyRequest): Promise<SignedInJudge> {
  const judge = await judgeOfSession(request.server.ctx.db, request.headers.cookie);
  if (!judge) throw new AppError("UNAUTHORIZED", scoringMessages.signInRequired);
  return judge;
}

import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { judgingAssignments, judgingRounds, judgingRubrics, judgingScores } from "#db/schema/judging.ts";
import { contests, subscribers } from "#db/schema.ts";

export type CreatorScores = {
  subscriberId: string;
  round: "screening" | "final";
  criteria: { name: string; weight: number; mean: number; scores: number[] }[];
  feedback: string[];
};

/**
 * A creator's own scores and the judges' feedback, for My registrations: only their registrations,
 * only once the results are declared and the organiser released scores. Judges are not named, and
 * nobody else's scores are read. The last round that judged the entry is the one shown.
 */
export async function scoresForCreator(db: Db, options: { userId: string }): Promise<CreatorScores[]> {
  const released = await db
    .select({ subscriberId: subscribers.id, contestId: subscribers.contestId, criteria: judgingRubrics.criteria })
    .from(subscribers)
    .innerJoin(contests, eq(contests.id, subscribers.contestId))
    .innerJoin(judgingRubrics, eq(judgingRubrics.contestId, subscribers.contestId))
    .where(and(eq(subscribers.userId, options.userId), eq(contests.winnersDeclared, true), eq(judgingRubrics.scoresReleased, true)));
  if (released.length === 0) return [];
  const rows = await db
    .select({
      subscriberId: judgingScores.subscriberId,
      kind: judgingRounds.kind,
      criteria: judgingScores.criteria,
      feedback: judgingScores.feedback,
    })
    .from(judgingScores)
    .innerJoin(judgingRounds, eq(judgingRounds.id, judgingScores.roundId))
    .innerJoin(
      judgingAssignments,
      and(
        eq(judgingAssignments.roundId, judgingScores.roundId),
        eq(judgingAssignments.subscriberId, judgingScores.subscriberId),
        eq(judgingAssignments.judgeId, judgingScores.judgeId),
      ),
    )
    .where(
      and(
        inArray(
          judgingScores.subscriberId,
          released.map((r) => r.subscriberId),
        ),
        eq(judgingRounds.status, "closed"),
        isNull(judgingAssignments.recusedAt),
      ),
    );
  return released.flatMap(({ subscriberId, criteria }) => {
    const mine = rows.filter((row) => row.subscriberId === subscriberId);
    const round = mine.some((row) => row.kind === "final") ? "final" : "screening";
    const shown = mine.filter((row) => row.kind === round);
    if (shown.length === 0) return [];
    return [
      {
        subscriberId,
        round,
        criteria: criteria.map((c) => {
          const scores = shown.map((row) => row.criteria[c.key]).filter((v): v is number => typeof v === "number");
          return { name: c.name, weight: c.weight, mean: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : 0, scores };
        }),
        feedback: shown.map((row) => row.feedback.trim()).filter(Boolean),
      },
    ];
  });
}

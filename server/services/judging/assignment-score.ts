import { and, eq } from "drizzle-orm";
import { judgingAssignments, judgingScores } from "#db/schema/judging.ts";

/** Joins an assignment to its judge's score of that entry in that round (none until they save one). */
export const scoreOfAssignment = and(
  eq(judgingScores.roundId, judgingAssignments.roundId),
  eq(judgingScores.subscriberId, judgingAssignments.subscriberId),
  eq(judgingScores.judgeId, judgingAssignments.judgeId),
);

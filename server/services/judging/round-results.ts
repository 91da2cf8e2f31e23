import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { judgingAssignments, judgingRubrics, judgingScores, judgingSnapshots } from "#db/schema/judging.ts";
import { computeRound } from "./aggregation/compute-round.ts";
import { proposeShortlist } from "./aggregation/shortlist.ts";
import { snapshotHash } from "./aggregation/snapshot-hash.ts";
import type { JudgeScore, RoundResult } from "./aggregation/types.ts";
import type { Round } from "./rounds.ts";
import { scoreOfAssignment } from "./assignment-score.ts";

/** What a closed round's snapshot holds; `hash` is the SHA-256 of exactly this, in canonical JSON. */
export type SnapshotPayload = RoundResult & {
  version: 1;
  contestId: string;
  roundId: string;
  kind: Round["kind"];
  criteria: { key: string; name: string; weight: number }[];
  headJudgeOrder: string[];
  inputs: JudgeScore[];
  /** Screening: the entries proposed for the final. */
  shortlist: string[] | null;
};

/** A score counts once every criterion has a value; a half-finished one is still the judge's draft. */
const complete = (criteria: Record<string, number>, keys: readonly string[]) => keys.every((key) => typeof criteria[key] === "number");

/** The round's inputs from the database: its rubric and the complete scores of assignments nobody recused. */
export async function loadRoundInputs(db: Db, round: Round) {
  const [rubric] = await db.select().from(judgingRubrics).where(eq(judgingRubrics.contestId, round.contestId));
  const criteria = (rubric?.criteria ?? []).map((c) => ({ key: c.key, name: c.name, weight: c.weight }));
  const live = await db
    .select({
      entryId: judgingAssignments.subscriberId,
      judgeId: judgingAssignments.judgeId,
      criteria: judgingScores.criteria,
      checklist: judgingScores.checklist,
    })
    .from(judgingAssignments)
    .leftJoin(judgingScores, scoreOfAssignment)
    .where(and(eq(judgingAssignments.roundId, round.id), isNull(judgingAssignments.recusedAt)));
  const keys = criteria.map((c) => c.key);
  const scores: JudgeScore[] = live
    .filter((row) => row.criteria && complete(row.criteria, keys))
    .map((row) => ({
      entryId: row.entryId,
      judgeId: row.judgeId,
      criteria: Object.fromEntries(keys.map((key) => [key, row.criteria?.[key] as number])),
      // Only an item marked failed excludes: an unanswered item is not a failure.
      passedChecklist: !Object.values(row.checklist ?? {}).includes(false),
    }))
    .sort((a, b) => (a.entryId + a.judgeId < b.entryId + b.judgeId ? -1 : 1));
  const entryIds = [...new Set(live.map((row) => row.entryId))].sort();
  return { rubric, criteria, scores, entryIds };
}

/** The ranking of a round as it stands (open) or as it would be frozen (close). */
export async function buildSnapshot(db: Db, round: Round): Promise<{ payload: SnapshotPayload; hash: string }> {
  const { rubric, criteria, scores, entryIds } = await loadRoundInputs(db, round);
  const result = computeRound({ kind: round.kind, criteria, entryIds, scores, headJudgeOrder: round.headJudgeOrder });
  const rule = rubric?.shortlistTop
    ? { top: rubric.shortlistTop }
    : rubric?.shortlistPercent
      ? { percent: rubric.shortlistPercent }
      : { percent: 20 };
  const payload: SnapshotPayload = {
    version: 1,
    contestId: round.contestId,
    roundId: round.id,
    kind: round.kind,
    criteria,
    headJudgeOrder: [...round.headJudgeOrder],
    inputs: scores,
    ...result,
    shortlist: round.kind === "screening" ? proposeShortlist(result.ranking, rule).map((r) => r.entryId) : null,
  };
  return { payload, hash: snapshotHash(payload) };
}

export async function closedSnapshot(db: Db, roundId: string): Promise<(SnapshotPayload & { hash: string; snapshotId: string }) | null> {
  const [row] = await db.select().from(judgingSnapshots).where(eq(judgingSnapshots.roundId, roundId));
  return row ? { ...(row.payload as SnapshotPayload), hash: row.hash, snapshotId: row.id } : null;
}

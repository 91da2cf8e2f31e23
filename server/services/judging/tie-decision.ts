import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type JudgingRoundKind, judgingRounds } from "#db/schema/judging.ts";
import { contests } from "#db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { recordAudit } from "../audit-log/record-audit.ts";
import { rankEntries } from "./aggregation/rank.ts";
import type { RankedEntry } from "./aggregation/types.ts";
import { buildSnapshot, closedSnapshot, type SnapshotPayload } from "./round-results.ts";
import { findRound, type Round, roundMessages } from "./rounds.ts";
import { CONTEST_NOT_FOUND } from "./rubric.ts";

export const tieMessages = {
  notTied: "Choose entries that share a place in a tie no rung of the ladder separates.",
  declared: "The results are declared: the ranking can no longer change.",
} as const;

const sameOrder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The ranking a round stands on. An open round is computed as it stands; a closed one is its snapshot's,
 * with a tie decision recorded after the close applied on top by the same ladder (the snapshot never
 * changes; the audit log ties the decision to its hash).
 */
export function decidedRanking(snapshot: SnapshotPayload, headJudgeOrder: readonly string[]): RankedEntry[] {
  if (sameOrder(snapshot.headJudgeOrder, headJudgeOrder)) return snapshot.ranking;
  return rankEntries(snapshot.ranking, headJudgeOrder);
}

/** The round's payload: the snapshot of a closed round (hash and id included), or the live one of an open round. */
async function currentRanking(db: Db, round: Round) {
  if (round.status === "open") return { ranking: (await buildSnapshot(db, round)).payload.ranking, snapshot: null };
  const snapshot = await closedSnapshot(db, round.id);
  if (!snapshot) throw new AppError("CONFLICT", roundMessages.notOpen);
  return { ranking: decidedRanking(snapshot, round.headJudgeOrder), snapshot };
}

/**
 * The head judge's decision for entries the ladder leaves tied, recorded by staff with a written reason:
 * the order of the tied entries (earlier is better), the ladder's last rung. Allowed while the round is
 * open or after it closed, until the results are declared. Audited with the reason (and the snapshot's
 * hash when closed); never chance.
 */
export async function recordTieDecision(
  db: Db,
  options: { staffId: string; contestId: string; kind: JudgingRoundKind; order: string[]; reason: string },
) {
  await db.transaction(async (tx) => {
    const [contest] = await tx
      .select({ winnersDeclared: contests.winnersDeclared })
      .from(contests)
      .where(eq(contests.id, options.contestId))
      .for("update");
    if (!contest) throw notFound(CONTEST_NOT_FOUND);
    if (contest.winnersDeclared) throw new AppError("CONFLICT", tieMessages.declared);
    const round = await findRound(tx, options.contestId, options.kind);
    if (!round) throw new AppError("CONFLICT", roundMessages.notOpen);
    const order = [...new Set(options.order)];
    const { ranking, snapshot } = await currentRanking(tx, round);
    const tied = ranking.filter((r) => order.includes(r.entryId));
    const place = tied[0]?.position;
    if (order.length < 2 || tied.length !== order.length || tied.some((r) => !r.unresolvedTie || r.position !== place))
      throw new AppError("BAD_REQUEST", tieMessages.notTied, { errors: { order: tieMessages.notTied } });
    // Other ties' decisions stay; these entries take the new order.
    const headJudgeOrder = [...round.headJudgeOrder.filter((id) => !order.includes(id)), ...order];
    await tx.update(judgingRounds).set({ headJudgeOrder }).where(eq(judgingRounds.id, round.id));
    await recordAudit(tx, {
      staffId: options.staffId,
      action: "head-judge-decision",
      entity: "judging-round",
      entityId: round.id,
      changedFields: {
        contestId: options.contestId,
        kind: options.kind,
        place: place ?? null,
        order,
        reason: options.reason.trim(),
        snapshotHash: snapshot?.hash ?? null,
      },
    });
  });
}

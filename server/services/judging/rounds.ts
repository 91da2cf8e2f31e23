import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { type JudgingRoundKind, judgingAssignments, judgingPanel, judgingRounds, judgingSnapshots } from "#db/schema/judging.ts";
import { contests } from "#db/schema.ts";
import { formatIstDate } from "#shared/ist.ts";
import { ANOTHER_ROUND_OPEN, FINAL_ALREADY_RUN, registrationStillOpen } from "#shared/judging/round-actions.ts";
import { AppError, notFound } from "../../errors.ts";
import { registrationWindow } from "../registration/registration-window.ts";
import { recordAudit } from "../audit-log/record-audit.ts";
import { type Assignment, assignReviewers, pairKey } from "./aggregation/assign.ts";
import { findConflicts } from "./conflicts.ts";
import { judgedEntryIds } from "./entries.ts";
import { buildSnapshot, closedSnapshot } from "./round-results.ts";
import { CONTEST_NOT_FOUND, requireRubric } from "./rubric.ts";

export const roundMessages = {
  anotherOpen: ANOTHER_ROUND_OPEN,
  alreadyRun: "This round has already been run.",
  notOpen: "This round is not open.",
  screeningOpenOrMissing: "Close the screening round first.",
  tooFewJudges: (n: number) => `Invite at least ${n} judge${n === 1 ? "" : "s"} first.`,
  noEntries: "There are no entries to judge.",
  registrationOpen: registrationStillOpen,
  finalAlreadyRun: FINAL_ALREADY_RUN,
} as const;

export type Round = typeof judgingRounds.$inferSelect;

export async function findRound(db: Db, contestId: string, kind: JudgingRoundKind): Promise<Round | null> {
  const [round] = await db
    .select()
    .from(judgingRounds)
    .where(and(eq(judgingRounds.contestId, contestId), eq(judgingRounds.kind, kind)));
  return round ?? null;
}

export async function listRounds(db: Db, contestId: string): Promise<Round[]> {
  return db.select().from(judgingRounds).where(eq(judgingRounds.contestId, contestId)).orderBy(judgingRounds.openedAt);
}

async function lockContest(tx: Db, contestId: string) {
  const [contest] = await tx
    .select({
      id: contests.id,
      isCompleted: contests.isCompleted,
      registrationStartDate: contests.registrationStartDate,
      registrationEndDate: contests.registrationEndDate,
    })
    .from(contests)
    .where(eq(contests.id, contestId))
    .for("update");
  if (!contest) throw notFound(CONTEST_NOT_FOUND);
  return contest;
}

/** The entries a round judges: screening takes the eligible entries; the final takes screening's shortlist, or the eligible entries without screening. */
async function roundEntries(tx: Db, contestId: string, kind: JudgingRoundKind): Promise<string[]> {
  if (kind === "screening") return judgedEntryIds(tx, contestId);
  const screening = await findRound(tx, contestId, "screening");
  if (!screening) return judgedEntryIds(tx, contestId);
  if (screening.status !== "closed") throw new AppError("CONFLICT", roundMessages.screeningOpenOrMissing);
  const snapshot = await closedSnapshot(tx, screening.id);
  return snapshot?.shortlist ?? [];
}

/** Each judge sees their entries in their own order (by a hash), so no entry is always seen first or last. */
const orderKey = (a: Assignment) => createHash("sha256").update(`${a.judgeId}\n${a.entryId}`).digest("hex");

/**
 * Opens a round: screening assigns each entry to the rubric's number of judges (balanced, fewest
 * reviews first); the final gives every finalist to every judge. Pairs flagged as conflicts are never
 * assigned. The panel is frozen while the round is open.
 */
export async function openRound(
  db: Db,
  options: { staffId: string; contestId: string; kind: JudgingRoundKind; now?: Date },
): Promise<Round> {
  return db.transaction(async (tx) => {
    const contest = await lockContest(tx, options.contestId);
    // A round takes the entries there are when it opens: one registered later would never be judged.
    // Open until the end of its last IST day, as registration itself counts it.
    const window = registrationWindow(contest, options.now ?? new Date());
    if (contest.registrationEndDate && (window === "open" || window === "not-started")) {
      throw new AppError("CONFLICT", roundMessages.registrationOpen(formatIstDate(contest.registrationEndDate)));
    }
    const rubric = await requireRubric(tx, options.contestId);
    const rounds = await listRounds(tx, options.contestId);
    if (rounds.some((r) => r.status === "open")) throw new AppError("CONFLICT", roundMessages.anotherOpen);
    if (rounds.some((r) => r.kind === options.kind)) throw new AppError("CONFLICT", roundMessages.alreadyRun);
    // Results come from the final once it exists: a screening after it would only give judges work that counts for nothing.
    if (options.kind === "screening" && rounds.some((r) => r.kind === "final")) {
      throw new AppError("CONFLICT", roundMessages.finalAlreadyRun);
    }
    const judgeIds = (
      await tx.select({ judgeId: judgingPanel.judgeId }).from(judgingPanel).where(eq(judgingPanel.contestId, options.contestId))
    ).map((row) => row.judgeId);
    const needed = options.kind === "screening" ? rubric.reviewsPerEntry : 1;
    if (judgeIds.length < needed) throw new AppError("CONFLICT", roundMessages.tooFewJudges(needed));
    const entryIds = await roundEntries(tx, options.contestId, options.kind);
    if (entryIds.length === 0) throw new AppError("CONFLICT", roundMessages.noEntries);
    const blocked = new Set((await findConflicts(tx, options.contestId)).map((c) => pairKey(c.subscriberId, c.judgeId)));
    const assignments =
      options.kind === "screening"
        ? assignReviewers({ entryIds, judgeIds, perEntry: rubric.reviewsPerEntry, blocked })
        : entryIds.flatMap((entryId) => judgeIds.filter((j) => !blocked.has(pairKey(entryId, j))).map((judgeId) => ({ entryId, judgeId })));
    const [round] = await tx
      .insert(judgingRounds)
      .values({ id: newId(), contestId: options.contestId, kind: options.kind, status: "open", openedByStaffId: options.staffId })
      .returning();
    if (!round) throw new Error("round not written");
    await insertAssignments(tx, round.id, assignments);
    await recordAudit(tx, {
      staffId: options.staffId,
      action: "open-round",
      entity: "judging-round",
      entityId: round.id,
      changedFields: {
        contestId: options.contestId,
        kind: options.kind,
        entries: entryIds.length,
        judges: judgeIds.length,
        assignments: assignments.length,
        conflictsKeptApart: blocked.size,
      },
    });
    return round;
  });
}

export async function insertAssignments(tx: Db, roundId: string, assignments: readonly Assignment[], startOrder = 0): Promise<void> {
  const rows = [...assignments]
    .map((a) => ({ a, key: orderKey(a) }))
    .sort((x, y) => (x.key < y.key ? -1 : 1))
    .map(({ a }, index) => ({ id: newId(), roundId, subscriberId: a.entryId, judgeId: a.judgeId, sortOrder: startOrder + index }));
  for (let i = 0; i < rows.length; i += 500)
    await tx
      .insert(judgingAssignments)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
}

/**
 * Closes a round: scores stop changing, and the snapshot (method, inputs, ranking, shortlist, hash) is
 * written once, never to change; the audit log links it by id and hash.
 */
export async function closeRound(db: Db, options: { staffId: string; contestId: string; kind: JudgingRoundKind; now?: Date }) {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockContest(tx, options.contestId);
    const round = await findRound(tx, options.contestId, options.kind);
    if (!round || round.status !== "open") throw new AppError("CONFLICT", roundMessages.notOpen);
    const snapshot = await buildSnapshot(tx, round);
    const snapshotId = newId();
    await tx.insert(judgingSnapshots).values({
      id: snapshotId,
      roundId: round.id,
      contestId: options.contestId,
      method: snapshot.payload.method,
      hash: snapshot.hash,
      payload: snapshot.payload,
      createdAt: now,
    });
    await tx
      .update(judgingRounds)
      .set({ status: "closed", closedAt: now, closedByStaffId: options.staffId })
      .where(eq(judgingRounds.id, round.id));
    await recordAudit(tx, {
      staffId: options.staffId,
      action: "close-round",
      entity: "judging-round",
      entityId: round.id,
      changedFields: {
        contestId: options.contestId,
        kind: options.kind,
        snapshotId,
        snapshotHash: snapshot.hash,
        ranked: snapshot.payload.ranking.length,
      },
    });
    return { snapshotId, hash: snapshot.hash };
  });
}

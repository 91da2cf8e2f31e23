import { eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { judges, prizes, subscribers, users } from "#db/schema.ts";
import { repeatedPositions, winnersMessages } from "#shared/console/winners.ts";
import { displayName } from "#shared/display-name.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit-log/record-audit.ts";
import { saveWinners } from "../console/winners/save-winners.ts";
import { type ProposedWinner, proposeWinners } from "./aggregation/shortlist.ts";
import { entryNameColumn } from "./entries.ts";
import { buildSnapshot, closedSnapshot, type SnapshotPayload } from "./round-results.ts";
import { listRounds, type Round } from "./rounds.ts";
import { decidedRanking } from "./tie-decision.ts";

export const resultsMessages = {
  noClosedRound: "Close a round first: winners are proposed from a closed round's ranking.",
  reasonRequired: "Write why this departs from the ranking (the audit log keeps it).",
  notRanked: "Choose an entry from the ranking.",
  prizeUnknown: "Choose one of this contest's prizes.",
} as const;

/** The round results come from: the final when it exists, otherwise screening. */
const deciding = (rounds: Round[]) => rounds.find((r) => r.kind === "final") ?? rounds.find((r) => r.kind === "screening") ?? null;

/**
 * A round's results for the organiser: the ranking with raw and normalised means side by side, each
 * judge's normalisation, the excluded entries, the shortlist (screening) and the proposed winner of
 * each prize. A closed round reads its snapshot; an open one is computed as it stands.
 */
export async function roundResults(db: Db, options: { contestId: string; kind?: Round["kind"] }) {
  const rounds = await listRounds(db, options.contestId);
  const round = options.kind ? (rounds.find((r) => r.kind === options.kind) ?? null) : deciding(rounds);
  if (!round) return null;
  const closed = round.status === "closed" ? await closedSnapshot(db, round.id) : null;
  const live = closed ? null : await buildSnapshot(db, round);
  const payload: SnapshotPayload = closed ?? (live?.payload as SnapshotPayload);
  const ranking = closed ? decidedRanking(closed, round.headJudgeOrder) : payload.ranking;
  const contestPrizes = await db.select().from(prizes).where(eq(prizes.contestId, options.contestId)).orderBy(prizes.rank);
  const proposal = proposeWinners(
    ranking,
    contestPrizes.map((p) => ({ prizeId: p.id, rank: p.rank, title: p.title })),
  );
  const ids = [...ranking.map((r) => r.entryId), ...payload.excluded.map((e) => e.entryId)];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: subscribers.id, name: entryNameColumn, link: subscribers.link })
            .from(subscribers)
            .innerJoin(users, eq(users.id, subscribers.userId))
            .where(inArray(subscribers.id, ids))
        ).map((row) => [row.id, row] as const),
  );
  const judgeIds = payload.judges.map((j) => j.judgeId);
  const judgeNames = new Map(
    judgeIds.length === 0
      ? []
      : (
          await db
            .select({ id: judges.id, firstName: judges.firstName, lastName: judges.lastName })
            .from(judges)
            .where(inArray(judges.id, judgeIds))
        ).map((j) => [j.id, displayName(j)] as const),
  );
  const label = (entryId: string) => ({ name: names.get(entryId)?.name ?? "", link: names.get(entryId)?.link ?? "" });
  return {
    round: { id: round.id, kind: round.kind, status: round.status, closedAt: round.closedAt?.toISOString() ?? null },
    snapshot: closed ? { id: closed.snapshotId, hash: closed.hash } : null,
    method: payload.method,
    criteria: payload.criteria,
    ranking: ranking.map((r) => ({ ...r, ...label(r.entryId) })),
    excluded: payload.excluded.map((e) => ({ ...e, ...label(e.entryId) })),
    judges: payload.judges.map((j) => ({ ...j, name: judgeNames.get(j.judgeId) ?? "" })),
    shortlist: payload.shortlist,
    proposal: proposal.map((p) => ({ ...p, ...(p.entryId ? label(p.entryId) : { name: "", link: "" }) })),
  };
}

export type ConfirmPick = { prizeId: string; subscriberId: string; reason?: string };

/**
 * An owner confirms the winners from a closed round's proposal. A pick that differs from the proposed
 * entry (or settles a tie the head judge did not) needs a written reason; the reasons and the snapshot's
 * hash go into the audit log. The picks become the contest's saved winners; declaring stays the existing step.
 */
export async function confirmWinners(db: Db, options: { staffId: string; contestId: string; picks: ConfirmPick[] }) {
  const rounds = await listRounds(db, options.contestId);
  const round = deciding(rounds.filter((r) => r.status === "closed"));
  if (!round) throw new AppError("CONFLICT", resultsMessages.noClosedRound);
  const snapshot = await closedSnapshot(db, round.id);
  if (!snapshot) throw new AppError("CONFLICT", resultsMessages.noClosedRound);
  const contestPrizes = await db.select().from(prizes).where(eq(prizes.contestId, options.contestId));
  const ranking = decidedRanking(snapshot, round.headJudgeOrder);
  const proposal = new Map<string, ProposedWinner>(
    proposeWinners(
      ranking,
      contestPrizes.map((p) => ({ prizeId: p.id, rank: p.rank, title: p.title })),
    ).map((p) => [p.prizeId, p]),
  );
  const ranked = new Set(ranking.map((r) => r.entryId));
  const departures: { prize: string; reason: string }[] = [];
  const errors: Record<string, string> = {};
  options.picks.forEach((pick, index) => {
    const proposed = proposal.get(pick.prizeId);
    const prize = contestPrizes.find((p) => p.id === pick.prizeId);
    if (!proposed || !prize) errors[`picks.${index}.prizeId`] = resultsMessages.prizeUnknown;
    else if (!ranked.has(pick.subscriberId)) errors[`picks.${index}.subscriberId`] = resultsMessages.notRanked;
    else if (proposed.entryId !== pick.subscriberId || proposed.tiedEntryIds.length > 0) {
      const reason = pick.reason?.trim() ?? "";
      if (reason.length < 10) errors[`picks.${index}.reason`] = resultsMessages.reasonRequired;
      else departures.push({ prize: prize.title, reason });
    }
  });
  // One entry wins one prize (the API's schema says so too; this holds for any caller).
  for (const index of repeatedPositions(options.picks.map((p) => p.subscriberId)))
    errors[`picks.${index}.subscriberId`] ??= winnersMessages.registrationTwice;
  // A prize goes to one entry; by its rank, which is what the winner row keeps.
  const rankOf = (pick: ConfirmPick) => contestPrizes.find((p) => p.id === pick.prizeId)?.rank ?? `unknown:${pick.prizeId}`;
  for (const index of repeatedPositions(options.picks.map(rankOf))) errors[`picks.${index}.prizeId`] ??= winnersMessages.rankTaken;
  const [first] = Object.values(errors);
  if (first) throw new AppError("BAD_REQUEST", first, { errors });
  await db.transaction(async (tx) => {
    await saveWinners(tx, {
      staffId: options.staffId,
      contestId: options.contestId,
      input: {
        winners: options.picks.map((pick) => ({
          subscriberId: pick.subscriberId,
          prizeId: pick.prizeId,
          rank: contestPrizes.find((p) => p.id === pick.prizeId)?.rank ?? 1,
        })),
      },
    });
    await recordAudit(tx, {
      staffId: options.staffId,
      action: "confirm-winners",
      entity: "contest-winners",
      entityId: options.contestId,
      changedFields: {
        round: round.kind,
        snapshotId: snapshot.snapshotId,
        snapshotHash: snapshot.hash,
        winners: options.picks.length,
        departures,
      },
    });
  });
}

/** Whether the contest's entries are judged on merit: its judges' proposal stands before any pick. */
export async function contestHasJudging(db: Db, contestId: string): Promise<boolean> {
  return (await listRounds(db, contestId)).length > 0;
}

import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contests, prizes, subscribers, users, winners } from "#db/schema.ts";
import type { ContestWinnersSummaryView, WinnersBoard } from "#shared/console/winners.ts";
import { notFound } from "../../../errors.ts";
import { canWithdrawResults } from "./withdraw-results.ts";
import { displayName } from "#shared/display-name.ts";

export const CONTEST_NOT_FOUND_MESSAGE = "Contest not found.";

/** A contest has ended when it is marked completed or its end date has passed. */
export const contestHasEnded = (contest: { isCompleted: boolean; contestEndDate: Date | null }, now: Date) =>
  contest.isCompleted || (contest.contestEndDate !== null && contest.contestEndDate.getTime() < now.getTime());

/**
 * Every active contest with how many completed registrations it has and how many winners are chosen:
 * finished contests waiting for their results first, then the rest by end date, newest first.
 */
export async function listContestsForWinners(db: Db, now = new Date()): Promise<ContestWinnersSummaryView[]> {
  const completedCounts = db
    .select({ contestId: subscribers.contestId, n: count().as("completed_n") })
    .from(subscribers)
    .where(eq(subscribers.status, "completed"))
    .groupBy(subscribers.contestId)
    .as("completed_counts");
  const winnerCounts = db
    .select({ contestId: winners.contestId, n: count().as("winners_n") })
    .from(winners)
    .groupBy(winners.contestId)
    .as("winner_counts");
  const rows = await db
    .select({
      id: contests.id,
      title: contests.title,
      contestEndDate: contests.contestEndDate,
      isCompleted: contests.isCompleted,
      winnersDeclared: contests.winnersDeclared,
      completed: sql<number>`coalesce(${completedCounts.n}, 0)`,
      chosen: sql<number>`coalesce(${winnerCounts.n}, 0)`,
    })
    .from(contests)
    .leftJoin(completedCounts, eq(completedCounts.contestId, contests.id))
    .leftJoin(winnerCounts, eq(winnerCounts.contestId, contests.id))
    .where(eq(contests.isActive, true))
    .orderBy(desc(contests.contestEndDate), asc(contests.title));
  const summaries = rows.map((row) => ({
    id: row.id,
    title: row.title,
    contestEndDate: row.contestEndDate?.toISOString() ?? null,
    ended: contestHasEnded(row, now),
    winnersDeclared: row.winnersDeclared,
    completedRegistrations: Number(row.completed),
    winnersChosen: Number(row.chosen),
  }));
  const awaiting = (s: ContestWinnersSummaryView) => (s.ended && !s.winnersDeclared ? 0 : 1);
  return summaries.sort((a, b) => awaiting(a) - awaiting(b));
}

/** What the winners page of one contest shows: its prizes, its completed registrations and the winners chosen. */
export async function getWinnersBoard(db: Db, contestId: string, now = new Date()): Promise<WinnersBoard> {
  const contest = await findBoardContest(db, contestId);
  const [prizeRows, registrationRows, winnerRows] = await Promise.all([
    db.select().from(prizes).where(eq(prizes.contestId, contestId)).orderBy(asc(prizes.rank), asc(prizes.title)),
    completedRegistrationsOf(db, contestId),
    db.select().from(winners).where(eq(winners.contestId, contestId)).orderBy(asc(winners.prizeRank)),
  ]);
  // A winner row keeps the prize's title and amount as they were; the prize it came from is the one that still matches.
  const prizeOf = (w: typeof winners.$inferSelect) =>
    prizeRows.find((p) => p.title === w.prizeTitle && p.amountPaise === w.prizeAmountPaise) ?? null;
  return {
    contest: {
      id: contest.id,
      title: contest.title,
      contestEndDate: contest.contestEndDate?.toISOString() ?? null,
      ended: contestHasEnded(contest, now),
      winnersDeclared: contest.winnersDeclared,
      canWithdraw: await canWithdrawResults(db, contest, now),
      prizePoolCurrency: contest.prizePoolCurrency,
    },
    prizes: prizeRows.map((p) => ({ id: p.id, rank: p.rank, title: p.title, amountPaise: p.amountPaise })),
    registrations: registrationRows.map((r) => ({
      subscriberId: r.subscriberId,
      name: displayName({ firstName: r.firstName, lastName: r.lastName }),
      link: r.link,
      completedAt: r.completedAt?.toISOString() ?? null,
    })),
    winners: winnerRows.map((w) => ({
      id: w.id,
      subscriberId: w.subscriberId,
      rank: w.prizeRank,
      prizeId: prizeOf(w)?.id ?? null,
      prizeTitle: w.prizeTitle,
      prizeAmountPaise: w.prizeAmountPaise,
      prizePaidAt: w.prizePaidAt?.toISOString() ?? null,
      prizePaidReference: w.prizePaidReference,
    })),
  };
}

/** The contest as the board's heading and its withdrawal rule need it. */
async function findBoardContest(db: Db, contestId: string) {
  const [contest] = await db
    .select({
      id: contests.id,
      title: contests.title,
      contestEndDate: contests.contestEndDate,
      isCompleted: contests.isCompleted,
      winnersDeclared: contests.winnersDeclared,
      resultsDeclaredAt: contests.resultsDeclaredAt,
      prizePoolCurrency: contests.prizePoolCurrency,
    })
    .from(contests)
    .where(eq(contests.id, contestId))
    .limit(1);
  if (!contest) throw notFound(CONTEST_NOT_FOUND_MESSAGE);
  return contest;
}

/** The contest's completed registrations in the order they completed: the ones a winner is chosen from. */
function completedRegistrationsOf(db: Db, contestId: string) {
  return db
    .select({
      subscriberId: subscribers.id,
      firstName: users.firstName,
      lastName: users.lastName,
      link: subscribers.link,
      completedAt: subscribers.completedAt,
    })
    .from(subscribers)
    .innerJoin(users, eq(users.id, subscribers.userId))
    .where(and(eq(subscribers.contestId, contestId), eq(subscribers.status, "completed")))
    .orderBy(asc(subscribers.completedAt), asc(subscribers.id));
}

/** The ids among `subscriberIds` that are completed registrations of the contest. */
export async function completedRegistrationIds(db: Db, contestId: string, subscriberIds: string[]): Promise<Set<string>> {
  if (subscriberIds.length === 0) return new Set();
  const rows = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(and(eq(subscribers.contestId, contestId), eq(subscribers.status, "completed"), inArray(subscribers.id, subscriberIds)));
  return new Set(rows.map((r) => r.id));
}

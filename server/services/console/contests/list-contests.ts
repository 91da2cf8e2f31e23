import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, lte, not, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contestCategories, contests, subscribers } from "#db/schema.ts";
import { CONTEST_PAGE_SIZE, type ConsoleContestRow, type ContestStatusFilter } from "#shared/console/contest-api.ts";
import { contestBadge } from "#shared/contest-status.ts";
import { iso, rupees } from "../../dto.ts";
import type { Tx } from "../../registration/capacity.ts";
import { registrationWindowCondition } from "../../registration/registration-window.ts";

/**
 * The badge rules of shared/contest-status.ts as SQL conditions, so the list is filtered and paged in
 * the database and still agrees with the badge each row shows. Before the contest runs, the badge is
 * the registration window (registration/registration-window.ts, in IST days); a contest without both
 * registration dates shows its status field, which the filter counts as upcoming. A contest never
 * published is Draft or Scheduled whatever its dates say (the console's badge): nobody can register yet.
 */
export function badgeCondition(status: ContestStatusFilter, now: Date): SQL {
  const unpublished = isNull(contests.publishedAt);
  if (status === "draft") return and(unpublished, isNull(contests.publishAt)) as SQL;
  if (status === "scheduled") return and(unpublished, isNotNull(contests.publishAt)) as SQL;
  return and(isNotNull(contests.publishedAt), publishedBadgeCondition(status, now)) as SQL;
}

function publishedBadgeCondition(status: Exclude<ContestStatusFilter, "draft" | "scheduled">, now: Date): SQL {
  const completed = or(eq(contests.isCompleted, true), and(isNotNull(contests.contestEndDate), lt(contests.contestEndDate, now))) as SQL;
  const inProgress = and(
    isNotNull(contests.contestStartDate),
    isNotNull(contests.contestEndDate),
    lte(contests.contestStartDate, now),
    gte(contests.contestEndDate, now),
  ) as SQL;
  const beforeContest = and(not(completed), not(inProgress)) as SQL;
  const unscheduled = or(isNull(contests.registrationStartDate), isNull(contests.registrationEndDate)) as SQL;
  const scheduled = and(isNotNull(contests.registrationStartDate), isNotNull(contests.registrationEndDate)) as SQL;
  switch (status) {
    case "completed":
      return completed;
    case "in-progress":
      return and(not(completed), inProgress) as SQL;
    case "upcoming":
      return and(beforeContest, or(unscheduled, registrationWindowCondition("not-started", now))) as SQL;
    case "registration-open":
      return and(beforeContest, registrationWindowCondition("open", now)) as SQL;
    case "registration-closed":
      return and(beforeContest, scheduled, registrationWindowCondition("closed", now)) as SQL;
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type ContestListOptions = {
  q: string;
  status?: ContestStatusFilter;
  archived: boolean;
  page: number;
  pageSize?: number;
  now?: Date;
};

/** The console's contest list: searched by title, filtered by badge, current or archived, a page at a time. */
export async function listConsoleContests(
  db: Db,
  options: ContestListOptions,
): Promise<{ contests: ConsoleContestRow[]; total: number; page: number; pageSize: number }> {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? CONTEST_PAGE_SIZE;
  const where = and(
    options.archived ? isNotNull(contests.archivedAt) : isNull(contests.archivedAt),
    options.q ? ilike(contests.title, `%${escapeLike(options.q)}%`) : undefined,
    options.status ? badgeCondition(options.status, now) : undefined,
  );
  const completed = db
    .select({ contestId: subscribers.contestId, value: count().as("completed") })
    .from(subscribers)
    .where(eq(subscribers.status, "completed"))
    .groupBy(subscribers.contestId)
    .as("completed_registrations");

  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ contest: contests, categoryName: contestCategories.name, completed: completed.value })
      .from(contests)
      .leftJoin(contestCategories, eq(contests.contestCategoryId, contestCategories.id))
      .leftJoin(completed, eq(completed.contestId, contests.id))
      .where(where)
      .orderBy(desc(contests.createdAt), desc(contests.id))
      .limit(pageSize)
      .offset((options.page - 1) * pageSize),
    db.select({ value: count() }).from(contests).where(where),
  ]);

  return {
    contests: rows.map(({ contest, categoryName, completed }) => ({
      _id: contest.id,
      title: contest.title,
      badge: contestBadge(contest, now),
      categoryName: categoryName ?? null,
      entryFee: rupees(contest.entryFeePaise),
      entryFeeCurrency: contest.entryFeeCurrency,
      registrationStartDate: iso(contest.registrationStartDate),
      registrationEndDate: iso(contest.registrationEndDate),
      contestStartDate: iso(contest.contestStartDate),
      contestEndDate: iso(contest.contestEndDate),
      completedRegistrations: Number(completed ?? 0),
      maxParticipants: contest.maxParticipants,
      isActive: contest.isActive,
      archivedAt: iso(contest.archivedAt),
      publishAt: iso(contest.publishAt),
      publishedAt: iso(contest.publishedAt),
      pinned: contest.pinned,
    })),
    total: Number(totalRow?.value ?? 0),
    page: options.page,
    pageSize,
  };
}

/** Completed registrations of one contest (the floor of max participants). */
export async function completedRegistrations(db: Db | Tx, contestId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(subscribers)
    .where(and(eq(subscribers.contestId, contestId), eq(subscribers.status, "completed")));
  return Number(row?.value ?? 0);
}

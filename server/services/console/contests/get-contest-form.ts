import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contestCategories, contestJudges, contests, judges, paymentOrders, prizes, subscribers } from "#db/schema.ts";
import type { ContestFormFactsData, ContestFormOptionsData } from "#shared/console/contest-api.ts";
import type { ContestFormValues } from "#shared/console/contest-form.ts";
import { contestBadge } from "#shared/contest-status.ts";
import { notFound } from "../../../errors.ts";
import { iso } from "../../dto.ts";
import type { Tx } from "../../registration/capacity.ts";
import { toContestFormValues } from "./contest-values.ts";
import { completedRegistrations } from "./list-contests.ts";
import { isMenuContest } from "./menu-contest.ts";
import { placesByIds } from "./places.ts";

export const CONSOLE_CONTEST_NOT_FOUND = "Contest not found.";

/** Whether any creator has paid, or started paying, this contest's entry fee (any payment order at all). */
export async function contestHasPayments(db: Db | Tx, contestId: string): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(paymentOrders)
    .innerJoin(subscribers, eq(paymentOrders.subscriberId, subscribers.id))
    .where(eq(subscribers.contestId, contestId))
    .limit(1);
  return row !== undefined;
}

/** A contest's form values with its prizes and judges, or null when there is no such contest. */
export async function loadContestFormValues(
  db: Db | Tx,
  contestId: string,
): Promise<{ row: typeof contests.$inferSelect; values: ContestFormValues } | null> {
  const [row] = await db.select().from(contests).where(eq(contests.id, contestId));
  if (!row) return null;
  const [prizeRows, judgeRows] = await Promise.all([
    db.select().from(prizes).where(eq(prizes.contestId, contestId)),
    db.select().from(contestJudges).where(eq(contestJudges.contestId, contestId)),
  ]);
  return { row, values: toContestFormValues(row, prizeRows, judgeRows) };
}

/** The contest as the console's form edits it, with the facts that lock or explain its fields. */
export async function getContestForm(
  db: Db,
  contestId: string,
  now = new Date(),
): Promise<{ _id: string; values: ContestFormValues; facts: ContestFormFactsData }> {
  const loaded = await loadContestFormValues(db, contestId);
  if (!loaded) throw notFound(CONSOLE_CONTEST_NOT_FOUND);
  const { row, values } = loaded;
  const [completed, hasPayments, places] = await Promise.all([
    completedRegistrations(db, contestId),
    contestHasPayments(db, contestId),
    placesByIds(db, {
      countries: row.eligibleCountryIds,
      states: row.eligibleStateIds,
      districts: row.eligibleDistrictIds,
      cities: row.eligibleCityIds,
    }),
  ]);
  return {
    _id: row.id,
    values,
    facts: {
      completedRegistrations: completed,
      hasPayments,
      archivedAt: iso(row.archivedAt),
      inMenu: await isMenuContest(db, row.id),
      badge: contestBadge(row, now),
      publishAt: iso(row.publishAt),
      publishedAt: iso(row.publishedAt),
      pinned: row.pinned,
      places,
    },
  };
}

/** The pickers' choices: every contest category and judge, active ones first. */
export async function getContestFormOptions(db: Db): Promise<ContestFormOptionsData> {
  const [categoryRows, judgeRows] = await Promise.all([
    db.select().from(contestCategories).orderBy(asc(contestCategories.sortOrder), asc(contestCategories.name)),
    db.select().from(judges).orderBy(asc(judges.sortOrder), asc(judges.firstName)),
  ]);
  const activeFirst = <T extends { isActive: boolean }>(items: T[]) => [
    ...items.filter((i) => i.isActive),
    ...items.filter((i) => !i.isActive),
  ];
  return {
    categories: activeFirst(categoryRows.map((c) => ({ _id: c.id, name: c.name, isActive: c.isActive }))),
    judges: activeFirst(
      judgeRows.map((j) => ({ _id: j.id, name: `${j.firstName} ${j.lastName}`.trim(), profession: j.profession, isActive: j.isActive })),
    ),
  };
}

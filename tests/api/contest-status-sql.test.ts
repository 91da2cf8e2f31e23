/**
 * The contest badge has two forms: contestBadge (shared/contest-status.ts) for the pages, and
 * badgeCondition (the console's list and dashboard filter in SQL). Both must put every contest in the
 * same place at every instant, above all at IST day boundaries, where a UTC slip would move a whole day.
 * A contest never published is Draft or Scheduled in the console, whatever its dates, and its filter agrees.
 */
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contests } from "#db/schema.ts";
import { badgeCondition } from "#server/services/console/contests/list-contests.ts";
import { type ContestStatusFilter, contestStatusFilters } from "#shared/console/contest-api.ts";
import { consoleContestBadge } from "#shared/console/contest-badge.ts";
import { contestBadge } from "#shared/contest-status.ts";
import { DAY_MS, HOUR_MS } from "#shared/ist.ts";
import { createContest } from "../support/factories.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** 00:00 IST on 10 Mar 2027 (18:30 UTC the day before). */
const istMidnight = Date.UTC(2027, 2, 9, 18, 30);
const at = (offsetMs: number) => new Date(istMidnight + offsetMs);

/** The instants compared: just before, at and just after an IST midnight, and IST noon and 23:59:59.999. */
const instants = [at(-1), at(0), at(1), at(12 * HOUR_MS), at(DAY_MS - 1), at(DAY_MS), at(-DAY_MS)];

/** Registration and contest dates around those instants (stored as the console stores them: IST midnights). */
function contestShapes() {
  const day = (n: number) => at(n * DAY_MS);
  const shapes: {
    registrationStartDate: Date | null;
    registrationEndDate: Date | null;
    contestStartDate: Date | null;
    contestEndDate: Date | null;
    isCompleted?: boolean;
  }[] = [];
  for (const start of [-2, -1, 0, 1, 2]) {
    for (const end of [-1, 0, 1, 3]) {
      if (end < start) continue;
      shapes.push({
        registrationStartDate: day(start),
        registrationEndDate: day(end),
        contestStartDate: day(end + 2),
        contestEndDate: day(end + 9),
      });
    }
  }
  // The contest itself running, ended, or marked completed early; and one with no registration dates.
  shapes.push({ registrationStartDate: day(-9), registrationEndDate: day(-5), contestStartDate: at(-1), contestEndDate: day(4) });
  shapes.push({ registrationStartDate: day(-9), registrationEndDate: day(-5), contestStartDate: day(-4), contestEndDate: at(-1) });
  shapes.push({
    registrationStartDate: day(-1),
    registrationEndDate: day(3),
    contestStartDate: day(5),
    contestEndDate: day(9),
    isCompleted: true,
  });
  shapes.push({ registrationStartDate: null, registrationEndDate: null, contestStartDate: null, contestEndDate: null });
  return shapes;
}

describe("[IST] the contest badge in TypeScript and in SQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("agree for every contest at every instant around an IST midnight", async () => {
    const rows = [];
    // Each shape published, as a draft, and scheduled to be published.
    const publishings = [{}, { publishedAt: null, publishAt: null }, { publishedAt: null, publishAt: at(30 * DAY_MS) }];
    for (const shape of contestShapes()) {
      for (const publishing of publishings) rows.push(await createContest(t.database.db, { ...shape, ...publishing, status: null }));
    }
    const ids = rows.map((row) => row.id);
    const filterOf = Object.fromEntries(Object.entries(contestStatusFilters).map(([filter, badge]) => [badge, filter])) as Record<
      string,
      ContestStatusFilter
    >;
    let compared = 0;
    for (const now of instants) {
      for (const filter of Object.keys(contestStatusFilters) as ContestStatusFilter[]) {
        const matched = await t.database.db
          .select({ id: contests.id })
          .from(contests)
          .where(badgeCondition(filter, now))
          .then((found) => new Set(found.map((row) => row.id).filter((id) => ids.includes(id))));
        for (const row of rows) {
          // Without registration dates the page shows the status text, and the filter lists it as upcoming.
          const badge = consoleContestBadge({ badge: contestBadge(row, now), publishedAt: row.publishedAt, publishAt: row.publishAt });
          const expected = (filterOf[badge] ?? "upcoming") === filter;
          expect(matched.has(row.id), `${filter} at ${now.toISOString()} for ${JSON.stringify({ ...row, id: undefined })}`).toBe(expected);
          compared++;
        }
      }
    }
    expect(compared).toBe(instants.length * 7 * rows.length);
    expect(rows.filter((row) => !row.publishedAt)).toHaveLength((2 * rows.length) / 3);
    await t.database.db.delete(contests).where(inArray(contests.id, ids));
  });
});

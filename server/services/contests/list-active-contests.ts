import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contestCategories, contests } from "#db/schema.ts";
import type { ContestSummary } from "#shared/api-types.ts";
import { orderContestsForHome } from "#shared/contest-order.ts";
import { isContestFull, placesLeft } from "#shared/contest-status.ts";
import type { Language } from "#shared/i18n/language.ts";
import { localiseFields } from "#shared/i18n/localise-fields.ts";
import { iso, rupees } from "../dto.ts";
import { contestOnSite } from "../publishing/on-site.ts";
import { placesTakenByContest } from "../registration/capacity.ts";

type ContestRow = typeof contests.$inferSelect;
type CategoryRow = typeof contestCategories.$inferSelect;

/** A contest's texts that have a Hindi beside the English (`<field>Hi`), and its category's. */
export const CONTEST_FIELDS = ["title", "shortDescription", "description", "rules", "requirements"] as const;
export const CATEGORY_FIELDS = ["name", "description"] as const;

/** `placesTaken`: completed registrations and unexpired holds (registration/capacity.ts). */
export function toContestSummary(
  stored: ContestRow,
  storedCategory: CategoryRow | null,
  placesTaken: number,
  language: Language = "en",
): ContestSummary {
  const row = localiseFields(stored, language, CONTEST_FIELDS);
  const category = storedCategory && localiseFields(storedCategory, language, CATEGORY_FIELDS);
  return {
    _id: row.id,
    title: row.title,
    shortDescription: row.shortDescription,
    thumbnail: row.thumbnail,
    banner: row.banner,
    contestCategoryId: category ? { _id: category.id, name: category.name, slug: category.slug } : null,
    entryFee: rupees(row.entryFeePaise),
    entryFeeCurrency: row.entryFeeCurrency,
    prizePool: rupees(row.prizePoolPaise),
    prizePoolCurrency: row.prizePoolCurrency,
    maxParticipants: row.maxParticipants,
    registrationStartDate: iso(row.registrationStartDate),
    registrationEndDate: iso(row.registrationEndDate),
    contestStartDate: iso(row.contestStartDate),
    contestEndDate: iso(row.contestEndDate),
    resultAnnouncementDate: iso(row.resultAnnouncementDate),
    isCompleted: row.isCompleted,
    status: row.status,
    placesLeft: placesLeft(row.maxParticipants, placesTaken),
    isFull: isContestFull(row.maxParticipants, placesTaken),
    pinned: row.pinned,
  };
}

/**
 * Contests on the site (published and active), pinned ones first, in the home page's order at `now`
 * (shared/contest-order.ts); the page orders again at render, since a cached list outlives its moment.
 */
export async function listActiveContests(db: Db, now = new Date(), language: Language = "en"): Promise<ContestSummary[]> {
  const [rows, taken] = await Promise.all([
    db
      .select({ contest: contests, category: contestCategories })
      .from(contests)
      .leftJoin(contestCategories, eq(contests.contestCategoryId, contestCategories.id))
      .where(contestOnSite())
      .orderBy(asc(contests.sortOrder), asc(contests.createdAt)),
    placesTakenByContest(db, now),
  ]);
  const summaries = rows.map((row) => toContestSummary(row.contest, row.category, taken.get(row.contest.id) ?? 0, language));
  return orderContestsForHome(summaries, now);
}

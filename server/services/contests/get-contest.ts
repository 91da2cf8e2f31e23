import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import {
  cities,
  contestCategories,
  contestJudges,
  contests,
  countries,
  districts,
  judges,
  prizes,
  states,
  subscribers,
  winners,
} from "#db/schema.ts";
import type { Contest } from "#shared/api-types.ts";
import type { Language } from "#shared/i18n/language.ts";
import { localiseFields } from "#shared/i18n/localise-fields.ts";
import { judgeRole } from "#shared/judge-roles.ts";
import { countryName } from "#shared/places/country-names.ts";
import { statesIn } from "#shared/places/state-names.ts";
import { notFound } from "../../errors.ts";
import { JUDGE_FIELDS } from "../content/judges.ts";
import { sanitizeHtml } from "../content/sanitize-html.ts";
import { rupees } from "../dto.ts";
import { contestOnSite } from "../publishing/on-site.ts";
import { contestCapacity } from "../registration/capacity.ts";
import { CONTEST_FIELDS, toContestSummary } from "./list-active-contests.ts";
import { winnerPrize } from "./winner-prize.ts";

export const CONTEST_NOT_FOUND = "Contest not found.";

/**
 * One contest with its category, eligible places, prizes, judges and winners (docs/product-rules.md,
 * contests). Only contests on the site (published and active), except for the console's preview (includeInactive).
 */
export async function getContest(
  db: Db,
  contestId: string,
  options: { includeInactive?: boolean; language?: Language } = {},
): Promise<Contest> {
  const language = options.language ?? "en";
  const [row] = await db
    .select({ contest: contests, category: contestCategories })
    .from(contests)
    .leftJoin(contestCategories, eq(contests.contestCategoryId, contestCategories.id))
    .where(and(eq(contests.id, contestId), options.includeInactive ? undefined : contestOnSite()));
  if (!row) throw notFound(CONTEST_NOT_FOUND);
  const contest = localiseFields(row.contest, language, CONTEST_FIELDS);

  const [places, prizeRows, judgeRows, winnerRows, [participants], capacity] = await Promise.all([
    eligiblePlaces(db, contest, language),
    db.select().from(prizes).where(eq(prizes.contestId, contestId)).orderBy(asc(prizes.rank)),
    db
      .select({ link: contestJudges, judge: judges })
      .from(contestJudges)
      .innerJoin(judges, eq(contestJudges.judgeId, judges.id))
      .where(and(eq(contestJudges.contestId, contestId), eq(judges.isActive, true)))
      .orderBy(asc(contestJudges.sortOrder)),
    contest.winnersDeclared
      ? db
          .select({ winner: winners, prizeTitleHi: prizes.titleHi })
          .from(winners)
          .leftJoin(prizes, winnerPrize())
          .where(eq(winners.contestId, contestId))
          .orderBy(asc(winners.prizeRank))
          .then((rows) => rows.map(({ winner, prizeTitleHi }) => localiseFields({ ...winner, prizeTitleHi }, language, ["prizeTitle"])))
      : Promise.resolve([]),
    db
      .select({ value: count() })
      .from(subscribers)
      .where(and(eq(subscribers.contestId, contestId), eq(subscribers.status, "completed"))),
    // Full counts holds too, exactly as create-order refuses (a held place is not free).
    contestCapacity(db, contest),
  ]);

  const participantCount = participants?.value ?? 0;
  return {
    ...toContestSummary(row.contest, row.category, capacity.placesTaken, language),
    // HTML from the database is sanitised on render too (docs/product-rules.md, content): the contest page injects it as is.
    description: sanitizeHtml(contest.description),
    gallery: contest.gallery,
    rules: contest.rules,
    requirements: contest.requirements,
    eligibilityCriteria: {
      location: places,
    },
    prizes: prizeRows
      .map((prize) => localiseFields(prize, language, ["title", "description"]))
      .map((p) => ({ _id: p.id, title: p.title, rank: p.rank, amount: rupees(p.amountPaise), description: p.description })),
    judges: judgeRows.map(({ link, judge }) => ({
      judgeId: judgeCard(localiseFields(judge, language, JUDGE_FIELDS)),
      role: judgeRole(link.role, language),
    })),
    winnersDetails: winnerRows.map((w) => ({
      subscriberId: w.subscriberId,
      prizeRank: w.prizeRank,
      prizeTitle: w.prizeTitle,
      prizeAmount: w.prizeAmountPaise === null ? null : rupees(w.prizeAmountPaise),
    })),
    winnersDeclared: contest.winnersDeclared,
    participantCount,
  };
}

/** The contest's eligible countries, states, districts and cities, each list by name (countries' and states' in `language`). */
async function eligiblePlaces(
  db: Db,
  contest: { eligibleCountryIds: string[]; eligibleStateIds: string[]; eligibleDistrictIds: string[]; eligibleCityIds: string[] },
  language: Language,
) {
  const byIds = <T>(ids: string[], load: () => Promise<T[]>) => (ids.length > 0 ? load() : Promise.resolve([] as T[]));
  const [countryRows, stateRows, districtRows, cityRows] = await Promise.all([
    byIds(contest.eligibleCountryIds, () =>
      db.select().from(countries).where(inArray(countries.id, contest.eligibleCountryIds)).orderBy(asc(countries.countryName)),
    ),
    byIds(contest.eligibleStateIds, () =>
      db.select().from(states).where(inArray(states.id, contest.eligibleStateIds)).orderBy(asc(states.stateName)),
    ),
    byIds(contest.eligibleDistrictIds, () =>
      db.select().from(districts).where(inArray(districts.id, contest.eligibleDistrictIds)).orderBy(asc(districts.districtName)),
    ),
    byIds(contest.eligibleCityIds, () =>
      db.select().from(cities).where(inArray(cities.id, contest.eligibleCityIds)).orderBy(asc(cities.cityName)),
    ),
  ]);
  return {
    countries: countryRows.map((c) => ({ _id: c.id, countryName: countryName(c.countryName, language) })),
    states: statesIn(
      stateRows.map((s) => ({ _id: s.id, stateName: s.stateName })),
      language,
    ),
    districts: districtRows.map((d) => ({ _id: d.id, districtName: d.districtName })),
    cities: cityRows.map((c) => ({ _id: c.id, cityName: c.cityName })),
  };
}

/** A judge as the contest page shows them. */
const judgeCard = (judge: typeof judges.$inferSelect) => ({
  _id: judge.id,
  firstName: judge.firstName,
  lastName: judge.lastName,
  profession: judge.profession,
  profileImage: judge.profileImage,
});

import { and, eq, inArray, sql } from "drizzle-orm";
import { builtOnce } from "#db/built-once.ts";
import type { Db } from "#db/client.ts";
import { cities, contests, subscribers, users } from "#db/schema.ts";
import { eligibilityError } from "#shared/registration/eligibility.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { AppError, notFound } from "../../errors.ts";
import { judgesContestCondition, panelMessages } from "../judging/panel.ts";
import { contestOnSite } from "../publishing/on-site.ts";
import { serverMessages } from "./messages.ts";
import { registrationWindow } from "./registration-window.ts";

/** What create-order needs of the creator: their place (eligibility) and the checkout's prefill. */
const entrantColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobileNo: users.mobileNo,
  countryId: users.countryId,
  stateId: users.stateId,
  cityId: users.cityId,
};

/** What create-order needs of the contest: its window, eligibility rules, places and entry fee. */
const entryContestColumns = {
  id: contests.id,
  isCompleted: contests.isCompleted,
  registrationStartDate: contests.registrationStartDate,
  registrationEndDate: contests.registrationEndDate,
  eligibleCountryIds: contests.eligibleCountryIds,
  eligibleStateIds: contests.eligibleStateIds,
  eligibleDistrictIds: contests.eligibleDistrictIds,
  eligibleCityIds: contests.eligibleCityIds,
  maxParticipants: contests.maxParticipants,
  entryFeePaise: contests.entryFeePaise,
  entryFeeCurrency: contests.entryFeeCurrency,
};

/**
 * The creator and the contest of a create-order, once every check the browser made holds again on the
 * server: the contest is on the site, its registration window (IST) is open, the creator's place is
 * eligible and the creator does not judge it. Also the creator's open (pending or completed)
 * registration for the contest, if any, which create-order refuses or reuses. Reads only, in one
 * statement; the checks are then made in their order of precedence, each with its own message.
 * Capacity is checked when the place is taken.
 */
export async function eligibleEntrant(db: Db, input: { contestId: string; userId: string }, now: Date): Promise<EntryRead> {
  const [row] = await readEntry(db, input);
  if (!row) throw notFound(m.userNotFound);
  const { user, contest } = row;
  if (!contest) throw notFound(serverMessages.contestNotFound);
  const window = registrationWindow(contest, now);
  if (window === "closed") throw new AppError("REGISTRATION_CLOSED", m.registrationClosed);
  if (window !== "open") throw new AppError("REGISTRATION_NOT_STARTED", serverMessages.notStarted);
  const ineligible = eligibilityError(
    {
      countryIds: contest.eligibleCountryIds,
      stateIds: contest.eligibleStateIds,
      districtIds: contest.eligibleDistrictIds,
      cityIds: contest.eligibleCityIds,
    },
    // No town, or a town not found: no district, and listed.
    {
      countryId: user.countryId,
      stateId: user.stateId,
      cityId: user.cityId,
      districtId: row.city?.districtId ?? null,
      listed: row.city?.status !== "unlisted",
    },
  );
  if (ineligible) throw new AppError("NOT_ELIGIBLE", ineligible);
  // A judge of the contest cannot enter it (docs/judging.md).
  if (row.judges) throw new AppError("NOT_ELIGIBLE", panelMessages.judgeCannotEnter);
  return { user, contest, registration: row.registration };
}

/**
 * eligibleEntrant's one statement: no row when the user does not exist, a null contest when it is not
 * on the site. Built once per database: its many columns made building it a measurable part of a
 * create-order's CPU under a spike (docs/scale-out.md).
 */
const entryReadOf = builtOnce((db) =>
  db
    .select({
      user: entrantColumns,
      contest: entryContestColumns,
      // The district and listing of the creator's town, which eligibility by district and city needs (docs/places.md).
      city: { districtId: cities.districtId, status: cities.status },
      judges: judgesContestCondition(contests.id, users.emailKey),
      registration: subscribers,
    })
    .from(users)
    .leftJoin(contests, and(eq(contests.id, sql.placeholder("contestId")), contestOnSite()))
    .leftJoin(cities, eq(cities.id, users.cityId))
    // At most one row: a user has one open registration per contest (subscribers_one_open_per_user_idx).
    .leftJoin(
      subscribers,
      and(eq(subscribers.contestId, contests.id), eq(subscribers.userId, users.id), inArray(subscribers.status, ["pending", "completed"])),
    )
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("registration_entry_read"),
);

const readEntry = (db: Db, input: { contestId: string; userId: string }) =>
  entryReadOf(db).execute({ contestId: input.contestId, userId: input.userId });

type EntryRow = Awaited<ReturnType<typeof readEntry>>[number];
export type Entrant = EntryRow["user"];
export type EntryContest = NonNullable<EntryRow["contest"]>;
export type OpenRegistration = NonNullable<EntryRow["registration"]>;
type EntryRead = { user: Entrant; contest: EntryContest; registration: OpenRegistration | null };

import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { cities, contests, users } from "#db/schema.ts";
import { eligibilityError } from "#shared/registration/eligibility.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { AppError, notFound } from "../../errors.ts";
import { judgesContest, panelMessages } from "../judging/panel.ts";
import { contestOnSite } from "../publishing/on-site.ts";
import type { Tx } from "./capacity.ts";
import { serverMessages } from "./messages.ts";
import { registrationWindow } from "./registration-window.ts";

/**
 * The creator and the contest of a create-order, once every check the browser made holds again on the
 * server: the contest is on the site, its registration window (IST) is open, the creator's place is
 * eligible and the creator does not judge it. Reads only; capacity is checked when the place is taken.
 */
export async function eligibleEntrant(
  db: Db,
  input: { contestId: string; userId: string },
  now: Date,
): Promise<{ user: typeof users.$inferSelect; contest: typeof contests.$inferSelect }> {
  const [[user], [contest]] = await Promise.all([
    db.select().from(users).where(eq(users.id, input.userId)),
    db
      .select()
      .from(contests)
      .where(and(eq(contests.id, input.contestId), contestOnSite())),
  ]);
  if (!user) throw notFound(m.userNotFound);
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
    { countryId: user.countryId, stateId: user.stateId, cityId: user.cityId, ...(await placeOfCity(db, user.cityId)) },
  );
  if (ineligible) throw new AppError("NOT_ELIGIBLE", ineligible);
  // A judge of the contest cannot enter it (docs/judging.md).
  if (await judgesContest(db, { contestId: contest.id, email: user.email }))
    throw new AppError("NOT_ELIGIBLE", panelMessages.judgeCannotEnter);
  return { user, contest };
}

/** The district and listing of a creator's town, which eligibility by district and city needs (docs/places.md). */
async function placeOfCity(db: Db | Tx, cityId: string | null): Promise<{ districtId: string | null; listed: boolean }> {
  if (!cityId) return { districtId: null, listed: true };
  const [city] = await db.select({ districtId: cities.districtId, status: cities.status }).from(cities).where(eq(cities.id, cityId));
  return { districtId: city?.districtId ?? null, listed: city?.status !== "unlisted" };
}

import { notFound } from "#server/errors.ts";
import { getCachedContest } from "#server/services/contests/cached-contest.ts";
import { CONTEST_NOT_FOUND } from "#server/services/contests/get-contest.ts";
import type { Route } from "./+types/contest";
import { appOf, loadPage, siteOrigin } from "./page-loader.server.ts";

/** Contest ids are 24 hex digits; anything else is not found without asking the database. */
export const CONTEST_ID_PATTERN = /^[a-f0-9]{24}$/;

export function loadContestPage({ params, context }: Route.LoaderArgs) {
  return loadPage(async () => {
    if (!CONTEST_ID_PATTERN.test(params.contestId)) throw notFound(CONTEST_NOT_FOUND);
    const contest = await getCachedContest(appOf(context), params.contestId);
    return { contest, now: new Date().toISOString(), origin: siteOrigin(context) };
  });
}

import { notFound } from "#server/errors.ts";
import { getCachedContest } from "#server/services/contests/cached-contest.ts";
import { CONTEST_NOT_FOUND } from "#server/services/contests/get-contest.ts";
import { isId } from "#shared/validation/id.ts";
import type { Route } from "./+types/contest";
import { appOf, loadPage, siteOrigin } from "./page-loader.server.ts";

export function loadContestPage({ params, context }: Route.LoaderArgs) {
  return loadPage(async () => {
    // Anything but an id is not found without asking the database.
    if (!isId(params.contestId)) throw notFound(CONTEST_NOT_FOUND);
    const contest = await getCachedContest(appOf(context), params.contestId);
    return { contest, now: new Date().toISOString(), origin: siteOrigin(context) };
  });
}

import { notFound } from "#server/errors.ts";
import { getCachedContest, listCachedApplicants } from "#server/services/contests/cached-contest.ts";
import { CONTEST_NOT_FOUND } from "#server/services/contests/get-contest.ts";
import { isId } from "#shared/validation/id.ts";
import type { Route } from "./+types/applicants";
import { appOf, loadPage } from "./page-loader.server.ts";

export function loadApplicantsPage({ params, context }: Route.LoaderArgs) {
  return loadPage(async () => {
    if (!isId(params.contestId)) throw notFound(CONTEST_NOT_FOUND);
    const [contest, applicants] = await Promise.all([
      getCachedContest(appOf(context), params.contestId),
      listCachedApplicants(appOf(context), params.contestId),
    ]);
    return { contest, applicants };
  });
}

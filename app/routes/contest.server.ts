import { notFound } from "#server/errors.ts";
import { getCachedContest, listCachedApplicants } from "#server/services/contests/cached-contest.ts";
import { CONTEST_NOT_FOUND } from "#server/services/contests/get-contest.ts";
import { readViewerRegistration } from "#server/services/contests/viewer-registration.ts";
import { judgingRulesOf } from "#server/services/judging/rubric.ts";
import { contestDeadlineLabel } from "#shared/contest-status.ts";
import { splitWinners } from "#shared/contest-winners.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import { isId } from "#shared/validation/id.ts";
import type { Route } from "./+types/contest";
import { appOf, loadPage, siteOrigin } from "./page-loader.server.ts";

export function loadContestPage({ params, context, request }: Route.LoaderArgs) {
  return loadPage(async () => {
    // Anything but an id is not found without asking the database.
    if (!isId(params.contestId)) throw notFound(CONTEST_NOT_FOUND);
    const app = appOf(context);
    const [contest, viewerRegistration, judgingRules] = await Promise.all([
      getCachedContest(app, params.contestId, languageOfPath(new URL(request.url).pathname)),
      readViewerRegistration(app, request.headers.get("cookie"), params.contestId),
      // The rubric's criteria and the tie-break rule, as plain lines of the Rules (docs/judging.md).
      judgingRulesOf(app.db, params.contestId, languageOfPath(new URL(request.url).pathname)),
    ]);
    // Declared winners open the page; the rest of the applicants stay on their own page.
    const winners = contest.winnersDeclared ? splitWinners(contest, (await listCachedApplicants(app, contest._id)).data, true).winners : [];
    const now = new Date();
    // Written here (the browser needs none of the code), from the same clock as the buttons.
    const deadline = contestDeadlineLabel(contest, now);
    return { contest, winners, viewerRegistration, judgingRules, deadline, now: now.toISOString(), origin: siteOrigin(context) };
  });
}

import { data } from "react-router";
import { notFound } from "#server/errors.ts";
import { getCachedContest, listCachedApplicants } from "#server/services/contests/cached-contest.ts";
import { CONTEST_NOT_FOUND } from "#server/services/contests/get-contest.ts";
import { readViewerRegistration } from "#server/services/contests/viewer-registration.ts";
import { catalogues, messagesFor } from "#server/services/i18n/catalogues.ts";
import { getRubric, judgingRulesOf, localiseCriteria } from "#server/services/judging/rubric.ts";
import { contestDeadlineLabel } from "#shared/contest-status.ts";
import { splitWinners } from "#shared/contest-winners.ts";
import { fill } from "#shared/i18n/catalogue.ts";
import { type Language, languageOfPath } from "#shared/i18n/language.ts";
import type { LoadedMessages } from "#shared/i18n/namespaces.ts";
import { isId } from "#shared/validation/id.ts";
import type { Route } from "./+types/contest";
import { appOf, loadPage, siteOrigin } from "./page-loader.server.ts";

/**
 * The Rules' lines about judging (docs/judging.md) in the page's language: the English ones as the
 * judging service writes them, the Hindi ones from the contest catalogue with the same criteria.
 */
async function judgingRulesIn(language: Language, app: ReturnType<typeof appOf>, contestId: string): Promise<string[]> {
  if (language === "en") return judgingRulesOf(app.db, contestId);
  const rubric = await getRubric(app.db, contestId);
  if (!rubric || rubric.criteria.length === 0) return [];
  const { page } = catalogues[language].contest;
  const criteria = localiseCriteria(rubric.criteria, language)
    .map(({ name, weight }) => fill(page.criterion, { name, weight }))
    .join(", ");
  return [fill(page.judgedOn, { criteria }), page.tieBreak];
}

export async function loadContestPage({ params, context, request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  try {
    return await loadContest(language, { params, context, request });
  } catch (thrown) {
    throw withContestMessages(thrown, language);
  }
}

function loadContest(language: Language, { params, context, request }: Pick<Route.LoaderArgs, "params" | "context" | "request">) {
  return loadPage(async () => {
    // Anything but an id is not found without asking the database.
    if (!isId(params.contestId)) throw notFound(CONTEST_NOT_FOUND);
    const app = appOf(context);
    const [contest, viewerRegistration, judgingRules] = await Promise.all([
      getCachedContest(app, params.contestId, language),
      readViewerRegistration(app, request.headers.get("cookie"), params.contestId),
      // The rubric's criteria and the tie-break rule, as plain lines of the Rules (docs/judging.md).
      judgingRulesIn(language, app, params.contestId),
    ]);
    // Declared winners open the page; the rest of the applicants stay on their own page.
    const winners = contest.winnersDeclared
      ? splitWinners(contest, (await listCachedApplicants(app, contest._id, language)).data, true, language).winners
      : [];
    const now = new Date();
    // Written here (the browser needs none of the code), from the same clock as the buttons.
    const deadline = contestDeadlineLabel(contest, now, language);
    // Only the register button's texts (registration.launcher: 0.5 KB gzipped) render with the page; the
    // dialogs' (3.5 KB gzipped in Hindi) come with their code and replace this partial namespace.
    const { launcher } = messagesFor(language, ["registration"]).registration;
    const messages = { ...messagesFor(language, ["contest"]), registration: { launcher } } as LoadedMessages;
    return { contest, winners, viewerRegistration, judgingRules, deadline, now: now.toISOString(), origin: siteOrigin(context), messages };
  });
}

/**
 * A page's failure (404, 500, 503) with the contest's messages in its error data, so the page's error
 * view speaks the page's language although its loader sent no data.
 */
export function withContestMessages(thrown: unknown, language: Language): unknown {
  if (typeof thrown !== "object" || thrown === null || (thrown as { type?: unknown }).type !== "DataWithResponseInit") return thrown;
  const failed = thrown as { data: unknown; init: ResponseInit | null };
  if (typeof failed.data !== "object" || failed.data === null) return thrown;
  return data({ ...failed.data, messages: messagesFor(language, ["contest"]) }, failed.init ?? undefined);
}

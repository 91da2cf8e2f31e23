import { data } from "react-router";
import { DATABASE_RETRY_AFTER_SECONDS } from "#db/availability.ts";
import { loadHomeLists } from "#server/services/content/home-lists.ts";
import { messagesFor } from "#server/services/i18n/catalogues.ts";
import { contestCardAction, orderContestsForHome } from "#shared/contest-order.ts";
import { contestCardTexts } from "#shared/contest-status.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import type { Route } from "./+types/home";
import { appOf, siteOrigin } from "./page-loader.server.ts";

/**
 * Every list of the home page; a list that fails is left empty and the page still renders. While the
 * database is away the same page answers 503 with Retry-After, so no cache or crawler keeps it.
 */
export async function loadHome({ context, request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const { databaseUnavailable, contests, ...lists } = await loadHomeLists(appOf(context), language);
  const now = new Date();
  // Ordered, and the cards' deadline, scarcity and button written here, from the same clock as the badges.
  const cards = orderContestsForHome(contests, now).map((contest) => ({
    ...contest,
    ...contestCardTexts(contest, now, language),
    action: contestCardAction(contest, now),
  }));
  const page = {
    ...lists,
    contests: cards,
    now: now.toISOString(),
    origin: siteOrigin(context),
    // The cards' words (badge, deadline, button) are written above in the page's language: no contest namespace.
    messages: messagesFor(language, ["home"]),
  };
  if (!databaseUnavailable) return page;
  return data(page, { status: 503, headers: { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) } });
}

import { getCompanyDetails } from "#server/services/company/get-company-details.ts";
import { menuContestLinks } from "#server/services/console/contests/menu-contest.ts";
import { messagesFor } from "#server/services/i18n/catalogues.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import { keyInLanguage } from "#shared/i18n/localise-fields.ts";
import { menuContests } from "#shared/menu-contests.ts";
import type { Route } from "./+types/root";
import { appOf, siteOrigin } from "./routes/page-loader.server.ts";

/** The shell still renders (with the bundled logo) when company details cannot be read. */
export async function loadShell({ context, request }: Route.LoaderArgs) {
  const { db, cache } = appOf(context);
  const language = languageOfPath(new URL(request.url).pathname);
  const [company, menu] = await Promise.all([
    cache.get(keyInLanguage("company", language), () => getCompanyDetails(db, language)).catch(() => null),
    // The contests the organiser chose for the menu's three links; the demo ids if they cannot be read.
    cache.get("menu", () => menuContestLinks(db)).catch(() => menuContests.map(({ slot, name, id }) => ({ slot, name, id }))),
  ]);
  return { company, menu, origin: siteOrigin(context), messages: messagesFor(language, ["common"]) };
}

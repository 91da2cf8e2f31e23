import { messagesFor } from "#server/services/i18n/catalogues.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import type { Route } from "./+types/lets-talk";
import { siteOrigin } from "./page-loader.server.ts";

/** The contact page's words and its form's, in the page's language (company details come with the shell). */
export function loadLetsTalk({ request, context }: Route.LoaderArgs) {
  return { origin: siteOrigin(context), messages: messagesFor(languageOfPath(new URL(request.url).pathname), ["home"]) };
}

import { messagesFor } from "#server/services/i18n/catalogues.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import type { Route } from "./+types/privacy-consent";

/** The page's words in its language; the consents themselves load in the browser, with the link's token. */
export function loadManageConsent({ request }: Route.LoaderArgs) {
  return { messages: messagesFor(languageOfPath(new URL(request.url).pathname), ["privacy"]) };
}

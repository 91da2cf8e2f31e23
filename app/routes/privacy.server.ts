import { getPrivacyContact } from "#server/services/consent/privacy-contact.ts";
import { messagesFor } from "#server/services/i18n/catalogues.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import type { Route } from "./+types/privacy";
import { appOf, loadPage, siteOrigin } from "./page-loader.server.ts";

export function loadPrivacyNotice({ context, request }: Route.LoaderArgs) {
  return loadPage(async () => {
    const { db, cache } = appOf(context);
    const contact = await cache.get("company:privacy-contact", () => getPrivacyContact(db));
    return { contact, origin: siteOrigin(context), messages: messagesFor(languageOfPath(new URL(request.url).pathname), ["privacy"]) };
  });
}

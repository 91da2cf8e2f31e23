import { getCompanyDetails } from "#server/services/company/get-company-details.ts";
import { getPrivacyContact } from "#server/services/consent/privacy-contact.ts";
import { messagesFor } from "#server/services/i18n/catalogues.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import type { Route } from "./+types/privacy";
import { appOf, loadPage, siteOrigin } from "./page-loader.server.ts";

export function loadPrivacyNotice({ context, request }: Route.LoaderArgs) {
  return loadPage(async () => {
    const { db, cache } = appOf(context);
    const [contact, company] = await Promise.all([
      cache.get("company:privacy-contact", () => getPrivacyContact(db)),
      cache.get("company", () => getCompanyDetails(db)).catch(() => null),
    ]);
    // Nobody named: the service's English default, which the page says in its own language.
    const officer =
      contact.name === `Grievance officer, ${company?.name}`
        ? { company: company?.name ?? "" }
        : contact.name === "Grievance officer"
          ? { company: null }
          : null;
    return {
      contact,
      officer,
      origin: siteOrigin(context),
      messages: messagesFor(languageOfPath(new URL(request.url).pathname), ["privacy"]),
    };
  });
}

import { getPrivacyContact } from "#server/services/consent/privacy-contact.ts";
import type { Route } from "./+types/privacy";
import { appOf, loadPage, siteOrigin } from "./page-loader.server.ts";

export function loadPrivacyNotice({ context }: Route.LoaderArgs) {
  return loadPage(async () => {
    const { db, cache } = appOf(context);
    const contact = await cache.get("company:privacy-contact", () => getPrivacyContact(db));
    return { contact, origin: siteOrigin(context) };
  });
}

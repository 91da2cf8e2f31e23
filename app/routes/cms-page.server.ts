import { notFound } from "#server/errors.ts";
import { CMS_NOT_FOUND, getCmsPage } from "#server/services/content/cms-pages.ts";
import { messagesFor } from "#server/services/i18n/catalogues.ts";
import { languageOfPath } from "#shared/i18n/language.ts";
import { keyInLanguage } from "#shared/i18n/localise-fields.ts";
import type { Route } from "./+types/cms-page";
import { appOf, loadPage, siteOrigin } from "./page-loader.server.ts";

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

export function loadCmsPage({ params, context, request }: Route.LoaderArgs) {
  return loadPage(async () => {
    if (!SLUG_PATTERN.test(params.slug)) throw notFound(CMS_NOT_FOUND);
    const { db, cache } = appOf(context);
    const language = languageOfPath(new URL(request.url).pathname);
    const page = await cache.get(keyInLanguage(`cms:${params.slug}`, language), () => getCmsPage(db, params.slug, language));
    return { page, origin: siteOrigin(context), messages: messagesFor(language, ["home"]) };
  });
}

import type { RouterContextProvider } from "react-router";
import { notFound } from "#server/errors.ts";
import { getConsoleBanner } from "#server/services/console/content/banners.ts";
import { getConsoleCmsPage } from "#server/services/console/content/cms-pages.ts";
import { sanitizeHtml } from "#server/services/content/sanitize-html.ts";
import { messagesFor } from "#server/services/i18n/catalogues.ts";
import type { Banner } from "#shared/api-types.ts";
import { isId } from "#shared/validation/id.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

type Context = Readonly<RouterContextProvider>;

const publishingOf = (item: { isActive: boolean; publishAt: string | null; publishedAt: string | null }) => ({
  publishing: { publishAt: item.publishAt, publishedAt: item.publishedAt },
  onSite: item.isActive && item.publishedAt !== null,
});

/** A content page as /cms/:slug would show it, draft or not (docs/publishing.md); never cached. */
export async function loadCmsPagePreview(context: Context, request: Request, pageId: string) {
  await requireStaff(context, request, "content.read");
  return loadPage(async () => {
    if (!isId(pageId)) throw notFound("Page not found.");
    const page = await getConsoleCmsPage(appOf(context).db, pageId);
    // Sanitised on read too, as the public page does.
    const content = sanitizeHtml(page.content);
    return {
      page: { _id: page._id, slug: page.slug, title: page.title, description: page.description, content },
      ...publishingOf(page),
      // The public page's own words (its 'Write to us' box), in English like the rest of the console.
      messages: messagesFor("en", ["home"]),
    };
  });
}

/** A banner as the home page's hero would show it, draft or not. */
export async function loadBannerPreview(context: Context, request: Request, bannerId: string) {
  await requireStaff(context, request, "content.read");
  return loadPage(async () => {
    if (!isId(bannerId)) throw notFound("Banner not found.");
    const item = await getConsoleBanner(appOf(context).db, bannerId);
    const banner: Banner = {
      _id: item._id,
      bannerImage: item.bannerImage,
      bannerTitle: item.bannerTitle,
      contestId: item.contestId,
      isActive: item.isActive,
      createdAt: item.createdAt,
    };
    return { banner, contestTitle: item.contestTitle, ...publishingOf(item), messages: messagesFor("en", ["home"]) };
  });
}

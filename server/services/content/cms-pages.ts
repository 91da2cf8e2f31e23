import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { cmsPages } from "#db/schema.ts";
import type { CmsContent } from "#shared/api-types.ts";
import type { Language } from "#shared/i18n/language.ts";
import { localiseFields } from "#shared/i18n/localise-fields.ts";
import { notFound } from "../../errors.ts";
import { cmsPageOnSite } from "../publishing/on-site.ts";
import { sanitizeHtml } from "./sanitize-html.ts";

export const CMS_NOT_FOUND = "Content not found.";

export async function getCmsPage(db: Db, slug: string, language: Language = "en"): Promise<CmsContent> {
  const [row] = await db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.slug, slug), cmsPageOnSite()));
  if (!row) throw notFound(CMS_NOT_FOUND);
  const page = localiseFields(row, language, ["title", "content", "description"]);
  return {
    _id: page.id,
    slug: page.slug,
    title: page.title,
    content: sanitizeHtml(page.content),
    description: page.description,
  };
}

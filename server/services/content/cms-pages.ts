import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { cmsPages } from "#db/schema.ts";
import type { CmsContent } from "#shared/api-types.ts";
import { notFound } from "../../errors.ts";
import { cmsPageOnSite } from "../publishing/on-site.ts";
import { sanitizeHtml } from "./sanitize-html.ts";

export const CMS_NOT_FOUND = "Content not found.";

export async function getCmsPage(db: Db, slug: string): Promise<CmsContent> {
  const [page] = await db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.slug, slug), cmsPageOnSite()));
  if (!page) throw notFound(CMS_NOT_FOUND);
  return {
    _id: page.id,
    slug: page.slug,
    title: page.title,
    content: sanitizeHtml(page.content),
    description: page.description,
  };
}

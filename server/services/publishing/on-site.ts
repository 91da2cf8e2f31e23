import { and, eq, isNotNull } from "drizzle-orm";
import { banners, cmsPages, contests } from "#db/schema.ts";

/**
 * What the public site may show (docs/publishing.md): published and active. Every public list, page,
 * link preview and registration call filters with these, so a draft or a not-yet-published item never
 * leaves the console.
 */
export const contestOnSite = () => and(eq(contests.isActive, true), isNotNull(contests.publishedAt));
export const bannerOnSite = () => and(eq(banners.isActive, true), isNotNull(banners.publishedAt));
export const cmsPageOnSite = () => and(eq(cmsPages.isActive, true), isNotNull(cmsPages.publishedAt));

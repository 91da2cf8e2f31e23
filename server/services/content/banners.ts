import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { banners } from "#db/schema.ts";
import type { Banner } from "#shared/api-types.ts";
import type { Language } from "#shared/i18n/language.ts";
import { localiseFields } from "#shared/i18n/localise-fields.ts";

export type BannerQuery = { isActive?: boolean; sortBy: "createdAt" | "bannerTitle" | "sortOrder"; sortDirection: "asc" | "desc" };

/** Published banners only, whatever the query asks (docs/publishing.md): a draft never leaves the console. */
export async function listBanners(db: Db, query: BannerQuery, language: Language = "en"): Promise<Banner[]> {
  const column = { createdAt: banners.createdAt, bannerTitle: banners.bannerTitle, sortOrder: banners.sortOrder }[query.sortBy];
  const rows = await db
    .select()
    .from(banners)
    .where(and(isNotNull(banners.publishedAt), query.isActive === undefined ? undefined : eq(banners.isActive, query.isActive)))
    .orderBy(query.sortDirection === "asc" ? asc(column) : desc(column), asc(banners.id));
  return rows
    .map((row) => localiseFields(row, language, ["bannerTitle"]))
    .map((b) => ({
      _id: b.id,
      bannerImage: b.bannerImage,
      bannerTitle: b.bannerTitle,
      contestId: b.contestId,
      isActive: b.isActive,
      createdAt: b.createdAt.toISOString(),
    }));
}

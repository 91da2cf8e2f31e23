import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { cmsPages } from "#db/schema.ts";
import type { ConsoleCmsPage } from "#shared/console/content-api.ts";
import { type CmsPageForm, MENU_PAGE_SLUGS } from "#shared/console/content-forms.ts";
import { hindiOf } from "#shared/console/hindi-fields.ts";
import type { AppContext } from "../../../context.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";
import { sanitizeHtml } from "../../content/sanitize-html.ts";
import { afterContentWrite, changedKeys, conflict, missing, refuseDuplicate } from "./content-writes.ts";

type PageRow = typeof cmsPages.$inferSelect;
const PAGE = "Page";

export const cmsPageMessages = {
  slugTaken: "Another page already uses this slug.",
  menuSlugFixed: "The menu links to this page: its slug cannot change.",
  menuPageActive: "The menu links to this page: it must stay active.",
  menuPageDelete: "The menu links to this page: it cannot be deleted.",
};

const isMenuPage = (slug: string) => MENU_PAGE_SLUGS.includes(slug);

const toConsolePage = (row: PageRow): ConsoleCmsPage => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  titleHi: hindiOf(row.titleHi),
  description: row.description,
  descriptionHi: hindiOf(row.descriptionHi),
  content: row.content,
  contentHi: hindiOf(row.contentHi),
  isActive: row.isActive,
  inMenu: isMenuPage(row.slug),
  publishAt: row.publishAt?.toISOString() ?? null,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

const formOf = (row: PageRow): CmsPageForm => ({
  title: row.title,
  titleHi: hindiOf(row.titleHi),
  slug: row.slug,
  description: row.description,
  descriptionHi: hindiOf(row.descriptionHi),
  content: row.content,
  contentHi: hindiOf(row.contentHi),
  isActive: row.isActive,
});

/** Every content page: the menu's first, in the menu's order, then the others by title. */
export async function listConsoleCmsPages(db: Db): Promise<ConsoleCmsPage[]> {
  const rows = await db.select().from(cmsPages).orderBy(asc(cmsPages.title));
  const menuIndex = (slug: string) => (isMenuPage(slug) ? MENU_PAGE_SLUGS.indexOf(slug) : MENU_PAGE_SLUGS.length);
  return rows.sort((a, b) => menuIndex(a.slug) - menuIndex(b.slug)).map(toConsolePage);
}

export async function getConsoleCmsPage(db: Db, id: string): Promise<ConsoleCmsPage> {
  const [row] = await db.select().from(cmsPages).where(eq(cmsPages.id, id));
  if (!row) throw missing(PAGE);
  return toConsolePage(row);
}

/**
 * Saves a content page with its body sanitised (stored as safe HTML; sanitised again on render). A page
 * the menu links to keeps its slug and stays active, so no menu link ever leads to "Content not found.".
 */
export async function saveCmsPage(
  ctx: AppContext,
  options: { staffId: string; id: string | null; form: CmsPageForm },
): Promise<{ id: string }> {
  const { staffId } = options;
  const form = { ...options.form, content: sanitizeHtml(options.form.content), contentHi: sanitizeHtml(options.form.contentHi) };
  const result = await ctx.db
    .transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: cmsPages.id })
        .from(cmsPages)
        .where(and(eq(cmsPages.slug, form.slug), options.id ? ne(cmsPages.id, options.id) : undefined));
      if (taken) throw conflict(cmsPageMessages.slugTaken, "slug");
      if (options.id) {
        const [before] = await tx.select().from(cmsPages).where(eq(cmsPages.id, options.id)).for("update");
        if (!before) throw missing(PAGE);
        if (isMenuPage(before.slug) && form.slug !== before.slug) throw conflict(cmsPageMessages.menuSlugFixed, "slug");
        if (isMenuPage(before.slug) && !form.isActive) throw conflict(cmsPageMessages.menuPageActive, "isActive");
        await tx
          .update(cmsPages)
          .set({ ...form, updatedAt: new Date() })
          .where(eq(cmsPages.id, before.id));
        await recordAudit(tx, {
          staffId,
          action: "update",
          entity: "cms-page",
          entityId: before.id,
          changedFields: changedKeys(formOf(before), form),
        });
        return { id: before.id, before };
      }
      const id = newId();
      await tx.insert(cmsPages).values({ id, ...form });
      await recordAudit(tx, { staffId, action: "create", entity: "cms-page", entityId: id, changedFields: changedKeys(null, form) });
      return { id, before: null };
    })
    .catch(refuseDuplicate(cmsPageMessages.slugTaken, "slug"));
  await afterContentWrite(ctx, {
    invalidate: ["cms:"],
    picturesBefore: [result.before?.content, result.before?.contentHi],
    picturesAfter: [form.content, form.contentHi],
  });
  return { id: result.id };
}

export async function deleteCmsPage(ctx: AppContext, options: { staffId: string; id: string }): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(cmsPages).where(eq(cmsPages.id, options.id)).for("update");
    if (!row) throw missing(PAGE);
    if (isMenuPage(row.slug)) throw conflict(cmsPageMessages.menuPageDelete);
    await tx.delete(cmsPages).where(eq(cmsPages.id, row.id));
    await recordAudit(tx, { staffId: options.staffId, action: "delete", entity: "cms-page", entityId: row.id });
    return row;
  });
  await afterContentWrite(ctx, { invalidate: ["cms:"], picturesBefore: [removed.content, removed.contentHi] });
}

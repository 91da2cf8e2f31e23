import { and, asc, count, eq, ne } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { contestCategories, contests } from "#db/schema.ts";
import type { ConsoleContestCategory } from "#shared/console/content-api.ts";
import type { ContestCategoryForm } from "#shared/console/content-forms.ts";
import { hindiOf } from "#shared/console/hindi-fields.ts";
import { mediaOrNull } from "#shared/console/media-input.ts";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../registration/capacity.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";
import { afterContentWrite, changedKeys, conflict, missing, moveRow, nextSortOrder, refuseDuplicate } from "./content-writes.ts";

type CategoryRow = typeof contestCategories.$inferSelect;
const CATEGORY = "Contest category";
/** "Why We Exist" lists categories and every contest page names its own: "contest" covers both. */
const CACHE = ["contest"];

export const contestCategoryMessages = {
  slugTaken: "Another contest category already uses this slug.",
  inUse: (titles: string[]) =>
    `This category holds ${titles.length === 1 ? "a contest" : `${titles.length} contests`} (${titles.slice(0, 3).join(", ")}${titles.length > 3 ? ", …" : ""}): move ${titles.length === 1 ? "it" : "them"} to another category first, or make the category inactive.`,
};

const formOf = (row: CategoryRow): ContestCategoryForm => ({
  name: row.name,
  nameHi: hindiOf(row.nameHi),
  slug: row.slug,
  description: row.description,
  descriptionHi: hindiOf(row.descriptionHi),
  contestType: row.contestType ?? "",
  contestTypeHi: hindiOf(row.contestTypeHi),
  banner: row.banner ?? "",
  isActive: row.isActive,
});

/** Every contest category in the home page's order, with how many contests each holds. */
export async function listConsoleContestCategories(db: Db): Promise<ConsoleContestCategory[]> {
  const rows = await db
    .select({ category: contestCategories, contestCount: count(contests.id) })
    .from(contestCategories)
    .leftJoin(contests, eq(contests.contestCategoryId, contestCategories.id))
    .groupBy(contestCategories.id)
    .orderBy(asc(contestCategories.sortOrder), asc(contestCategories.id));
  return rows.map(({ category, contestCount }) => ({
    _id: category.id,
    name: category.name,
    nameHi: hindiOf(category.nameHi),
    slug: category.slug,
    description: category.description,
    descriptionHi: hindiOf(category.descriptionHi),
    contestType: category.contestType ?? "",
    contestTypeHi: hindiOf(category.contestTypeHi),
    banner: category.banner,
    isActive: category.isActive,
    sortOrder: category.sortOrder,
    contestCount: Number(contestCount),
  }));
}

async function refuseTakenSlug(tx: Tx, slug: string, exceptId: string | null): Promise<void> {
  const [taken] = await tx
    .select({ id: contestCategories.id })
    .from(contestCategories)
    .where(and(eq(contestCategories.slug, slug), exceptId ? ne(contestCategories.id, exceptId) : undefined));
  if (taken) throw conflict(contestCategoryMessages.slugTaken, "slug");
}

export async function saveContestCategory(
  ctx: AppContext,
  options: { staffId: string; id: string | null; form: ContestCategoryForm },
): Promise<{ id: string }> {
  const { form, staffId } = options;
  // An empty type reads as 'Contest' on the site (docs/product-rules.md, content).
  const values = { ...form, banner: mediaOrNull(form.banner), contestType: form.contestType || null };
  const result = await ctx.db
    .transaction(async (tx) => {
      await refuseTakenSlug(tx, form.slug, options.id);
      if (options.id) {
        const [before] = await tx.select().from(contestCategories).where(eq(contestCategories.id, options.id)).for("update");
        if (!before) throw missing(CATEGORY);
        await tx.update(contestCategories).set(values).where(eq(contestCategories.id, before.id));
        await recordAudit(tx, {
          staffId,
          action: "update",
          entity: "contest-category",
          entityId: before.id,
          changedFields: changedKeys(formOf(before), form),
        });
        return { id: before.id, before: before.banner };
      }
      const id = newId();
      await tx.insert(contestCategories).values({ id, ...values, sortOrder: await nextSortOrder(tx, contestCategories) });
      await recordAudit(tx, {
        staffId,
        action: "create",
        entity: "contest-category",
        entityId: id,
        changedFields: changedKeys(null, form),
      });
      return { id, before: null };
    })
    .catch(refuseDuplicate(contestCategoryMessages.slugTaken, "slug"));
  await afterContentWrite(ctx, { invalidate: CACHE, picturesBefore: [result.before], picturesAfter: [values.banner] });
  return { id: result.id };
}

/** A category that holds contests is not deleted: their pages and cards would lose it. */
export async function deleteContestCategory(ctx: AppContext, options: { staffId: string; id: string }): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(contestCategories).where(eq(contestCategories.id, options.id)).for("update");
    if (!row) throw missing(CATEGORY);
    const used = await tx
      .select({ title: contests.title })
      .from(contests)
      .where(eq(contests.contestCategoryId, row.id))
      .orderBy(asc(contests.title));
    if (used.length > 0) throw conflict(contestCategoryMessages.inUse(used.map((c) => c.title)));
    await tx.delete(contestCategories).where(eq(contestCategories.id, row.id));
    await recordAudit(tx, { staffId: options.staffId, action: "delete", entity: "contest-category", entityId: row.id });
    return row;
  });
  await afterContentWrite(ctx, { invalidate: CACHE, picturesBefore: [removed.banner] });
}

export async function moveContestCategory(
  ctx: AppContext,
  options: { staffId: string; id: string; direction: "up" | "down" },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (await moveRow(tx, contestCategories, options.id, options.direction, CATEGORY)) {
      await recordAudit(tx, {
        staffId: options.staffId,
        action: "move",
        entity: "contest-category",
        entityId: options.id,
        changedFields: ["sortOrder"],
      });
    }
  });
  await afterContentWrite(ctx, { invalidate: CACHE });
}

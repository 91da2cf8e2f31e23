import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { categories, users } from "#db/schema.ts";
import type { ConsoleRegistrationCategory } from "#shared/console/content-api.ts";
import type { RegistrationCategoryForm } from "#shared/console/content-forms.ts";
import { hindiOf } from "#shared/console/hindi-fields.ts";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../registration/capacity.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";
import { afterContentWrite, changedKeys, conflict, missing, moveRow, nextSortOrder, refuseDuplicate } from "./content-writes.ts";

type CategoryRow = typeof categories.$inferSelect;
const CATEGORY = "Registration category";
/** The registration form's multi-select ("categories:active"). */
const CACHE = ["categories"];

export const registrationCategoryMessages = {
  nameTaken: "Another registration category already has this name.",
  inUse: (creators: number) =>
    `${creators === 1 ? "A creator has" : `${creators} creators have`} picked this category: make it inactive instead, so their profiles keep it.`,
};

const formOf = (row: CategoryRow): RegistrationCategoryForm => ({ name: row.name, nameHi: hindiOf(row.nameHi), isActive: row.isActive });

/** How many creators picked each category (a user's categories are a list of ids). */
const creatorCount = sql<number>`(select count(*)::int from ${users} where ${categories.id} = any(${users.categoryIds}))`;

export async function listConsoleRegistrationCategories(db: Db): Promise<ConsoleRegistrationCategory[]> {
  const rows = await db
    .select({ category: categories, creatorCount })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map(({ category, creatorCount }) => ({
    _id: category.id,
    name: category.name,
    nameHi: hindiOf(category.nameHi),
    isActive: category.isActive,
    sortOrder: category.sortOrder,
    creatorCount: Number(creatorCount),
  }));
}

async function refuseTakenName(tx: Tx, name: string, exceptId: string | null): Promise<void> {
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(sql`lower(${categories.name}) = lower(${name})`, exceptId ? ne(categories.id, exceptId) : undefined));
  if (taken) throw conflict(registrationCategoryMessages.nameTaken, "name");
}

export async function saveRegistrationCategory(
  ctx: AppContext,
  options: { staffId: string; id: string | null; form: RegistrationCategoryForm },
): Promise<{ id: string }> {
  const { form, staffId } = options;
  const id = await ctx.db
    .transaction(async (tx) => {
      await refuseTakenName(tx, form.name, options.id);
      if (options.id) {
        const [before] = await tx.select().from(categories).where(eq(categories.id, options.id)).for("update");
        if (!before) throw missing(CATEGORY);
        await tx.update(categories).set(form).where(eq(categories.id, before.id));
        await recordAudit(tx, {
          staffId,
          action: "update",
          entity: "registration-category",
          entityId: before.id,
          changedFields: changedKeys(formOf(before), form),
        });
        return before.id;
      }
      const newCategoryId = newId();
      await tx.insert(categories).values({ id: newCategoryId, ...form, sortOrder: await nextSortOrder(tx, categories) });
      await recordAudit(tx, {
        staffId,
        action: "create",
        entity: "registration-category",
        entityId: newCategoryId,
        changedFields: changedKeys(null, form),
      });
      return newCategoryId;
    })
    .catch(refuseDuplicate(registrationCategoryMessages.nameTaken, "name"));
  await afterContentWrite(ctx, { invalidate: CACHE });
  return { id };
}

/** A category creators picked is not deleted (their profiles point at it); it can be made inactive. */
export async function deleteRegistrationCategory(ctx: AppContext, options: { staffId: string; id: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, options.id)).for("update");
    if (!row) throw missing(CATEGORY);
    const [used] = await tx.select({ value: sql<number>`count(*)::int` }).from(users).where(sql`${row.id} = any(${users.categoryIds})`);
    const creators = Number(used?.value ?? 0);
    if (creators > 0) throw conflict(registrationCategoryMessages.inUse(creators));
    await tx.delete(categories).where(eq(categories.id, row.id));
    await recordAudit(tx, { staffId: options.staffId, action: "delete", entity: "registration-category", entityId: row.id });
  });
  await afterContentWrite(ctx, { invalidate: CACHE });
}

export async function moveRegistrationCategory(
  ctx: AppContext,
  options: { staffId: string; id: string; direction: "up" | "down" },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (await moveRow(tx, categories, options.id, options.direction, CATEGORY)) {
      await recordAudit(tx, {
        staffId: options.staffId,
        action: "move",
        entity: "registration-category",
        entityId: options.id,
        changedFields: ["sortOrder"],
      });
    }
  });
  await afterContentWrite(ctx, { invalidate: CACHE });
}

import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { banners } from "#db/schema.ts";
import type { ConsoleBanner } from "#shared/console/content-api.ts";
import type { BannerForm } from "#shared/console/content-forms.ts";
import type { AppContext } from "../../../context.ts";
import { recordAudit } from "../audit-log.ts";
import { afterContentWrite, changedKeys, missing, moveRow, nextSortOrder } from "./content-writes.ts";

type BannerRow = typeof banners.$inferSelect;
const BANNER = "Banner";
/** The home page's hero reads every banner list query from this prefix. */
const CACHE = ["banners"];

const toConsoleBanner = (row: BannerRow): ConsoleBanner => ({
  _id: row.id,
  bannerImage: row.bannerImage,
  bannerTitle: row.bannerTitle,
  isActive: row.isActive,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt.toISOString(),
});

const formOf = (row: BannerRow): BannerForm => ({
  bannerImage: row.bannerImage,
  bannerTitle: row.bannerTitle,
  isActive: row.isActive,
});

/** Every banner, active or not, in the hero's order. */
export async function listConsoleBanners(db: Db): Promise<ConsoleBanner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map(toConsoleBanner);
}

export async function saveBanner(
  ctx: AppContext,
  options: { staffId: string; id: string | null; form: BannerForm },
): Promise<{ id: string }> {
  const { form, staffId } = options;
  const result = await ctx.db.transaction(async (tx) => {
    if (options.id) {
      const [before] = await tx.select().from(banners).where(eq(banners.id, options.id)).for("update");
      if (!before) throw missing(BANNER);
      await tx.update(banners).set(form).where(eq(banners.id, before.id));
      await recordAudit(tx, {
        staffId,
        action: "update",
        entity: "banner",
        entityId: before.id,
        changedFields: changedKeys(formOf(before), form),
      });
      return { id: before.id, before: before.bannerImage };
    }
    const id = newId();
    await tx.insert(banners).values({ id, ...form, sortOrder: await nextSortOrder(tx, banners) });
    await recordAudit(tx, { staffId, action: "create", entity: "banner", entityId: id, changedFields: changedKeys(null, form) });
    return { id, before: null };
  });
  await afterContentWrite(ctx, { invalidate: CACHE, picturesBefore: [result.before], picturesAfter: [form.bannerImage] });
  return { id: result.id };
}

export async function deleteBanner(ctx: AppContext, options: { staffId: string; id: string }): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(banners).where(eq(banners.id, options.id)).returning();
    if (!row) throw missing(BANNER);
    await recordAudit(tx, { staffId: options.staffId, action: "delete", entity: "banner", entityId: row.id });
    return row;
  });
  await afterContentWrite(ctx, { invalidate: CACHE, picturesBefore: [removed.bannerImage] });
}

export async function moveBanner(ctx: AppContext, options: { staffId: string; id: string; direction: "up" | "down" }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (await moveRow(tx, banners, options.id, options.direction, BANNER)) {
      await recordAudit(tx, {
        staffId: options.staffId,
        action: "move",
        entity: "banner",
        entityId: options.id,
        changedFields: ["sortOrder"],
      });
    }
  });
  await afterContentWrite(ctx, { invalidate: CACHE });
}

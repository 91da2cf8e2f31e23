import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { banners, contests } from "#db/schema.ts";
import type { BannerContestOption, ConsoleBanner } from "#shared/console/content-api.ts";
import { type BannerForm, bannerMessages } from "#shared/console/content-forms.ts";
import { hindiOf } from "#shared/console/hindi-fields.ts";
import type { AppContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";
import { bannerOnSite, contestOnSite } from "../../publishing/on-site.ts";
import type { Tx } from "../../registration/capacity.ts";
import { afterContentWrite, changedKeys, missing, moveRow, nextSortOrder } from "./content-writes.ts";

type BannerRow = typeof banners.$inferSelect;
const BANNER = "Banner";
/** The home page's hero reads every banner list query from this prefix. */
const CACHE = ["banners"];

const toConsoleBanner = (row: BannerRow, contestTitle: string | null): ConsoleBanner => ({
  _id: row.id,
  bannerImage: row.bannerImage,
  bannerTitle: row.bannerTitle,
  bannerTitleHi: hindiOf(row.bannerTitleHi),
  contestId: row.contestId,
  contestTitle,
  isActive: row.isActive,
  publishAt: row.publishAt?.toISOString() ?? null,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt.toISOString(),
});

const formOf = (row: BannerRow): BannerForm => ({
  bannerImage: row.bannerImage,
  bannerTitle: row.bannerTitle,
  bannerTitleHi: hindiOf(row.bannerTitleHi),
  contestId: row.contestId ?? "",
  isActive: row.isActive,
});

/** Every banner, active or not, in the hero's order. */
export async function listConsoleBanners(db: Db): Promise<ConsoleBanner[]> {
  const rows = await db
    .select({ banner: banners, contestTitle: contests.title })
    .from(banners)
    .leftJoin(contests, eq(banners.contestId, contests.id))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map((row) => toConsoleBanner(row.banner, row.contestTitle));
}

/** One banner, on the site or not, for its console preview. */
export async function getConsoleBanner(db: Db, id: string): Promise<ConsoleBanner> {
  const [row] = await db
    .select({ banner: banners, contestTitle: contests.title })
    .from(banners)
    .leftJoin(contests, eq(banners.contestId, contests.id))
    .where(eq(banners.id, id));
  if (!row) throw missing(BANNER);
  return toConsoleBanner(row.banner, row.contestTitle);
}

/** Contests a slide may link to: on the site and not archived, so the link never leads to "Contest not found.". */
export async function listBannerContestOptions(db: Db): Promise<BannerContestOption[]> {
  const rows = await db
    .select({ id: contests.id, title: contests.title })
    .from(contests)
    .where(and(contestOnSite(), isNull(contests.archivedAt)))
    .orderBy(asc(contests.title));
  return rows.map((c) => ({ _id: c.id, title: c.title }));
}

async function refuseContestOffSite(tx: Tx, contestId: string | null): Promise<void> {
  if (!contestId) return;
  const [contest] = await tx
    .select({ isActive: contests.isActive, publishedAt: contests.publishedAt, archivedAt: contests.archivedAt })
    .from(contests)
    .where(eq(contests.id, contestId));
  if (!contest) throw new AppError("BAD_REQUEST", bannerMessages.contestUnknown, { errors: { contestId: bannerMessages.contestUnknown } });
  if (!contest.isActive || !contest.publishedAt || contest.archivedAt) {
    throw new AppError("BAD_REQUEST", bannerMessages.contestNotOnSite, { errors: { contestId: bannerMessages.contestNotOnSite } });
  }
}

export async function saveBanner(
  ctx: AppContext,
  options: { staffId: string; id: string | null; form: BannerForm },
): Promise<{ id: string }> {
  const { form, staffId } = options;
  const values = { ...form, contestId: form.contestId || null };
  const result = await ctx.db.transaction(async (tx) => {
    await refuseContestOffSite(tx, values.contestId);
    if (options.id) {
      const [before] = await tx.select().from(banners).where(eq(banners.id, options.id)).for("update");
      if (!before) throw missing(BANNER);
      await tx.update(banners).set(values).where(eq(banners.id, before.id));
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
    await tx.insert(banners).values({ id, ...values, sortOrder: await nextSortOrder(tx, banners) });
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

/** Active banners whose slide links to the contest: the contest must stay on the site while they do. */
export async function activeBannersLinkingTo(tx: Tx | Db, contestId: string): Promise<number> {
  const rows = await tx
    .select({ id: banners.id })
    .from(banners)
    .where(and(eq(banners.contestId, contestId), bannerOnSite()));
  return rows.length;
}

import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { consoleUploads } from "#db/schema/console-content.ts";
import { banners, cmsPages, companyDetails, contestCategories, contests, judges, testimonials, users } from "#db/schema.ts";
import type { AppContext } from "../../../context.ts";

/** Only our own public uploads can be removed; an https address or anything else is left alone. */
const isOwnUpload = (path: string) => /^\/uploads\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/.test(path) && !path.includes("..");

/** Every upload path mentioned in a saved value (a picture field, a gallery, rich text). */
export function uploadPathsIn(...values: (string | readonly string[] | null | undefined)[]): string[] {
  const found = new Set<string>();
  for (const value of values) {
    if (!value) continue;
    for (const item of typeof value === "string" ? [value] : value) {
      if (isOwnUpload(item)) found.add(item);
      // Pictures inside rich text (content pages, contest descriptions).
      else for (const match of item.matchAll(/\/uploads\/[A-Za-z0-9][A-Za-z0-9/_.-]*/g)) if (isOwnUpload(match[0])) found.add(match[0]);
    }
  }
  return [...found];
}

const likePattern = (path: string) => `%${path.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether any saved record (of any kind) still points at the picture. */
export async function isUploadReferenced(db: Db, path: string): Promise<boolean> {
  const like = likePattern(path);
  const result = await db.execute(sql`
    select (
      exists (select 1 from ${contests} where ${contests.thumbnail} = ${path} or ${contests.banner} = ${path}
              or ${path} = any(${contests.gallery}) or ${contests.description} like ${like})
      or exists (select 1 from ${banners} where ${banners.bannerImage} = ${path})
      or exists (select 1 from ${judges} where ${judges.profileImage} = ${path})
      or exists (select 1 from ${testimonials} where ${testimonials.profileImage} = ${path})
      or exists (select 1 from ${contestCategories} where ${contestCategories.banner} = ${path})
      or exists (select 1 from ${companyDetails} where ${companyDetails.logo} = ${path})
      or exists (select 1 from ${cmsPages} where ${cmsPages.content} like ${like})
      or exists (select 1 from ${users} where ${users.profileImage} = ${path})
    ) as used`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { used: boolean }[];
  return Boolean(rows[0]?.used);
}

/** A saved record now points at these uploads: they are no longer candidates for the abandoned sweep. */
export async function claimUploads(db: Db, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  await db.delete(consoleUploads).where(inArray(consoleUploads.path, [...paths]));
}

/**
 * Removes the pictures a write stopped pointing at, each once nothing else refers to it (another
 * contest made by Duplicate may share it). Runs after the write's transaction committed; a failure to
 * remove a file is logged by the caller and leaves only an unused file behind.
 */
export async function releaseUploads(ctx: Pick<AppContext, "db" | "storage">, paths: readonly string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const path of new Set(paths)) {
    if (!isOwnUpload(path) || (await isUploadReferenced(ctx.db, path))) continue;
    await ctx.storage.removePublic(path);
    await ctx.db.delete(consoleUploads).where(eq(consoleUploads.path, path));
    removed.push(path);
  }
  return removed;
}

/** How long an upload may wait for the form that uses it to be saved. */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** Removes uploads no record took within a day (a form closed without saving). A few at a time. */
export async function sweepAbandonedUploads(ctx: Pick<AppContext, "db" | "storage">, now = new Date(), limit = 20): Promise<string[]> {
  const stale = await ctx.db
    .select({ path: consoleUploads.path })
    .from(consoleUploads)
    .where(and(lt(consoleUploads.uploadedAt, new Date(now.getTime() - ABANDONED_UPLOAD_MS))))
    .limit(limit);
  const removed: string[] = [];
  for (const { path } of stale) {
    if (await isUploadReferenced(ctx.db, path)) {
      await claimUploads(ctx.db, [path]);
      continue;
    }
    await ctx.storage.removePublic(path);
    await ctx.db.delete(consoleUploads).where(eq(consoleUploads.path, path));
    removed.push(path);
  }
  return removed;
}

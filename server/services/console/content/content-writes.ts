import { asc, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AppContext } from "../../../context.ts";
import { AppError, notFound } from "../../../errors.ts";
import type { Tx } from "../../registration/capacity.ts";
import { claimUploads, releaseUploads, uploadPathsIn } from "../images/image-references.ts";
import { isUniqueViolation } from "#db/errors.ts";

/** Field names whose value differs (the audit log's "changed fields"; never the values). */
export function changedKeys<T extends object>(before: T | null, after: T): string[] {
  return (Object.keys(after) as (keyof T & string)[]).filter(
    (key) => before === null || JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** A refusal that would break a public page, or a clash with another record, said at its field. */
export function conflict(message: string, field?: string): AppError {
  return new AppError("CONFLICT", message, field ? { errors: { [field]: message } } : undefined);
}

export const missing = (what: string) => notFound(`${what} not found.`);

/**
 * After a content write committed: the public caches it touched are dropped (in every process once
 * the cache reaches them), pictures it now uses are claimed, and pictures it stopped using are
 * removed once nothing else refers to them.
 */
export async function afterContentWrite(
  ctx: AppContext,
  options: { invalidate: string[]; picturesBefore?: (string | null | undefined)[]; picturesAfter?: (string | null | undefined)[] },
): Promise<void> {
  ctx.cache.invalidate(...options.invalidate);
  const after = uploadPathsIn(...(options.picturesAfter ?? []));
  const before = uploadPathsIn(...(options.picturesBefore ?? []));
  await claimUploads(ctx.db, after);
  await releaseUploads(
    ctx,
    before.filter((path) => !after.includes(path)),
  );
}

type OrderedTable = PgTable & { id: PgColumn; sortOrder: PgColumn };

/** The next order number: after the last. */
export async function nextSortOrder(tx: Tx, table: OrderedTable): Promise<number> {
  const rows = (await tx.select({ sortOrder: table.sortOrder }).from(table as PgTable)) as { sortOrder: number }[];
  return rows.reduce((max, row) => Math.max(max, row.sortOrder + 1), 0);
}

/**
 * Moves one row up or down the list, renumbering the whole list 0…n-1 in its shown order (lists of
 * banners, judges and categories are short), so equal order numbers cannot leave a move without effect.
 */
export async function moveRow(tx: Tx, table: OrderedTable, id: string, direction: "up" | "down", what: string): Promise<boolean> {
  const rows = (await tx
    .select({ id: table.id, sortOrder: table.sortOrder })
    .from(table as PgTable)
    .orderBy(asc(table.sortOrder), asc(table.id))) as { id: string; sortOrder: number }[];
  const index = rows.findIndex((row) => row.id === id);
  if (index < 0) throw missing(what);
  const target = direction === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= rows.length) return false;
  const order = rows.map((row) => row.id);
  [order[index], order[target]] = [order[target] as string, order[index] as string];
  for (const [position, rowId] of order.entries()) {
    const current = rows.find((row) => row.id === rowId);
    if (current?.sortOrder !== position)
      await tx
        .update(table)
        .set({ sortOrder: position } as never)
        .where(eq(table.id, rowId));
  }
  return true;
}

export { isUniqueViolation };

/** Turns the losing side of such a race into the same refusal the check before it gives. */
export const refuseDuplicate = (message: string, field: string) => (error: unknown) => {
  if (isUniqueViolation(error)) throw conflict(message, field);
  throw error;
};

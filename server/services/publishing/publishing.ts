import { and, eq, isNull, lte } from "drizzle-orm";
import { banners, cmsPages, contests } from "#db/schema.ts";
import { istMomentToInstant } from "#shared/console/ist-input.ts";
import { type PublishableKind, type PublishingAction, type PublishingState, publishingMessages } from "#shared/console/publishing.ts";
import type { AppContext } from "../../context.ts";
import { AppError, notFound } from "../../errors.ts";
import { recordAudit } from "../audit-log/record-audit.ts";

/** Each kind's table and the public caches its publishing drops (public-list-cache.ts). */
export const publishables = {
  contest: { table: contests, invalidate: ["contest"] },
  banner: { table: banners, invalidate: ["banners"] },
  "cms-page": { table: cmsPages, invalidate: ["cms:"] },
} as const;

const fieldError = (message: string) => new AppError("BAD_REQUEST", message, { errors: { at: message } });

export async function publishingState(ctx: Pick<AppContext, "db">, kind: PublishableKind, id: string): Promise<PublishingState> {
  const { table } = publishables[kind];
  const [row] = await ctx.db.select({ publishAt: table.publishAt, publishedAt: table.publishedAt }).from(table).where(eq(table.id, id));
  if (!row) throw notFound(publishingMessages.notFound);
  return { publishAt: row.publishAt?.toISOString() ?? null, publishedAt: row.publishedAt?.toISOString() ?? null };
}

/**
 * Publishes a draft now, sets the IST time it publishes at, or takes that time back; audited in the
 * same transaction. Every change applies only to a draft (`published_at IS NULL`), so a click that
 * races the publishing sweep cannot publish twice.
 */
export async function changePublishing(
  ctx: AppContext,
  options: { staffId: string; kind: PublishableKind; id: string; change: PublishingAction; now?: Date },
): Promise<PublishingState> {
  const { kind, id, change, staffId } = options;
  const now = options.now ?? new Date();
  const { table, invalidate } = publishables[kind];
  let values: { publishedAt?: Date; isActive?: boolean; publishAt: Date | null };
  let audit: { action: string; changedFields: Record<string, unknown> };
  if (change.action === "publish") {
    values = { publishedAt: now, isActive: true, publishAt: null };
    audit = { action: "publish", changedFields: { publishedAt: now.toISOString() } };
  } else if (change.action === "schedule") {
    const at = istMomentToInstant(change.at);
    if (!at) throw fieldError(publishingMessages.atInvalid);
    if (at.getTime() <= now.getTime()) throw fieldError(publishingMessages.atPast);
    values = { publishAt: at };
    audit = { action: "schedule-publish", changedFields: { publishAt: at.toISOString() } };
  } else {
    values = { publishAt: null };
    audit = { action: "cancel-scheduled-publish", changedFields: { publishAt: null } };
  }
  await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(table)
      .set(values)
      .where(and(eq(table.id, id), isNull(table.publishedAt)))
      .returning({ id: table.id });
    if (!changed) {
      const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
      throw exists ? new AppError("CONFLICT", publishingMessages.alreadyPublished) : notFound(publishingMessages.notFound);
    }
    await recordAudit(tx, { staffId, entity: kind, entityId: id, ...audit });
  });
  if (change.action === "publish") ctx.cache.invalidate(...invalidate);
  return publishingState(ctx, kind, id);
}

export type PublishingSweepReport = Record<PublishableKind, number>;

/**
 * Publishes every draft whose publish time has come, once, whatever the number of processes sweeping
 * at the same moment: the conditional UPDATE (`published_at IS NULL`) lets one transaction take each
 * row; on PostgreSQL a second one waits for the row, sees it published and skips it. The audit entry
 * is written in the same transaction, so there is one per publish.
 */
export async function publishDueItems(ctx: AppContext, now = new Date()): Promise<PublishingSweepReport> {
  const report = { contest: 0, banner: 0, "cms-page": 0 } satisfies PublishingSweepReport;
  for (const kind of Object.keys(publishables) as PublishableKind[]) {
    const { table, invalidate } = publishables[kind];
    const published = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .update(table)
        .set({ publishedAt: now, isActive: true })
        .where(and(isNull(table.publishedAt), lte(table.publishAt, now)))
        .returning({ id: table.id, publishAt: table.publishAt });
      for (const row of rows) {
        await recordAudit(tx, {
          staffId: null,
          action: "publish",
          entity: kind,
          entityId: row.id,
          changedFields: { publishedAt: now.toISOString(), scheduledFor: row.publishAt?.toISOString() ?? null },
        });
      }
      return rows.length;
    });
    report[kind] = published;
    if (published > 0) ctx.cache.invalidate(...invalidate);
  }
  return report;
}

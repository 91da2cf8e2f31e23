import { and, asc, count, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { paymentOrders, paymentRefunds } from "#db/schema.ts";
import { type ReconcileReportView, type ReconcilerStatus, STUCK_ORDER_MINUTES } from "#shared/console/payments.ts";
import { RECONCILER_JOB } from "../../../jobs/reconciler.ts";
import { lastJobRun } from "./job-runs.ts";
import { ordersFrom, refundsFrom, refundView, withIsoDates } from "./list-payments.ts";

const SHOWN = 20;

const asReport = (value: Record<string, number> | null): ReconcileReportView | null =>
  value
    ? {
        checked: value.checked ?? 0,
        completed: value.completed ?? 0,
        refunded: value.refunded ?? 0,
        failed: value.failed ?? 0,
        errors: value.errors ?? 0,
      }
    : null;

/**
 * The reconciler's last run and what it has not settled: orders still being created or awaiting
 * payment after an hour (an abandoned checkout, or a payment nobody reported), oldest first, and refunds the gateway has not
 * confirmed yet. The first 20 of each, with their counts.
 */
export async function reconcilerStatus(db: Db, now = new Date()): Promise<ReconcilerStatus> {
  const stuckBefore = new Date(now.getTime() - STUCK_ORDER_MINUTES * 60_000);
  const stuckWhere = and(inArray(paymentOrders.status, ["creating", "created"]), lt(paymentOrders.createdAt, stuckBefore));
  const pendingWhere = eq(paymentRefunds.status, "pending");
  const [run, stuck, [stuckCount], pending, [pendingCount]] = await Promise.all([
    lastJobRun(db, RECONCILER_JOB),
    ordersFrom(db).where(stuckWhere).orderBy(asc(paymentOrders.createdAt)).limit(SHOWN),
    db.select({ n: count() }).from(paymentOrders).where(stuckWhere),
    refundsFrom(db).where(pendingWhere).orderBy(asc(paymentRefunds.createdAt)).limit(SHOWN),
    db.select({ n: count() }).from(paymentRefunds).where(pendingWhere),
  ]);
  return {
    lastRun: run
      ? {
          startedAt: run.startedAt.toISOString(),
          finishedAt: run.finishedAt?.toISOString() ?? null,
          trigger: run.trigger,
          report: asReport(run.report),
          error: run.error,
          lastChangeAt: run.lastChangeAt?.toISOString() ?? null,
          lastChangeReport: asReport(run.lastChangeReport),
        }
      : null,
    stuckOrders: stuck.map(withIsoDates),
    stuckOrdersTotal: Number(stuckCount?.n ?? 0),
    pendingRefunds: pending.map(refundView),
    pendingRefundsTotal: Number(pendingCount?.n ?? 0),
  };
}

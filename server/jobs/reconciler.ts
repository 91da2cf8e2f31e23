import type { FastifyInstance } from "fastify";
import { type ReconcileReport, reconcilePendingPayments } from "../services/registration/reconcile-payments.ts";
import { createJobLock, type JobLock } from "./job-lock.ts";

export const RECONCILE_INTERVAL_MS = 60_000;

export type ReconcilerRun = { ran: false } | { ran: true; report: ReconcileReport };

/** One turn of the reconciler: runs only in the process holding the job's lock. */
export async function runReconcilerOnce(app: FastifyInstance, lock: JobLock): Promise<ReconcilerRun> {
  if (!(await lock.acquire())) return { ran: false };
  const report = await reconcilePendingPayments(app.ctx);
  if (report.completed || report.refunded || report.failed || report.errors) app.log.info({ reconcile: report }, "payments reconciled");
  return { ran: true, report };
}

/**
 * Runs the payment reconciler every minute (unref'd: it never keeps the process alive). With
 * several processes on one PostgreSQL only the one holding its advisory lock runs it (job-lock.ts);
 * each change is idempotent besides, so even two runs at once complete or refund nothing twice.
 * `stop` waits for a run in progress, then gives the lock up.
 */
export function startPaymentReconciler(
  app: FastifyInstance,
  options: { databaseUrl?: string; intervalMs?: number } = {},
): () => Promise<void> {
  const lock = createJobLock({ name: "payment-reconciler", databaseUrl: options.databaseUrl, log: app.log });
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = runReconcilerOnce(app, lock)
      .catch((error) => app.log.error({ err: error }, "payment reconciler failed"))
      .finally(() => {
        running = null;
      });
  }, options.intervalMs ?? RECONCILE_INTERVAL_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
    await lock.release();
  };
}

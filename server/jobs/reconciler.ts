import type { FastifyInstance } from "fastify";
import type { JobTrigger } from "#db/schema/jobs.ts";
import { recordJobRun } from "../services/console/payments/job-runs.ts";
import { type ReconcileReport, reconcilePendingPayments } from "../services/registration/reconcile-payments.ts";
import { createJobLock, type JobLock } from "./job-lock.ts";

export const RECONCILE_INTERVAL_MS = 60_000;
export const RECONCILER_JOB = "payment-reconciler";

export type ReconcilerRun = { ran: false } | { ran: true; report: ReconcileReport };

/**
 * One turn of the reconciler: runs only in the process holding the job's lock, and records the run
 * (job_runs) so the console shows when it last ran and what it did.
 */
export async function runReconcilerOnce(app: FastifyInstance, lock: JobLock, trigger: JobTrigger = "schedule"): Promise<ReconcilerRun> {
  if (!(await lock.acquire())) return { ran: false };
  const startedAt = new Date();
  let report: ReconcileReport;
  try {
    report = await reconcilePendingPayments(app.ctx, startedAt);
  } catch (error) {
    await recordJobRun(app.ctx.db, RECONCILER_JOB, { trigger, startedAt, error }).catch(() => {});
    throw error;
  }
  const changed = report.completed > 0 || report.refunded > 0 || report.failed > 0 || report.errors > 0;
  await recordJobRun(app.ctx.db, RECONCILER_JOB, { trigger, startedAt, report, changed }).catch((error) =>
    app.log.warn({ err: error }, "reconciler run not recorded"),
  );
  if (changed) app.log.info({ reconcile: report }, "payments reconciled");
  return { ran: true, report };
}

type ReconcilerHandle = { lock: JobLock; running: Promise<unknown> | null };
/** The scheduled reconciler of each app, so "Check now" runs under the same lock and never beside a scheduled run. */
const scheduled = new WeakMap<FastifyInstance, ReconcilerHandle>();

/**
 * Runs one pass now (the console's "Check now"), under the job's lock: in this process's scheduler
 * when it runs one (after a run in progress ends), else with a lock taken for this pass only. Answers
 * ran: false when another process holds the lock (it runs the job every minute).
 */
export async function runReconcilerNow(app: FastifyInstance, options: { databaseUrl?: string } = {}): Promise<ReconcilerRun> {
  const handle = scheduled.get(app);
  if (handle) {
    while (handle.running) await handle.running.catch(() => {});
    const run = runReconcilerOnce(app, handle.lock, "console");
    handle.running = run;
    try {
      return await run;
    } finally {
      if (handle.running === run) handle.running = null;
    }
  }
  const lock = createJobLock({ name: RECONCILER_JOB, databaseUrl: options.databaseUrl, log: app.log });
  try {
    return await runReconcilerOnce(app, lock, "console");
  } finally {
    await lock.release();
  }
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
  const handle: ReconcilerHandle = {
    lock: createJobLock({ name: RECONCILER_JOB, databaseUrl: options.databaseUrl, log: app.log }),
    running: null,
  };
  scheduled.set(app, handle);
  let stopped = false;
  const timer = setInterval(() => {
    if (handle.running || stopped) return;
    const run = runReconcilerOnce(app, handle.lock)
      .catch((error) => app.log.error({ err: error }, "payment reconciler failed"))
      .finally(() => {
        if (handle.running === run) handle.running = null;
      });
    handle.running = run;
  }, options.intervalMs ?? RECONCILE_INTERVAL_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    while (handle.running) await handle.running.catch(() => {});
    scheduled.delete(app);
    await handle.lock.release();
  };
}

import type { FastifyInstance } from "fastify";
import { recordJobRun } from "../services/console/payments/job-runs.ts";
import { type RetentionReport, runRetention } from "../services/retention/run-retention.ts";
import { createJobLock, type JobLock } from "./job-lock.ts";

export const RETENTION_JOB = "privacy-retention";
export const RETENTION_INTERVAL_MS = 15 * 60_000;

export type RetentionRun = { ran: false } | { ran: true; report: RetentionReport };

/**
 * One turn of the retention job (docs/privacy.md#retention), only in the process holding its advisory
 * lock; the log line and the job_runs row carry counts, never people.
 */
export async function runRetentionOnce(app: FastifyInstance, lock: JobLock, now = new Date()): Promise<RetentionRun> {
  if (!(await lock.acquire())) return { ran: false };
  const startedAt = new Date();
  try {
    const report = await runRetention(app.ctx, now);
    const changed = Object.values(report).some((count) => count > 0);
    await recordJobRun(app.ctx.db, RETENTION_JOB, { trigger: "schedule", startedAt, report, changed }).catch(() => {});
    if (changed) app.log.info({ retention: report }, "personal data retention ran");
    return { ran: true, report };
  } catch (error) {
    await recordJobRun(app.ctx.db, RETENTION_JOB, { trigger: "schedule", startedAt, error }).catch(() => {});
    throw error;
  }
}

/** Every 15 minutes (unref'd), once across processes; `stop` waits for a run, then gives the lock up. */
export function startRetentionJob(app: FastifyInstance, options: { databaseUrl?: string; intervalMs?: number } = {}): () => Promise<void> {
  const lock = createJobLock({ name: RETENTION_JOB, databaseUrl: options.databaseUrl, log: app.log });
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runRetentionOnce(app, lock)
      .catch((error) => app.log.error({ err: error }, "personal data retention failed"))
      .finally(() => {
        running = null;
      });
  }, options.intervalMs ?? RETENTION_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    while (running) await running.catch(() => {});
    await lock.release();
  };
}

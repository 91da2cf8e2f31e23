import type { FastifyInstance } from "fastify";
import { recordJobRun } from "../services/console/payments/job-runs.ts";
import { startPeriodicTask } from "../services/periodic-task.ts";
import { publishDueItems } from "../services/publishing/publishing.ts";

export const PUBLISHING_JOB = "scheduled-publishing";
export const PUBLISHING_INTERVAL_MS = 30_000;

/**
 * Publishes scheduled drafts every 30 seconds, in every process: publishDueItems takes each row once,
 * so processes sweeping together publish nothing twice (docs/publishing.md). A run that published
 * something is recorded in job_runs.
 */
export function startPublishingSweep(app: FastifyInstance, options: { everyMs?: number } = {}): { stop: () => Promise<void> } {
  return startPeriodicTask(
    async () => {
      const startedAt = new Date();
      const report = await publishDueItems(app.ctx, startedAt);
      const published = report.contest + report.banner + report["cms-page"];
      if (published === 0) return;
      app.log.info({ published: report }, "scheduled items published");
      await recordJobRun(app.ctx.db, PUBLISHING_JOB, { trigger: "schedule", startedAt, report, changed: true }).catch(() => {});
    },
    {
      everyMs: options.everyMs ?? PUBLISHING_INTERVAL_MS,
      onError: (error) => app.log.error({ err: error }, "scheduled publishing failed"),
    },
  );
}

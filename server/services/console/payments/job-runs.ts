import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type JobTrigger, jobRuns } from "#db/schema/jobs.ts";

type JobRunRow = typeof jobRuns.$inferSelect;

/**
 * Records a finished run of a background job as its last run (one row per job). A run that changed
 * something is kept as the last change too. Only the error's message is stored, cut short: never a
 * stack, never a request's data.
 */
export async function recordJobRun(
  db: Db,
  job: string,
  run: { trigger: JobTrigger; startedAt: Date; report?: Record<string, number>; changed?: boolean; error?: unknown },
  finishedAt = new Date(),
): Promise<void> {
  const error = run.error === undefined ? null : (run.error instanceof Error ? run.error.message : String(run.error)).slice(0, 300);
  const values = {
    job,
    startedAt: run.startedAt,
    finishedAt,
    trigger: run.trigger,
    report: run.report ?? null,
    error,
    ...(run.changed ? { lastChangeAt: finishedAt, lastChangeReport: run.report ?? null } : {}),
  };
  const { job: _key, ...update } = values;
  await db.insert(jobRuns).values(values).onConflictDoUpdate({ target: jobRuns.job, set: update });
}

export async function lastJobRun(db: Db, job: string): Promise<JobRunRow | null> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.job, job));
  return row ?? null;
}

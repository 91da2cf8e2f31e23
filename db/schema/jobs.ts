import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** What started a run: the schedule (every minute) or a staff member's "Check now" in the console. */
export type JobTrigger = "schedule" | "console";

/**
 * The last run of each background job (one row per job, replaced at each run), so the console can
 * say when it last ran and what it did (docs/payments-and-capacity.md). `lastChange*` keeps the last
 * run that changed something, which a minute of quiet runs would otherwise hide.
 */
export const jobRuns = pgTable("job_runs", {
  job: text("job").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  trigger: text("trigger").$type<JobTrigger>().notNull(),
  /** The job's own summary (the reconciler: checked, completed, refunded, failed, errors). */
  report: jsonb("report").$type<Record<string, number>>(),
  /** Set when the run threw; the message only, never personal data. */
  error: text("error"),
  lastChangeAt: timestamp("last_change_at", { withTimezone: true }),
  lastChangeReport: jsonb("last_change_report").$type<Record<string, number>>(),
});

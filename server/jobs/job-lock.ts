import { createHash } from "node:crypto";
import pg from "pg";

/** Names a job's lock connection in pg_stat_activity. */
export const JOB_LOCK_APPLICATION_NAME = "creatorcup-job-lock";

/** The advisory-lock key of a job: a stable signed 64-bit number made from its name. */
export function jobLockKey(name: string): string {
  return createHash("sha256").update(`creatorcup-job:${name}`).digest().readBigInt64BE(0).toString();
}

export type JobLock = {
  /** Whether this process holds the job now: takes the lock when free, keeps it while it holds it. */
  acquire: () => Promise<boolean>;
  readonly held: boolean;
  /** Gives the lock up (the connection ends; another process takes it at its next try). */
  release: () => Promise<void>;
};

type Logger = { warn: (object: object, message: string) => void };

/**
 * Runs a background job in one process at a time, whatever the number of processes on one
 * PostgreSQL (docs/scale-out.md). The process that takes `pg_try_advisory_lock` on a connection of
 * its own keeps it, and the job, until it stops or dies: PostgreSQL releases a session's advisory
 * locks when its connection ends, so another process takes over at its next try. The holder checks
 * its connection before each run, so one that lost it (and so the lock) stops running the job.
 * Without a database URL (the embedded database: one process) the lock is always held.
 */
export function createJobLock(options: { name: string; databaseUrl?: string; log: Logger }): JobLock {
  const { databaseUrl, log } = options;
  if (!databaseUrl) {
    return { acquire: async () => true, held: true, release: async () => {} };
  }
  const key = jobLockKey(options.name);
  let client: pg.Client | null = null;
  let held = false;

  const drop = async () => {
    const current = client;
    client = null;
    held = false;
    await current?.end().catch(() => {});
  };

  return {
    get held() {
      return held;
    },
    acquire: async () => {
      try {
        if (client && held) {
          // Still our session? If the connection went, the lock went with it.
          await client.query("select 1");
          return true;
        }
        if (!client) {
          const next = new pg.Client({ connectionString: databaseUrl, application_name: JOB_LOCK_APPLICATION_NAME, keepAlive: true });
          next.on("error", (error) => {
            if (client !== next) return;
            log.warn({ err: error, job: options.name }, "job lock connection lost");
            void drop();
          });
          await next.connect();
          client = next;
        }
        const result = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1::bigint) as locked", [key]);
        held = result.rows[0]?.locked === true;
        return held;
      } catch (error) {
        log.warn({ err: error, job: options.name }, "job lock could not be checked; this process skips the run");
        await drop();
        return false;
      }
    },
    release: drop,
  };
}

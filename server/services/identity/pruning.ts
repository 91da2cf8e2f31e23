import type { Db } from "#db/client.ts";
import { startPeriodicTask } from "../periodic-task.ts";
import { pruneEmailCodes } from "./email-codes.ts";
import { pruneSessions } from "./sessions.ts";

/**
 * Drops e-mail codes a day after they were sent and sessions of every kind a day after they ended,
 * now and then every `everyMs`; the returned stop waits for a prune under way. Several processes
 * pruning at once is harmless.
 */
export function startIdentityPruning(
  db: Db,
  options: { everyMs?: number; onError?: (error: unknown) => void } = {},
): { stop: () => Promise<void> } {
  return startPeriodicTask(() => Promise.all([pruneEmailCodes(db, new Date()), pruneSessions(db, new Date())]), {
    everyMs: options.everyMs ?? 60 * 60_000,
    onError: options.onError,
  });
}

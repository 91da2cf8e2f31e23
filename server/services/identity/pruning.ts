import type { Db } from "#db/client.ts";
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
  let running: Promise<void> | undefined;
  const prune = () => {
    if (running) return;
    const now = new Date();
    running = Promise.all([pruneEmailCodes(db, now), pruneSessions(db, now)])
      .then(() => undefined)
      .catch((error) => options.onError?.(error))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(prune, options.everyMs ?? 60 * 60_000);
  timer.unref();
  prune();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

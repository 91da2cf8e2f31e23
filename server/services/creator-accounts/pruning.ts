import type { Db } from "#db/client.ts";
import { pruneCreatorSessions } from "./creator-session.ts";
import { pruneSignInCodes } from "./sign-in-codes.ts";

/**
 * Drops sign-in codes a day after they were sent and sessions a day after they ended, now and then
 * every `everyMs`; the returned stop waits for a prune under way. Several processes pruning at once
 * is harmless.
 */
export function startCreatorAccountPruning(
  db: Db,
  options: { everyMs?: number; onError?: (error: unknown) => void } = {},
): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const prune = () => {
    if (running) return;
    const now = new Date();
    running = Promise.all([pruneSignInCodes(db, now), pruneCreatorSessions(db, now)])
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

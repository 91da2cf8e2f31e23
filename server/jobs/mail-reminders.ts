import type { Db } from "#db/client.ts";
import { enqueueRegistrationReminders } from "../services/mail/registration-reminders.ts";

export const REMINDER_INTERVAL_MS = 10 * 60_000;

/**
 * Looks for registrations to remind every ten minutes (unref'd, stops with the app). Every process
 * may run it: each reminder's dedupe key lets only the first enqueue count.
 */
export function startReminderJob(
  db: Db,
  options: { intervalMs?: number; onError?: (error: unknown) => void; onEnqueued?: (count: number) => void } = {},
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const count = await enqueueRegistrationReminders(db);
      if (count > 0) options.onEnqueued?.(count);
    } catch (error) {
      options.onError?.(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, options.intervalMs ?? REMINDER_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

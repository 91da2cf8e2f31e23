/**
 * Runs `task` now and every `everyMs`, never two at once; the returned stop waits for a run under way,
 * so the database is not closed beneath it. For sweeps that any number of processes may run at once.
 */
export function startPeriodicTask(
  task: () => Promise<unknown>,
  options: { everyMs: number; onError?: (error: unknown) => void },
): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = task()
      .then(() => undefined)
      .catch((error) => options.onError?.(error))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, options.everyMs);
  timer.unref();
  run();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

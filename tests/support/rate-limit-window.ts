/**
 * Rate limits count hits in fixed windows (server/services/rate-limit.ts: a window starts at
 * floor(now / windowMs) * windowMs). A test whose requests straddle a window's end gets a fresh
 * allowance halfway through, so the 429 it expects after exactly `limit` hits never comes. Call this
 * before the first counted request: when less than `marginMs` is left in the current window it waits
 * (a real timer) until the next one has begun, so the test's requests all fall in one window as long
 * as they take less than the margin.
 */

/** The longest margin, hence the longest wait: a test that needs more should fake the clock instead. */
export const MAX_WINDOW_MARGIN_MS = 15_000;
/** Past the window's start, so a timer that fires a millisecond early still lands in the new window. */
const PAST_START_MS = 50;

export async function clearOfWindowEnd(windowMs: number, marginMs = Math.min(10_000, windowMs / 6)): Promise<void> {
  const margin = Math.min(marginMs, MAX_WINDOW_MARGIN_MS);
  const windowEnd = (Math.floor(Date.now() / windowMs) + 1) * windowMs;
  if (windowEnd - Date.now() >= margin) return;
  // Bounded: the window ends less than `margin` from now.
  while (Date.now() < windowEnd + PAST_START_MS) {
    await new Promise((resolve) => setTimeout(resolve, windowEnd + PAST_START_MS - Date.now()));
  }
}

import { afterEach, describe, expect, it, vi } from "vitest";
import { clearOfWindowEnd, MAX_WINDOW_MARGIN_MS } from "../support/rate-limit-window.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A minute window's start (and an hour's): 2026-03-10 12:00:00 UTC. */
const windowStart = Date.UTC(2026, 2, 10, 12, 0, 0);

/** Starts clearOfWindowEnd at `now` (fake clock and timers); answers whether it has returned yet. */
function start(now: number, windowMs: number, marginMs?: number) {
  vi.useFakeTimers({ now });
  let done = false;
  void clearOfWindowEnd(windowMs, marginMs).then(() => {
    done = true;
  });
  return () => done;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("clearOfWindowEnd", () => {
  it("returns at once in the middle of a window, with no timer left behind", async () => {
    const done = start(windowStart + 30_000, MINUTE);
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
    expect(Date.now()).toBe(windowStart + 30_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("waits, within the margin of the window's end, until the next window has begun", async () => {
    const end = windowStart + MINUTE;
    const done = start(end - 200, MINUTE);
    await vi.advanceTimersByTimeAsync(199);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
    expect(Math.floor(Date.now() / MINUTE) * MINUTE).toBe(end);
  });

  it("uses a margin of a sixth of the window, at most 10 s, unless told; never waits more than 15 s", async () => {
    // 10 s before a 10-minute window ends: outside the default margin.
    let done = start(windowStart + 10 * MINUTE - 10_000, 10 * MINUTE);
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
    // 9 s before: inside it, so it waits those 9 s.
    done = start(windowStart + 10 * MINUTE - 9_000, 10 * MINUTE);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
    // An hour's window asked for a minute's margin: capped, so 20 s before its end is clear.
    done = start(windowStart + HOUR - 20_000, HOUR, MINUTE);
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
    done = start(windowStart + HOUR - MAX_WINDOW_MARGIN_MS + 1, HOUR, MINUTE);
    await vi.advanceTimersByTimeAsync(MAX_WINDOW_MARGIN_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });
});

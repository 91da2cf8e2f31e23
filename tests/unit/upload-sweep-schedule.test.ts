import { describe, expect, it } from "vitest";
import { firstSweepDelayMs } from "#server/plugins/uploads.ts";

describe("the sweep of pending uploads", () => {
  it("waits one to three minutes after start, spread so processes restarted together do not sweep together", () => {
    expect(firstSweepDelayMs(0)).toBe(60_000);
    expect(firstSweepDelayMs(0.5)).toBe(120_000);
    expect(firstSweepDelayMs(0.999_999)).toBeLessThan(180_000);
    const delays = new Set(Array.from({ length: 20 }, () => firstSweepDelayMs()));
    expect(delays.size).toBeGreaterThan(1);
  });
});

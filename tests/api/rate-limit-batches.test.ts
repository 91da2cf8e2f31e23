import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#db/client.ts";
import { rateLimitHits } from "#db/schema.ts";
import { AppError } from "#server/errors.ts";
import {
  consumeRateLimit,
  consumeRateLimits,
  countRateLimitHits,
  RATE_LIMIT_MESSAGE,
  rememberRateLimitKeys,
  rememberRateLimitKeysAndCount,
  storedRateLimitKey,
} from "#server/services/rate-limit.ts";
import { statementsOf } from "../support/statement-count.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
const db = () => t.database.db;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let sequence = 0;
const key = (label: string) => `${label}:batch-${Date.now().toString(36)}-${++sequence}`;
/**
 * A day two days ahead (UTC): its rows are never pruned (pruneRateLimits, run by other tests and the
 * app's own pruner, drops windows older than a day) while these tests read them.
 */
const dayStart = new Date(Math.floor(Date.now() / DAY) * DAY + 2 * DAY);
const at = (days: number, hours: number, minutes: number) => new Date(dayStart.getTime() + days * DAY + hours * HOUR + minutes * MINUTE);
/** 12:00:20 on that day: 40 s left in its minute window, 59 min 40 s left in its hour. */
const noon = new Date(at(0, 12, 0).getTime() + 20_000);

async function hitsOf(k: string, windowStart?: Date): Promise<number | null> {
  const rows = await db()
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, storedRateLimitKey(k)), windowStart ? eq(rateLimitHits.windowStart, windowStart) : undefined));
  return rows.length > 0 ? Math.max(...rows.map((r) => r.hits)) : null;
}

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("consumeRateLimits: several keys in one statement", () => {
  it("counts each key once per call, in its own window, in one statement", async () => {
    const a = key("a");
    const b = key("b");
    const rules = [
      { key: a, rule: { limit: 3, windowMs: MINUTE } },
      { key: b, rule: { limit: 5, windowMs: HOUR } },
    ];
    const { statements } = await statementsOf(t.database, () => consumeRateLimits(db(), rules, noon));
    expect(statements).toHaveLength(1);
    await consumeRateLimits(db(), rules, noon);
    expect(await hitsOf(a, at(0, 12, 0))).toBe(2);
    expect(await hitsOf(b, at(0, 12, 0))).toBe(2);
    // The next minute is a new window for a, the same hour for b.
    await consumeRateLimits(db(), rules, new Date(noon.getTime() + MINUTE));
    expect(await hitsOf(a, at(0, 12, 1))).toBe(1);
    expect(await hitsOf(b, at(0, 12, 0))).toBe(3);
  });

  it("shares its counts with consumeRateLimit (the same rows)", async () => {
    const a = key("shared");
    const rule = { limit: 2, windowMs: MINUTE };
    await consumeRateLimit(db(), a, rule, noon);
    await consumeRateLimits(db(), [{ key: a, rule }], noon);
    const error = await refusal(consumeRateLimit(db(), a, rule, noon));
    expect(error.details?.retryAfterSeconds).toBe(40);
  });

  it("refuses with 429 once any key passes its limit, with the longest wait among the keys over theirs", async () => {
    const minute = { key: key("minute"), rule: { limit: 1, windowMs: MINUTE } };
    const hour = { key: key("hour"), rule: { limit: 1, windowMs: HOUR } };
    const roomy = { key: key("roomy"), rule: { limit: 100, windowMs: DAY } };
    await consumeRateLimits(db(), [minute, hour, roomy], noon);

    // Only the minute's key over: its 40 seconds, not the roomy day's wait.
    const onlyMinute = await refusal(consumeRateLimits(db(), [minute, roomy], noon));
    expect(onlyMinute.code).toBe("RATE_LIMITED");
    expect(onlyMinute.message).toBe(RATE_LIMIT_MESSAGE);
    expect(onlyMinute.details?.retryAfterSeconds).toBe(40);

    // Both over: the hour's 59 min 40 s, whichever order they come in.
    for (const order of [
      [minute, hour],
      [hour, minute],
    ]) {
      const both = await refusal(consumeRateLimits(db(), order, noon));
      expect(both.details?.retryAfterSeconds).toBe(3580);
    }
  });

  it("counts every key even when one is over its limit (unlike consumeRateLimit one key after another)", async () => {
    const full = { key: key("full"), rule: { limit: 1, windowMs: MINUTE } };
    const other = { key: key("other"), rule: { limit: 10, windowMs: MINUTE } };
    await consumeRateLimits(db(), [full], noon);
    await refusal(consumeRateLimits(db(), [full, other], noon));
    expect(await hitsOf(full.key)).toBe(2);
    expect(await hitsOf(other.key)).toBe(1);
  });

  it("inside a transaction, a refusal rolls every key's count back", async () => {
    const full = { key: key("tx-full"), rule: { limit: 1, windowMs: MINUTE } };
    const other = { key: key("tx-other"), rule: { limit: 10, windowMs: MINUTE } };
    await consumeRateLimits(db(), [full], noon);
    await refusal(db().transaction((tx) => consumeRateLimits(tx as unknown as Db, [other, full], noon)));
    expect(await hitsOf(full.key)).toBe(1);
    expect(await hitsOf(other.key)).toBeNull();
  });

  it("sends nothing for no keys, and refuses a key given twice", async () => {
    const { statements } = await statementsOf(t.database, () => consumeRateLimits(db(), [], noon));
    expect(statements).toHaveLength(0);
    const twice = key("twice");
    const rule = { limit: 5, windowMs: MINUTE };
    await expect(
      consumeRateLimits(
        db(),
        [
          { key: twice, rule },
          { key: twice, rule },
        ],
        noon,
      ),
    ).rejects.toThrow(/given twice/);
  });
});

describe("countRateLimitHits: counts and reads in one statement", () => {
  it("reads remembered keys (any window after a time) and one window's count, as they were before the statement", async () => {
    const remembered = key("remember");
    const stale = key("remember");
    const window = key("proven");
    const counted = key("count");
    await rememberRateLimitKeys(db(), [remembered], new Date(noon.getTime() - 2 * DAY));
    await rememberRateLimitKeys(db(), [stale], new Date(noon.getTime() - 40 * DAY));
    for (let i = 0; i < 3; i++) await consumeRateLimit(db(), window, { limit: 100, windowMs: DAY }, noon);
    await consumeRateLimit(db(), window, { limit: 100, windowMs: DAY }, new Date(noon.getTime() - DAY));

    const { result, statements } = await statementsOf(t.database, () =>
      countRateLimitHits(
        db(),
        [{ key: counted, rule: { limit: 1, windowMs: MINUTE } }],
        [
          { key: remembered, after: new Date(noon.getTime() - 30 * DAY) },
          { key: stale, after: new Date(noon.getTime() - 30 * DAY) },
          { key: window, windowStart: dayStart },
          { key: key("never"), after: new Date(0) },
        ],
        noon,
      ),
    );
    expect(statements).toHaveLength(1);
    expect(result).toEqual({ hits: [1], reads: [1, null, 3, null] });
    // Counts only, and reads only.
    expect(await countRateLimitHits(db(), [{ key: counted, rule: { limit: 1, windowMs: MINUTE } }], [], noon)).toEqual({
      hits: [2],
      reads: [],
    });
    expect(await countRateLimitHits(db(), [], [{ key: window, windowStart: dayStart }], noon)).toEqual({ hits: [], reads: [3] });
  });
});

describe("rememberRateLimitKeysAndCount", () => {
  it("remembers the keys and counts once, unless the key it names was remembered within its time", async () => {
    const device = key("remember");
    const network = key("proven-network");
    const count = (now: Date) =>
      rememberRateLimitKeysAndCount(
        db(),
        [device],
        { key: network, windowMs: DAY, unlessRemembered: { key: device, after: new Date(now.getTime() - DAY) } },
        now,
      );

    const { statements } = await statementsOf(t.database, () => count(noon));
    expect(statements).toHaveLength(1);
    expect(await hitsOf(network, dayStart)).toBe(1);
    expect(await hitsOf(device)).toBe(1);
    // Again within the day: remembered already, not counted again; the remembered time moves on.
    await count(new Date(noon.getTime() + HOUR));
    expect(await hitsOf(network, dayStart)).toBe(1);
    const rows = await db()
      .select({ windowStart: rateLimitHits.windowStart })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, storedRateLimitKey(device)));
    expect(rows.map((r) => r.windowStart.getTime())).toEqual([noon.getTime() + HOUR]);
    // More than a day after it was last remembered: counted again (the next day's window).
    await count(new Date(noon.getTime() + HOUR + DAY + MINUTE));
    expect(await hitsOf(network, at(1, 0, 0))).toBe(1);
    expect(await db().select().from(rateLimitHits).where(like(rateLimitHits.key, "proven-network:%"))).toHaveLength(2);
  });
});

import { count, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitHits } from "#db/schema.ts";
import { DEFAULT_MAX_ENTRIES } from "#server/services/public-list-cache.ts";
import {
  consumeRateLimit,
  pruneRateLimits,
  rememberRateLimitKey,
  rememberRateLimitKeys,
  startRateLimitPruning,
  storedRateLimitKey,
} from "#server/services/rate-limit.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 60 * 60 * 1000;
const rows = async (pattern = "%") =>
  Number((await t.database.db.select({ n: count() }).from(rateLimitHits).where(like(rateLimitHits.key, pattern)))[0]?.n ?? 0);

describe("the public list cache is bounded", () => {
  it(`holds at most ${DEFAULT_MAX_ENTRIES} entries however many distinct valid queries a stranger sends`, {
    timeout: 180_000,
  }, async () => {
    const cache = t.app.ctx.cache;
    cache.invalidate();
    const sent = DEFAULT_MAX_ENTRIES + 150;
    for (let skip = 0; skip < sent; skip++) {
      const res = await t.app.inject({ method: "POST", url: "/api/judge/listByparams", payload: { skip, per_page: 10 } });
      expect(res.statusCode).toBe(200);
    }
    expect(cache.size).toBe(DEFAULT_MAX_ENTRIES);
  });

  it("gives spellings of one query one entry, and keeps invalid bodies out", async () => {
    const cache = t.app.ctx.cache;
    cache.invalidate();
    for (const payload of [
      {},
      { skip: "0" },
      { skip: 0, per_page: 100 },
      { per_page: "100", extra: "ignored" },
      { skip: 0, isActive: undefined },
    ]) {
      expect((await t.app.inject({ method: "POST", url: "/api/judge/listByparams", payload })).statusCode).toBe(200);
    }
    expect(cache.size).toBe(1);
    const invalid = await t.app.inject({ method: "POST", url: "/api/judge/listByparams", payload: { skip: -1 } });
    expect(invalid.statusCode).toBe(400);
    expect(cache.size).toBe(1);
  });
});

describe("the rate-limit table is pruned", () => {
  it("drops windows older than a day and remembered sign-in addresses older than a month", async () => {
    const db = t.database.db;
    await db.delete(rateLimitHits);
    const now = new Date();
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
    for (let i = 0; i < 200; i++) await consumeRateLimit(db, `lookup:198.51.100.${i}`, { limit: 30, windowMs: 60_000 }, ago(25 + i));
    for (let i = 0; i < 20; i++) await consumeRateLimit(db, `lookup:203.0.113.${i}`, { limit: 30, windowMs: 60_000 }, ago(1));
    await rememberRateLimitKey(db, "remember:sign-in:affiliate\nold@example.in\n198.51.100.1", ago(31 * 24));
    await rememberRateLimitKey(db, "remember:sign-in:affiliate\nowner@example.in\n198.51.100.2", ago(10 * 24));
    expect(await rows()).toBe(222);

    await pruneRateLimits(db, now);
    expect(await rows("lookup:%")).toBe(20);
    expect(await rows("remember:%")).toBe(1);
  });

  it("prunes on a schedule (buildApp starts it when the app is ready, every 10 minutes)", async () => {
    const db = t.database.db;
    await db.delete(rateLimitHits);
    await consumeRateLimit(db, "contact:198.51.100.7", { limit: 5, windowMs: 60_000 }, new Date(Date.now() - 48 * HOUR));
    await consumeRateLimit(db, "contact:198.51.100.8", { limit: 5, windowMs: 60_000 });
    const pruning = startRateLimitPruning(db, { everyMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await pruning.stop();
    expect(await rows()).toBe(1);
  });
});

describe("remembered keys", () => {
  it("keep one row each, at the latest time they happened, however many are remembered at once", async () => {
    const keys = ["remember:bounds-a\nx", "remember:bounds-b\ny", "remember:bounds-c\nz"];
    // Ahead of now, so no pruning (the app's own pruner) drops them while the test reads them.
    const first = new Date(Date.now() + 24 * HOUR);
    const later = new Date(first.getTime() + HOUR);
    await rememberRateLimitKeys(t.database.db, keys, first);
    await rememberRateLimitKeys(t.database.db, keys.slice(0, 2), later);
    await rememberRateLimitKey(t.database.db, keys[0] as string, later);
    const stored = await t.database.db
      .select({ key: rateLimitHits.key, at: rateLimitHits.windowStart, hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(inArray(rateLimitHits.key, keys.map(storedRateLimitKey)));
    const at = (key: string) => stored.filter((row) => row.key === storedRateLimitKey(key)).map((row) => new Date(row.at).toISOString());
    expect(stored).toHaveLength(3);
    expect(at(keys[0] as string)).toEqual([later.toISOString()]);
    expect(at(keys[1] as string)).toEqual([later.toISOString()]);
    expect(at(keys[2] as string)).toEqual([first.toISOString()]);
    expect(stored.every((row) => row.hits === 1)).toBe(true);
  });
});

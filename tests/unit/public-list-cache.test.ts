import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_MAX_ENTRIES, listQueryKey, PublicListCache } from "#server/services/public-list-cache.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("PublicListCache", () => {
  it("loads once and answers later calls from memory", async () => {
    const cache = new PublicListCache();
    const load = vi.fn(async () => ["a", "b"]);
    expect(await cache.get("contests:active", load)).toEqual(["a", "b"]);
    expect(await cache.get("contests:active", load)).toEqual(["a", "b"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shares one load between concurrent callers", async () => {
    const cache = new PublicListCache();
    let resolve: (value: number) => void = () => {};
    const load = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    const both = Promise.all([cache.get("k", load), cache.get("k", load)]);
    resolve(7);
    expect(await both).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps keys apart", async () => {
    const cache = new PublicListCache();
    expect(await cache.get("states:a", async () => "A")).toBe("A");
    expect(await cache.get("states:b", async () => "B")).toBe("B");
  });

  it("loads again once the time to live has passed", async () => {
    vi.useFakeTimers({ now: new Date("2026-03-10T00:00:00Z") });
    const cache = new PublicListCache({ ttlMs: 30_000 });
    let version = 0;
    const load = async () => ++version;
    expect(await cache.get("banners", load)).toBe(1);
    vi.advanceTimersByTime(29_999);
    expect(await cache.get("banners", load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get("banners", load)).toBe(2);
  });

  it("invalidate drops the entries with a given prefix, and everything without one", async () => {
    const cache = new PublicListCache();
    let version = 0;
    const load = async () => ++version;
    await cache.get("judges:home", load); // 1
    await cache.get("judges:all", load); // 2
    await cache.get("banners", load); // 3
    cache.invalidate("judges:");
    expect(await cache.get("judges:home", load)).toBe(4);
    expect(await cache.get("judges:all", load)).toBe(5);
    expect(await cache.get("banners", load)).toBe(3);
    cache.invalidate("nothing-matches", "banners");
    expect(await cache.get("banners", load)).toBe(6);
    expect(await cache.get("judges:home", load)).toBe(4);
    cache.invalidate();
    expect(await cache.get("judges:home", load)).toBe(7);
    expect(await cache.get("judges:all", load)).toBe(8);
  });

  it("does not keep a failed load: the next call tries again", async () => {
    const cache = new PublicListCache();
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("database down")).mockResolvedValueOnce("ok");
    await expect(cache.get("company", load)).rejects.toThrow("database down");
    expect(await cache.get("company", load)).toBe("ok");
    expect(await cache.get("company", load)).toBe("ok");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a failure does not evict a newer successful load of the same key", async () => {
    const cache = new PublicListCache();
    let reject: (error: Error) => void = () => {};
    const failing = cache.get("k", () => new Promise<string>((_resolve, r) => (reject = r)));
    cache.invalidate("k");
    expect(await cache.get("k", async () => "fresh")).toBe("fresh");
    reject(new Error("late failure"));
    await expect(failing).rejects.toThrow("late failure");
    const again = vi.fn(async () => "reloaded");
    expect(await cache.get("k", again)).toBe("fresh");
    expect(again).not.toHaveBeenCalled();
  });
});

describe("PublicListCache bounds", () => {
  it("never holds more than maxEntries, whatever keys strangers ask for", async () => {
    const cache = new PublicListCache({ maxEntries: 50 });
    for (let skip = 0; skip < 5_000; skip++) {
      await cache.get(listQueryKey("judges", { skip, perPage: 100 }), async () => [skip]);
    }
    expect(cache.size).toBe(50);
    expect(new PublicListCache().size).toBe(0);
    expect(DEFAULT_MAX_ENTRIES).toBe(500);
  });

  it("evicts the least recently used entry, so hot lists stay", async () => {
    const cache = new PublicListCache({ maxEntries: 3 });
    const hot = vi.fn(async () => "home");
    await cache.get("contests:active", hot);
    for (let i = 0; i < 10; i++) {
      await cache.get("contests:active", hot);
      await cache.get(`judges:odd-${i}`, async () => i);
    }
    expect(hot).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(3);
  });
});

describe("listQueryKey", () => {
  it("gives every spelling of one validated query the same key", () => {
    expect(listQueryKey("judges", { skip: 0, perPage: 100, home: true, isActive: undefined })).toBe(
      listQueryKey("judges", { home: true, perPage: 100, skip: 0 }),
    );
    expect(listQueryKey("judges", { home: true, perPage: 100, skip: 0 })).toBe("judges:home=true&perPage=100&skip=0");
    expect(listQueryKey("banners", { isActive: true })).not.toBe(listQueryKey("banners", { isActive: false }));
    expect(listQueryKey("banners", { sortBy: "a&b=c" })).toBe('banners:sortBy="a&b=c"');
  });
});

describe("PublicListCache while the database is away", () => {
  const refused = () =>
    new DrizzleQueryError("select 1", [], Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));

  it("answers an expired list instead of an error, and loads afresh once the database is back", async () => {
    vi.useFakeTimers({ now: new Date("2026-03-10T00:00:00Z") });
    const cache = new PublicListCache({ ttlMs: 30_000, staleIfUnavailableMs: 600_000 });
    expect(await cache.get("contests:active", async () => ["fresh"])).toEqual(["fresh"]);
    vi.advanceTimersByTime(60_000);
    const failing = vi.fn(async () => {
      throw refused();
    });
    expect(await cache.get("contests:active", failing)).toEqual(["fresh"]);
    // Still expired: every request tries the database again rather than trusting the old copy.
    expect(await cache.get("contests:active", failing)).toEqual(["fresh"]);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(await cache.get("contests:active", async () => ["new"])).toEqual(["new"]);
  });

  it("never answers a copy older than the stale limit, nor hides a failure that is not an outage", async () => {
    vi.useFakeTimers({ now: new Date("2026-03-10T00:00:00Z") });
    const cache = new PublicListCache({ ttlMs: 30_000, staleIfUnavailableMs: 600_000 });
    await cache.get("a", async () => "old");
    await cache.get("b", async () => "old");
    vi.advanceTimersByTime(60_000);
    await expect(
      cache.get("a", async () => {
        throw new Error('column "x" does not exist');
      }),
    ).rejects.toThrow('column "x" does not exist');
    vi.advanceTimersByTime(600_000);
    await expect(
      cache.get("b", async () => {
        throw refused();
      }),
    ).rejects.toThrow("Failed query: select 1");
  });
});

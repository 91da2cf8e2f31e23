import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseEncoding, inlineScriptHashes, ResponseCache, withScriptHashes } from "#server/services/cache/page-cache.ts";
import { invalidationPayload } from "#server/services/cache/invalidation-bus.ts";
import { PublicListCache } from "#server/services/public-list-cache.ts";

afterEach(() => {
  vi.useRealTimers();
});

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const page = (text: string) => Buffer.from(`<!DOCTYPE html><html><body>${text}</body></html>`);
const html = { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" };

describe("ResponseCache", () => {
  it("stores an answer in every encoding with its headers and an ETag", async () => {
    const cache = new ResponseCache();
    const body = page("<h1>City Hustle</h1>".repeat(50));
    const { entry, stored } = await cache.store("/", { headers: html, body, keys: ["contests:active"], startedAt: cache.generation });
    expect(stored).toBe(true);
    expect(cache.get("/")).toBe(entry);
    expect(gunzipSync(entry.bodies.gzip).equals(body)).toBe(true);
    expect(brotliDecompressSync(entry.bodies.br).equals(body)).toBe(true);
    expect(entry.bodies.br.length).toBeLessThan(body.length / 5);
    expect(entry.etag).toMatch(/^"[\w-]{27}"$/);
    expect(entry.headers).toEqual(html);
  });

  it("drops exactly the answers that read a key under an invalidated prefix", async () => {
    const cache = new ResponseCache();
    const store = (key: string, keys: string[]) => cache.store(key, { headers: html, body: page(key), keys, startedAt: cache.generation });
    await store("/", ["company", "contests:active", "listQuery:banners"]);
    await store("/contest/a", ["company", "contest:a"]);
    await store("/contest/b", ["company", "contest:b"]);
    await store("/cms/vibe-check", ["company", "cms:vibe-check"]);

    cache.invalidate(["contest:a"]);
    expect(cache.get("/contest/a")).toBeUndefined();
    expect(cache.get("/contest/b")).toBeDefined();
    expect(cache.get("/")).toBeDefined();

    // A completed registration invalidates "contest": the lists and every contest's page.
    cache.invalidate(["contest"]);
    expect([cache.get("/"), cache.get("/contest/b")]).toEqual([undefined, undefined]);
    expect(cache.get("/cms/vibe-check")).toBeDefined();

    cache.invalidate(["company"]);
    expect(cache.size).toBe(0);
  });

  it("does not store a rendering that an invalidation of its data overtook, but still answers it", async () => {
    const cache = new ResponseCache();
    const startedAt = cache.generation;
    cache.invalidate(["contest:a"]);
    const overtaken = await cache.store("/contest/a", { headers: html, body: page("old"), keys: ["contest:a"], startedAt });
    expect(overtaken.stored).toBe(false);
    expect(overtaken.entry.bodies.identity.toString()).toContain("old");
    expect(cache.get("/contest/a")).toBeUndefined();
    // An invalidation of other data does not stop it.
    const other = await cache.store("/contest/b", { headers: html, body: page("b"), keys: ["contest:b"], startedAt });
    expect(other.stored).toBe(true);
  });

  it("after more invalidations than it remembers, stores nothing that started before them", async () => {
    const cache = new ResponseCache();
    const startedAt = cache.generation;
    for (let i = 0; i < 250; i++) cache.invalidate([`cms:${i}`]);
    const { stored } = await cache.store("/", { headers: html, body: page("x"), keys: ["contests:active"], startedAt });
    expect(stored).toBe(false);
  });

  it("follows the public-list cache's invalidations", async () => {
    const lists = new PublicListCache();
    const cache = new ResponseCache();
    lists.onInvalidate((prefixes) => cache.invalidate(prefixes));
    await cache.store("/", { headers: html, body: page("x"), keys: ["contests:active"], startedAt: cache.generation });
    lists.invalidate("contest");
    expect(cache.get("/")).toBeUndefined();
  });

  it("under a registration's invalidation keeps a page rendered less than a second ago until it is a second old; an older one goes at once", async () => {
    vi.useFakeTimers({ now: new Date("2026-03-10T00:00:00Z") });
    const cache = new ResponseCache({ coalesceMs: 1000 });
    const store = (key: string) => cache.store(key, { headers: html, body: page(key), keys: ["contest:a"], startedAt: cache.generation });
    await store("/old");
    vi.advanceTimersByTime(1500);
    await store("/young");
    vi.advanceTimersByTime(400);
    cache.invalidate(["contest"], { soon: true });
    expect(cache.get("/old")).toBeUndefined();
    expect(cache.get("/young")).toBeDefined();
    vi.advanceTimersByTime(599);
    expect(cache.get("/young")).toBeDefined();
    vi.advanceTimersByTime(2);
    expect(cache.get("/young")).toBeUndefined();
  });

  it("drops a young page at once for any other change, and for every change when coalescing is off", async () => {
    for (const [coalesceMs, kind] of [
      [1000, {}],
      [0, { soon: true }],
    ] as const) {
      const cache = new ResponseCache({ coalesceMs });
      await cache.store("/", { headers: html, body: page("x"), keys: ["contest:a"], startedAt: cache.generation });
      cache.invalidate(["contest"], kind);
      expect(cache.get("/")).toBeUndefined();
    }
  });

  it("stores a rendering that only registrations overtook until it is a second old, and none that another change overtook", async () => {
    vi.useFakeTimers({ now: new Date("2026-03-10T00:00:00Z") });
    const cache = new ResponseCache({ coalesceMs: 1000 });
    const renderedAt = Date.now();
    const startedAt = cache.generation;
    vi.advanceTimersByTime(200);
    cache.invalidate(["contest:a"], { soon: true });
    const soon = await cache.store("/a", { headers: html, body: page("a"), keys: ["contest:a"], startedAt, renderedAt });
    expect(soon.stored).toBe(true);
    expect(cache.get("/a")).toBe(soon.entry);
    vi.advanceTimersByTime(801);
    expect(cache.get("/a")).toBeUndefined();

    const again = cache.generation;
    const againAt = Date.now();
    cache.invalidate(["contest:b"], { soon: true });
    cache.invalidate(["contest:b"]);
    const overtaken = await cache.store("/b", {
      headers: html,
      body: page("b"),
      keys: ["contest:b"],
      startedAt: again,
      renderedAt: againAt,
    });
    expect(overtaken.stored).toBe(false);
    expect(cache.get("/b")).toBeUndefined();

    // Rendered longer ago than the window: nothing left to serve it for.
    const late = cache.generation;
    const lateAt = Date.now();
    vi.advanceTimersByTime(1200);
    cache.invalidate(["contest:c"], { soon: true });
    expect(
      (await cache.store("/c", { headers: html, body: page("c"), keys: ["contest:c"], startedAt: late, renderedAt: lateAt })).stored,
    ).toBe(false);
  });

  it("hears from the public-list cache which changes are registrations, which drops its lists at once either way", async () => {
    const lists = new PublicListCache();
    const heard: unknown[] = [];
    const published: unknown[] = [];
    lists.onInvalidate((prefixes, kind) => heard.push([prefixes, kind]));
    lists.publishWith((prefixes, kind) => published.push([prefixes, kind]));
    let loads = 0;
    const load = () => lists.get("contest:a", async () => ++loads);
    await load();
    lists.invalidateSoon("contest");
    await load();
    lists.invalidate("cms:");
    expect(loads).toBe(2);
    expect(heard).toEqual([
      [["contest"], { soon: true }],
      [["cms:"], {}],
    ]);
    expect(published).toEqual(heard);
    expect(JSON.parse(invalidationPayload("p1", ["contest"], { soon: true }))).toEqual({ from: "p1", prefixes: ["contest"], soon: true });
    expect(JSON.parse(invalidationPayload("p1", ["cms:"]))).toEqual({ from: "p1", prefixes: ["cms:"] });
  });

  it("expires after its time to live", async () => {
    vi.useFakeTimers({ now: new Date("2026-03-10T00:00:00Z") });
    const cache = new ResponseCache({ ttlMs: 15_000 });
    await cache.store("/", { headers: html, body: page("x"), keys: ["company"], startedAt: cache.generation });
    vi.advanceTimersByTime(14_999);
    expect(cache.get("/")).toBeDefined();
    vi.advanceTimersByTime(2);
    expect(cache.get("/")).toBeUndefined();
  });

  it("lets one request render a key while the others wait for it", async () => {
    const cache = new ResponseCache();
    const done = cache.startFilling("/");
    expect(done).toBeTypeOf("function");
    expect(cache.startFilling("/")).toBeNull();
    let woke = false;
    const waiting = cache.whenFilled("/").then(() => {
      woke = true;
    });
    await Promise.resolve();
    expect(woke).toBe(false);
    done?.();
    await waiting;
    expect(woke).toBe(true);
    expect(cache.startFilling("/")).toBeTypeOf("function");
  });

  it("remembers for a while that a key's answer could not be shared", () => {
    const cache = new ResponseCache();
    expect(cache.isUnshareable("/contest/unknown")).toBe(false);
    cache.markUnshareable("/contest/unknown");
    expect(cache.isUnshareable("/contest/unknown")).toBe(true);
  });
});

describe("Content-Security-Policy of a stored page", () => {
  const boot = "(function () { var nonce = document.currentScript.nonce; })();";
  const context = 'window.__reactRouterContext = {"url":"/"};';
  const html = Buffer.from(
    `<html><head><script nonce="abc">${context}</script><script type="module" src="/assets/entry.js" nonce="abc"></script>` +
      `<script id="page-modules" type="text/plain">import "/assets/root.js";</script></head>` +
      `<body><p>text with &lt;script&gt; in it</p><script nonce="abc">${boot}</script></body></html>`,
  );

  it("hashes every inline script, none with a src, each once", () => {
    expect(inlineScriptHashes(html)).toEqual([sha(context), sha('import "/assets/root.js";'), sha(boot)]);
    expect(inlineScriptHashes(Buffer.concat([html, html]))).toHaveLength(3);
  });

  it("replaces the render's nonce in script-src with the hashes and leaves every other directive", () => {
    const policy = "default-src 'self';script-src 'self' 'nonce-abc' https://checkout.razorpay.com;style-src 'self' 'unsafe-inline'";
    expect(withScriptHashes(policy, "abc", html)).toBe(
      `default-src 'self';script-src 'self' ${sha(context)} ${sha('import "/assets/root.js";')} ${sha(boot)} https://checkout.razorpay.com;style-src 'self' 'unsafe-inline'`,
    );
    // A JSON answer has no scripts: the nonce only goes.
    expect(withScriptHashes(policy, "abc", null)).toBe(
      "default-src 'self';script-src 'self' https://checkout.razorpay.com;style-src 'self' 'unsafe-inline'",
    );
  });
});

describe("chooseEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.8", "gzip"],
    ["identity", "identity"],
    ["*", "br"],
    ["deflate", "identity"],
  ])("%s → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

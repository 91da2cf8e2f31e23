import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#db/client.ts";
import { contests } from "#db/schema.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { INVALIDATION_APPLICATION_NAME } from "#server/services/cache/invalidation-bus.ts";
import { createContest } from "../support/factories.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

type ActiveList = { isOk: true; data: { _id: string; title: string }[] };
const titles = (body: string) => (JSON.parse(body) as ActiveList).data.map((contest) => contest.title);

/** Waits for a condition (polling every 20 ms), failing after `ms`. */
async function within(ms: number, condition: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe("[SCALE-OUT] public lists answered from the shared response cache", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it("renders once, then answers from memory with the same bytes and the security headers", async () => {
    const contest = await createContest(t.database.db, { title: "Cache Hustle" });
    t.app.ctx.cache.invalidate("contest");
    const first = await get("/api/contest/active");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("miss");
    expect(titles(first.body)).toContain(contest.title);

    const second = await get("/api/contest/active");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    for (const header of ["x-frame-options", "x-content-type-options", "referrer-policy", "cache-control", "content-type"]) {
      expect(second.headers[header], header).toBe(first.headers[header]);
    }
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    // A stored answer is the same for everyone, so it carries no nonce.
    expect(String(second.headers["content-security-policy"])).toContain("default-src 'self'");
    expect(String(second.headers["content-security-policy"])).not.toContain("nonce-");
  });

  it("sends Brotli or gzip as asked, and 304 for a copy the client has", async () => {
    const plain = await get("/api/contest/active");
    const br = await get("/api/contest/active", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    // An API list answers in the call's language (Accept-Language), stored apart per language.
    expect(br.headers.vary).toBe("accept-encoding, accept-language");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get("/api/contest/active", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const again = await get("/api/contest/active", { "if-none-match": String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const head = await t.app.inject({ method: "HEAD", url: "/api/contest/active" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["x-cache"]).toBe("hit");
  });

  it("never answers a request with a cookie, credentials or an unknown query from it", async () => {
    await get("/api/contest/active");
    const personal: Record<string, string>[] = [{ cookie: "creator_session=abc" }, { cookie: "anything=1" }, { authorization: "Bearer x" }];
    for (const headers of personal) {
      const answer = await get("/api/contest/active", headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["x-cache"], JSON.stringify(headers)).toBeUndefined();
    }
    expect((await get("/api/contest/active?page=2")).headers["x-cache"]).toBeUndefined();
    expect((await get("/api/contest/active?utm_source=whatsapp&fbclid=x")).headers["x-cache"]).toBe("hit");
    // Routes that read their data outside the list cache are not stored.
    const contest = await createContest(t.database.db);
    expect((await get(`/api/contest/get/${contest.id}`)).headers["x-cache"]).toBeUndefined();
  });

  it("drops an answer with the lists it was built from, and not before", async () => {
    const contest = await createContest(t.database.db, { title: "Before the edit" });
    t.app.ctx.cache.invalidate("contest");
    expect(titles((await get("/api/contest/active")).body)).toContain("Before the edit");
    await get("/api/category/list/active");
    await t.database.db.update(contests).set({ title: "After the edit" }).where(eq(contests.id, contest.id));

    t.app.ctx.cache.invalidate("cms:");
    expect((await get("/api/contest/active")).headers["x-cache"]).toBe("hit");
    t.app.ctx.cache.invalidate(`contest:${contest.id}`);
    expect((await get("/api/contest/active")).headers["x-cache"]).toBe("hit");

    t.app.ctx.cache.invalidate("contest");
    const after = await get("/api/contest/active");
    expect(after.headers["x-cache"]).toBe("miss");
    expect(titles(after.body)).toContain("After the edit");
    expect(titles(after.body)).not.toContain("Before the edit");
    // The categories list read other keys: still stored.
    expect((await get("/api/category/list/active")).headers["x-cache"]).toBe("hit");
  });

  it("lets concurrent misses share one rendering", async () => {
    t.app.ctx.cache.invalidate();
    const answers = await Promise.all(Array.from({ length: 8 }, () => get("/api/contest/active")));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((answer) => answer.headers["x-cache"] === "miss")).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

/** Two app processes' worth of app on one PostgreSQL database: each with its own pool and caches. */
describe.skipIf(!serverUrl)("[SCALE-OUT] invalidation across processes on PostgreSQL", () => {
  let t: TestApp;
  let second: { app: FastifyInstance; database: Database; dataDir: string };
  beforeAll(async () => {
    t = await createTestApp();
    const database = await openDatabase({ databaseUrl: t.database.url, poolSize: 4 });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "contests-test-"));
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    second = { app, database, dataDir };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    if (second) rmSync(second.dataDir, { recursive: true, force: true });
    await t?.close();
  });

  const activeTitles = async (app: FastifyInstance) => titles((await app.inject({ method: "GET", url: "/api/contest/active" })).body);

  it("both processes listen for invalidations", () => {
    expect(t.app.invalidationBus?.listening).toBe(true);
    expect(second.app.invalidationBus?.listening).toBe(true);
  });

  it("a write in one process drops the other's lists and stored answers within a second", async () => {
    // The second process holds the list in memory.
    await activeTitles(second.app);
    expect((await second.app.inject({ method: "GET", url: "/api/contest/active" })).headers["x-cache"]).toBe("hit");

    const contest = await createContest(t.database.db, { title: "Seen by both" });
    t.app.ctx.cache.invalidate("contest");
    expect(await within(1_000, async () => (await activeTitles(second.app)).includes("Seen by both"))).toBeLessThan(1_000);
    expect(await activeTitles(t.app)).toContain("Seen by both");

    await t.database.db.update(contests).set({ title: "Renamed in the first" }).where(eq(contests.id, contest.id));
    t.app.ctx.cache.invalidate("contest");
    expect(await within(1_000, async () => (await activeTitles(second.app)).includes("Renamed in the first"))).toBeLessThan(1_000);
    expect(await activeTitles(second.app)).not.toContain("Seen by both");
  });

  it("an invalidation of other data leaves the other's entries alone", async () => {
    await activeTitles(second.app);
    expect((await second.app.inject({ method: "GET", url: "/api/contest/active" })).headers["x-cache"]).toBe("hit");
    t.app.ctx.cache.invalidate("cms:");
    // Give the notification time to arrive, then check it dropped nothing it should not.
    const marker = await createContest(t.database.db, { title: "Marker" });
    t.app.ctx.cache.invalidate(`contest:${marker.id}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await second.app.inject({ method: "GET", url: "/api/contest/active" })).headers["x-cache"]).toBe("hit");
  });

  it("a listener whose connection is cut reconnects and starts with empty caches", async () => {
    await activeTitles(second.app);
    const admin = new pg.Client({ connectionString: t.database.url });
    await admin.connect();
    try {
      const cut = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database() and query ilike 'listen%'",
        [INVALIDATION_APPLICATION_NAME],
      );
      expect(cut.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    await within(5_000, async () => second.app.invalidationBus?.listening === false || second.app.ctx.cache.size === 0);
    await within(10_000, async () => Boolean(second.app.invalidationBus?.listening && t.app.invalidationBus?.listening));
    // What it held may have been invalidated while nobody listened: it was dropped.
    expect((await second.app.inject({ method: "GET", url: "/api/contest/active" })).headers["x-cache"]).toBe("miss");

    const contest = await createContest(t.database.db, { title: "After the reconnect" });
    t.app.ctx.cache.invalidate("contest");
    await within(1_000, async () => (await activeTitles(second.app)).includes("After the reconnect"));
    expect(contest.title).toBe("After the reconnect");
  });
});

describe("[SCALE-OUT] metrics of the caches and the mail queue", () => {
  it("counts cache hits and misses, and shows the mail outbox by state and the invalidation listener", async () => {
    const token = "metrics-token-for-tests-0123456789";
    const t = await createTestApp({ METRICS_TOKEN: token });
    try {
      await t.app.inject({ method: "GET", url: "/api/category/list/active" });
      await t.app.inject({ method: "GET", url: "/api/category/list/active" });
      await t.app.inject({ method: "GET", url: "/api/category/list/active" });
      const metrics = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${token}` } });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toContain('response_cache_requests_total{result="miss"} 1');
      expect(metrics.body).toContain('response_cache_requests_total{result="hit"} 2');
      expect(metrics.body).toMatch(/mail_outbox_messages\{state="pending"\} \d+/);
      // One process on PGlite: there is nobody to listen to.
      const listening = t.database.kind === "postgres" ? 1 : 0;
      expect(metrics.body).toContain(`cache_invalidation_listening ${listening}`);
    } finally {
      await t.close();
    }
  });
});

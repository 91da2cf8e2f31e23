import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const token = "metrics-token-for-tests-0123456789";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: token });
});

afterAll(async () => {
  await t?.close();
});

describe("GET /healthz and /readyz", () => {
  it("healthz answers while the process is up", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("readyz checks the database, the migrations and the storage", async () => {
    const res = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ready",
      checks: { database: { ok: true }, migrations: { ok: true }, storage: { ok: true } },
    });
  });

  it("readyz answers 503 with Retry-After while the process drains for shutdown", async () => {
    t.app.draining = true;
    try {
      const res = await t.app.inject({ method: "GET", url: "/readyz" });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json().checks.shutdown).toEqual({ ok: false, detail: "shutting down" });
    } finally {
      t.app.draining = false;
    }
  });

  it("readyz says so while draining without waiting on the other checks (a busy database would delay the balancer)", async () => {
    const db = t.app.ctx.db as unknown as { execute: (...args: unknown[]) => unknown };
    const execute = db.execute;
    let asked = 0;
    db.execute = (...args: unknown[]) => {
      asked++;
      return execute.apply(t.app.ctx.db, args);
    };
    t.app.draining = true;
    try {
      const res = await t.app.inject({ method: "GET", url: "/readyz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "unavailable", checks: { shutdown: { ok: false, detail: "shutting down" } } });
      expect(asked).toBe(0);
      t.app.draining = false;
      expect((await t.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
      // The database answers; the migrations were counted in full by an earlier check.
      expect(asked).toBe(1);
    } finally {
      t.app.draining = false;
      db.execute = execute;
    }
  });
});

describe("GET /metrics", () => {
  it("refuses a scraper without the token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer not-the-token" } });
    expect(wrong.statusCode).toBe(401);
  });

  it("counts requests by route pattern, times them, and reports the event loop and payments by state", async () => {
    await t.app.inject({ method: "GET", url: "/api/contest/active" });
    await t.app.inject({ method: "GET", url: "/api/contest/get/64b000000000000000000001" });
    const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    const text = res.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/contest\/active",status_code="200"\} 1/);
    // A path with an id is counted under its pattern, never under the id.
    expect(text).not.toContain("64b000000000000000000001");
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/contest\/active"\}/);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toContain("# TYPE payment_orders gauge");
  });
});

describe("a process that cannot serve", () => {
  it("readyz waits for every migration, then stops counting them", async () => {
    const other = await createTestApp();
    try {
      const { sql } = await import("drizzle-orm");
      const newest = sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at`;
      const result = await other.database.db.execute(newest);
      const [removed] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { hash: string; created_at: string }[];
      const behind = await other.app.inject({ method: "GET", url: "/readyz" });
      expect(behind.statusCode).toBe(503);
      expect(behind.json().checks.migrations).toEqual({ ok: false, detail: expect.stringMatching(/^(\d+) of \1?\d+ migrations applied$/) });

      await other.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed?.hash}, ${removed?.created_at})`,
      );
      expect((await other.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
      // Applied migrations are never taken back, so after one full count the check asks the database no more.
      await other.database.db.execute(newest);
      expect((await other.app.inject({ method: "GET", url: "/readyz" })).json().checks.migrations).toEqual({ ok: true });
    } finally {
      await other.close();
    }
  });

  it("has no /metrics without METRICS_TOKEN, and readyz names the storage, then the database, when they fail", async () => {
    const other = await createTestApp();
    try {
      expect((await other.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);

      // A missing DATA_DIR fails the same check as a read-only one (root may write anywhere).
      rmSync(other.dataDir, { recursive: true, force: true });
      const noStorage = await other.app.inject({ method: "GET", url: "/readyz" });
      expect(noStorage.statusCode).toBe(503);
      expect(noStorage.json().checks.storage.ok).toBe(false);
      expect(noStorage.json().checks.database).toEqual({ ok: true });

      await other.database.close();
      const noDatabase = await other.app.inject({ method: "GET", url: "/readyz" });
      expect(noDatabase.statusCode).toBe(503);
      expect(noDatabase.json().status).toBe("unavailable");
      expect(noDatabase.json().checks.database.ok).toBe(false);
    } finally {
      await other.app.close();
    }
  });
});

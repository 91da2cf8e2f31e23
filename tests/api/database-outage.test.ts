import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expectErrorShape, getJson } from "../support/inject.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  vi.useRealTimers();
  await t?.app.close();
});

describe("while the database cannot be reached", () => {
  it("answers cached public lists, and 503 with Retry-After for anything else, then recovers", async () => {
    const fresh = await getJson<{ isOk: true; data: unknown[] }>(t.app, "/api/contest/active");
    expect(fresh.status).toBe(200);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60_000 });
    await t.database.close();

    // The list expired a minute ago, but visitors still get it rather than an error.
    const stale = await getJson<{ isOk: true; data: unknown[] }>(t.app, "/api/contest/active");
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(fresh.body);

    const uncached = await getJson(t.app, "/api/contestCategory/active");
    const body = expectErrorShape(uncached, 503);
    expect(body.message).toBe("We are back in a moment. Please try again shortly.");
    expect(uncached.raw.headers["retry-after"]).toBe("30");

    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
  });
});

/** PostgreSQL answering but refusing connections to our database: SQLSTATE 55000 at connect time. */
describe.skipIf(!process.env.TEST_DATABASE_URL)("while PostgreSQL refuses connections to the database (55000)", () => {
  let refused: TestApp;
  let admin: pg.Client;
  let name = "";
  beforeAll(async () => {
    refused = await createTestApp();
    if (refused.database.kind !== "postgres") throw new Error("needs PostgreSQL");
    name = new URL(refused.database.url ?? "").pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await admin?.query(`alter database ${name} allow_connections true`);
    await admin?.end();
    await refused?.close();
  });

  it("is an outage: cached lists still answer, the rest 503 with Retry-After, and it recovers", async () => {
    const fresh = await getJson<{ isOk: true; data: unknown[] }>(refused.app, "/api/contest/active");
    expect(fresh.status).toBe(200);
    // The pool reports its terminated connections; that line is expected here.
    const lost = vi.spyOn(console, "error").mockImplementation(() => {});
    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60_000 });

    const stale = await getJson<{ isOk: true; data: unknown[] }>(refused.app, "/api/contest/active");
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(fresh.body);
    const uncached = await getJson(refused.app, "/api/contestCategory/active");
    expect(expectErrorShape(uncached, 503).message).toBe("We are back in a moment. Please try again shortly.");
    expect(uncached.raw.headers["retry-after"]).toBe("30");

    vi.useRealTimers();
    await admin.query(`alter database ${name} allow_connections true`);
    expect((await getJson(refused.app, "/api/contestCategory/active")).status).toBe(200);
    expect(lost.mock.calls.map(([line]) => String(line))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^PostgreSQL connection lost/)]),
    );
    lost.mockRestore();
  });
});

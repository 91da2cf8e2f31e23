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

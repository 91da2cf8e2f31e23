import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.ts";
import { createContest, createJudge } from "../support/factories.ts";
import { expectErrorShape, getJson, postJson } from "../support/inject.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createTestDatabase } from "../support/test-database.ts";

/** Every public route of the REST contract (docs/product-rules.md) this server answers, in OpenAPI path form. */
const apiRoutes: [method: "get" | "post", path: string][] = [
  ["get", "/api/company-details/get"],
  ["get", "/api/contest/active"],
  ["get", "/api/contest/get/{id}"],
  ["get", "/api/contestCategory/active"],
  ["get", "/api/category/list/active"],
  ["post", "/api/judge/listByparams"],
  ["post", "/api/banner/list"],
  ["post", "/api/testimonial/list"],
  ["get", "/api/cms/{slug}"],
  ["get", "/api/location/list/country"],
  ["get", "/api/location/list/state/country/{countryId}"],
  ["get", "/api/location/list/city/state/{stateId}"],
  ["get", "/api/subscriber/list/{contestId}"],
];

let t: TestApp;
let contestId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  contestId = (await createContest(db)).id;
  // Enough judges that the list is well over the 1 KB compression threshold.
  for (let i = 0; i < 30; i++)
    await createJudge(db, { firstName: `Judge ${i}`, bio: "Films about small towns and big dreams. ".repeat(3), sortOrder: i });
});

afterAll(async () => {
  await t?.close();
});

describe("OpenAPI document and docs page", () => {
  it("GET /api/docs/json answers an OpenAPI 3 document listing every API route", async () => {
    const res = await getJson<{ openapi: string; info: { title: string }; paths: Record<string, Record<string, unknown>> }>(
      t.app,
      "/api/docs/json",
    );
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.info.title).toBe("Creator contests API");
    for (const [method, path] of apiRoutes) expect(res.body.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it("documents the request bodies and path parameters", async () => {
    const res = await getJson<{ paths: Record<string, Record<string, Record<string, unknown>>> }>(t.app, "/api/docs/json");
    const bannerBody = JSON.stringify(res.body.paths["/api/banner/list"]?.post?.requestBody);
    expect(bannerBody).toContain("sortDirection");
    expect(bannerBody).toContain("bannerTitle");
    const judgeBody = JSON.stringify(res.body.paths["/api/judge/listByparams"]?.post?.requestBody);
    expect(judgeBody).toContain("per_page");
    const contestParams = JSON.stringify(res.body.paths["/api/contest/get/{id}"]?.get?.parameters);
    expect(contestParams).toContain("^[a-f0-9]{24}$");
  });

  it("serves the Swagger UI page, and every asset it links to loads", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const assets = [...page.body.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      const url = new URL(asset, "http://localhost/api/docs").pathname;
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
    }
  });
});

describe("unknown paths", () => {
  it.each([
    ["GET", "/api/nope"],
    ["GET", "/api/contest/unknown/thing"],
    ["POST", "/api/contest/active"],
    ["DELETE", "/api/banner/list"],
    ["GET", "/api/user/getByEmail"],
  ] as const)("%s %s answers 404 JSON with a message", async (method, url) => {
    const raw = await t.app.inject({ method, url });
    expectErrorShape({ status: raw.statusCode, body: raw.json(), raw }, 404);
  });

  it("a path outside /api also answers 404 JSON when no pages are mounted", async () => {
    expectErrorShape(await getJson(t.app, "/no/such/page"), 404);
  });
});

describe("transport-level bad input never becomes a 500", () => {
  it("answers 400 with a message for a body that is not JSON", async () => {
    const raw = await t.app.inject({
      method: "POST",
      url: "/api/banner/list",
      payload: "{isActive: tru",
      headers: { "content-type": "application/json" },
    });
    expectErrorShape({ status: raw.statusCode, body: raw.json(), raw }, 400);
  });

  it.each([[[]], ["a string"], [42]])("answers 400 for the JSON body %j where an object is expected", async (payload) => {
    expectErrorShape(await postJson(t.app, "/api/testimonial/list", payload), 400);
  });

  it("answers 400 JSON for a plain-text body and 415 JSON for a content type it does not read", async () => {
    const text = await t.app.inject({
      method: "POST",
      url: "/api/judge/listByparams",
      payload: "per_page=5",
      headers: { "content-type": "text/plain" },
    });
    expectErrorShape({ status: text.statusCode, body: text.json(), raw: text }, 400);
    const xml = await t.app.inject({
      method: "POST",
      url: "/api/judge/listByparams",
      payload: "<a/>",
      headers: { "content-type": "application/xml" },
    });
    expectErrorShape({ status: xml.statusCode, body: xml.json(), raw: xml }, 415);
  });

  it("answers 413 JSON for a body over the 1 MB limit", async () => {
    const raw = await t.app.inject({
      method: "POST",
      url: "/api/banner/list",
      payload: JSON.stringify({ sortBy: "x".repeat(1_100_000) }),
      headers: { "content-type": "application/json" },
    });
    expectErrorShape({ status: raw.statusCode, body: raw.json(), raw }, 413);
  });
});

describe("headers", () => {
  it("sets the security headers and a Content Security Policy whose nonce changes per request", async () => {
    const one = await t.app.inject({ method: "GET", url: `/api/contest/get/${contestId}` });
    const two = await t.app.inject({ method: "GET", url: `/api/contest/get/${contestId}` });
    expect(one.statusCode).toBe(200);
    expect(one.headers["x-content-type-options"]).toBe("nosniff");
    expect(one.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(one.headers["referrer-policy"]).toBe("no-referrer");
    expect(one.headers["x-powered-by"]).toBeUndefined();
    const csp = String(one.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("https://checkout.razorpay.com");
    const nonce = (header: unknown) => /'nonce-([^']+)'/.exec(String(header))?.[1];
    expect(nonce(one.headers["content-security-policy"])).toBeTruthy();
    expect(nonce(one.headers["content-security-policy"])).not.toBe(nonce(two.headers["content-security-policy"]));
  });

  it("marks API answers as not cacheable, errors included", async () => {
    const ok = await t.app.inject({ method: "GET", url: "/api/contest/active" });
    expect(ok.headers["cache-control"]).toBe("no-store");
    const missing = await t.app.inject({ method: "GET", url: `/api/contest/get/${"9".repeat(24)}` });
    expect(missing.headers["cache-control"]).toBe("no-store");
  });

  it("compresses a large answer when accept-encoding asks for it, and not otherwise", async () => {
    const body = { skip: 0, per_page: 100, isActive: true };
    const plain = await t.app.inject({ method: "POST", url: "/api/judge/listByparams", payload: body });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4096);

    const gzip = await t.app.inject({
      method: "POST",
      url: "/api/judge/listByparams",
      payload: body,
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString("utf8"))).toEqual(plain.json());

    const br = await t.app.inject({
      method: "POST",
      url: "/api/judge/listByparams",
      payload: body,
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString("utf8"))).toEqual(plain.json());
  });
});

describe("server failures", () => {
  /** What must never appear in a 5xx body: driver messages, SQL, stack frames, file paths. */
  function expectNoLeak(body: string, ...driverWords: string[]) {
    expect([
      { isOk: false, code: "INTERNAL", message: "Something went wrong. Please try again." },
      { isOk: false, code: "UNAVAILABLE", message: "We are back in a moment. Please try again shortly." },
    ]).toContainEqual(JSON.parse(body));
    for (const word of driverWords) expect(body.toLowerCase()).not.toContain(word.toLowerCase());
    expect(body).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts\b|\.js\b|select |stack/i);
  }

  it("answers 503 with Retry-After, without the driver's error text, when the database cannot be reached", async () => {
    // On PGlite a copy of the template, closed: a new in-memory database would run initdb first (seconds).
    const closed =
      t.database.kind === "postgres" ? await openDatabase({ databaseUrl: t.database.url, poolSize: 1 }) : await createTestDatabase();
    await closed.close();
    // Expose the driver's own message, to check it does not reach the client.
    const driverMessage = await closed.db
      .execute(sql`select 1`)
      .then(() => "")
      .catch((error: Error) => error.message);
    expect(driverMessage).not.toBe("");

    const original = t.app.ctx.db;
    t.app.ctx.db = closed.db;
    try {
      for (const url of [`/api/contest/get/${contestId}`, `/api/subscriber/list/${contestId}`, "/api/cms/about-us"]) {
        const res = await t.app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers["retry-after"], url).toBe("30");
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
        expectNoLeak(res.body, driverMessage, "pglite", "pool", "closed");
      }
    } finally {
      t.app.ctx.db = original;
    }
    // And the app recovers once the database is back.
    expect((await t.app.inject({ method: "GET", url: `/api/contest/get/${contestId}` })).statusCode).toBe(200);
  }, 90_000); // opens a second database: slow on a busy machine

  // Last in the file: it breaks this app's database for good.
  it("answers a generic 500 without the SQL error when a query fails", async () => {
    await t.database.db.execute(sql`drop table testimonials`);
    const res = await postJson(t.app, "/api/testimonial/list", { isActive: true });
    expect(res.status).toBe(500);
    expectNoLeak(res.raw.body, "testimonials", "relation", "does not exist", "42P01");
  });
});

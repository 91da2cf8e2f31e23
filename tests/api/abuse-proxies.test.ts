import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_RATE_LIMIT } from "#server/services/contact/save-contact-message.ts";
import { clearOfWindowEnd } from "../support/rate-limit-window.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const contact = (i: number) => ({ fullName: "Asha Verma", email: `asha${i}@example.in`, message: "When does the next contest open?" });

describe("trusted proxies (TRUST_PROXY, loopback by default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a client on a private network cannot pick a new address per request to dodge a per-address limit", async () => {
    // Its hits stay in this window until "every 429 carries Retry-After" counts on 10.1.2.3 being refused.
    await clearOfWindowEnd(CONTACT_RATE_LIMIT.windowMs);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: "10.1.2.3",
        headers: { "x-forwarded-for": `203.0.113.${i}` },
        payload: contact(i),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it("a proxy on this machine speaks for its clients", async () => {
    const send = (client: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": client },
        payload: contact(0),
      });
    await clearOfWindowEnd(CONTACT_RATE_LIMIT.windowMs);
    for (let i = 0; i < 5; i++) expect((await send("198.51.100.1")).statusCode).toBe(201);
    expect((await send("198.51.100.1")).statusCode).toBe(429);
    expect((await send("198.51.100.2")).statusCode).toBe(201);
  });

  it("every 429 carries Retry-After", async () => {
    const lookup = () => t.app.inject({ method: "GET", url: "/api/user/getByEmail/nobody@example.in", remoteAddress: "192.0.2.99" });
    let res = await lookup();
    while (res.statusCode !== 429) res = await lookup();
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(60);

    const limitedContact = await t.app.inject({ method: "POST", url: "/api/contact", remoteAddress: "10.1.2.3", payload: contact(9) });
    expect(limitedContact.statusCode).toBe(429);
    expect(Number(limitedContact.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("serves no Strict-Transport-Security over plain http without an https PUBLIC_URL", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/contest/active" });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    // A private-network client claiming https is not believed either.
    const claimed = await t.app.inject({
      method: "GET",
      url: "/api/contest/active",
      remoteAddress: "10.1.2.3",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends HSTS when the request came through a trusted https proxy", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/contest/active",
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000");
  });

  it("serves /api/docs on a test site", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/docs" })).statusCode).toBeLessThan(400);
  });
});

describe("a named proxy on a private network", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "10.0.3.7", PUBLIC_URL: "https://contests.example.in", API_DOCS: "false" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is believed, and nobody else on that network is", async () => {
    const send = (proxy: string, client: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: proxy,
        headers: { "x-forwarded-for": client },
        payload: contact(1),
      });
    await clearOfWindowEnd(CONTACT_RATE_LIMIT.windowMs);
    for (let i = 0; i < 5; i++) expect((await send("10.0.3.7", `203.0.113.${i}`)).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) expect((await send("10.0.3.8", `203.0.113.${i}`)).statusCode).toBe(201);
    expect((await send("10.0.3.8", "203.0.113.200")).statusCode).toBe(429);
  });

  it("an https PUBLIC_URL sends HSTS on every answer", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/contest/active" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000");
  });

  it("API_DOCS=false turns /api/docs off", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ isOk: false, message: "API route not found" });
  });
});

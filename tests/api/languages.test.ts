import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";

describe("[LANGUAGES] choosing the language at the edge", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it("sends a browser that asks for Hindi first from / to /hi/, privately, keeping the query", async () => {
    const answer = await get("/?utm_source=whatsapp", { "accept-language": "hi-IN,hi;q=0.9,en-IN;q=0.8" });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe("/hi/?utm_source=whatsapp");
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(String(answer.headers.vary)).toContain("accept-language");
  });

  it("leaves / English for English-first browsers, for Hindi ranked below English, and for a remembered English choice", async () => {
    const cases: Record<string, string>[] = [
      {},
      { "accept-language": "en-IN,en;q=0.9,hi;q=0.8" },
      { "accept-language": "hi;q=0.5,en;q=0.9" },
      { "accept-language": "hi-IN", cookie: "cc_lang=en" },
      { "accept-language": "hi;q=0" },
    ];
    for (const headers of cases) {
      const answer = await get("/", headers);
      expect(answer.statusCode, JSON.stringify(headers)).not.toBe(302);
    }
  });

  it("follows the switch's remembered choice at / whatever the browser says, and only at /", async () => {
    const home = await get("/", { cookie: "cc_lang=hi", "accept-language": "en-IN" });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe("/hi/");
    const contest = await get("/contest/any-id", { cookie: "cc_lang=hi", "accept-language": "hi-IN" });
    expect(contest.statusCode).not.toBe(302);
  });

  it("answers the API's messages in the spec's English unless the call asks for Hindi", async () => {
    const english = await t.app.inject({ method: "POST", url: "/api/user/create", payload: {} });
    const browserHindi = await t.app.inject({
      method: "POST",
      url: "/api/user/create",
      payload: {},
      headers: { "accept-language": "hi-IN" },
    });
    expect(english.statusCode).toBe(browserHindi.statusCode);
    const englishMessage = english.json<{ message: string }>().message;
    expect(englishMessage).toMatch(/[A-Za-z]/);
    // A message with no Hindi yet stays English rather than disappearing.
    expect(browserHindi.json<{ message: string }>().message.length).toBeGreaterThan(0);
  });

  it("keeps a public list shared when the only cookie is the language choice", async () => {
    await get("/api/contest/active");
    const withChoice = await get("/api/contest/active", { cookie: "cc_lang=hi" });
    expect(withChoice.headers["x-cache"]).toBe("hit");
    const withSession = await get("/api/contest/active", { cookie: "cc_lang=hi; other=1" });
    expect(withSession.headers["x-cache"]).not.toBe("hit");
  });
});

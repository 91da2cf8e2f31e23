import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createAffiliate } from "#server/services/affiliates/create-affiliate.ts";
import { CONTACT_RATE_LIMIT } from "#server/services/contact/save-contact-message.ts";
import { apiMessageIn } from "#server/services/i18n/catalogues.ts";
import { RATE_LIMIT_MESSAGE, rateLimitMessage } from "#server/services/rate-limit.ts";
import { SIGN_IN_THROTTLE, signInWaitMessage } from "#server/services/sign-in-throttle.ts";
import { rateLimitAnswers } from "#shared/i18n/en/rate-limit-answers.ts";
import { rateLimitAnswersHindi } from "#shared/i18n/hi/rate-limit-answers.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The general "too many attempts" refusal names the wait its Retry-After gives, in the language the
 * call asks for (the site's pages send their own in Accept-Language), like the API's other answers.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t?.close();
});

const HINDI = "hi-IN,hi;q=0.9,en-IN;q=0.8";

/** The clock stopped 4 min 28 s into a ten-minute window (so 28 s into a minute's): waits of 332 s and 32 s. */
function stopClockInWindow(): void {
  const windowMs = CONTACT_RATE_LIMIT.windowMs;
  vi.useFakeTimers({ toFake: ["Date"], now: (Math.floor(Date.now() / windowMs) + 1) * windowMs + 268_000 });
}

async function refusedContact(address: string, headers: Record<string, string>) {
  const send = () =>
    t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: address,
      headers: { "content-type": "application/json", ...headers },
      payload: JSON.stringify({ fullName: "Asha Verma", email: "asha@example.com", message: "When does the next contest open?" }),
    });
  for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) expect((await send()).statusCode).toBe(201);
  const refused = await send();
  expect(refused.statusCode).toBe(429);
  return refused;
}

describe("[RATE-LIMIT] the refusal's message", () => {
  it("names the minutes left in the contact form's ten-minute window, in English by default", async () => {
    stopClockInWindow();
    const refused = await refusedContact("203.0.113.61", {});
    expect(refused.headers["retry-after"]).toBe("332");
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED", message: "Too many attempts. Please wait 6 minutes and try again." });
  });

  it("answers a Hindi page's contact form in Hindi, with the same minutes", async () => {
    stopClockInWindow();
    const refused = await refusedContact("203.0.113.62", { "accept-language": HINDI });
    expect(refused.headers["retry-after"]).toBe("332");
    expect(refused.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: "बहुत बार कोशिश हो चुकी है। 6 मिनट बाद फिर से कोशिश करें।",
    });
  });

  it("keeps 'a minute' for a wait of a minute or less, in Hindi when asked (the affiliate-code check)", async () => {
    stopClockInWindow();
    const check = (language: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/user/getByAffiliateCode",
        remoteAddress: "203.0.113.63",
        headers: { "content-type": "application/json", ...language },
        payload: JSON.stringify({ affiliateCode: "NOSUCH" }),
      });
    let answer = await check({});
    while (answer.statusCode !== 429) {
      expect(answer.statusCode).toBe(404);
      answer = await check({});
    }
    expect(answer.headers["retry-after"]).toBe("32");
    expect(answer.json().message).toBe(RATE_LIMIT_MESSAGE);
    expect(RATE_LIMIT_MESSAGE).toBe("Too many attempts. Please wait a minute and try again.");
    const hindi = await check({ "accept-language": HINDI });
    expect(hindi.statusCode).toBe(429);
    expect(hindi.json().message).toBe("बहुत बार कोशिश हो चुकी है। एक मिनट बाद फिर से कोशिश करें।");
  });

  it("rounds the wait up: a minute or less, whole minutes, then hours (the hourly rules)", () => {
    expect(rateLimitMessage(1)).toBe(RATE_LIMIT_MESSAGE);
    expect(rateLimitMessage(60)).toBe(RATE_LIMIT_MESSAGE);
    expect(rateLimitMessage(61)).toBe("Too many attempts. Please wait 2 minutes and try again.");
    expect(rateLimitMessage(332)).toBe("Too many attempts. Please wait 6 minutes and try again.");
    expect(rateLimitMessage(3540)).toBe("Too many attempts. Please wait 59 minutes and try again.");
    expect(rateLimitMessage(3580)).toBe("Too many attempts. Please wait an hour and try again.");
    expect(rateLimitMessage(3600)).toBe("Too many attempts. Please wait an hour and try again.");
    expect(rateLimitMessage(3601)).toBe("Too many attempts. Please wait 2 hours and try again.");
    expect(apiMessageIn("hi", rateLimitMessage(3580))).toBe("बहुत बार कोशिश हो चुकी है। एक घंटे बाद फिर से कोशिश करें।");
    expect(apiMessageIn("hi", rateLimitMessage(7200))).toBe("बहुत बार कोशिश हो चुकी है। 2 घंटे बाद फिर से कोशिश करें।");
  });

  it("has Hindi for every form of the refusal, keeping each {name} part", () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    expect(Object.keys(rateLimitAnswersHindi).sort()).toEqual(Object.values(rateLimitAnswers).sort());
    for (const english of Object.values(rateLimitAnswers)) {
      expect(rateLimitAnswersHindi[english], english).toMatch(/[\u0900-\u097F]/);
      expect(names(rateLimitAnswersHindi[english]), english).toEqual(names(english));
    }
  });
});

describe("[RATE-LIMIT] slowed sign-in's refusal", () => {
  /** Wrong passwords from one address until the sign-in is slowed; the refusal asked in `language`. */
  async function slowedAffiliateSignIn(email: string, address: string, language: Record<string, string>) {
    await createAffiliate(t.database.db, { email, firstName: "Asha", password: "correct horse battery" });
    const login = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/user/login",
        remoteAddress: address,
        headers: { "content-type": "application/json", ...headers },
        payload: JSON.stringify({ email, password: "not the password" }),
      });
    for (let i = 0; i < SIGN_IN_THROTTLE.pair.free; i++) expect((await login({})).statusCode).toBe(401);
    const refused = await login(language);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("30");
    return refused.json();
  }

  it("answers the affiliate sign-in on /hi/affiliate-list in Hindi", async () => {
    expect(await slowedAffiliateSignIn("slowed.hi@example.in", "203.0.113.71", { "accept-language": HINDI })).toMatchObject({
      code: "RATE_LIMITED",
      message: "साइन इन की बहुत बार कोशिश हो चुकी है। एक मिनट बाद फिर से कोशिश करें।",
    });
  });

  it("answers it in English to the English page (the console's pages, English only, ask for English too)", async () => {
    expect(await slowedAffiliateSignIn("slowed.en@example.in", "203.0.113.72", { "accept-language": "en-IN" })).toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many sign-in attempts. Please try again in 1 minute.",
    });
  });

  it("names the whole minutes of longer waits, in Hindi when asked", () => {
    expect(signInWaitMessage(30)).toBe("Too many sign-in attempts. Please try again in 1 minute.");
    expect(signInWaitMessage(61)).toBe("Too many sign-in attempts. Please try again in 2 minutes.");
    expect(signInWaitMessage(15 * 60)).toBe("Too many sign-in attempts. Please try again in 15 minutes.");
    expect(apiMessageIn("hi", signInWaitMessage(15 * 60))).toBe("साइन इन की बहुत बार कोशिश हो चुकी है। 15 मिनट बाद फिर से कोशिश करें।");
  });
});

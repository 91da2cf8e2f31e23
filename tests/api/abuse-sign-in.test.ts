import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#db/client.ts";
import { AppError } from "#server/errors.ts";
import { createAffiliate } from "#server/services/affiliates/create-affiliate.ts";
import { signIn } from "#server/services/affiliates/sign-in.ts";
import { backoffDelayMs } from "#server/services/rate-limit.ts";
import { SIGN_IN_THROTTLE, signInSucceeded, startSignInAttempt } from "#server/services/sign-in-throttle.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const PASSWORD = "correct horse battery";
const WRONG = "not the password";
let t: TestApp;
let db: Db;
let octet = 0;
/** A fresh address for every attempt that should not share an address streak. */
const strangerAddress = () => `198.51.${Math.floor(++octet / 250)}.${octet % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await t?.close();
});

/** What one sign-in attempt at `now` ends in: "ok", "wrong" (401) or the seconds a 429 asks to wait. */
async function attempt(email: string, password: string, ip: string, now: Date): Promise<"ok" | "wrong" | number> {
  try {
    await signIn(db, { email, password, ip, now });
    return "ok";
  } catch (error) {
    if (error instanceof AppError && error.code === "UNAUTHORIZED") return "wrong";
    if (error instanceof AppError && error.code === "RATE_LIMITED") return Number(error.details?.retryAfterSeconds);
    throw error;
  }
}
const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);
/** Dozens of argon2 checks in one test: slow on a busy 2-core machine. */
const SLOW = { timeout: 180_000 };

describe("[AFFILIATES] sign-in is slowed, never locked", () => {
  it("the owner at their usual address gets in while strangers everywhere else are slowed", SLOW, async () => {
    const email = "owner@example.in";
    await createAffiliate(db, { email, firstName: "Owner", password: PASSWORD });
    const start = new Date("2026-11-20T10:00:00Z");
    const home = "203.0.113.10";
    expect(await attempt(email, PASSWORD, home, start)).toBe("ok");

    // Forty guesses from forty addresses: under the old rule the account was locked after ten.
    const results = [];
    for (let i = 0; i < 40; i++) results.push(await attempt(email, `guess ${i}`, strangerAddress(), at(start, 60 + i)));
    expect(results.slice(0, SIGN_IN_THROTTLE.account.free)).toEqual(Array(SIGN_IN_THROTTLE.account.free).fill("wrong"));
    expect(results.filter((result) => typeof result === "number").length).toBeGreaterThan(25);

    // A stranger at a new address waits; the owner at home signs in at once.
    expect(await attempt(email, PASSWORD, strangerAddress(), at(start, 120))).toEqual(expect.any(Number));
    expect(await attempt(email, PASSWORD, home, at(start, 120))).toBe("ok");
  });

  it("doubles the wait after each failure past the free ones, up to 15 minutes, and the right password still works", SLOW, async () => {
    const email = "mistyper@example.in";
    await createAffiliate(db, { email, firstName: "Mistyper", password: PASSWORD });
    const ip = "203.0.113.20";
    let now = new Date("2026-11-20T11:00:00Z");
    for (let i = 0; i < SIGN_IN_THROTTLE.pair.free; i++) expect(await attempt(email, WRONG, ip, now)).toBe("wrong");

    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const wait = await attempt(email, WRONG, ip, now);
      expect(typeof wait).toBe("number");
      waits.push(wait as number);
      now = at(now, wait as number);
      expect(await attempt(email, WRONG, ip, now)).toBe("wrong");
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);

    // Refused attempts are not counted and cost nothing: asking again at once still says 15 minutes.
    expect(await attempt(email, PASSWORD, ip, now)).toBe(900);
    now = at(now, 900);
    expect(await attempt(email, PASSWORD, ip, now)).toBe("ok");
    // Success ends the streak: the next mistakes are free again.
    expect(await attempt(email, WRONG, ip, now)).toBe("wrong");
    expect(await attempt(email, PASSWORD, ip, now)).toBe("ok");
  });

  it("a burst of parallel guesses gets no more tries than sequential ones", SLOW, async () => {
    const email = "burst@example.in";
    await createAffiliate(db, { email, firstName: "Burst", password: PASSWORD });
    const now = new Date("2026-11-20T12:00:00Z");
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(email, `guess ${i}`, "203.0.113.30", now)));
    expect(results.filter((result) => result === "wrong").length).toBe(SIGN_IN_THROTTLE.pair.free);
    expect(results.filter((result) => result === 30).length).toBe(20 - SIGN_IN_THROTTLE.pair.free);
  });

  it("slows one address spraying many accounts, but not an owner known at that address", SLOW, async () => {
    const shared = "100.64.0.1"; // a carrier's address, shared by many phones
    const start = new Date("2026-11-20T13:00:00Z");
    const owner = "shared.owner@example.in";
    await createAffiliate(db, { email: owner, firstName: "Shared", password: PASSWORD });
    expect(await attempt(owner, PASSWORD, shared, start)).toBe("ok");
    for (let i = 0; i < SIGN_IN_THROTTLE.address.free; i++) {
      expect(await attempt(`spray${i}@example.in`, WRONG, shared, at(start, 1))).toBe("wrong");
    }
    expect(await attempt("spray-next@example.in", WRONG, shared, at(start, 1))).toBe(60);
    expect(await attempt(owner, PASSWORD, shared, at(start, 2))).toBe("ok");
  });

  it("keeps the streaks of each kind of sign-in apart, so the organiser console can use the same throttle", async () => {
    const now = new Date("2026-11-20T14:00:00Z");
    const affiliate = { scope: "affiliate", account: "same@example.in", address: "203.0.113.40", now };
    for (let i = 0; i < SIGN_IN_THROTTLE.pair.free; i++) await startSignInAttempt(db, affiliate);
    await expect(startSignInAttempt(db, affiliate)).rejects.toMatchObject({ code: "RATE_LIMITED" });
    const staff = await startSignInAttempt(db, { ...affiliate, scope: "staff" });
    expect(staff.known).toBe(false);
    await signInSucceeded(db, staff);
    expect((await startSignInAttempt(db, { ...affiliate, scope: "staff" })).known).toBe(true);
  });

  it("grows delays as the rule says", () => {
    const rule = { free: 2, firstDelayMs: 1_000, maxDelayMs: 5_000 };
    expect([0, 1, 2, 3, 4, 5, 60].map((attempts) => backoffDelayMs(attempts, rule))).toEqual([0, 0, 1_000, 2_000, 4_000, 5_000, 5_000]);
  });
});

describe("[AFFILIATES] POST /api/user/login when slowed", () => {
  it("answers 429 with Retry-After in seconds and the wait in words", async () => {
    const email = "api.limited@example.in";
    await createAffiliate(db, { email, firstName: "Api", password: PASSWORD });
    const login = () =>
      t.app.inject({ method: "POST", url: "/api/user/login", remoteAddress: "203.0.113.50", payload: { email, password: WRONG } });
    for (let i = 0; i < SIGN_IN_THROTTLE.pair.free; i++) expect((await login()).statusCode).toBe(401);
    const res = await login();
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBe("30");
    expect(res.json()).toMatchObject({ code: "RATE_LIMITED", message: "Too many sign-in attempts. Please try again in 1 minute." });
  });
});

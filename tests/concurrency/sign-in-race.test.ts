import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#db/client.ts";
import { emailCodes, identitySessions } from "#db/schema/identity.ts";
import { rateLimitHits } from "#db/schema.ts";
import { consumeRateLimits, storedRateLimitKey } from "#server/services/rate-limit.ts";
import { latestSignInCode, testDeviceCookie } from "../support/creator-session.ts";
import { clearOfWindowEnd } from "../support/rate-limit-window.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The creator's e-mail dialog under parallel requests, on a real PostgreSQL server (PGlite runs one
 * connection, so nothing overlaps there): the statements merged to make each request cheaper must keep
 * every limit exact when requests overlap. Run with TEST_DATABASE_URL=postgres://… npx vitest run
 * --project concurrency.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn("tests/concurrency skipped: set TEST_DATABASE_URL=postgres://… to run the race tests on PostgreSQL");
}

describe.skipIf(!serverUrl)("[CREATOR SIGN-IN] races on PostgreSQL", () => {
  /** A site that really sends mail, so every per-client limit applies; the worker does not run in tests. */
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:2" });
    expect(t.database.kind).toBe("postgres");
  });
  afterAll(async () => {
    await t?.close();
  });
  const db = () => t.database.db;
  let sequence = 0;
  const newEmail = () => `race.${Date.now().toString(36)}${++sequence}@example.in`;
  const address = () => `10.1.${Math.floor(++sequence / 250)}.${sequence % 250}`;

  const post = async (url: string, payload: object, remoteAddress: string, device: string) => {
    const raw = await t.app.inject({ method: "POST", url, payload, remoteAddress, headers: { cookie: device } });
    return { status: raw.statusCode, body: raw.json() as { message?: string; details?: { triesLeft?: number } } };
  };
  const askCode = (email: string, remoteAddress: string, device = testDeviceCookie(email)) =>
    post("/api/creator/email-code", { email }, remoteAddress, device);
  const signIn = (email: string, code: string, remoteAddress: string, device = testDeviceCookie(email)) =>
    post("/api/creator/sign-in", { email, code }, remoteAddress, device);
  const codesOf = (email: string) => db().select().from(emailCodes).where(eq(emailCodes.emailKey, email));

  it("several keys counted at once in many overlapping transactions: no deadlock, no hit lost", async () => {
    const a = { key: `race-a:${newEmail()}`, rule: { limit: 1000, windowMs: 60 * 60_000 } };
    const b = { key: `race-b:${newEmail()}`, rule: { limit: 1000, windowMs: 60 * 60_000 } };
    const runs = 30;
    // Half give the keys in one order, half in the other; each holds its rows a moment.
    const results = await Promise.allSettled(
      Array.from({ length: runs }, (_, i) =>
        db().transaction(async (tx) => {
          await consumeRateLimits(tx as unknown as Db, i % 2 === 0 ? [a, b] : [b, a]);
          await tx.execute(sql`select pg_sleep(0.005)`);
        }),
      ),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    for (const k of [a, b]) {
      const [row] = await db()
        .select({ hits: sql<number>`sum(${rateLimitHits.hits})`.mapWith(Number) })
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, storedRateLimitKey(k.key)));
      expect(row?.hits).toBe(runs);
    }
  });

  it("lets exactly the limit through when parallel callers pass it", async () => {
    const limited = { key: `race-limit:${newEmail()}`, rule: { limit: 7, windowMs: 60 * 60_000 } };
    const roomy = { key: `race-roomy:${newEmail()}`, rule: { limit: 1000, windowMs: 60 * 60_000 } };
    await clearOfWindowEnd(limited.rule.windowMs, 15_000);
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => consumeRateLimits(db(), [roomy, limited])));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(7);
  });

  it("sends one code for a burst of requests from one device for one address (the address's lock)", async () => {
    const email = newEmail();
    const from = address();
    const results = await Promise.all(Array.from({ length: 8 }, () => askCode(email, from)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 429 && r.body.message?.startsWith("Please wait"))).toHaveLength(7);
    expect(await codesOf(email)).toHaveLength(1);
  });

  it("sends an address no more than 10 codes an hour for new devices, however many ask at once", async () => {
    const email = newEmail();
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => askCode(email, address(), testDeviceCookie(`${email}#device${i}`))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(6);
    expect(await codesOf(email)).toHaveLength(10);
  });

  it("counts a device's codes exactly: parallel requests for different addresses stop at 10 an hour", async () => {
    // CODES_PER_DEVICE (server/services/identity/email-codes.ts: 10 an hour): all 14 in one window.
    await clearOfWindowEnd(60 * 60_000, 15_000);
    const device = testDeviceCookie(newEmail());
    const from = address();
    const results = await Promise.all(Array.from({ length: 14 }, () => askCode(newEmail(), from, device)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r.body.message).toMatch(/^Too many codes have been/);
  });

  it("gives parallel wrong guesses no more than five tries between them", async () => {
    const email = newEmail();
    const from = address();
    expect((await askCode(email, from)).status).toBe(200);
    const code = await latestSignInCode(db(), email);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const results = await Promise.all(guesses.map((guess) => signIn(email, guess, from)));
    expect(results.every((r) => r.status === 400)).toBe(true);
    expect(results.filter((r) => r.body.message?.startsWith("That code is not right")).length).toBeLessThanOrEqual(4);
    const [row] = await codesOf(email);
    expect(row?.attempts).toBe(5);
    expect((await signIn(email, code, from)).status).toBe(400);
  });

  it("starts one session for a burst of sign-ins with the same code; the rest are told it is used", async () => {
    const email = newEmail();
    const from = address();
    expect((await askCode(email, from)).status).toBe(200);
    const code = await latestSignInCode(db(), email);
    const results = await Promise.all(Array.from({ length: 6 }, () => signIn(email, code, from)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    const sessions = await db().select().from(identitySessions).where(eq(identitySessions.principalId, email));
    expect(sessions).toHaveLength(1);
    expect((await codesOf(email)).every((row) => row.usedAt !== null)).toBe(true);
  });
});

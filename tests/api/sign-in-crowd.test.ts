/**
 * A crowd behind one client address (a campus, a carrier's NAT) signs in; a script asking for
 * thousands of codes from one address does not get them (docs/security.md, "Creator sign-in").
 * Mail is really sent here (SMTP_URL set), so the per-network and per-device limits apply.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "#db/schema/mail.ts";
import { NEW_DEVICE_CODES_PER_NETWORK } from "#server/services/identity/known-devices.ts";
import { testDeviceCookie } from "../support/creator-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:2" });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * The network's allowance is counted in fixed hourly windows: a script whose requests straddle the
 * hour gets a second allowance, as it would in life. The clock starts just after an hour begins, so a
 * run on a busy machine cannot straddle one and count twice.
 */
function startOfAnHour() {
  const { windowMs } = NEW_DEVICE_CODES_PER_NETWORK;
  vi.useFakeTimers({ toFake: ["Date"], now: (Math.floor(Date.now() / windowMs) + 1) * windowMs + 1_000, shouldAdvanceTime: true });
}

let sequence = 0;
const newEmail = (label: string) => `${label}.${Date.now().toString(36)}${++sequence}@example.in`;

const post = (url: string, payload: object, remoteAddress: string, cookie?: string) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress, headers: cookie ? { cookie } : {} });

/** The code in the address's latest message, read from the outbox before the worker would send it. */
async function mailedCode(email: string): Promise<string> {
  const [row] = await t.database.db
    .select({ payload: mailOutbox.payload })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, "sign-in-code")))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return String(row?.payload.code ?? "");
}

/** People behind one address, each in their own browser: all ask first, then all sign in. */
async function crowdSignsIn(size: number, network: string) {
  const people = Array.from({ length: size }, () => newEmail("student"));
  const asked = [];
  for (const email of people) asked.push((await post("/api/creator/email-code", { email }, network, testDeviceCookie(email))).statusCode);
  const signedIn = [];
  for (const email of people) {
    const answer = await post("/api/creator/sign-in", { email, code: await mailedCode(email) }, network, testDeviceCookie(email));
    signedIn.push(answer.statusCode);
  }
  return { asked, signedIn };
}

/** A script's requests for codes to ever new addresses from one address: answers how many codes went out. */
async function scriptAsks(requests: number, network: string, cookie: () => string | undefined) {
  let issued = 0;
  for (let i = 0; i < requests; i++) {
    const answer = await post("/api/creator/email-code", { email: newEmail("victim") }, network, cookie());
    if (answer.statusCode === 200) issued++;
    else expect(answer.statusCode).toBe(429);
  }
  return issued;
}

describe("[ABUSE] a crowd behind one address, and a script", () => {
  it("30 people behind one address all sign in, and a second 30 after them", async () => {
    const first = await crowdSignsIn(30, "203.0.113.50");
    expect(first.asked).toEqual(Array(30).fill(200));
    expect(first.signedIn).toEqual(Array(30).fill(200));
    // Each browser that signed in raised the network's allowance for new ones.
    const second = await crowdSignsIn(30, "203.0.113.50");
    expect(second.asked).toEqual(Array(30).fill(200));
    expect(second.signedIn).toEqual(Array(30).fill(200));
  }, 300_000);

  it("a script sending 2,000 requests without a cookie gets the base allowance of codes, and no more", async () => {
    startOfAnHour();
    const issued = await scriptAsks(2000, "198.51.100.77", () => undefined);
    expect(issued).toBe(NEW_DEVICE_CODES_PER_NETWORK.base);
  }, 300_000);

  it("a script rotating its device cookie does no better", async () => {
    startOfAnHour();
    const issued = await scriptAsks(1000, "198.51.100.78", () => `cc_device=${randomBytes(16).toString("base64url")}`);
    expect(issued).toBe(NEW_DEVICE_CODES_PER_NETWORK.base);
  }, 300_000);
});

/**
 * Strangers cannot lock a creator out of e-mail sign-in, and a crowd behind one address is not a
 * script (docs/security.md, "Creator sign-in"). Codes belong to the browser that asked for them.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailCodes } from "#db/schema/identity.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { testClientAddress, testDeviceCookie } from "../support/creator-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let local: TestApp;
beforeAll(async () => {
  local = await createTestApp();
});
afterAll(async () => {
  await local?.close();
});

let sequence = 0;
const newEmail = (label: string) => `${label}.${Date.now().toString(36)}${++sequence}@example.in`;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

type Answer = { status: number; body: { message?: string; triesLeft?: number; data?: { testModeCode?: string } }; setsSession: boolean };
async function post(t: TestApp, url: string, payload: object, device: string, remoteAddress = testClientAddress()): Promise<Answer> {
  const raw = await t.app.inject({ method: "POST", url, payload, remoteAddress, headers: device ? { cookie: device } : {} });
  return { status: raw.statusCode, body: raw.json(), setsSession: raw.cookies.some((cookie) => cookie.name === "creator_session") };
}
const ask = (t: TestApp, email: string, device: string, remoteAddress?: string) =>
  post(t, "/api/creator/email-code", { email }, device, remoteAddress);
const signIn = (t: TestApp, email: string, code: string, device: string, remoteAddress?: string) =>
  post(t, "/api/creator/sign-in", { email, code }, device, remoteAddress);
/** Moves every code of the address back in time, as if that much had gone by. */
async function age(t: TestApp, email: string, seconds: number) {
  for (const row of await t.database.db.select().from(emailCodes).where(eq(emailCodes.emailKey, email))) {
    await t.database.db
      .update(emailCodes)
      .set({ createdAt: new Date(row.createdAt.getTime() - seconds * 1000), expiresAt: new Date(row.expiresAt.getTime() - seconds * 1000) })
      .where(eq(emailCodes.id, row.id));
  }
}
const codeOf = (answer: Answer) => answer.body.data?.testModeCode ?? "";

describe("[CREATOR SIGN-IN] strangers asking for someone else's codes", () => {
  it("a stranger's request does not cancel the owner's code, and the stranger's wrong guesses do not spend its tries", async () => {
    const email = newEmail("owner");
    const owner = testDeviceCookie(email);
    const stranger = testDeviceCookie(`${email}.stranger`);
    const ownerCode = codeOf(await ask(local, email, owner));
    expect((await ask(local, email, stranger)).status).toBe(200);
    // Ten wrong guesses from the stranger's browser, at the owner's address.
    for (let i = 0; i < 10; i++) expect((await signIn(local, email, otherCode(ownerCode), stranger)).status).toBe(400);
    // The owner's own code in the owner's browser still works, on its first try.
    const signedIn = await signIn(local, email, ownerCode, owner);
    expect(signedIn.status).toBe(200);
    expect(signedIn.setsSession).toBe(true);
  });

  it("a code works only in the browser that asked for it", async () => {
    const email = newEmail("owner");
    const code = codeOf(await ask(local, email, testDeviceCookie(email)));
    const elsewhere = await signIn(local, email, code, testDeviceCookie(`${email}.elsewhere`));
    expect(elsewhere.body.message).toBe("This code has expired or was replaced. Ask for a new one.");
    expect((await signIn(local, email, code, testDeviceCookie(email))).status).toBe(200);
  });

  it("answers a stranger the same whether or not the address has a live code", async () => {
    const withCode = newEmail("busy");
    const without = newEmail("quiet");
    await ask(local, withCode, testDeviceCookie(withCode));
    const stranger = testDeviceCookie(`${withCode}.prober`);
    const a = await signIn(local, withCode, "123456", stranger);
    const b = await signIn(local, without, "123456", stranger);
    expect(a).toEqual(b);
    // And asking answers the same: the owner's pending code neither refuses nor delays the stranger.
    const askA = await ask(local, withCode, stranger);
    const askB = await ask(local, without, stranger);
    expect([askA.status, Object.keys(askA.body.data ?? {})]).toEqual([askB.status, Object.keys(askB.body.data ?? {})]);
  });

  it("five strangers' requests do not lock the owner out; the owner's known browser is never refused for strangers", async () => {
    const email = newEmail("target");
    const owner = testDeviceCookie(email);
    // The owner signed in from this browser before: it is known to the address.
    expect((await signIn(local, email, codeOf(await ask(local, email, owner)), owner)).status).toBe(200);
    await age(local, email, 3600);

    // The audit's attack: five requests for the owner's address from a stranger, then ten from ten strangers.
    const stranger = testDeviceCookie(`${email}.stranger`);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await ask(local, email, stranger)).status);
      await age(local, email, 31);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    // A new browser of the owner's (a new phone) still gets a code after the stranger's five.
    const newPhone = testDeviceCookie(`${email}.new-phone`);
    const fromNewPhone = await ask(local, email, newPhone);
    expect(fromNewPhone.status).toBe(200);
    for (let i = 0; i < 10; i++) await ask(local, email, testDeviceCookie(`${email}.crowd-${i}`));
    // Strangers together reach the address's cap for new browsers (10 an hour)...
    const capped = await ask(local, email, testDeviceCookie(`${email}.one-more`));
    expect(capped.status).toBe(429);
    expect(capped.body.message).toMatch(/^Too many codes have been asked for\. Please try again in \d+ minutes?\.$/);
    // ...and the owner's known browser gets its code anyway, and signs in with it.
    const ownCode = codeOf(await ask(local, email, owner));
    expect((await signIn(local, email, ownCode, owner)).status).toBe(200);
    // The new phone's code, sent before the strangers asked, is still good too.
    const sent = await local.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, "sign-in-code")));
    expect(sent.length).toBeLessThanOrEqual(2 + 5 + 10);
  });
});

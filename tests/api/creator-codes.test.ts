import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailCodes, identitySessions } from "#db/schema/identity.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { creatorCookieFrom, requestSignInCode, testClientAddress, testDeviceCookie } from "../support/creator-session.ts";
import { createUser } from "../support/factories.ts";
import { type ErrorBody, expectErrorShape, type JsonResponse } from "../support/inject.ts";
import { clearOfWindowEnd } from "../support/rate-limit-window.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
const db = () => t.database.db;

let sequence = 0;
const newEmail = (label = "creator") => `${label}.${Date.now().toString(36)}${++sequence}@example.in`;

type CodeAnswer = { isOk: true; data: { sent: true; resendAfterSeconds: number; expiresInMinutes: number; testModeCode?: string } };
type SignInAnswer = { isOk: true; data: { email: string; userId: string | null } };

/** A call from the browser of `payload.email`'s owner (its device cookie), unless `device` names another. */
async function call<T>(
  url: string,
  payload: { email: string; code?: string },
  remoteAddress = testClientAddress(),
  device?: string,
): Promise<JsonResponse<T>> {
  const cookie = device ?? testDeviceCookie(payload.email);
  const raw = await t.app.inject({ method: "POST", url, payload, remoteAddress, headers: { cookie } });
  return { status: raw.statusCode, body: raw.json() as T, raw };
}
const askCode = (email: string, remoteAddress?: string, device?: string) =>
  call<CodeAnswer>("/api/creator/email-code", { email }, remoteAddress, device);
const signIn = (email: string, code: string, remoteAddress?: string, device?: string) =>
  call<SignInAnswer>("/api/creator/sign-in", { email, code }, remoteAddress, device);

const codesOf = (email: string) => db().select().from(emailCodes).where(eq(emailCodes.emailKey, email.toLowerCase()));
/** Moves every code of the address `seconds` into the past, as if that much time had gone by. */
async function age(email: string, seconds: number) {
  for (const row of await codesOf(email)) {
    await db()
      .update(emailCodes)
      .set({ createdAt: new Date(row.createdAt.getTime() - seconds * 1000), expiresAt: new Date(row.expiresAt.getTime() - seconds * 1000) })
      .where(eq(emailCodes.id, row.id));
  }
}
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("[CREATOR SIGN-IN] asking for a code", () => {
  it("answers the same for a known and an unknown address, and writes the message with the code", async () => {
    const known = await createUser(db());
    const unknown = newEmail("nobody");
    const a = await askCode(known.email);
    const b = await askCode(unknown);
    for (const res of [a, b]) {
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.data).sort()).toEqual(["expiresInMinutes", "resendAfterSeconds", "sent", "testModeCode"]);
      expect(res.body.data).toMatchObject({ sent: true, resendAfterSeconds: 30, expiresInMinutes: 10 });
      expect(res.body.data.testModeCode).toMatch(/^\d{6}$/);
    }
    expect(Object.keys(a.raw.headers).sort()).toEqual(Object.keys(b.raw.headers).sort());
    // No session yet: the only cookie a new browser gets is the device's own (server/services/identity/requesting-client.ts).
    const fresh = await t.app.inject({
      method: "POST",
      url: "/api/creator/email-code",
      payload: { email: newEmail() },
      remoteAddress: testClientAddress(),
    });
    expect(fresh.cookies.map((cookie) => cookie.name)).toEqual(["cc_device"]);

    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, unknown));
    expect(mail).toMatchObject({ template: "sign-in-code" });
    expect(mail?.dedupeKey).toMatch(/^sign-in-code:[0-9a-f]{24}$/);
    expect(mail?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
  });

  it("stores only a keyed hash of the code, bound to the address", async () => {
    const email = newEmail();
    const code = await requestSignInCode(t.app, email);
    const [row] = await codesOf(email);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    // Not a plain digest a leaked table could be matched against in a million tries.
    expect(row?.codeHash).not.toBe(createHash("sha256").update(code).digest("hex"));
    expect(row?.codeHash).not.toBe(createHash("sha256").update(`${email}\n${code}`).digest("hex"));
    expect(JSON.stringify(await db().select().from(emailCodes))).not.toContain(`"${code}"`);
  });

  it("refuses an address that is not valid and a code that is not six digits", async () => {
    expect(expectErrorShape(await askCode("not-an-address"), 400).message).toContain("Enter a valid email");
    const email = newEmail();
    await requestSignInCode(t.app, email);
    expect(expectErrorShape(await signIn(email, "12345"), 400).message).toContain("Enter the 6-digit code from the e-mail.");
    expect(expectErrorShape(await signIn(email, "12a456"), 400).message).toContain("Enter the 6-digit code from the e-mail.");
  });

  it("lets a new code go only 30 seconds after the last; the new one replaces it", async () => {
    const email = newEmail();
    const first = await requestSignInCode(t.app, email);
    const tooSoon = await askCode(email);
    const refused = expectErrorShape(tooSoon, 429);
    expect(refused.message).toMatch(/^Please wait \d+ seconds? before asking for another code\.$/);
    const wait = Number(tooSoon.raw.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toHaveLength(1);

    await age(email, 31);
    const second = await requestSignInCode(t.app, email);
    if (second !== first) {
      expect(expectErrorShape(await signIn(email, first), 400).message).toBe(
        "That code is no longer valid. Enter the code from the latest e-mail.",
      );
    }
    expect((await signIn(email, second)).status).toBe(200);
  });

  it("sends at most 5 codes an hour to one address from one device", async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) {
      expect((await askCode(email)).status).toBe(200);
      await age(email, 31);
    }
    const sixth = await askCode(email);
    expect(expectErrorShape(sixth, 429).message).toMatch(/^Too many codes have been asked for\. Please try again in \d+ minutes?\.$/);
    expect(Number(sixth.raw.headers["retry-after"])).toBeGreaterThan(60 * 60 - 5 * 31 - 10);
    expect(await codesOf(email)).toHaveLength(5);
    // An hour after the first, one more may go.
    await age(email, 60 * 60 - 4 * 31);
    expect((await askCode(email)).status).toBe(200);
  });

  it("applies no per-client limit in test-mail mode, where the code is shown to whoever asks", async () => {
    const client = testClientAddress();
    for (let i = 0; i < 8; i++) expect((await askCode(newEmail("local"), client)).status).toBe(200);
  });
});

/** A site that really sends mail (SMTP_URL set; the worker does not run in tests, the outbox holds the codes). */
describe("[CREATOR SIGN-IN] per client address, when mail is really sent", () => {
  let smtp: TestApp;
  beforeAll(async () => {
    smtp = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:2" });
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const post = async (url: string, payload: object, remoteAddress: string) => {
    const raw = await smtp.app.inject({ method: "POST", url, payload, remoteAddress });
    return { status: raw.statusCode, body: raw.json(), raw } as JsonResponse<CodeAnswer>;
  };

  it("shows no code in the answer: the code goes only into the message", async () => {
    const email = newEmail();
    const res = await post("/api/creator/email-code", { email }, testClientAddress());
    expect(res.status).toBe(200);
    expect(res.body.data.testModeCode).toBeUndefined();
    const code = await requestSignInCode(smtp.app, newEmail());
    expect(code).toMatch(/^\d{6}$/);
  });

  it("sends at most 10 codes an hour to one device, whatever the addresses", async () => {
    // CODES_PER_DEVICE (server/services/identity/email-codes.ts: 10 an hour): all 12 asks in one window.
    await clearOfWindowEnd(60 * 60_000, 15_000);
    const client = testClientAddress();
    const device = testDeviceCookie(newEmail("sprayer"));
    const ask = (remoteAddress: string) =>
      smtp.app.inject({
        method: "POST",
        url: "/api/creator/email-code",
        payload: { email: newEmail("spray") },
        remoteAddress,
        headers: { cookie: device },
      });
    for (let i = 0; i < 10; i++) expect((await ask(client)).statusCode).toBe(200);
    const refused = await ask(client);
    expect(refused.json().message).toMatch(/^Too many codes have been asked for\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // The device is the limit, not the network: moving to another address does not help it.
    expect((await ask(testClientAddress())).statusCode).toBe(429);
    expect((await post("/api/creator/email-code", { email: newEmail("spray") }, client)).status).toBe(200);
  });

  it("limits code checks from one client address across addresses", async () => {
    // CHECKS_PER_NETWORK (server/services/identity/email-codes.ts: 150 in 10 minutes): the 151st is refused.
    await clearOfWindowEnd(10 * 60_000);
    const client = testClientAddress();
    const email = newEmail();
    let limited = false;
    for (let i = 0; i < 151 && !limited; i++) {
      const res = await post("/api/creator/sign-in", { email, code: "000000" }, client);
      limited = res.status === 429;
    }
    expect(limited).toBe(true);
  });
});

describe("[CREATOR SIGN-IN] using the code", () => {
  it("signs in with the right code, once, with a hashed session and an httpOnly cookie", async () => {
    const user = await createUser(db());
    const code = await requestSignInCode(t.app, user.email);
    const res = await signIn(user.email.toUpperCase(), code);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: user.email.toUpperCase(), userId: user.id });
    const cookie = res.raw.cookies.find((c) => c.name === "creator_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    const days = (new Date(cookie?.expires ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const token = creatorCookieFrom(res.raw).split("=")[1] ?? "";
    const [session] = await db().select().from(identitySessions).where(eq(identitySessions.principalId, user.email.toLowerCase()));
    expect(session?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(session)).not.toContain(token);

    expect(expectErrorShape(await signIn(user.email, code), 400).message).toBe("This code has expired or was replaced. Ask for a new one.");
  });

  it("answers userId null for an address with no details yet", async () => {
    const email = newEmail();
    const res = await signIn(email, await requestSignInCode(t.app, email));
    expect(res.body.data).toEqual({ email, userId: null });
  });

  it("refuses a code after its 10 minutes", async () => {
    const email = newEmail();
    const code = await requestSignInCode(t.app, email);
    await age(email, 10 * 60 + 1);
    expect(expectErrorShape(await signIn(email, code), 400).message).toBe("This code has expired or was replaced. Ask for a new one.");
  });

  it("ends a code after 5 wrong tries, counting down the tries left", async () => {
    const email = newEmail();
    const code = await requestSignInCode(t.app, email);
    const wrong = otherCode(code);
    const answers: ErrorBody[] = [];
    for (let i = 0; i < 5; i++) answers.push(expectErrorShape(await signIn(email, wrong), 400));
    expect(answers.slice(0, 4).map((a) => [a.message, (a as ErrorBody & { triesLeft: number }).triesLeft])).toEqual([
      ["That code is not right. Check the e-mail and try again.", 4],
      ["That code is not right. Check the e-mail and try again.", 3],
      ["That code is not right. Check the e-mail and try again.", 2],
      ["That code is not right. Check the e-mail and try again.", 1],
    ]);
    expect(answers[4]?.message).toBe("Too many wrong codes. Ask for a new one.");
    expect(expectErrorShape(await signIn(email, code), 400).message).toBe("Too many wrong codes. Ask for a new one.");
    expect(await db().select().from(identitySessions).where(eq(identitySessions.principalId, email))).toHaveLength(0);
  });

  it("still accepts the right code on the fifth try", async () => {
    const email = newEmail();
    const code = await requestSignInCode(t.app, email);
    for (let i = 0; i < 4; i++) expectErrorShape(await signIn(email, otherCode(code)), 400);
    expect((await signIn(email, code)).status).toBe(200);
  });

  it("gives a burst of parallel guesses no more than five tries between them", async () => {
    const email = newEmail();
    const code = await requestSignInCode(t.app, email);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const results = await Promise.all(guesses.map((guess) => signIn(email, guess)));
    expect(results.every((r) => r.status === 400)).toBe(true);
    expect(results.filter((r) => (r.body as unknown as ErrorBody).message.startsWith("That code is not right")).length).toBeLessThanOrEqual(
      4,
    );
    const [row] = await codesOf(email);
    expect(row?.attempts).toBe(5);
    expect(expectErrorShape(await signIn(email, code), 400).message).toBe("Too many wrong codes. Ask for a new one.");
  });

  it("answers a wrong code the same for a known and an unknown address, and for one never sent a code", async () => {
    const known = await createUser(db());
    const unknown = newEmail();
    const knownCode = await requestSignInCode(t.app, known.email);
    const unknownCode = await requestSignInCode(t.app, unknown);
    const a = expectErrorShape(await signIn(known.email, otherCode(knownCode)), 400);
    const b = expectErrorShape(await signIn(unknown, otherCode(unknownCode)), 400);
    expect(a).toEqual(b);
    const never = expectErrorShape(await signIn(newEmail(), "123456"), 400);
    expect(never.message).toBe("This code has expired or was replaced. Ask for a new one.");
  });
});

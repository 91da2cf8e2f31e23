import { createHash, randomInt } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Db } from "#db/client.ts";
import { emailCodes } from "#db/schema/identity.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { users } from "#db/schema.ts";

/**
 * A client address of its own for each test creator: the code limits count per client address, and
 * a suite signs in many creators. 198.18.0.0/15 is reserved for tests.
 */
export const testClientAddress = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/**
 * A browser's device cookie (cc_device) for a test person, the same for every call made for them: a
 * code works only in the browser that asked for it (server/services/identity/email-codes.ts), and
 * inject() keeps no cookies. `seed` is usually the e-mail.
 */
export const testDeviceCookie = (seed: string) =>
  `cc_device=${createHash("sha256").update(`device\n${seed.trim().toLowerCase()}`).digest("base64url").slice(0, 22)}`;

/** The creator_session cookie a response set, as a Cookie header value ("creator_session=…"). */
export function creatorCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "creator_session");
  if (!cookie?.value) throw new Error(`no creator_session cookie in the answer (${response.statusCode}): ${response.body}`);
  return `creator_session=${cookie.value}`;
}

/**
 * Asks for a sign-in code as the dialog does and reads it back: from the answer in test-mail mode,
 * otherwise from the outbox row before the worker sends it.
 */
export async function requestSignInCode(
  app: FastifyInstance,
  email: string,
  remoteAddress = testClientAddress(),
  device = testDeviceCookie(email),
): Promise<string> {
  const ask = () =>
    app.inject({ method: "POST", url: "/api/creator/email-code", payload: { email }, remoteAddress, headers: { cookie: device } });
  let asked = await ask();
  if (asked.statusCode === 429 && (asked.json() as { message: string }).message.startsWith("Please wait")) {
    // The same creator signing in again within 30 seconds (a second device): let those seconds pass.
    await app.ctx.db
      .update(emailCodes)
      .set({ createdAt: sql`${emailCodes.createdAt} - interval '31 seconds'` })
      .where(eq(emailCodes.emailKey, email.trim().toLowerCase()));
    asked = await ask();
  }
  if (asked.statusCode !== 200) throw new Error(`email-code answered ${asked.statusCode}: ${asked.body}`);
  const shown = (asked.json() as { data: { testModeCode?: string } }).data.testModeCode;
  return shown || latestSignInCode(app.ctx.db, email);
}

/** The code of the newest sign-in mail to `email` in the outbox, read before the worker sends it (and removes it). */
export async function latestSignInCode(db: Db, email: string): Promise<string> {
  const [row] = await db
    .select({ payload: mailOutbox.payload })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, "sign-in-code"), eq(mailOutbox.recipient, email.trim())))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const code = row?.payload.code;
  if (typeof code !== "string") throw new Error(`no sign-in code for ${email} in the outbox`);
  return code;
}

/**
 * Signs a creator in through the API exactly as the e-mail dialog does (code, then sign-in) and
 * answers the Cookie header to send with their registration calls: `{ cookie: await signInCreator(app, email) }`.
 */
export async function signInCreator(app: FastifyInstance, email: string): Promise<string> {
  const remoteAddress = testClientAddress();
  const code = await requestSignInCode(app, email, remoteAddress);
  const signedIn = await app.inject({
    method: "POST",
    url: "/api/creator/sign-in",
    payload: { email, code },
    remoteAddress,
    headers: { cookie: testDeviceCookie(email) },
  });
  if (signedIn.statusCode !== 200) throw new Error(`sign-in answered ${signedIn.statusCode}: ${signedIn.body}`);
  return creatorCookieFrom(signedIn);
}

/** `{ cookie }` headers for a signed-in creator. */
export async function creatorHeaders(app: FastifyInstance, email: string): Promise<{ cookie: string }> {
  return { cookie: await signInCreator(app, email) };
}

const signedInEmails = new WeakMap<FastifyInstance, Map<string, Promise<string>>>();

/** The Cookie header of the creator with this e-mail, signed in once per app (any case) and reused. */
export function cookieForEmail(app: FastifyInstance, email: string): Promise<string> {
  let known = signedInEmails.get(app);
  if (!known) {
    known = new Map();
    signedInEmails.set(app, known);
  }
  const key = email.trim().toLowerCase();
  let cookie = known.get(key);
  if (!cookie) {
    cookie = signInCreator(app, email);
    known.set(key, cookie);
  }
  return cookie;
}

const signedInUsers = new WeakMap<FastifyInstance, Map<string, Promise<string>>>();

/**
 * The Cookie header of the creator whose `users` row has this id, signed in once per app and reused:
 * registration tests that act for a user send it with create-order, confirm-order and the checkout.
 */
export function cookieForUser(app: FastifyInstance, userId: string): Promise<string> {
  let known = signedInUsers.get(app);
  if (!known) {
    known = new Map();
    signedInUsers.set(app, known);
  }
  let cookie = known.get(userId);
  if (!cookie) {
    cookie = (async () => {
      const [user] = await app.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!user) throw new Error(`no user ${userId} to sign in as`);
      return cookieForEmail(app, user.email);
    })();
    known.set(userId, cookie);
  }
  return cookie;
}

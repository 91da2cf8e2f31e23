import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { identitySessions } from "#db/schema/identity.ts";
import { readCreatorSession } from "#server/services/creator-accounts/creator-session.ts";
import { describeDevice } from "#server/services/identity/device.ts";
import { creatorCookieFrom, requestSignInCode, signInCreator, testClientAddress, testDeviceCookie } from "../support/creator-session.ts";
import { createUser } from "../support/factories.ts";
import { expectErrorShape, getJson, postJson } from "../support/inject.ts";
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
const newEmail = () => `device.${Date.now().toString(36)}${++sequence}@example.in`;
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

type SessionAnswer = { isOk: true; data: { email: string; userId: string | null } };
type DeviceList = { isOk: true; data: { id: string; device: string; createdAt: string; lastSeenAt: string; current: boolean }[] };

/** Signs in from a browser with this User-Agent, optionally carrying that browser's earlier cookie. */
async function signInFrom(email: string, userAgent: string, cookie?: string, extra: Record<string, string> = {}) {
  const remoteAddress = testClientAddress();
  const code = await requestSignInCode(t.app, email, remoteAddress);
  return t.app.inject({
    method: "POST",
    url: "/api/creator/sign-in",
    payload: { email, code },
    remoteAddress,
    headers: { "user-agent": userAgent, cookie: [testDeviceCookie(email), cookie].filter(Boolean).join("; "), ...extra },
  });
}
const session = (cookie?: string) => getJson<SessionAnswer>(t.app, "/api/creator/session", cookie ? { cookie } : undefined);

describe("[CREATOR SESSIONS] the signed-in creator", () => {
  it("GET /session answers the creator of the cookie, 401 without one or with a made-up one", async () => {
    const user = await createUser(db());
    const cookie = await signInCreator(t.app, user.email);
    const res = await session(cookie);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: user.email, userId: user.id });
    expect(expectErrorShape(await session(), 401).message).toBe("Please confirm your e-mail to continue.");
    expect((await session(`creator_session=${"A".repeat(43)}`)).status).toBe(401);
    expect((await session("creator_session=not-a-token")).status).toBe(401);
  });

  it("is read the same way from a page loader's Cookie header", async () => {
    const email = newEmail();
    const cookie = await signInCreator(t.app, email);
    const read = await readCreatorSession(t.app.ctx, `theme=dark; ${cookie}; lang=en`);
    expect(read).toMatchObject({ email, userId: null });
    expect(read?.sessionId).toMatch(/^[0-9a-f]{24}$/);
    expect(await readCreatorSession(t.app.ctx, "theme=dark")).toBeNull();
    expect(await readCreatorSession(t.app.ctx, null)).toBeNull();
  });

  it("knows the creator's user id once their details are saved", async () => {
    const email = newEmail();
    const cookie = await signInCreator(t.app, email);
    expect((await session(cookie)).body.data.userId).toBeNull();
    const user = await createUser(db(), { email });
    expect((await session(cookie)).body.data.userId).toBe(user.id);
  });

  it("ends after 30 days", async () => {
    const email = newEmail();
    const cookie = await signInCreator(t.app, email);
    await db()
      .update(identitySessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identitySessions.principalId, email));
    expect((await session(cookie)).status).toBe(401);
  });

  it("sets a Secure cookie when the site is reached over https", async () => {
    const res = await signInFrom(newEmail(), ANDROID_CHROME, undefined, { "x-forwarded-proto": "https" });
    // From the test's own address (not a trusted proxy) the header is ignored; from loopback it counts.
    const email = newEmail();
    const code = await requestSignInCode(t.app, email);
    const viaProxy = await t.app.inject({
      method: "POST",
      url: "/api/creator/sign-in",
      payload: { email, code },
      headers: { "x-forwarded-proto": "https", cookie: testDeviceCookie(email) },
    });
    expect(res.cookies.find((c) => c.name === "creator_session")?.secure).toBeFalsy();
    expect(viaProxy.cookies.find((c) => c.name === "creator_session")).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
  });
});

describe("[CREATOR SESSIONS] rotation, the list of devices and signing out", () => {
  it("a new sign-in in the same browser ends its earlier session and issues a new id", async () => {
    const email = newEmail();
    const first = creatorCookieFrom(await signInFrom(email, ANDROID_CHROME));
    const second = creatorCookieFrom(await signInFrom(email, ANDROID_CHROME, first));
    expect(second).not.toBe(first);
    expect((await session(first)).status).toBe(401);
    expect((await session(second)).status).toBe(200);
  });

  it("lists the creator's devices, newest first, the asking one marked, and nobody else's", async () => {
    const email = newEmail();
    const phone = creatorCookieFrom(await signInFrom(email, ANDROID_CHROME));
    const iphone = creatorCookieFrom(await signInFrom(email, IPHONE_SAFARI));
    await signInCreator(t.app, newEmail());
    expect((await getJson(t.app, "/api/creator/sessions")).status).toBe(401);

    const list = await getJson<DeviceList>(t.app, "/api/creator/sessions", { cookie: phone });
    expect(list.status).toBe(200);
    expect(list.body.data.map((s) => [s.device, s.current])).toEqual(
      expect.arrayContaining([
        ["Chrome on Android", true],
        ["Safari on iPhone", false],
      ]),
    );
    expect(list.body.data).toHaveLength(2);
    const fromIphone = await getJson<DeviceList>(t.app, "/api/creator/sessions", { cookie: iphone });
    expect(fromIphone.body.data.find((s) => s.current)?.device).toBe("Safari on iPhone");
  });

  it("signs one device out by its id; another creator's id is not found", async () => {
    const email = newEmail();
    const phone = creatorCookieFrom(await signInFrom(email, ANDROID_CHROME));
    const laptop = creatorCookieFrom(await signInFrom(email, "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/131.0"));
    const list = await getJson<DeviceList>(t.app, "/api/creator/sessions", { cookie: phone });
    const laptopId = list.body.data.find((s) => !s.current)?.id ?? "";

    const stranger = await signInCreator(t.app, newEmail());
    const refused = await t.app.inject({ method: "DELETE", url: `/api/creator/sessions/${laptopId}`, headers: { cookie: stranger } });
    expect(refused.statusCode).toBe(404);
    expect((await session(laptop)).status).toBe(200);

    const ended = await t.app.inject({ method: "DELETE", url: `/api/creator/sessions/${laptopId}`, headers: { cookie: phone } });
    expect(ended.statusCode).toBe(200);
    expect((await session(laptop)).status).toBe(401);
    expect((await session(phone)).status).toBe(200);
    const again = await t.app.inject({ method: "DELETE", url: `/api/creator/sessions/${laptopId}`, headers: { cookie: phone } });
    expect(again.statusCode).toBe(404);
  });

  it("signing out ends this session and clears the cookie; signing out everywhere ends them all", async () => {
    const email = newEmail();
    const a = await signInCreator(t.app, email);
    const b = await signInCreator(t.app, email);
    const c = await signInCreator(t.app, email);
    const out = await postJson(t.app, "/api/creator/sign-out", undefined, { cookie: a });
    expect(out.status).toBe(200);
    const cleared = out.raw.cookies.find((x) => x.name === "creator_session");
    expect(cleared?.value).toBe("");
    expect((await session(a)).status).toBe(401);
    expect((await session(b)).status).toBe(200);
    expect((await postJson(t.app, "/api/creator/sign-out")).status).toBe(200);

    expect((await postJson(t.app, "/api/creator/sign-out-everywhere")).status).toBe(401);
    const everywhere = await postJson(t.app, "/api/creator/sign-out-everywhere", undefined, { cookie: b });
    expect(everywhere.body).toEqual({ isOk: true, message: "Signed out on every device" });
    expect((await session(b)).status).toBe(401);
    expect((await session(c)).status).toBe(401);
    const rows = await db().select().from(identitySessions).where(eq(identitySessions.principalId, email));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it("refuses state-changing cookie requests from another site's page", async () => {
    const cookie = await signInCreator(t.app, newEmail());
    const res = await postJson(t.app, "/api/creator/sign-out-everywhere", undefined, { cookie, origin: "https://evil.example" });
    expect(expectErrorShape(res, 403).message).toBe("Cross-site request refused.");
    expect((await session(cookie)).status).toBe(200);
    const sameSite = await postJson(t.app, "/api/creator/sign-out", undefined, { cookie, origin: "http://localhost:80" });
    expect(sameSite.status).toBe(200);
  });
});

describe("[CREATOR SESSIONS] device names", () => {
  it.each([
    [ANDROID_CHROME, "Chrome on Android"],
    [IPHONE_SAFARI, "Safari on iPhone"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36",
      "Samsung Internet on Android",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      "Safari on macOS",
    ],
    ["curl/8.5.0", "Unknown device"],
    ["", ""],
  ])("%s → %s", (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, isNotNull } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, staff, staffRecoveryCodes } from "#db/schema/console.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { verifyPassword } from "#server/services/identity/passwords.ts";
import { liveSessionsOf } from "../support/sessions.ts";
import { createStaffMember, signInAs, staffCookieFrom, type TestStaffMember } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createTestDatabase } from "../support/test-database.ts";

let t: TestApp;
let addressCounter = 0;

type Answer = { status: number; body: Record<string, unknown>; setCookie: string | string[] | undefined };

async function call(method: "GET" | "POST", url: string, cookie?: string, payload?: unknown): Promise<Answer> {
  const raw = await t.app.inject({
    method,
    url,
    remoteAddress: `10.7.0.${++addressCounter}`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: raw.statusCode, body: raw.json(), setCookie: raw.headers["set-cookie"] };
}

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** Enrols the member and answers the secret, the recovery codes and the fresh session cookie. */
async function enrol(member: TestStaffMember, cookie: string) {
  const started = await call("POST", "/api/admin/account/two-factor/enrol", cookie, { password: member.password });
  expect(started.status).toBe(200);
  const { secret } = started.body.data as { secret: string };
  const enrolCode = codeFor(secret);
  const confirmed = await call("POST", "/api/admin/account/two-factor/confirm", cookie, { code: enrolCode });
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = confirmed.body.data as { recoveryCodes: string[] };
  return { secret, enrolCode, recoveryCodes, cookie: staffCookieFrom(confirmed.setCookie), member };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("two-factor enrolment", () => {
  it("offers a secret as an otpauth URI and a QR code, and turns on only with a right code", async () => {
    const member = await createStaffMember(t.app, { role: "editor" });
    const cookie = await signInAs(t.app, member);
    // Someone at a signed-in browser who does not know the password cannot bind their own authenticator.
    const noPassword = await call("POST", "/api/admin/account/two-factor/enrol", cookie, {});
    expect(noPassword).toMatchObject({ status: 400, body: { errors: { password: "Password is required." } } });
    const wrongPassword = await call("POST", "/api/admin/account/two-factor/enrol", cookie, { password: "not the password" });
    expect(wrongPassword).toMatchObject({ status: 400, body: { errors: { password: "The current password is not right." } } });
    const [untouched] = await t.database.db.select().from(staff).where(eq(staff.id, member.id));
    expect(untouched?.totpPendingSecretEncrypted).toBeNull();
    const started = await call("POST", "/api/admin/account/two-factor/enrol", cookie, { password: member.password });
    const data = started.body.data as { secret: string; otpauthUri: string; qrSvg: string };
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+\?/);
    expect(data.otpauthUri).toContain(`secret=${data.secret}`);
    expect(data.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    // Nothing is on yet, and the secret is stored encrypted.
    const [pending] = await t.database.db.select().from(staff).where(eq(staff.id, member.id));
    expect(pending?.totpSecretEncrypted).toBeNull();
    expect(pending?.totpPendingSecretEncrypted).toBeTruthy();
    expect(pending?.totpPendingSecretEncrypted).not.toContain(data.secret);

    const wrong = await call("POST", "/api/admin/account/two-factor/confirm", cookie, {
      code: "000000" === codeFor(data.secret) ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      errors: { code: "That code is not right. Check the time on your phone and enter the current 6-digit code." },
    });
    const empty = await call("POST", "/api/admin/account/two-factor/confirm", cookie, { code: " " });
    expect(empty.body).toMatchObject({ errors: { code: "Enter the code from your authenticator app." } });

    const confirmed = await call("POST", "/api/admin/account/two-factor/confirm", cookie, { code: codeFor(data.secret) });
    expect(confirmed.status).toBe(200);
    const codes = (confirmed.body.data as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stored = await t.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes.join()).not.toContain(row.codeHash);

    // The session that proved the code goes on under a fresh cookie; the old one has ended.
    const fresh = staffCookieFrom(confirmed.setCookie);
    expect((await call("GET", "/api/admin/account", fresh)).body).toMatchObject({
      data: { staff: { twoFactorEnabled: true }, unusedRecoveryCodes: 10 },
    });
    expect((await call("GET", "/api/admin/account", cookie)).status).toBe(401);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.staffId, member.id));
    expect(audit.map((r) => r.action)).toContain("enable-two-factor");
  });

  it("answers 401 signed out on every account route", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/account"],
      ["POST", "/api/admin/account/password"],
      ["POST", "/api/admin/account/two-factor/enrol"],
      ["POST", "/api/admin/account/two-factor/confirm"],
      ["POST", "/api/admin/account/two-factor/disable"],
      ["POST", "/api/admin/account/two-factor/recovery-codes"],
    ] as const) {
      expect((await call(method, url, undefined, method === "POST" ? {} : undefined)).status, url).toBe(401);
    }
  });
});

describe("signing in with two-factor on", () => {
  it("asks for the code after the password; the half-done session opens nothing else", async () => {
    const member = await createStaffMember(t.app, { role: "viewer" });
    const { secret, enrolCode } = await enrol(member, await signInAs(t.app, member));

    const first = await call("POST", "/api/admin/sign-in", undefined, { email: member.email, password: member.password });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ isOk: true, data: { next: "second-factor", staff: null, twoFactorSetupRequired: false } });
    const halfway = staffCookieFrom(first.setCookie);
    expect((await call("GET", "/api/admin/session", halfway)).status).toBe(401);
    expect((await call("GET", "/api/admin/winners", halfway)).status).toBe(401);

    const wrong = await call("POST", "/api/admin/sign-in/second-factor", halfway, { code: "12345" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      errors: { code: "That code is not right. Enter the current 6-digit code, or one of your recovery codes." },
    });

    // The code of the enrolment's step was spent; the next step's code (accepted one step early) is not.
    const spent = await call("POST", "/api/admin/sign-in/second-factor", halfway, { code: enrolCode });
    expect(spent.status).toBe(401);
    const next = codeFor(secret, 1);
    const second = await call("POST", "/api/admin/sign-in/second-factor", halfway, { code: next.replace(/(\d{3})/, "$1 ") });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ data: { next: "signed-in", staff: { id: member.id, twoFactorEnabled: true } } });
    const full = staffCookieFrom(second.setCookie);
    expect(full).not.toBe(halfway);
    expect((await call("GET", "/api/admin/session", full)).status).toBe(200);
    // The password-only token was replaced, not upgraded.
    expect((await call("GET", "/api/admin/session", halfway)).status).toBe(401);

    // The same code cannot open a second session.
    const again = await call("POST", "/api/admin/sign-in", undefined, { email: member.email, password: member.password });
    const replay = await call("POST", "/api/admin/sign-in/second-factor", staffCookieFrom(again.setCookie), { code: next });
    expect(replay.status).toBe(401);
  });

  it("accepts each recovery code once, in any case and spacing", async () => {
    const member = await createStaffMember(t.app, { role: "editor" });
    const { recoveryCodes } = await enrol(member, await signInAs(t.app, member));
    const [code] = recoveryCodes;
    const halfway = async () =>
      staffCookieFrom((await call("POST", "/api/admin/sign-in", undefined, { email: member.email, password: member.password })).setCookie);

    const used = await call("POST", "/api/admin/sign-in/second-factor", await halfway(), { code: ` ${code?.toUpperCase()} ` });
    expect(used.status).toBe(200);
    const spentCodes = await t.database.db
      .select()
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, member.id), isNotNull(staffRecoveryCodes.usedAt)));
    expect(spentCodes).toHaveLength(1);
    const account = await call("GET", "/api/admin/account", staffCookieFrom(used.setCookie));
    expect(account.body).toMatchObject({ data: { unusedRecoveryCodes: 9 } });

    const reused = await call("POST", "/api/admin/sign-in/second-factor", await halfway(), { code });
    expect(reused.status).toBe(401);
    const other = await call("POST", "/api/admin/sign-in/second-factor", await halfway(), { code: recoveryCodes[1]?.replaceAll("-", "") });
    expect(other.status).toBe(200);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.staffId, member.id));
    expect(audit.filter((r) => r.action === "use-recovery-code")).toHaveLength(2);
  });

  it("new recovery codes replace the old ones and ask for the password", async () => {
    const member = await createStaffMember(t.app, { role: "editor" });
    const enrolled = await enrol(member, await signInAs(t.app, member));
    const wrong = await call("POST", "/api/admin/account/two-factor/recovery-codes", enrolled.cookie, { password: "not the password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: { password: "The current password is not right." } });
    const fresh = await call("POST", "/api/admin/account/two-factor/recovery-codes", enrolled.cookie, { password: member.password });
    expect(fresh.status).toBe(200);
    const codes = (fresh.body.data as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    const halfway = staffCookieFrom(
      (await call("POST", "/api/admin/sign-in", undefined, { email: member.email, password: member.password })).setCookie,
    );
    expect((await call("POST", "/api/admin/sign-in/second-factor", halfway, { code: enrolled.recoveryCodes[0] })).status).toBe(401);
    expect((await call("POST", "/api/admin/sign-in/second-factor", halfway, { code: codes[0] })).status).toBe(200);
  });

  it("turning it off asks for the password and ends other sessions", async () => {
    const member = await createStaffMember(t.app, { role: "viewer" });
    const enrolled = await enrol(member, await signInAs(t.app, member));
    const refused = await call("POST", "/api/admin/account/two-factor/disable", enrolled.cookie, { password: "wrong password!" });
    expect(refused.status).toBe(400);
    const off = await call("POST", "/api/admin/account/two-factor/disable", enrolled.cookie, { password: member.password });
    expect(off.status).toBe(200);
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, member.id));
    expect(row?.totpSecretEncrypted).toBeNull();
    expect(await t.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id))).toEqual([]);
    expect((await call("GET", "/api/admin/session", enrolled.cookie)).status).toBe(401);
    expect((await call("GET", "/api/admin/session", staffCookieFrom(off.setCookie))).status).toBe(200);
  });
});

describe("changing one's password", () => {
  it("answers the field's message for a wrong current password or a weak new one", async () => {
    const member = await createStaffMember(t.app, { role: "viewer" });
    const cookie = await signInAs(t.app, member);
    const wrong = await call("POST", "/api/admin/account/password", cookie, {
      currentPassword: "nope-nope-nope",
      newPassword: "a new long password",
    });
    expect(wrong).toMatchObject({ status: 400, body: { errors: { currentPassword: "The current password is not right." } } });
    const short = await call("POST", "/api/admin/account/password", cookie, { currentPassword: member.password, newPassword: "short" });
    expect(short).toMatchObject({ status: 400, body: { errors: { newPassword: "The password must be at least 12 characters long." } } });
    for (const weak of ["aaaaaaaaaaaa", "creatorcup", "creatorcup2026", "password1234"]) {
      const refused = await call("POST", "/api/admin/account/password", cookie, { currentPassword: member.password, newPassword: weak });
      expect(refused.status, weak).toBe(400);
      expect(refused.body.errors, weak).toHaveProperty("newPassword");
    }
    const missing = await call("POST", "/api/admin/account/password", cookie, { currentPassword: member.password });
    expect(missing).toMatchObject({ status: 400, body: { errors: { newPassword: "New password is required." } } });
  });

  it("changes it, ends every other session and keeps this browser signed in", async () => {
    const member = await createStaffMember(t.app, { role: "editor" });
    const here = await signInAs(t.app, member);
    const elsewhere = await signInAs(t.app, member);
    const changed = await call("POST", "/api/admin/account/password", here, {
      currentPassword: member.password,
      newPassword: "a brand new password",
    });
    expect(changed.status).toBe(200);
    expect((await call("GET", "/api/admin/session", elsewhere)).status).toBe(401);
    expect((await call("GET", "/api/admin/session", here)).status).toBe(401);
    expect((await call("GET", "/api/admin/session", staffCookieFrom(changed.setCookie))).status).toBe(200);
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, member.id));
    expect(await verifyPassword(row?.passwordHash, "a brand new password")).toBe(true);
    expect(await liveSessionsOf(t.database.db, "staff", member.id)).toHaveLength(1);
  });
});

describe("owners on a public site", () => {
  it("must set up two-factor sign-in before anything but their account", async () => {
    // A public site's configuration (production, https PUBLIC_URL), on a test database.
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "console-public-"));
    const config = {
      ...loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
      publicSite: true,
      publicUrl: "https://console.example",
    };
    const app = await buildApp({ config, database, logger: false });
    const site = {
      app,
      close: async () => {
        await app.close();
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
    try {
      const owner = await createStaffMember(site.app, { role: "owner" });
      const editor = await createStaffMember(site.app, { role: "editor" });
      const login = (m: TestStaffMember) =>
        site.app.inject({
          method: "POST",
          url: "/api/admin/sign-in",
          headers: { "x-forwarded-proto": "https" },
          payload: { email: m.email, password: m.password },
        });
      const ownerSignIn = await login(owner);
      expect(ownerSignIn.json()).toMatchObject({ data: { next: "signed-in", twoFactorSetupRequired: true } });
      expect(String(ownerSignIn.headers["set-cookie"])).toContain("Secure");
      const cookie = staffCookieFrom(ownerSignIn.headers["set-cookie"]);
      const blocked = await site.app.inject({ method: "GET", url: "/api/admin/winners", headers: { cookie } });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({
        message: "Set up two-factor sign-in on your account page first.",
        twoFactorSetupRequired: true,
      });
      expect((await site.app.inject({ method: "GET", url: "/api/admin/account", headers: { cookie } })).json()).toMatchObject({
        data: { twoFactorRequired: true },
      });
      // Editors may choose.
      const editorCookie = staffCookieFrom((await login(editor)).headers["set-cookie"]);
      expect((await site.app.inject({ method: "GET", url: "/api/admin/winners", headers: { cookie: editorCookie } })).statusCode).toBe(200);
    } finally {
      await site.close();
    }
  });
});

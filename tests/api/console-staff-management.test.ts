import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, staff, staffRecoveryCodes } from "#db/schema/console.ts";
import { buildApp } from "#server/app.ts";
import { prepareStaffCommand } from "#server/cli/staff-commands.ts";
import { loadConfig } from "#server/config.ts";
import { changeStaffRole, setStaffActive, staffRuleMessages } from "#server/services/console/staff-access/staff-accounts.ts";
import { liveSessionsOf } from "../support/sessions.ts";
import { createStaffMember, signInAs, signInStaff, staffCookieFrom, type TestStaffMember } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createTestDatabase } from "../support/test-database.ts";

let t: TestApp;
let owner: TestStaffMember;
let ownerCookie: string;
let editorCookie: string;

type Answer = { status: number; body: Record<string, unknown>; setCookie: string | string[] | undefined };

async function callOn(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT",
  url: string,
  cookie?: string,
  payload?: unknown,
): Promise<Answer> {
  const raw = await app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: raw.statusCode, body: raw.json(), setCookie: raw.headers["set-cookie"] };
}
const call = (method: "GET" | "POST" | "PUT", url: string, cookie?: string, payload?: unknown) =>
  callOn(t.app, method, url, cookie, payload);

const auditOf = (id: string) => t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.createdAt);
const sessionsOf = (db: TestApp["database"]["db"], id: string) => liveSessionsOf(db, "staff", id);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createStaffMember(t.app, { role: "owner", name: "Olga Owner" });
  ownerCookie = await signInAs(t.app, owner);
  editorCookie = await signInStaff(t.app, "editor");
});
afterAll(async () => {
  await t?.close();
});

describe("staff management routes: who may call them", () => {
  it("answers 401 signed out and 403 below owner on every route", async () => {
    const target = await createStaffMember(t.app, { role: "viewer" });
    const routes: ["GET" | "POST" | "PUT", string, unknown?][] = [
      ["GET", `/api/admin/staff/${target.id}`],
      ["PUT", `/api/admin/staff/${target.id}/role`, { role: "editor" }],
      ["PUT", `/api/admin/staff/${target.id}/active`, { active: false }],
      ["POST", `/api/admin/staff/${target.id}/reset-two-factor`, { password: "whatever password" }],
      ["POST", `/api/admin/staff/${target.id}/end-sessions`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).status, `${method} ${url} signed out`).toBe(401);
      const lower = await call(method, url, editorCookie, payload);
      expect(lower.status, `${method} ${url} as editor`).toBe(403);
      expect(lower.body.message).toBe("Your role does not allow this.");
    }
    // Nothing changed.
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, target.id));
    expect(row).toMatchObject({ role: "viewer", active: true });
  });

  it("answers 400 for a bad id, role or active flag, and 404 for an unknown member", async () => {
    const target = await createStaffMember(t.app, { role: "viewer" });
    const badId = await call("GET", "/api/admin/staff/not-an-id", ownerCookie);
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toMatchObject({ staffId: "must be a 24-character id" });
    const badRole = await call("PUT", `/api/admin/staff/${target.id}/role`, ownerCookie, { role: "admin" });
    expect(badRole.status).toBe(400);
    expect(badRole.body.message).toBe("Choose a role.");
    const noRole = await call("PUT", `/api/admin/staff/${target.id}/role`, ownerCookie, {});
    expect(noRole.status).toBe(400);
    const badActive = await call("PUT", `/api/admin/staff/${target.id}/active`, ownerCookie, { active: "maybe" });
    expect(badActive.status).toBe(400);
    expect(badActive.body.message).toBe("Say whether the account is active (true or false).");
    const unknown = await call("PUT", "/api/admin/staff/0123456789abcdef01234567/role", ownerCookie, { role: "editor" });
    expect(unknown.status).toBe(404);
  });
});

describe("an owner manages a member", () => {
  it("reads one account without its secrets", async () => {
    const target = await createStaffMember(t.app, { role: "viewer", name: "Vikram Viewer" });
    const answer = await call("GET", `/api/admin/staff/${target.id}`, ownerCookie);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: target.id, name: "Vikram Viewer", role: "viewer", active: true, twoFactorEnabled: false });
    expect(JSON.stringify(answer.body)).not.toMatch(/passwordHash|totp/i);
  });

  it("changes a role, which takes effect on the member's next request, and audits it without personal data", async () => {
    const target = await createStaffMember(t.app, { role: "viewer" });
    const cookie = await signInAs(t.app, target);
    expect((await call("GET", "/api/admin/staff", cookie)).status).toBe(403);
    const changed = await call("PUT", `/api/admin/staff/${target.id}/role`, ownerCookie, { role: "owner" });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe("The role is now owner.");
    expect((await call("GET", "/api/admin/staff", cookie)).status).toBe(200);
    const same = await call("PUT", `/api/admin/staff/${target.id}/role`, ownerCookie, { role: "owner" });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(staffRuleMessages.sameRole);
    const audit = await auditOf(target.id);
    expect(audit.at(-1)).toMatchObject({ staffId: owner.id, action: "change-role", entity: "staff", changedFields: { role: "owner" } });
    expect(JSON.stringify(audit)).not.toContain(target.email);
  });

  it("refuses to let an owner demote or deactivate themselves (409), and changes nothing", async () => {
    const demote = await call("PUT", `/api/admin/staff/${owner.id}/role`, ownerCookie, { role: "editor" });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe("You cannot change your own role. Ask another owner.");
    const deactivate = await call("PUT", `/api/admin/staff/${owner.id}/active`, ownerCookie, { active: false });
    expect(deactivate.status).toBe(409);
    expect(deactivate.body.message).toBe("You cannot deactivate your own account. Ask another owner.");
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, owner.id));
    expect(row).toMatchObject({ role: "owner", active: true });
    expect((await call("GET", "/api/admin/session", ownerCookie)).status).toBe(200);
  });

  it("deactivation ends the member's sessions at once; reactivation lets them sign in again", async () => {
    const target = await createStaffMember(t.app, { role: "editor" });
    const cookie = await signInAs(t.app, target);
    expect((await call("GET", "/api/admin/session", cookie)).status).toBe(200);
    const off = await call("PUT", `/api/admin/staff/${target.id}/active`, ownerCookie, { active: false });
    expect(off.status).toBe(200);
    expect((await call("GET", "/api/admin/session", cookie)).status).toBe(401);
    expect((await call("GET", "/api/admin/contests", cookie)).status).toBe(401);
    expect(await sessionsOf(t.database.db, target.id)).toHaveLength(0);
    const refused = await call("POST", "/api/admin/sign-in", undefined, { email: target.email, password: target.password });
    expect(refused.status).toBe(401);
    const on = await call("PUT", `/api/admin/staff/${target.id}/active`, ownerCookie, { active: true });
    expect(on.status).toBe(200);
    expect((await call("GET", "/api/admin/session", await signInAs(t.app, target))).status).toBe(200);
    expect((await auditOf(target.id)).map((a) => [a.action, a.changedFields])).toEqual([
      ["create", { role: "editor" }],
      ["sign-in", {}],
      ["deactivate", { active: false }],
      ["activate", { active: true }],
      ["sign-in", {}],
    ]);
  });

  it("ends a member's sessions without deactivating them", async () => {
    const target = await createStaffMember(t.app, { role: "viewer" });
    const first = await signInAs(t.app, target);
    const second = await signInAs(t.app, target);
    const ended = await call("POST", `/api/admin/staff/${target.id}/end-sessions`, ownerCookie);
    expect(ended.status).toBe(200);
    expect((await call("GET", "/api/admin/session", first)).status).toBe(401);
    expect((await call("GET", "/api/admin/session", second)).status).toBe(401);
    expect((await call("GET", "/api/admin/session", await signInAs(t.app, target))).status).toBe(200);
    expect((await auditOf(target.id)).filter((a) => a.action === "end-sessions")).toHaveLength(1);
  });
});

describe("the last active owner", () => {
  it("cannot be demoted or deactivated, from the console's services or the command line", async () => {
    const site = await createTestApp();
    try {
      const db = site.database.db;
      const only = await createStaffMember(site.app, { role: "owner" });
      const other = await createStaffMember(site.app, { role: "owner" });
      await expect(setStaffActive(db, { staffId: other.id, active: false, actorId: only.id })).resolves.toBeUndefined();
      // Now `only` is the last active owner: the command line (no actor) is held to the same rule.
      const lines: string[] = [];
      const io = { out: (line: string) => lines.push(line) };
      await expect(prepareStaffCommand(["set-role", only.email, "--role", "viewer"], io)(db)).rejects.toMatchObject({
        status: 409,
        message: staffRuleMessages.lastOwner,
      });
      await expect(prepareStaffCommand(["deactivate", only.email], io)(db)).rejects.toMatchObject({ status: 409 });
      await expect(changeStaffRole(db, { staffId: only.id, role: "editor", actorId: null })).rejects.toMatchObject({ status: 409 });
      const [row] = await db.select().from(staff).where(eq(staff.id, only.id));
      expect(row).toMatchObject({ role: "owner", active: true });
      // With a second active owner, the command line may demote one.
      await prepareStaffCommand(["activate", other.email], io)(db);
      await prepareStaffCommand(["set-role", only.email, "--role", "viewer"], io)(db);
      expect(lines.at(-1)).toBe(`${only.email} is now a viewer.`);
      const [cli] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, only.id), eq(auditLog.action, "change-role")));
      expect(cli).toMatchObject({ staffId: null, changedFields: { role: "viewer" } });
    } finally {
      await site.close();
    }
  });

  it("two owners demoting each other at the same moment: one wins, the last owner stays", async () => {
    const site = await createTestApp();
    try {
      const db = site.database.db;
      const a = await createStaffMember(site.app, { role: "owner" });
      const b = await createStaffMember(site.app, { role: "owner" });
      const results = await Promise.allSettled([
        changeStaffRole(db, { staffId: b.id, role: "editor", actorId: a.id }),
        changeStaffRole(db, { staffId: a.id, role: "editor", actorId: b.id }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const owners = await db
        .select()
        .from(staff)
        .where(and(eq(staff.role, "owner"), eq(staff.active, true)));
      expect(owners).toHaveLength(1);
    } finally {
      await site.close();
    }
  });
});

describe("resetting a member's two-factor sign-in", () => {
  const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate();

  it("clears the secret and recovery codes, ends their sessions, and an owner on a public site must enrol again", async () => {
    // A public site (production, https PUBLIC_URL): owners must use two-factor sign-in.
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "console-staff-public-"));
    const config = {
      ...loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
      publicSite: true,
      publicUrl: "https://console.example",
    };
    const app = await buildApp({ config, database, logger: false });
    const db = database.db;
    const site = (method: "GET" | "POST" | "PUT", url: string, cookie?: string, payload?: unknown) =>
      callOn(app, method, url, cookie, payload);
    /** Signs in and enrols: answers the full session's cookie. */
    const enrolled = async (member: TestStaffMember) => {
      const cookie = await signInAs(app, member);
      const started = await site("POST", "/api/admin/account/two-factor/enrol", cookie, { password: member.password });
      const { secret } = started.body.data as { secret: string };
      const confirmed = await site("POST", "/api/admin/account/two-factor/confirm", cookie, { code: codeFor(secret) });
      expect(confirmed.status).toBe(200);
      return staffCookieFrom(confirmed.setCookie);
    };
    try {
      const actor = await createStaffMember(app, { role: "owner" });
      const target = await createStaffMember(app, { role: "owner" });
      const actorCookie = await enrolled(actor);
      const targetCookie = await enrolled(target);
      expect((await site("GET", "/api/admin/staff", targetCookie)).status).toBe(200);
      expect(await db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, target.id))).toHaveLength(10);

      // The owner's own password first: an open session alone cannot strip someone's second factor.
      const unconfirmed = await site("POST", `/api/admin/staff/${target.id}/reset-two-factor`, actorCookie, {
        password: "not the password",
      });
      expect(unconfirmed).toMatchObject({ status: 400, body: { errors: { password: "The current password is not right." } } });
      expect(await db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, target.id))).toHaveLength(10);
      const reset = await site("POST", `/api/admin/staff/${target.id}/reset-two-factor`, actorCookie, { password: actor.password });
      expect(reset.status).toBe(200);
      const [row] = await db.select().from(staff).where(eq(staff.id, target.id));
      expect(row).toMatchObject({ totpSecretEncrypted: null, totpPendingSecretEncrypted: null, totpLastStep: null });
      expect(await db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, target.id))).toHaveLength(0);
      expect(await sessionsOf(db, target.id)).toHaveLength(0);
      expect((await site("GET", "/api/admin/staff", targetCookie)).status).toBe(401);

      // The password alone signs them in, and nothing opens until they set two-factor sign-in up again.
      const again = await site("POST", "/api/admin/sign-in", undefined, { email: target.email, password: target.password });
      expect(again.body).toMatchObject({ data: { next: "signed-in", twoFactorSetupRequired: true } });
      const blocked = await site("GET", "/api/admin/staff", staffCookieFrom(again.setCookie));
      expect(blocked.status).toBe(403);
      expect(blocked.body.message).toBe("Set up two-factor sign-in on your account page first.");
      const [audit] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, target.id), eq(auditLog.action, "reset-two-factor")));
      expect(audit).toMatchObject({ staffId: actor.id, changedFields: { twoFactor: true } });
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

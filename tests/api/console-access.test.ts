import cookie from "@fastify/cookie";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, staff } from "#db/schema/console.ts";
import { adminApiPlugin } from "#server/api/admin/index.ts";
import { STAFF_INVALID_CREDENTIALS_MESSAGE } from "#server/services/console/staff-access/sign-in.ts";
import { setStaffActive } from "#server/services/console/staff-access/staff-accounts.ts";
import { liveSessionsOf } from "../support/sessions.ts";
import { createStaffMember, signInAs, signInStaff, staffCookieFrom } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let addressCounter = 0;
const nextAddress = () => `10.9.0.${++addressCounter}`;

type Answer = { status: number; body: Record<string, unknown>; headers: Record<string, unknown> };

async function call(
  method: "GET" | "POST",
  url: string,
  options: { cookie?: string; payload?: unknown; headers?: Record<string, string>; ip?: string } = {},
) {
  const raw = await t.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? nextAddress(),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
  return { status: raw.statusCode, body: raw.json(), headers: raw.headers } as Answer;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("staff sign-in (POST /api/admin/sign-in)", () => {
  it("signs a member in with a SameSite=Strict, httpOnly staff_session cookie of 12 hours, and records it", async () => {
    const member = await createStaffMember(t.app, { role: "editor" });
    const answer = await call("POST", "/api/admin/sign-in", { payload: { email: member.email.toUpperCase(), password: member.password } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      isOk: true,
      data: {
        next: "signed-in",
        staff: { id: member.id, email: member.email, name: member.name, role: "editor", twoFactorEnabled: false },
        twoFactorSetupRequired: false,
      },
    });
    const setCookie = String(answer.headers["set-cookie"]);
    expect(setCookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).not.toContain("Secure");
    const expires = Date.parse(/Expires=([^;]+)/.exec(setCookie)?.[1] ?? "");
    expect(Math.abs(expires - (Date.now() + 12 * 3600_000))).toBeLessThan(60_000);
    const rows = await liveSessionsOf(t.database.db, "staff", member.id);
    expect(rows).toHaveLength(1);
    // Only the token's digest is stored.
    expect(setCookie).not.toContain(rows[0]?.tokenHash ?? "-");
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.staffId, member.id));
    expect(audit.map((row) => [row.action, row.entity, row.entityId])).toEqual([["sign-in", "staff", member.id]]);
  });

  it("answers an unknown e-mail, a wrong password and a deactivated account alike", async () => {
    const member = await createStaffMember(t.app, { role: "viewer" });
    const gone = await createStaffMember(t.app, { role: "viewer" });
    await setStaffActive(t.database.db, { staffId: gone.id, active: false, actorId: null });
    for (const payload of [
      { email: "nobody@staff.example", password: "whatever-password" },
      { email: member.email, password: "wrong-password-here" },
      { email: gone.email, password: gone.password },
    ]) {
      const answer = await call("POST", "/api/admin/sign-in", { payload });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ isOk: false, message: STAFF_INVALID_CREDENTIALS_MESSAGE });
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("answers bad input with the field's message", async () => {
    const missing = await call("POST", "/api/admin/sign-in", { payload: { password: "x" } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: "Email is required.", errors: { email: "Email is required." } });
    const badEmail = await call("POST", "/api/admin/sign-in", { payload: { email: "not an email", password: "secret-pass" } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toMatchObject({
      message: "Enter a valid email",
      errors: { email: "Enter a valid email" },
    });
    const noPassword = await call("POST", "/api/admin/sign-in", { payload: { email: "a@staff.example", password: "" } });
    expect(noPassword.body).toMatchObject({ errors: { password: "Password is required." } });
  });

  it("refuses a sign-in posted from another site", async () => {
    const member = await createStaffMember(t.app);
    const answer = await call("POST", "/api/admin/sign-in", {
      payload: { email: member.email, password: member.password },
      headers: { origin: "https://evil.example" },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ message: "Cross-site request refused." });
  });
});

describe("console routes' roles", () => {
  it("answers 401 without a session, and with a forged or ended one", async () => {
    expect((await call("GET", "/api/admin/session")).status).toBe(401);
    expect((await call("GET", "/api/admin/session", { cookie: "staff_session=forged" })).body).toMatchObject({
      isOk: false,
      message: "Please sign in to the console.",
    });
    const cookieHeader = await signInStaff(t.app, "viewer");
    expect((await call("GET", "/api/admin/session", { cookie: cookieHeader })).status).toBe(200);
    const out = await call("POST", "/api/admin/sign-out", { cookie: cookieHeader });
    expect(out.status).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/^staff_session=;/);
    expect((await call("GET", "/api/admin/session", { cookie: cookieHeader })).status).toBe(401);
  });

  it("ends every session of a deactivated member", async () => {
    const member = await createStaffMember(t.app, { role: "editor" });
    const cookieHeader = await signInAs(t.app, member);
    await setStaffActive(t.database.db, { staffId: member.id, active: false, actorId: null });
    expect((await call("GET", "/api/admin/session", { cookie: cookieHeader })).status).toBe(401);
    const [row] = await t.database.db.select({ active: staff.active }).from(staff).where(eq(staff.id, member.id));
    expect(row?.active).toBe(false);
  });

  it("answers the session of the signed-in member", async () => {
    const member = await createStaffMember(t.app, { role: "owner" });
    const answer = await call("GET", "/api/admin/session", { cookie: await signInAs(t.app, member) });
    expect(answer.body).toMatchObject({ isOk: true, data: { staff: { id: member.id, role: "owner" }, twoFactorSetupRequired: false } });
  });
});

describe("the console plugin", () => {
  it("refuses a route that declares no role (default deny), a lower role, and a cross-site write", async () => {
    const app = Fastify({ logger: false });
    app.decorate("ctx", t.app.ctx);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(cookie);
    await app.register(
      async (admin) => {
        await adminApiPlugin(admin);
        admin.get("/undeclared", async () => ({ isOk: true }));
        admin.get("/for-owners", { config: { action: "staff.manage" } }, async (request) => ({ isOk: true, staff: request.staff }));
        admin.post("/for-editors", { config: { action: "contests.edit" } }, async () => ({ isOk: true }));
      },
      { prefix: "/api/admin" },
    );
    await app.ready();
    try {
      const editor = await signInStaff(t.app, "editor");
      const owner = await createStaffMember(t.app, { role: "owner" });
      const ownerCookie = await signInAs(t.app, owner);
      const get = (url: string, cookieHeader?: string, headers: Record<string, string> = {}) =>
        app.inject({
          method: url.startsWith("/api/admin/for-editors") ? "POST" : "GET",
          url,
          headers: { ...(cookieHeader ? { cookie: cookieHeader } : {}), ...headers },
        });

      expect((await get("/api/admin/undeclared")).statusCode).toBe(401);
      const undeclared = await get("/api/admin/undeclared", ownerCookie);
      expect(undeclared.statusCode).toBe(403);
      expect(undeclared.json()).toMatchObject({ message: "This console route is closed." });

      const lower = await get("/api/admin/for-owners", editor);
      expect(lower.statusCode).toBe(403);
      expect(lower.json()).toMatchObject({ message: "Your role does not allow this.", action: "staff.manage", requiredRole: "owner" });
      const allowed = await get("/api/admin/for-owners", ownerCookie);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toMatchObject({ staff: { id: owner.id, email: owner.email, name: owner.name, role: "owner" } });

      expect((await get("/api/admin/for-editors", editor)).statusCode).toBe(200);
      expect((await get("/api/admin/for-editors", ownerCookie)).statusCode).toBe(200);
      expect((await get("/api/admin/for-editors", editor, { origin: "https://evil.example" })).statusCode).toBe(403);
      expect((await get("/api/admin/for-editors", editor, { origin: "http://localhost" })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("signInStaff answers a Cookie header for the role asked", async () => {
    const cookieHeader = await signInStaff(t.app, "viewer");
    expect(cookieHeader).toMatch(/^staff_session=[A-Za-z0-9_-]{43}$/);
    expect(staffCookieFrom([`${cookieHeader}; Path=/`])).toBe(cookieHeader);
    const answer = await call("GET", "/api/admin/session", { cookie: cookieHeader });
    expect(answer.body).toMatchObject({ data: { staff: { role: "viewer" } } });
  });
});

describe("staff accounts in the console (GET and POST /api/admin/staff)", () => {
  it("answers 401 signed out and 403 to editors and viewers", async () => {
    expect((await call("GET", "/api/admin/staff")).status).toBe(401);
    expect((await call("POST", "/api/admin/staff", { payload: { email: "x@staff.example", name: "X", role: "viewer" } })).status).toBe(401);
    for (const role of ["editor", "viewer"] as const) {
      const cookieHeader = await signInStaff(t.app, role);
      expect((await call("GET", "/api/admin/staff", { cookie: cookieHeader })).status).toBe(403);
      const refused = await call("POST", "/api/admin/staff", {
        cookie: cookieHeader,
        payload: { email: "x@staff.example", name: "X", role: "viewer" },
      });
      expect(refused.status).toBe(403);
    }
    expect(await t.database.db.select().from(staff).where(eq(staff.emailKey, "x@staff.example"))).toEqual([]);
  });

  it("answers bad input with the field's message", async () => {
    const owner = await signInStaff(t.app, "owner");
    const post = (payload: unknown) => call("POST", "/api/admin/staff", { cookie: owner, payload });
    expect((await post({ email: "x@staff.example", name: " ", role: "viewer" })).body).toMatchObject({
      errors: { name: "Name is required." },
    });
    expect((await post({ email: "x@staff.example", name: "X", role: "admin" })).body).toMatchObject({ errors: { role: "Choose a role." } });
    expect((await post({ email: "x@staff.example", name: "X", role: "viewer", password: "short" })).body).toMatchObject({
      errors: { password: "The password must be at least 12 characters long." },
    });
    // The audit's two: a repeat of one letter, and the site's own name (short as well).
    expect((await post({ email: "x@staff.example", name: "X", role: "viewer", password: "aaaaaaaaaaaa" })).body).toMatchObject({
      errors: {
        password: "This password is too common or too easy to guess. Use a longer one, for example three or four unrelated words.",
      },
    });
    expect((await post({ email: "x@staff.example", name: "X", role: "viewer", password: "creatorcup" })).body).toMatchObject({
      errors: { password: "The password must be at least 12 characters long." },
    });
    const ownAddress = await post({
      email: "asha.rao@staff.example",
      name: "Asha Rao",
      role: "viewer",
      password: "asha.rao@staff.example",
    });
    expect(ownAddress.status).toBe(400);
    expect((await post({ email: "nope", name: "X", role: "viewer" })).body).toMatchObject({ errors: { email: "Enter a valid email" } });
    const member = await createStaffMember(t.app);
    const taken = await post({ email: member.email.toUpperCase(), name: "Again", role: "viewer" });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      errors: { email: `A staff account with the e-mail ${member.email.toUpperCase()} already exists.` },
    });
  });

  it("adds a member with a generated password that signs in, audited with the owner", async () => {
    const ownerMember = await createStaffMember(t.app, { role: "owner" });
    const owner = await signInAs(t.app, ownerMember);
    const added = await call("POST", "/api/admin/staff", {
      cookie: owner,
      payload: { email: "new.editor@staff.example", name: " Neha  Editor ", role: "editor" },
    });
    expect(added.status).toBe(201);
    const data = added.body.data as { id: string; generatedPassword: string };
    expect(added.body).toMatchObject({
      message: "Added Neha Editor. They sign in at /admin/sign-in.",
      data: { role: "editor", name: "Neha Editor" },
    });
    expect(data.generatedPassword).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const cookieHeader = await signInAs(t.app, { email: "new.editor@staff.example", password: data.generatedPassword });
    expect((await call("GET", "/api/admin/session", { cookie: cookieHeader })).body).toMatchObject({ data: { staff: { role: "editor" } } });
    const typed = await call("POST", "/api/admin/staff", {
      cookie: owner,
      payload: { email: "typed@staff.example", name: "Typed", role: "viewer", password: "typed password 1" },
    });
    expect(typed.body).toMatchObject({ data: { generatedPassword: null } });
    const list = await call("GET", "/api/admin/staff", { cookie: owner });
    const rows = list.body.data as { email: string; role: string; active: boolean; lastSignInAt: string | null }[];
    expect(rows.find((r) => r.email === "new.editor@staff.example")).toMatchObject({ role: "editor", active: true });
    expect(rows.find((r) => r.email === "typed@staff.example")).toMatchObject({ lastSignInAt: null });
    expect(JSON.stringify(rows)).not.toMatch(/argon2|password/i);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, data.id)).orderBy(auditLog.createdAt);
    expect(audit.map((r) => [r.action, r.staffId, r.changedFields])).toEqual([
      ["create", ownerMember.id, { role: "editor" }],
      ["sign-in", data.id, {}],
    ]);
  });
});

describe("the OpenAPI document", () => {
  it("lists every console route under the tag Admin with the role it needs", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; description?: string }>>;
    };
    const operations = Object.entries(document.paths)
      .filter(([route]) => route.startsWith("/api/admin/"))
      .flatMap(([route, methods]) => Object.entries(methods).map(([method, operation]) => ({ route: `${method} ${route}`, ...operation })));
    expect(operations.map((o) => o.route)).toEqual(
      expect.arrayContaining(["post /api/admin/sign-in", "get /api/admin/session", "put /api/admin/contests/{contestId}/winners"]),
    );
    for (const operation of operations) {
      expect(operation.tags, operation.route).toEqual(["Admin"]);
      expect(operation.description, operation.route).toMatch(/^Role: (none(?! declared)|accountant|viewer|editor|owner)\b/);
    }
    const declare = operations.find((o) => o.route === "post /api/admin/contests/{contestId}/winners/declare");
    expect(declare?.description).toMatch(/^Role: editor\./);
    expect(operations.find((o) => o.route === "get /api/admin/payments")?.description).toMatch(/^Role: accountant\./);
    expect(operations.find((o) => o.route === "get /api/admin/registrations")?.description).toMatch(/^Role: viewer\./);
  });
});

/**
 * The console's affiliates API: who may call each route, the list's search, paging and referral counts
 * (SQL aggregates), and that the console and the CLI apply the same rules through the same services.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/console.ts";
import { users } from "#db/schema.ts";
import { prepareAffiliateCommand } from "#server/cli/affiliate-commands.ts";
import { findActiveAffiliateByCode } from "#server/services/affiliates/find-active-affiliate.ts";
import { createAffiliateSession, findAffiliateSession } from "#server/services/affiliates/sessions.ts";
import { verifyPassword } from "#server/services/identity/passwords.ts";
import type { ConsoleAffiliateRowView } from "#shared/console/affiliates.ts";
import { createContest, createSubscriber, createUser } from "../support/factories.ts";
import { createStaffMember, signInAs, signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let editor: string;
let editorId: string;
let viewer: string;
let owner: string;

type Answer<T = Record<string, unknown>> = {
  status: number;
  body: T & { isOk: boolean; message?: string; errors?: Record<string, string> };
};
type ListData = { affiliates: ConsoleAffiliateRowView[]; total: number; page: number; pageSize: number };
type PasswordData = { id: string; code: string; email: string; generatedPassword: string };

async function call<T = Record<string, unknown>>(method: "GET" | "POST", url: string, cookie?: string, payload?: unknown) {
  const raw = await t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: raw.statusCode, body: raw.json() } as Answer<T>;
}

/** Runs `npm run cli -- affiliate …` in this process, on the test database: the CLI's own code path. */
async function cli(args: string[]): Promise<string[]> {
  const lines: string[] = [];
  await prepareAffiliateCommand(args, { out: (line) => lines.push(line) })(t.database.db);
  return lines;
}

const auditRows = (entityId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.createdAt));

beforeAll(async () => {
  t = await createTestApp();
  const editorMember = await createStaffMember(t.app, { role: "editor" });
  editorId = editorMember.id;
  [editor, viewer, owner] = [await signInAs(t.app, editorMember), await signInStaff(t.app, "viewer"), await signInStaff(t.app, "owner")];
});

afterAll(async () => {
  await t?.close();
});

describe("console affiliates: who may call", () => {
  const id = "64c000000000000000000001";
  const routes: [method: "GET" | "POST", url: string, body: unknown][] = [
    ["GET", "/api/admin/affiliates", undefined],
    ["POST", "/api/admin/affiliates", { name: "Nobody Here", email: "nobody@example.in" }],
    ["POST", `/api/admin/affiliates/${id}/reset-password`, {}],
    ["POST", `/api/admin/affiliates/${id}/active`, { active: false }],
  ];

  it.each(routes)("%s %s answers 401 signed out", async (method, url, body) => {
    const answer = await call(method, url, undefined, body);
    expect(answer.status).toBe(401);
    expect(answer.body.isOk).toBe(false);
  });

  it.each(routes.filter(([method]) => method === "POST"))(
    "%s %s answers 403 to a viewer and changes nothing",
    async (method, url, body) => {
      const before = await t.database.db.select({ id: users.id }).from(users);
      const answer = await call(method, url, viewer, body);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe("Your role does not allow this.");
      expect(await t.database.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
    },
  );

  it("a viewer sees the list", async () => {
    const answer = await call<{ data: ListData }>("GET", "/api/admin/affiliates", viewer);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ page: 1, pageSize: 50 });
  });

  it("an unknown affiliate is 404, an id that is not one 400", async () => {
    expect((await call("POST", `/api/admin/affiliates/${id}/reset-password`, editor, {})).status).toBe(404);
    const bad = await call("POST", "/api/admin/affiliates/not-an-id/active", editor, { active: true });
    expect(bad.status).toBe(400);
  });
});

describe("console affiliates: create, reset, (de)activate", () => {
  it("refuses bad input at its field with 400", async () => {
    const answer = await call("POST", "/api/admin/affiliates", editor, {
      name: "",
      email: "not-an-email",
      code: "no spaces",
      mobile: "12",
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      name: "Name is required.",
      email: expect.stringMatching(/e-?mail/i),
      code: "An affiliate code is 3 to 32 letters, digits, dashes or underscores (for example ASHA2026).",
      mobile: expect.stringContaining("mobile number"),
    });
    const missing = await call("POST", "/api/admin/affiliates/64c000000000000000000001/active", editor, {});
    expect(missing.status).toBe(400);
  });

  it.each([
    ["a NUL byte", "Asha\u0000 Verma"],
    ["a terminal escape", "Asha \u001b[31mVerma"],
    ["a right-to-left override", "Asha \u202eamreV"],
    ["a bidi isolate", "Asha \u2066Verma\u2069"],
  ])("refuses a name with %s, in the console and in the CLI, and creates nothing", async (_what, name) => {
    const email = `bidi.${Math.random().toString(36).slice(2)}@example.in`;
    const answer = await call("POST", "/api/admin/affiliates", editor, { name, email });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.name).toBe("Name contains characters that are not allowed.");
    await expect(cli(["create", "--email", email, "--name", name, "--generate-password"])).rejects.toThrow(
      "Name contains characters that are not allowed.",
    );
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("reads back an older affiliate's name without its control and bidi characters", async () => {
    await createUser(t.database.db, {
      email: "older.affiliate@example.in",
      firstName: "Asha\u202e",
      lastName: "Verma\u0007",
      affiliateCode: "OLDER2026",
      affiliateActive: true,
    });
    expect((await findActiveAffiliateByCode(t.database.db, "older2026"))?.fullName).toBe("Asha Verma");
  });

  it("creates an affiliate with a generated password shown once; it signs in; the audit row has no personal data", async () => {
    const answer = await call<{ data: PasswordData }>("POST", "/api/admin/affiliates", editor, {
      name: "Meera Joshi Rao",
      email: "Meera.Console@example.in",
      mobile: "+91 98765 43210",
      code: "MEERA2026",
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe("Created the affiliate MEERA2026.");
    const { id, code, generatedPassword } = answer.body.data;
    expect(code).toBe("MEERA2026");
    expect(generatedPassword).toMatch(/^[A-Za-z0-9_-]{20}$/);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ firstName: "Meera", lastName: "Joshi Rao", mobileNo: "+91 98765 43210", affiliateActive: true });
    expect(await verifyPassword(row?.passwordHash, generatedPassword)).toBe(true);
    expect(await findActiveAffiliateByCode(t.database.db, "meera2026")).toMatchObject({ fullName: "Meera Joshi Rao" });

    const [audit] = await auditRows(id);
    expect(audit).toMatchObject({ staffId: editorId, action: "create", entity: "affiliate" });
    expect(audit?.changedFields).toEqual({ code: "MEERA2026", active: true, existingUser: false });
    expect(JSON.stringify(audit)).not.toMatch(/meera\.console|98765|Joshi/i);
  });

  it("makes a code from the first name when none is given", async () => {
    const answer = await call<{ data: PasswordData }>("POST", "/api/admin/affiliates", owner, { name: "Kiran", email: "kiran@example.in" });
    expect(answer.status).toBe(201);
    expect(answer.body.data.code).toMatch(/^KIRAN[2-9A-HJ-NP-Z]{4}$/);
  });

  it("a code taken in any case is refused by the console and by the CLI with the same message", async () => {
    const before = await t.database.db.select({ id: users.id }).from(users);
    const answer = await call("POST", "/api/admin/affiliates", editor, {
      name: "Other Person",
      email: "other@example.in",
      code: "meera2026",
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe("The affiliate code meera2026 is already taken.");
    expect(answer.body.errors).toEqual({ code: "The affiliate code meera2026 is already taken." });

    const refusal = await cli([
      "create",
      "--email",
      "other@example.in",
      "--name",
      "Other Person",
      "--code",
      "meera2026",
      "--generate-password",
    ]).catch((error: Error) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).message).toBe(answer.body.message);
    expect(await t.database.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it("the CLI and the console refuse the same bad code with the same words", async () => {
    const consoleAnswer = await call("POST", "/api/admin/affiliates", editor, { name: "X Y", email: "xy@example.in", code: "ab" });
    const cliRefusal = await cli(["create", "--email", "xy@example.in", "--name", "X Y", "--code", "ab"]).catch((error: Error) => error);
    // The CLI adds a line pointing at its usage.
    expect((cliRefusal as Error).message.split("\n")[0]).toBe(consoleAnswer.body.errors?.code);
  });

  it("an affiliate made with the CLI is in the console's list, and the CLI's change is audited with no staff member", async () => {
    const lines = await cli([
      "create",
      "--email",
      "cli.made@example.in",
      "--name",
      "Cli Made",
      "--code",
      "CLIMADE1",
      "--generate-password",
    ]);
    expect(lines[0]).toBe("Created affiliate Cli Made <cli.made@example.in> with the code CLIMADE1.");
    const list = await call<{ data: ListData }>("GET", "/api/admin/affiliates?q=climade", viewer);
    expect(list.body.data.affiliates.map((a) => a.code)).toEqual(["CLIMADE1"]);
    const [audit] = await auditRows(list.body.data.affiliates[0]?.id ?? "");
    expect(audit).toMatchObject({
      staffId: null,
      action: "create",
      entity: "affiliate",
      changedFields: { code: "CLIMADE1", active: true },
    });
  });

  it("reset-password answers a new password once; the old one stops working and sessions end", async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.affiliateCode, "MEERA2026"));
    const id = row?.id ?? "";
    const session = await createAffiliateSession(t.database.db, { userId: id });
    const answer = await call<{ data: PasswordData }>("POST", `/api/admin/affiliates/${id}/reset-password`, editor);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("New password set for MEERA2026; their sessions have ended.");
    const [after] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(await verifyPassword(after?.passwordHash, answer.body.data.generatedPassword)).toBe(true);
    expect(after?.passwordHash).not.toBe(row?.passwordHash);
    expect(await findAffiliateSession(t.database.db, session.token)).toBeNull();
    const [audit] = await auditRows(id);
    expect(audit).toMatchObject({ action: "reset-password", entity: "affiliate", changedFields: { password: true } });
  });

  it("deactivate refuses the code at registration; activate brings it back; each is audited with { code, active }", async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.affiliateCode, "MEERA2026"));
    const id = row?.id ?? "";
    const off = await call<{ data: { active: boolean; code: string } }>("POST", `/api/admin/affiliates/${id}/active`, editor, {
      active: false,
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ id, code: "MEERA2026", active: false });
    expect(await findActiveAffiliateByCode(t.database.db, "MEERA2026")).toBeNull();
    expect((await auditRows(id))[0]).toMatchObject({ action: "deactivate", changedFields: { code: "MEERA2026", active: false } });

    const on = await call("POST", `/api/admin/affiliates/${id}/active`, editor, { active: true });
    expect(on.status).toBe(200);
    expect(await findActiveAffiliateByCode(t.database.db, "MEERA2026")).not.toBeNull();
    expect((await auditRows(id))[0]).toMatchObject({ action: "activate", changedFields: { code: "MEERA2026", active: true } });
  });
});

describe("console affiliates: the list", () => {
  it("counts completed registrations of referred users, paid and free, and searches by code, name or e-mail", async () => {
    const db = t.database.db;
    const created = await call<{ data: PasswordData }>("POST", "/api/admin/affiliates", editor, {
      name: "Referral Counter",
      email: "counter@example.in",
      code: "COUNT01",
    });
    const affiliateId = created.body.data.id;
    const paidContest = await createContest(db, { entryFeePaise: 9900 });
    const freeContest = await createContest(db, { entryFeePaise: 0 });
    const referredA = await createUser(db, { referredByUserId: affiliateId });
    const referredB = await createUser(db, { referredByUserId: affiliateId });
    const stranger = await createUser(db);
    await createSubscriber(db, { contestId: paidContest.id, userId: referredA.id, isPaid: true });
    await createSubscriber(db, { contestId: paidContest.id, userId: referredB.id, isPaid: true });
    await createSubscriber(db, { contestId: freeContest.id, userId: referredA.id, isPaid: false });
    // Not counted: a pending registration, and someone they did not refer.
    await createSubscriber(db, { contestId: freeContest.id, userId: referredB.id, status: "pending", isPaid: false });
    await createSubscriber(db, { contestId: freeContest.id, userId: stranger.id, isPaid: false });

    const byCode = await call<{ data: ListData }>("GET", "/api/admin/affiliates?q=count01", viewer);
    expect(byCode.body.data.total).toBe(1);
    expect(byCode.body.data.affiliates[0]).toMatchObject({
      code: "COUNT01",
      name: "Referral Counter",
      email: "counter@example.in",
      active: true,
      hasPassword: true,
      paidReferrals: 2,
      freeReferrals: 1,
    });
    const byName = await call<{ data: ListData }>("GET", `/api/admin/affiliates?q=${encodeURIComponent("referral count")}`, viewer);
    expect(byName.body.data.affiliates.map((a) => a.code)).toEqual(["COUNT01"]);
    const byEmail = await call<{ data: ListData }>("GET", "/api/admin/affiliates?q=COUNTER%40EXAMPLE", viewer);
    expect(byEmail.body.data.affiliates.map((a) => a.code)).toEqual(["COUNT01"]);
    // A % in the search is a character, not a wildcard.
    expect((await call<{ data: ListData }>("GET", "/api/admin/affiliates?q=%25", viewer)).body.data.total).toBe(0);
    // Creators who are not affiliates are not in the list.
    const all = await call<{ data: ListData }>("GET", "/api/admin/affiliates", viewer);
    expect(all.body.data.affiliates.every((a) => a.code !== "")).toBe(true);
    expect(all.body.data.affiliates[0]?.code).toBe("COUNT01");
    expect(all.body.data.total).toBe(all.body.data.affiliates.length);
  });

  it("pages 50 at a time and refuses a page that is not a number", async () => {
    const db = t.database.db;
    const existing = (await call<{ data: ListData }>("GET", "/api/admin/affiliates", viewer)).body.data.total;
    for (let i = 0; i < 51 - existing + 1; i++) {
      await createUser(db, { affiliateCode: `PAGE${String(i).padStart(3, "0")}`, affiliateActive: true });
    }
    const first = await call<{ data: ListData }>("GET", "/api/admin/affiliates?page=1", viewer);
    const second = await call<{ data: ListData }>("GET", "/api/admin/affiliates?page=2", viewer);
    expect(first.body.data.total).toBe(52);
    expect(first.body.data.affiliates).toHaveLength(50);
    expect(second.body.data.affiliates).toHaveLength(2);
    const ids = new Set([...first.body.data.affiliates, ...second.body.data.affiliates].map((a) => a.id));
    expect(ids.size).toBe(52);
    const bad = await call("GET", "/api/admin/affiliates?page=abc", viewer);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/page is a whole number/);
  });
});

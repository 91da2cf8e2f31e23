import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/ids.ts";
import { auditLog } from "#db/schema/console.ts";
import { recordAudit } from "#server/services/audit-log/record-audit.ts";
import { setStaffActive } from "#server/services/console/staff-access/staff-accounts.ts";
import { recuse, saveScore } from "#server/services/judging/scoring.ts";
import { auditEntityPath, describeChange } from "#shared/console/audit-log.ts";
import { contestWithPanel, judgingCaller, rubricOf } from "../support/judging.ts";
import { createStaffMember, signInAs, signInStaff, type TestStaffMember } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let owner: TestStaffMember;
let ownerCookie: string;
let viewerCookie: string;
let target: TestStaffMember;

type Entry = {
  id: string;
  createdAt: string;
  staffId: string | null;
  staffName: string | null;
  judgeId: string | null;
  judgeName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  changedFields: Record<string, unknown>;
};
type Page = { entries: Entry[]; total: number; page: number; pageSize: number };

async function call(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, cookie?: string) {
  const raw = await t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
  return { status: raw.statusCode, body: raw.json() as { data: Page; message?: string; errors?: Record<string, string> } };
}
const page = async (query: string, cookie = viewerCookie) => {
  const answer = await call("GET", `/api/admin/audit-log${query}`, cookie);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

/** An entry written at a chosen moment (recordAudit stamps now). */
async function entryAt(createdAt: string, values: { entity: string; action: string; staffId?: string | null; entityId?: string }) {
  await t.database.db.insert(auditLog).values({
    id: newId(),
    staffId: values.staffId ?? null,
    action: values.action,
    entity: values.entity,
    entityId: values.entityId ?? null,
    changedFields: { title: true },
    createdAt: new Date(createdAt),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createStaffMember(t.app, { role: "owner", name: "Olga Owner" });
  ownerCookie = await signInAs(t.app, owner);
  viewerCookie = await signInStaff(t.app, "viewer");
  target = await createStaffMember(t.app, { role: "editor", name: "Esha Editor" });
  // Console changes by the owner, and one from the command line.
  expect(
    (
      await t.app.inject({
        method: "PUT",
        url: `/api/admin/staff/${target.id}/role`,
        headers: { cookie: ownerCookie },
        payload: { role: "viewer" },
      })
    ).statusCode,
  ).toBe(200);
  await setStaffActive(t.database.db, { staffId: target.id, active: false, actorId: null });
  // Dated entries for the range filters: 14 Nov 2026 23:59 IST, 15 Nov 00:00 IST, 16 Nov 12:00 IST.
  await entryAt("2026-11-14T18:29:00Z", { entity: "banner", action: "update", staffId: owner.id });
  await entryAt("2026-11-14T18:30:00Z", { entity: "banner", action: "delete", staffId: owner.id });
  await entryAt("2026-11-16T06:30:00Z", { entity: "contest", action: "update", staffId: owner.id, entityId: "0123456789abcdef01234567" });
  // 60 judge entries, to page through.
  for (let i = 0; i < 60; i++)
    await entryAt(new Date(Date.UTC(2026, 9, 1, 0, i)).toISOString(), { entity: "judge", action: "create", staffId: owner.id });
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/admin/audit-log: who may read it", () => {
  it("answers 401 signed out; viewers and up may read", async () => {
    expect((await call("GET", "/api/admin/audit-log")).status).toBe(401);
    expect((await call("GET", "/api/admin/audit-log/choices")).status).toBe(401);
    expect((await call("GET", "/api/admin/audit-log", viewerCookie)).status).toBe(200);
    expect((await call("GET", "/api/admin/audit-log", await signInStaff(t.app, "editor"))).status).toBe(200);
    expect((await call("GET", "/api/admin/audit-log/choices", viewerCookie)).status).toBe(200);
  });

  it("answers 400 with the field's message for bad filters", async () => {
    const badDay = await call("GET", "/api/admin/audit-log?from=2026-13-01", viewerCookie);
    expect(badDay.status).toBe(400);
    expect(badDay.body.errors).toMatchObject({ from: "Enter a day as YYYY-MM-DD." });
    const backwards = await call("GET", "/api/admin/audit-log?from=2026-11-16&to=2026-11-15", viewerCookie);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe("The first day must be on or before the last day.");
    expect((await call("GET", "/api/admin/audit-log?staff=someone", viewerCookie)).status).toBe(400);
    expect((await call("GET", "/api/admin/audit-log?entity=Robert');drop", viewerCookie)).status).toBe(400);
    expect((await call("GET", "/api/admin/audit-log?page=0", viewerCookie)).status).toBe(400);
  });

  it("has no route that changes or removes an entry, for any role", async () => {
    const [first] = (await page("")).entries;
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      expect((await call(method, "/api/admin/audit-log", ownerCookie)).status, method).toBe(404);
      expect((await call(method, `/api/admin/audit-log/${first?.id}`, ownerCookie)).status, method).toBe(404);
    }
  });
});

describe("reading the audit log", () => {
  it("lists entries newest first with who did it: a name, or none for the command line", async () => {
    const { entries } = await page(`?entity=staff&staff=${owner.id}`);
    const change = entries.find((e) => e.action === "change-role" && e.entityId === target.id);
    expect(change).toMatchObject({ staffId: owner.id, staffName: "Olga Owner", entity: "staff", changedFields: { role: "viewer" } });
    const cli = (await page("?staff=cli&action=deactivate")).entries;
    expect(cli.map((e) => [e.entityId, e.staffName, e.changedFields])).toEqual([[target.id, null, { active: false }]]);
    const all = (await page("")).entries.map((e) => e.createdAt);
    expect(all).toEqual([...all].sort().reverse());
  });

  it("filters by staff member, entity, action and IST days", async () => {
    expect((await page("?entity=banner")).total).toBe(2);
    expect((await page("?entity=banner&action=delete")).entries.map((e) => e.createdAt)).toEqual(["2026-11-14T18:30:00.000Z"]);
    // 23:59 IST on the 14th belongs to the 14th; 00:00 IST on the 15th to the 15th.
    expect((await page("?from=2026-11-14&to=2026-11-14")).entries.map((e) => e.action)).toEqual(["update"]);
    expect((await page("?from=2026-11-15&to=2026-11-16")).entries.map((e) => `${e.entity}:${e.action}`)).toEqual([
      "contest:update",
      "banner:delete",
    ]);
    expect((await page(`?staff=${target.id}`)).total).toBe(0);
    const judges = await page(`?staff=${owner.id}&entity=judge&action=create`);
    expect(judges.total).toBe(60);
  });

  it("pages 50 at a time", async () => {
    const first = await page("?entity=judge");
    const second = await page("?entity=judge&page=2");
    expect([first.total, first.pageSize, first.entries.length, second.entries.length]).toEqual([60, 50, 50, 10]);
    expect(new Set([...first.entries, ...second.entries].map((e) => e.id)).size).toBe(60);
    expect(first.entries[0]?.createdAt).toBe("2026-10-01T00:59:00.000Z");
    expect(second.entries.at(-1)?.createdAt).toBe("2026-10-01T00:00:00.000Z");
  });

  it("offers every staff member, entity and action as a filter", async () => {
    const answer = await call("GET", "/api/admin/audit-log/choices", viewerCookie);
    const choices = answer.body.data as unknown as {
      staff: { id: string; name: string; active: boolean }[];
      entities: string[];
      actions: string[];
    };
    expect(choices.staff).toContainEqual({ id: target.id, name: "Esha Editor", active: false });
    expect(choices.entities).toEqual(expect.arrayContaining(["banner", "contest", "judge", "staff"]));
    expect(choices.actions).toEqual(expect.arrayContaining(["change-role", "deactivate", "delete", "sign-in"]));
  });

  it("links entities to their console page and describes changes", () => {
    expect(auditEntityPath("contest", "c1")).toBe("/admin/contests/c1");
    expect(auditEntityPath("registration", "r1")).toBe("/admin/registrations/r1");
    expect(auditEntityPath("staff", "s1")).toBe("/admin/staff/s1");
    expect(auditEntityPath("banner", "b1")).toBeNull();
    expect(describeChange("role", "editor")).toBe("role: editor");
    expect(describeChange("title", true)).toBe("title");
    expect(describeChange("active", false)).toBe("active: false");
  });
});

describe("judges in the audit log", () => {
  it("credits a judge's scores and recusals to the judge, not the command line, and filters them apart", async () => {
    const db = t.database.db;
    const editor = await signInStaff(t.app, "editor");
    const { contest, subs, judges } = await contestWithPanel(t, editor, 2, 1);
    const judgingCall = judgingCaller(t);
    expect((await judgingCall("PUT", `/api/admin/judging/contests/${contest.id}/rubric`, editor, rubricOf([100]))).status).toBe(200);
    expect((await judgingCall("POST", `/api/admin/judging/contests/${contest.id}/rounds/final/open`, editor)).status).toBe(200);
    const judge = judges[0]!;
    await saveScore(db, { judgeId: judge.id, contestId: contest.id, entryId: subs[0]!.id, input: { criteria: { c1: 8 } } });
    await recuse(db, { judgeId: judge.id, contestId: contest.id, entryId: subs[1]!.id, reason: "I know this creator." });
    const mine = (entries: Entry[]) => entries.filter((e) => e.changedFields.judgeId === judge.id);
    const rows = mine((await page("?entity=judging-score")).entries);
    expect(rows.map((e) => [e.action, e.staffId, e.judgeId, e.judgeName])).toEqual([
      ["recuse", null, judge.id, "Judge0 Sharma"],
      ["create", null, judge.id, "Judge0 Sharma"],
    ]);
    // "Who" tells judges from the command line; the command line's own entries still say so.
    expect(mine((await page("?staff=judges&entity=judging-score")).entries)).toHaveLength(2);
    const cli = await page("?staff=cli");
    expect(cli.entries.filter((e) => e.entity === "judging-score")).toEqual([]);
    expect(cli.entries.find((e) => e.action === "deactivate")).toMatchObject({ staffId: null, judgeId: null, judgeName: null });
    expect((await page("?staff=judges")).entries.every((e) => e.judgeId !== null && e.staffId === null)).toBe(true);
    // A staff member's judging entries that name a judge stay the member's.
    const panel = (await page("?entity=judging-panel")).entries.find((e) => e.changedFields.judgeId === judge.id);
    expect(panel).toMatchObject({ judgeId: null, judgeName: null });
    expect(panel?.staffId).not.toBeNull();
  });
});

describe("the log is append-only in the database", () => {
  it("refuses UPDATE, DELETE and TRUNCATE on audit_log, and keeps the entry as it was", async () => {
    const db = t.database.db;
    await recordAudit(db, { staffId: owner.id, action: "update", entity: "contest", entityId: "c-append", changedFields: { title: true } });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, "c-append"));
    const refusal = { cause: expect.objectContaining({ code: "42501", message: expect.stringContaining("The audit log is append-only") }) };
    await expect(db.update(auditLog).set({ action: "forged" }).where(eq(auditLog.entityId, "c-append"))).rejects.toMatchObject(refusal);
    await expect(db.delete(auditLog).where(eq(auditLog.entityId, "c-append"))).rejects.toMatchObject(refusal);
    await expect(db.execute(sql`truncate audit_log`)).rejects.toMatchObject(refusal);
    const [after] = await db.select().from(auditLog).where(eq(auditLog.entityId, "c-append"));
    expect(after).toEqual(entry);
  });
});

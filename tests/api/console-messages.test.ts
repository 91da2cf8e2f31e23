/**
 * The console's contact-messages inbox: who may call each route, the tabs, search and paging in SQL,
 * and each status change audited once.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/ids.ts";
import { auditLog } from "#db/schema/console.ts";
import { contactMessages } from "#db/schema.ts";
import { countNewContactMessages } from "#server/services/console/messages/contact-inbox.ts";
import { type ConsoleMessageView, type MessageCountsView, replyMailto } from "#shared/console/messages.ts";
import { postJson } from "../support/inject.ts";
import { createStaffMember, signInAs, signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let editor: string;
let editorId: string;
let viewer: string;
let sentId: string;

type Answer<T = Record<string, unknown>> = { status: number; body: T & { isOk: boolean; message?: string } };
type ListData = { messages: ConsoleMessageView[]; total: number; page: number; pageSize: number; counts: MessageCountsView };

async function call<T = Record<string, unknown>>(method: "GET" | "POST", url: string, cookie?: string) {
  const raw = await t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
  return { status: raw.statusCode, body: raw.json() } as Answer<T>;
}

const list = (query: string, cookie = viewer) => call<{ data: ListData }>("GET", `/api/admin/messages${query}`, cookie);

const auditRows = (entityId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.createdAt));

beforeAll(async () => {
  t = await createTestApp();
  const member = await createStaffMember(t.app, { role: "editor" });
  editorId = member.id;
  [editor, viewer] = [await signInAs(t.app, member), await signInStaff(t.app, "viewer")];
  // One message the way a visitor sends it: through the public contact form.
  const sent = await postJson(t.app, "/api/contact", {
    fullName: "Priya Sharma",
    email: "priya.sharma@example.in",
    message: "Can I enter the Monsoon contest from Pune? प्रश्न",
  });
  expect(sent.status).toBe(201);
  const [row] = await t.database.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.email, "priya.sharma@example.in"));
  sentId = row?.id ?? "";
});

afterAll(async () => {
  await t?.close();
});

describe("console messages: who may call", () => {
  const id = "64c000000000000000000001";
  const routes: [method: "GET" | "POST", url: string][] = [
    ["GET", "/api/admin/messages"],
    ["GET", `/api/admin/messages/${id}`],
    ["POST", `/api/admin/messages/${id}/read`],
    ["POST", `/api/admin/messages/${id}/archive`],
    ["POST", `/api/admin/messages/${id}/unarchive`],
  ];

  it.each(routes)("%s %s answers 401 signed out", async (method, url) => {
    const answer = await call(method, url);
    expect(answer.status).toBe(401);
    expect(answer.body.isOk).toBe(false);
  });

  it.each(["read", "archive", "unarchive"])("POST …/%s answers 403 to a viewer and changes nothing", async (action) => {
    const answer = await call("POST", `/api/admin/messages/${sentId}/${action}`, viewer);
    expect(answer.status).toBe(403);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, sentId));
    expect(row?.status).toBe("new");
    expect(await auditRows(sentId)).toHaveLength(0);
  });

  it("answers 400 for a bad status, page or id, and 404 for an unknown message", async () => {
    const status = await list("?status=spam");
    expect(status.status).toBe(400);
    expect(status.body.message).toContain("The status is new, read or archived.");
    expect((await list("?page=0")).status).toBe(400);
    expect((await call("GET", "/api/admin/messages/not-an-id", viewer)).status).toBe(400);
    expect((await call("GET", `/api/admin/messages/${id}`, viewer)).status).toBe(404);
    expect((await call("POST", `/api/admin/messages/${id}/archive`, editor)).status).toBe(404);
  });
});

describe("console messages: the inbox", () => {
  it("a message sent with the contact form arrives as new; a viewer opens it without changing it", async () => {
    const inbox = await list("");
    expect(inbox.status).toBe(200);
    expect(inbox.body.data.counts).toEqual({ new: 1, read: 0, archived: 0 });
    expect(inbox.body.data.messages[0]).toMatchObject({
      id: sentId,
      fullName: "Priya Sharma",
      email: "priya.sharma@example.in",
      status: "new",
      readAt: null,
    });
    const opened = await call<{ data: ConsoleMessageView }>("GET", `/api/admin/messages/${sentId}`, viewer);
    expect(opened.body.data.message).toBe("Can I enter the Monsoon contest from Pune? प्रश्न");
    expect(await countNewContactMessages(t.database.db)).toBe(1);
  });

  it("read, archive and unarchive move it along once each, with one audit row per change and no personal data", async () => {
    const read = await call<{ data: ConsoleMessageView }>("POST", `/api/admin/messages/${sentId}/read`, editor);
    expect(read.status).toBe(200);
    expect(read.body.message).toBe("Marked read.");
    expect(read.body.data.status).toBe("read");
    expect(read.body.data.readAt).not.toBeNull();
    expect(await countNewContactMessages(t.database.db)).toBe(0);
    // Opening it again (or a second member at the same time) changes nothing more.
    const again = await call("POST", `/api/admin/messages/${sentId}/read`, editor);
    expect(again.body.message).toBe("Already read.");
    expect(await auditRows(sentId)).toHaveLength(1);

    const archived = await call<{ data: ConsoleMessageView }>("POST", `/api/admin/messages/${sentId}/archive`, editor);
    expect(archived.body.data).toMatchObject({ status: "archived", readAt: read.body.data.readAt });
    expect(archived.body.data.archivedAt).not.toBeNull();
    expect((await list("?status=archived")).body.data.messages.map((m) => m.id)).toEqual([sentId]);
    expect((await list("?status=read")).body.data.total).toBe(0);

    const back = await call<{ data: ConsoleMessageView }>("POST", `/api/admin/messages/${sentId}/unarchive`, editor);
    expect(back.body.data).toMatchObject({ status: "read", archivedAt: null, readAt: read.body.data.readAt });
    expect((await call("POST", `/api/admin/messages/${sentId}/unarchive`, editor)).body.message).toBe("Not archived.");

    const audits = await auditRows(sentId);
    expect(audits.map((a) => a.action).sort()).toEqual(["archive", "read", "unarchive"]);
    for (const audit of audits) {
      expect(audit).toMatchObject({ staffId: editorId, entity: "contact-message" });
      expect(JSON.stringify(audit.changedFields)).not.toMatch(/priya|pune|example\.in/i);
    }
    expect(audits.find((a) => a.action === "archive")?.changedFields).toEqual({ status: "archived" });
  });

  it("archiving an unopened message counts as reading it", async () => {
    const id = newId();
    await t.database.db.insert(contactMessages).values({ id, fullName: "Ravi", email: "ravi@example.in", message: "Spam?" });
    const archived = await call<{ data: ConsoleMessageView }>("POST", `/api/admin/messages/${id}/archive`, editor);
    expect(archived.body.data.status).toBe("archived");
    expect(archived.body.data.readAt).not.toBeNull();
  });

  it("searches name, e-mail and text in any case; counts each tab under the search; pages 50 at a time, newest first", async () => {
    const db = t.database.db;
    const base = Date.now() - 60 * 60_000;
    const rows = Array.from({ length: 52 }, (_, i) => ({
      id: newId(),
      fullName: `Bulk Sender ${i}`,
      email: `bulk${i}@example.in`,
      message: i === 7 ? "Where is my CERTIFICATE?" : `Question number ${i}`,
      createdAt: new Date(base + i * 1000),
    }));
    await db.insert(contactMessages).values(rows);

    const first = await list("?status=new&page=1");
    const second = await list("?status=new&page=2");
    expect(first.body.data.total).toBe(52);
    expect(first.body.data.messages).toHaveLength(50);
    expect(first.body.data.messages[0]?.fullName).toBe("Bulk Sender 51");
    expect(second.body.data.messages.map((m) => m.fullName)).toEqual(["Bulk Sender 1", "Bulk Sender 0"]);

    expect((await list("?q=certificate")).body.data.messages.map((m) => m.fullName)).toEqual(["Bulk Sender 7"]);
    expect((await list("?q=BULK12%40")).body.data.messages.map((m) => m.email)).toEqual(["bulk12@example.in"]);
    const byName = await list("?status=read&q=priya");
    expect(byName.body.data.messages.map((m) => m.id)).toEqual([sentId]);
    expect(byName.body.data.counts).toEqual({ new: 0, read: 1, archived: 0 });
    // Like-patterns are characters: "_" does not match every one.
    expect((await list("?q=_")).body.data.total).toBe(0);
  });

  it("the reply link is a mailto: with the company's subject, and an address cannot add headers", () => {
    expect(replyMailto("priya.sharma@example.in", "CreatorCup")).toBe(
      "mailto:priya.sharma@example.in?subject=Re%3A%20your%20message%20to%20CreatorCup",
    );
    expect(replyMailto("a@b.in?bcc=x@y.in", "CreatorCup")).toMatch(/^mailto:a@b\.in%3Fbcc%3Dx@y\.in\?subject=/);
  });
});

/**
 * The console's privacy page (docs/privacy.md): requests creators made, grievances marked answered,
 * the privacy contact, the breach list (owners, through the guardian for under-18s), and the access
 * log written when staff open a creator's documents or bank details.
 */
import { and, desc, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appContext } from "#app/router-context.ts";
import { loadPrivacyNotice } from "#app/routes/privacy.server.ts";
import { newId } from "#db/ids.ts";
import { auditLog } from "#db/schema/console.ts";
import { guardianRequests, personalDataAccessLog } from "#db/schema/privacy.ts";
import { countOpenGrievances } from "#server/services/console/privacy/privacy-requests.ts";
import type { BreachNotifyRow, PrivacyRequestRow } from "#shared/console/privacy.ts";
import { signInCreator } from "../support/creator-session.ts";
import { createContest, createSubscriber, createUser, daysFromNow } from "../support/factories.ts";
import { postJson } from "../support/inject.ts";
import { createStaffMember, signInAs, signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let owner: string;
let ownerId: string;
let editor: string;
let viewer: string;
const db = () => t.database.db;
const creatorEmail = `meera.${Date.now()}@example.in`;
const minorEmail = `kabir.${Date.now()}@example.in`;
const guardianEmail = `kabirs.mother.${Date.now()}@example.in`;
let registrationId: string;
let userId: string;

async function call<T>(method: "GET" | "POST" | "PUT", url: string, cookie: string, payload?: unknown) {
  const raw = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { status: raw.statusCode, body: raw.json() as T & { isOk: boolean; message?: string; errors?: Record<string, string> } };
}

type RequestsData = { data: { requests: PrivacyRequestRow[]; total: number; openGrievances: number } };

beforeAll(async () => {
  t = await createTestApp();
  const ownerMember = await createStaffMember(t.app, { role: "owner" });
  ownerId = ownerMember.id;
  owner = await signInAs(t.app, ownerMember);
  editor = await signInStaff(t.app, "editor");
  viewer = await signInStaff(t.app, "viewer");
  const contest = await createContest(db());
  const adult = await createUser(db(), {
    email: creatorEmail,
    firstName: "Meera",
    bankDetailsEncrypted: t.app.ctx.encryptor.encryptText(
      JSON.stringify({
        accountHolderName: "Meera Rao",
        accountNumber: "123456789012",
        bankName: "SBI",
        branchName: "Pune",
        ifscCode: "SBIN0000001",
      }),
    ),
  });
  userId = adult.id;
  registrationId = (await createSubscriber(db(), { contestId: contest.id, userId: adult.id })).id;
  const minor = await createUser(db(), { email: minorEmail, firstName: "Kabir", dateOfBirth: "2010-02-02" });
  await createSubscriber(db(), { contestId: contest.id, userId: minor.id });
  await db()
    .insert(guardianRequests)
    .values({
      id: newId(),
      subjectId: newId(),
      creatorEmail: minorEmail,
      creatorEmailKey: minorEmail,
      guardianEmail,
      guardianEmailKey: guardianEmail,
      tokenHash: newId(),
      status: "consented",
      expiresAt: daysFromNow(7),
      decidedAt: new Date(),
    });
  const cookie = await signInCreator(t.app, creatorEmail);
  const filed = await postJson(t.app, "/api/privacy/my-data/grievance", { message: "Who can see my bank details, please?" }, { cookie });
  expect(filed.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe("[PRIVACY] privacy requests in the console", () => {
  it("lists a creator's grievance with its address and the answer due within 30 days, for editors and owners only", async () => {
    expect((await call("GET", "/api/admin/privacy/requests", viewer)).status).toBe(403);
    const listed = await call<RequestsData>("GET", "/api/admin/privacy/requests", editor);
    expect(listed.status).toBe(200);
    const grievance = listed.body.data.requests.find((row) => row.email === creatorEmail);
    expect(grievance).toMatchObject({ kind: "grievance", status: "open", message: "Who can see my bank details, please?" });
    const dueInDays = (new Date(grievance?.answerDueAt ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(dueInDays).toBeGreaterThan(29);
    expect(dueInDays).toBeLessThanOrEqual(30);
    expect(listed.body.data.openGrievances).toBeGreaterThanOrEqual(1);
  });

  it("marks a grievance answered once, in the audit log; a viewer may not", async () => {
    const listed = await call<RequestsData>("GET", "/api/admin/privacy/requests", editor);
    const id = listed.body.data.requests.find((row) => row.email === creatorEmail)?.id as string;
    const openBefore = await countOpenGrievances(db());
    expect(openBefore).toBeGreaterThanOrEqual(1);
    expect((await call("POST", `/api/admin/privacy/requests/${id}/answered`, viewer)).status).toBe(403);
    expect((await call("POST", `/api/admin/privacy/requests/${id}/answered`, editor)).status).toBe(200);
    expect(await countOpenGrievances(db())).toBe(openBefore - 1);
    expect((await call("POST", `/api/admin/privacy/requests/${id}/answered`, editor)).status).toBe(404);
    const after = await call<RequestsData>("GET", "/api/admin/privacy/requests", editor);
    expect(after.body.data.requests.find((row) => row.id === id)).toMatchObject({ status: "answered" });
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "answer-grievance")));
    expect(audited).toHaveLength(1);
  });

  /** What the public notice's loader shows (cached across requests: saving must drop it). */
  const noticeContact = async () => {
    const context = new RouterContextProvider();
    context.set(appContext, t.app.ctx);
    const loaded = await loadPrivacyNotice({ context, request: new Request("http://127.0.0.1/privacy"), params: {} } as never);
    return (loaded as { contact: { email: string } }).contact;
  };

  it("sets the privacy contact the notice shows, refusing a bad address at its field", async () => {
    await noticeContact();
    const bad = await call("PUT", "/api/admin/privacy/contact", editor, {
      name: "Ritu Jain",
      email: "ritu@",
      phone: "",
      documentRetentionDays: 90,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("email");
    const contact = { name: "Ritu Jain", email: "privacy@creatorcup.example.in", phone: "+91 98100 00000", documentRetentionDays: 60 };
    expect((await call("PUT", "/api/admin/privacy/contact", viewer, contact)).status).toBe(403);
    expect((await call("PUT", "/api/admin/privacy/contact", editor, contact)).status).toBe(200);
    expect((await call<{ data: unknown }>("GET", "/api/admin/privacy/contact", viewer)).status).toBe(403);
    expect((await call<{ data: unknown }>("GET", "/api/admin/privacy/contact", editor)).body.data).toEqual(contact);
    expect((await noticeContact()).email).toBe("privacy@creatorcup.example.in");
  });
});

describe("[PRIVACY] the people to notify after a breach", () => {
  it("is for owners only, names the guardian for a minor, and each opening is audited", async () => {
    expect((await call("GET", "/api/admin/privacy/breach-notify-list", editor)).status).toBe(403);
    const before = await db().select().from(auditLog).where(eq(auditLog.action, "read-breach-list"));
    const listed = await call<{ data: BreachNotifyRow[] }>("GET", "/api/admin/privacy/breach-notify-list", owner);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toContainEqual({ notify: guardianEmail, firstName: "Kabir", throughGuardian: true });
    expect(listed.body.data).toContainEqual({ notify: creatorEmail, firstName: "Meera", throughGuardian: false });
    expect(listed.body.data.some((row) => row.notify === minorEmail)).toBe(false);
    const after = await db().select().from(auditLog).where(eq(auditLog.action, "read-breach-list"));
    expect(after.length).toBe(before.length + 1);
    expect(after.find((row) => !before.some((b) => b.id === row.id))).toMatchObject({ staffId: ownerId });
  });
});

describe("[PRIVACY] staff views of personal data", () => {
  it("writes an access-log row naming the staff member and the item, never the content", async () => {
    const opened = await call<{ data: { accountNumber: string } }>("GET", `/api/admin/registrations/${registrationId}/bank-details`, owner);
    expect(opened.status).toBe(200);
    const [row] = await db()
      .select()
      .from(personalDataAccessLog)
      .where(eq(personalDataAccessLog.userId, userId))
      .orderBy(desc(personalDataAccessLog.createdAt));
    expect(row).toMatchObject({ actor: `staff:${ownerId}`, action: "view-bank-details" });
    expect(JSON.stringify(row)).not.toContain("123456789012");
  });
});

import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/ids.ts";
import { certificates } from "#db/schema/certificates.ts";
import { contests, paymentRefunds, subscribers, winners } from "#db/schema.ts";
import { formatCertificateId } from "#server/services/certificates/certificate-ids.ts";
import { findCertificate } from "#server/services/certificates/find-certificate.ts";
import { listCachedApplicants } from "#server/services/contests/cached-contest.ts";
import type { MyRegistration } from "#shared/api/my-registrations.ts";
import { signInCreator } from "../support/creator-session.ts";
import {
  type ContestRow,
  createContest,
  createPaymentOrder,
  createSubscriber,
  createUser,
  createWinner,
  daysFromNow,
  type SubscriberRow,
  type UserRow,
} from "../support/factories.ts";
import { expectErrorShape, type JsonResponse } from "../support/inject.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

type ListAnswer = { isOk: true; data: MyRegistration[] };

let t: TestApp;
let open: ContestRow;
let openFree: ContestRow;
let closed: ContestRow;
let declared: ContestRow;
let undeclared: ContestRow;
let riya: UserRow;
let sahil: UserRow;
let riyaCookie: string;
let sahilCookie: string;
const riyaRows: Record<"paid" | "pending" | "refunded" | "expired" | "winner" | "free" | "undeclared", SubscriberRow> = {} as never;
let sahilDeclared: SubscriberRow;
let sahilOpen: SubscriberRow;

async function call<T = unknown>(
  method: "GET" | "PATCH",
  url: string,
  options: { cookie?: string; payload?: unknown; origin?: string } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  if (options.payload !== undefined) headers["content-type"] = "application/json";
  const raw = await t.app.inject({
    method,
    url,
    headers,
    ...(options.payload === undefined ? {} : { payload: JSON.stringify(options.payload) }),
  });
  const isJson = String(raw.headers["content-type"] ?? "").startsWith("application/json");
  return { status: raw.statusCode, body: (isJson ? raw.json() : raw.body) as T, raw };
}

const changeLink = (id: string, link: string, cookie?: string, origin?: string) =>
  call("PATCH", `/api/me/registrations/${id}/video-link`, { cookie, payload: { link }, origin });

const certificateUrl = (id: string, kind?: string) => `/api/me/registrations/${id}/certificate.pdf${kind ? `?kind=${kind}` : ""}`;

async function pdfText(body: Buffer): Promise<{ text: string; pages: number; size: number[] }> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  const page = await pdf.getPage(1);
  return { text, pages: pdf.numPages, size: page.view };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  open = await createContest(db, { title: "Reels of Raipur", entryFeePaise: 49_900 });
  openFree = await createContest(db, { title: "Open Mic", entryFeePaise: 0 });
  closed = await createContest(db, { registrationStartDate: daysFromNow(-20), registrationEndDate: daysFromNow(-3) });
  declared = await createContest(db, {
    title: "Chai & Comedy",
    registrationStartDate: daysFromNow(-60),
    registrationEndDate: daysFromNow(-40),
    contestStartDate: daysFromNow(-38),
    contestEndDate: daysFromNow(-25),
    isCompleted: true,
    winnersDeclared: true,
  });
  undeclared = await createContest(db, {
    registrationStartDate: daysFromNow(-60),
    registrationEndDate: daysFromNow(-40),
    isCompleted: true,
    winnersDeclared: false,
  });
  riya = await createUser(db, { firstName: "Riya", lastName: "Sen" });
  sahil = await createUser(db, { firstName: "Sahil", lastName: "Khan" });

  riyaRows.paid = await createSubscriber(db, { contestId: open.id, userId: riya.id, link: "https://youtu.be/first" });
  await createPaymentOrder(db, {
    subscriberId: riyaRows.paid.id,
    amountPaise: 49_900,
    status: "paid",
    providerPaymentId: "pay_RiyaPaid123",
  });
  riyaRows.free = await createSubscriber(db, { contestId: openFree.id, userId: riya.id, isPaid: false });
  const pendingContest = await createContest(db);
  riyaRows.pending = await createSubscriber(db, { contestId: pendingContest.id, userId: riya.id, status: "pending" });
  const fullContest = await createContest(db, { maxParticipants: 1 });
  riyaRows.refunded = await createSubscriber(db, { contestId: fullContest.id, userId: riya.id, status: "cancelled", isPaid: false });
  const refundedOrder = await createPaymentOrder(db, {
    subscriberId: riyaRows.refunded.id,
    amountPaise: 49_900,
    status: "refunded",
    providerPaymentId: "pay_RiyaRefunded",
  });
  await db.insert(paymentRefunds).values({
    id: newId(),
    paymentOrderId: refundedOrder.id,
    providerPaymentId: "pay_RiyaRefunded",
    amountPaise: 49_900,
    reason: "contest full",
    idempotencyKey: "refund-pay_RiyaRefunded",
    status: "refunded",
  });
  riyaRows.expired = await createSubscriber(db, { contestId: closed.id, userId: riya.id, status: "pending" });
  riyaRows.winner = await createSubscriber(db, { contestId: declared.id, userId: riya.id });
  await createWinner(db, {
    contestId: declared.id,
    subscriberId: riyaRows.winner.id,
    prizeRank: 1,
    prizeTitle: "Winner",
    prizeAmountPaise: 1_500_000,
  });
  riyaRows.undeclared = await createSubscriber(db, { contestId: undeclared.id, userId: riya.id });
  sahilDeclared = await createSubscriber(db, { contestId: declared.id, userId: sahil.id });
  sahilOpen = await createSubscriber(db, { contestId: open.id, userId: sahil.id, link: "https://youtu.be/sahil" });

  riyaCookie = await signInCreator(t.app, riya.email);
  sahilCookie = await signInCreator(t.app, sahil.email);
});

afterAll(async () => {
  await t?.close();
});

describe("GET /api/me/registrations", () => {
  it("answers 401 without a creator session", async () => {
    const response = await call("GET", "/api/me/registrations");
    expect(expectErrorShape(response, 401).message).toBe("Please confirm your e-mail to continue.");
  });

  it("lists only the creator's own registrations, each in its state, newest first", async () => {
    const response = await call<ListAnswer>("GET", "/api/me/registrations", { cookie: riyaCookie });
    expect(response.status).toBe(200);
    const list = response.body.data;
    expect(list.map((r) => r._id).sort()).toEqual(
      Object.values(riyaRows)
        .map((r) => r.id)
        .sort(),
    );
    expect(list.some((r) => r._id === sahilOpen.id || r._id === sahilDeclared.id)).toBe(false);
    const times = list.map((r) => Date.parse(r.registeredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const byId = new Map(list.map((r) => [r._id, r]));
    const state = (row: SubscriberRow) => byId.get(row.id)?.state;
    expect(state(riyaRows.paid)).toBe("completed");
    expect(state(riyaRows.free)).toBe("completed");
    expect(state(riyaRows.pending)).toBe("pending");
    expect(state(riyaRows.refunded)).toBe("refunded");
    expect(state(riyaRows.expired)).toBe("expired");
    expect(state(riyaRows.winner)).toBe("completed");
  });

  it("carries the receipt of a paid registration in rupees, the refund, the prize and the certificates on offer", async () => {
    const { body } = await call<ListAnswer>("GET", "/api/me/registrations", { cookie: riyaCookie });
    const byId = new Map(body.data.map((r) => [r._id, r]));
    const paid = byId.get(riyaRows.paid.id);
    expect(paid?.contest.title).toBe("Reels of Raipur");
    expect(paid?.receipt).toMatchObject({ amount: 499, currency: "INR", paymentId: "pay_RiyaPaid123" });
    expect(paid?.linkEditable).toBe(true);
    expect(paid?.certificates).toEqual([]);
    expect(byId.get(riyaRows.free.id)?.receipt).toBeNull();
    expect(byId.get(riyaRows.refunded.id)?.refund).toMatchObject({ amount: 499, refunded: true });
    expect(byId.get(riyaRows.refunded.id)?.linkEditable).toBe(false);
    expect(byId.get(riyaRows.expired.id)?.linkEditable).toBe(false);
    const winner = byId.get(riyaRows.winner.id);
    expect(winner?.winner).toEqual({ rank: 1, prizeTitle: "Winner", prizeAmount: 15_000 });
    expect(winner?.certificates).toEqual(["winner", "participation"]);
    expect(byId.get(riyaRows.undeclared.id)?.certificates).toEqual([]);
  });

  it("answers an empty list to a signed-in e-mail that has no account yet", async () => {
    const cookie = await signInCreator(t.app, `new.${newId()}@example.in`);
    const response = await call<ListAnswer>("GET", "/api/me/registrations", { cookie });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([]);
  });
});

describe("PATCH /api/me/registrations/:id/video-link", () => {
  it("answers 401 without a session, 403 for another creator's registration and 404 for none", async () => {
    expect(expectErrorShape(await changeLink(riyaRows.paid.id, "https://youtu.be/x"), 401).message).toBe(
      "Please confirm your e-mail to continue.",
    );
    const foreign = expectErrorShape(await changeLink(riyaRows.paid.id, "https://youtu.be/hijack", sahilCookie), 403);
    expect(foreign.message).toBe("You can only see and change your own registrations.");
    expect(expectErrorShape(await changeLink(newId(), "https://youtu.be/x", riyaCookie), 404).message).toBe("Registration not found.");
    const [row] = await t.database.db.select().from(subscribers).where(eq(subscribers.id, riyaRows.paid.id));
    expect(row?.link).toBe("https://youtu.be/first");
  });

  it("checks the link as the payment dialog does", async () => {
    const empty = expectErrorShape(await changeLink(riyaRows.paid.id, "   ", riyaCookie), 400) as { message: string; errors?: unknown };
    expect(empty.message).toBe("Video link is required");
    expect(empty.errors).toEqual({ link: "Video link is required" });
    expect(expectErrorShape(await changeLink(riyaRows.paid.id, "not a link", riyaCookie), 400).message).toBe("Please enter a valid URL");
    expect(expectErrorShape(await changeLink(riyaRows.paid.id, "javascript:alert(1)", riyaCookie), 400).message).toBe(
      "Please enter a valid URL",
    );
  });

  it("saves the new link, and the public applicants list shows it at once", async () => {
    const before = await listCachedApplicants(t.app.ctx, open.id);
    expect(before.data.find((a) => a._id === riyaRows.paid.id)?.link).toBe("https://youtu.be/first");

    const response = await changeLink(riyaRows.paid.id, "  https://www.instagram.com/reel/new-cut  ", riyaCookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ isOk: true, message: "Video link updated", data: { link: "https://www.instagram.com/reel/new-cut" } });

    const [row] = await t.database.db.select().from(subscribers).where(eq(subscribers.id, riyaRows.paid.id));
    expect(row?.link).toBe("https://www.instagram.com/reel/new-cut");
    const after = await listCachedApplicants(t.app.ctx, open.id);
    expect(after.data.find((a) => a._id === riyaRows.paid.id)?.link).toBe("https://www.instagram.com/reel/new-cut");
    const publicList = await call<{ data: { _id: string; link: string }[] }>("GET", `/api/subscriber/list/${open.id}`);
    expect(publicList.body.data.find((a) => a._id === riyaRows.paid.id)?.link).toBe("https://www.instagram.com/reel/new-cut");
  });

  it("lets a pending registration change its link while registration is open", async () => {
    const response = await changeLink(riyaRows.pending.id, "https://youtu.be/pending-cut", riyaCookie);
    expect(response.status).toBe(200);
  });

  it("refuses once registration has closed, and for a refunded or expired registration", async () => {
    const closedAnswer = expectErrorShape(await changeLink(riyaRows.winner.id, "https://youtu.be/late", riyaCookie), 409);
    expect(closedAnswer.code).toBe("REGISTRATION_CLOSED");
    expect(closedAnswer.message).toBe("Registration for this contest has closed, so the video link can no longer be changed.");
    const refunded = expectErrorShape(await changeLink(riyaRows.refunded.id, "https://youtu.be/late", riyaCookie), 409);
    expect(refunded.message).toBe("This registration is not active, so its video link cannot be changed.");
    const expired = expectErrorShape(await changeLink(riyaRows.expired.id, "https://youtu.be/late", riyaCookie), 409);
    expect(expired.message).toBe("This registration is not active, so its video link cannot be changed.");
  });

  it("refuses when the contest's registration closes between listing and saving", async () => {
    const contest = await createContest(t.database.db);
    const row = await createSubscriber(t.database.db, { contestId: contest.id, userId: sahil.id });
    expect((await changeLink(row.id, "https://youtu.be/in-time", sahilCookie)).status).toBe(200);
    await t.database.db
      .update(contests)
      .set({ registrationEndDate: daysFromNow(-2) })
      .where(eq(contests.id, contest.id));
    expect(expectErrorShape(await changeLink(row.id, "https://youtu.be/too-late", sahilCookie), 409).code).toBe("REGISTRATION_CLOSED");
  });

  it("refuses a request another site's page sends with the creator's cookie", async () => {
    const response = await changeLink(riyaRows.paid.id, "https://youtu.be/csrf", riyaCookie, "https://evil.example");
    expect(expectErrorShape(response, 403).message).toBe("Cross-site request refused.");
  });
});

describe("GET /api/me/registrations/:id/certificate.pdf", () => {
  it("answers 401 without a session and 403 for another creator's registration", async () => {
    expectErrorShape(await call("GET", certificateUrl(riyaRows.winner.id)), 401);
    expect(expectErrorShape(await call("GET", certificateUrl(riyaRows.winner.id), { cookie: sahilCookie }), 403).message).toBe(
      "You can only see and change your own registrations.",
    );
  });

  it("is refused before the results are declared and for a registration that did not complete", async () => {
    const early = expectErrorShape(await call("GET", certificateUrl(riyaRows.undeclared.id), { cookie: riyaCookie }), 409);
    expect(early.message).toBe("Certificates are available once the results are declared.");
    const row = await createSubscriber(t.database.db, { contestId: declared.id, userId: riya.id, status: "cancelled" });
    const notCompleted = expectErrorShape(await call("GET", certificateUrl(row.id), { cookie: riyaCookie }), 409);
    expect(notCompleted.message).toBe("Only completed registrations get a certificate.");
  });

  it("gives every completed registrant a participation certificate, and no winner certificate to one who did not win", async () => {
    const response = await call<string>("GET", certificateUrl(sahilDeclared.id), { cookie: sahilCookie });
    expect(response.status).toBe(200);
    expect(response.raw.headers["content-type"]).toBe("application/pdf");
    expect(response.raw.headers["content-disposition"]).toBe('attachment; filename="chai-comedy-participation-certificate.pdf"');
    const { text } = await pdfText(response.raw.rawPayload);
    expect(text).toContain("Certificate of Participation");
    expect(text).toContain("Sahil Khan");
    expect(text).toContain("Chai & Comedy");

    const winner = expectErrorShape(await call("GET", certificateUrl(sahilDeclared.id, "winner"), { cookie: sahilCookie }), 404);
    expect(winner.message).toBe("A winner certificate is only for the contest's winners.");
  });

  it("gives a winner the winner certificate by default, with rank and prize, and the participation one on request", async () => {
    const response = await call("GET", certificateUrl(riyaRows.winner.id), { cookie: riyaCookie });
    expect(response.status).toBe(200);
    const { text } = await pdfText(response.raw.rawPayload);
    expect(text).toContain("Certificate of Achievement");
    expect(text).toContain("Riya Sen");
    expect(text).toContain("was placed 1st in");
    expect(text).toContain("₹15,000");
    const participation = await call("GET", certificateUrl(riyaRows.winner.id, "participation"), { cookie: riyaCookie });
    expect(participation.status).toBe(200);
    expect((await pdfText(participation.raw.rawPayload)).text).toContain("Certificate of Participation");
  });

  it("keeps one id per registration and kind, printed with its verification link, however often it is downloaded", async () => {
    const first = await call("GET", certificateUrl(riyaRows.winner.id, "winner"), { cookie: riyaCookie });
    const second = await call("GET", certificateUrl(riyaRows.winner.id, "winner"), { cookie: riyaCookie });
    const rows = await t.database.db.select().from(certificates).where(eq(certificates.subscriberId, riyaRows.winner.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(["participation", "winner"]);
    const winnerRow = rows.find((r) => r.kind === "winner");
    if (!winnerRow) throw new Error("no winner certificate row");
    expect(winnerRow.id).toMatch(/^[0-9a-hjkmnp-tv-z]{20}$/);
    for (const download of [first, second]) {
      const { text } = await pdfText(download.raw.rawPayload);
      expect(text).toContain(`${t.app.ctx.config.publicUrl}/certificate/${winnerRow.id}`);
      expect(text).toContain(formatCertificateId(winnerRow.id));
    }
  });

  it("verifies a certificate by its id (as printed too), and stops once the registration no longer earns it", async () => {
    const [row] = await t.database.db.select().from(certificates).where(eq(certificates.subscriberId, riyaRows.winner.id));
    if (!row) throw new Error("no certificate row");
    const found = await findCertificate(t.database.db, formatCertificateId(row.id));
    expect(found).toMatchObject({ id: row.id, name: "Riya Sen", contestTitle: "Chai & Comedy" });
    expect(await findCertificate(t.database.db, "0000000000000000000z")).toBeNull();
    expect(await findCertificate(t.database.db, "<script>")).toBeNull();

    const winnerCertificate = (
      await t.database.db.select().from(certificates).where(eq(certificates.subscriberId, riyaRows.winner.id))
    ).find((r) => r.kind === "winner");
    if (!winnerCertificate) throw new Error("no winner certificate");
    expect((await findCertificate(t.database.db, winnerCertificate.id))?.rank).toBe(1);
    await t.database.db.delete(winners).where(eq(winners.subscriberId, riyaRows.winner.id));
    expect(await findCertificate(t.database.db, winnerCertificate.id)).toBeNull();
    const participation = (await t.database.db.select().from(certificates).where(eq(certificates.subscriberId, riyaRows.winner.id))).find(
      (r) => r.kind === "participation",
    );
    expect(participation && (await findCertificate(t.database.db, participation.id))?.kind).toBe("participation");
  });
});

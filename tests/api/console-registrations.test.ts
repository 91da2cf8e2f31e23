import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/ids.ts";
import { auditLog } from "#db/schema/console.ts";
import { paymentRefunds, subscribers, users } from "#db/schema.ts";
import type { RegistrationDetail } from "#shared/console/registrations.ts";
import {
  type ContestRow,
  createContest,
  createPaymentOrder,
  createSubscriber,
  createUser,
  createWinner,
  daysFromNow,
  type SubscriberRow,
} from "../support/factories.ts";
import { createStaffMember, signInAs, signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let viewer: string;
let editor: string;
let owner: string;
let ownerId: string;

type Answer = { status: number; body: Record<string, unknown>; raw: Awaited<ReturnType<TestApp["app"]["inject"]>> };
type Row = { _id: string; state: string; creatorName: string; email: string; amountPaise: number | null };

async function get(url: string, cookie?: string): Promise<Answer> {
  const raw = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  let body: Record<string, unknown> = {};
  try {
    body = raw.json();
  } catch {}
  return { status: raw.statusCode, body, raw };
}

const list = async (query: string, cookie = viewer) => {
  const answer = await get(`/api/admin/registrations?${query}`, cookie);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { registrations: Row[]; total: number; page: number; pageSize: number };
};
const idsOf = (rows: Row[]) => rows.map((row) => row._id).sort();

/** A document as the upload stores it: sealed by the site's key in private storage. */
async function storeDocument(key: string, content: Buffer) {
  const { encryptor, storage } = t.app.ctx;
  const sealed = await buffer(Readable.from([content]).pipe(encryptor.sealStream()));
  await storage.putPrivate(key, sealed);
}

// Registrations crafted to be in each state, in an open contest and a closed one.
let open: ContestRow;
let closed: ContestRow;
let completedPaid: SubscriberRow;
let pendingOpen: SubscriberRow;
let pendingClosed: SubscriberRow;
let refundedCancelled: SubscriberRow;
let refundPendingOpen: SubscriberRow;
let freeWinner: SubscriberRow;
const pdf = Buffer.from("%PDF-1.4\nPAN card of the creator\n%%EOF");

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  viewer = await signInStaff(t.app, "viewer");
  editor = await signInStaff(t.app, "editor");
  const ownerMember = await createStaffMember(t.app, { role: "owner" });
  ownerId = ownerMember.id;
  owner = await signInAs(t.app, ownerMember);

  open = await createContest(db, { title: "Open Reel Contest" });
  closed = await createContest(db, {
    title: "Closed Reel Contest",
    entryFeePaise: 0,
    registrationStartDate: daysFromNow(-30),
    registrationEndDate: daysFromNow(-10),
    contestStartDate: daysFromNow(-8),
    contestEndDate: daysFromNow(-2),
    winnersDeclared: true,
    isCompleted: true,
  });

  const affiliate = await createUser(db, { firstName: "Ravi", lastName: "Kapoor", affiliateCode: "RAVI10", affiliateActive: true });
  const ananya = await createUser(db, {
    firstName: "Ananya",
    lastName: "Sharma",
    email: "Ananya.Sharma@Example.in",
    mobileNo: "9811122233",
    address: "4 Lake View, Bhopal",
    referredByUserId: affiliate.id,
    panCardKey: `documents/${newId()}/panCard-abc.pdf.enc`,
    bankDetailsEncrypted: t.app.ctx.encryptor.encryptText(
      JSON.stringify({
        accountHolderName: "Ananya Sharma",
        accountNumber: "123456789012",
        bankName: "SBI",
        branchName: "Bhopal",
        ifscCode: "SBIN0000001",
      }),
    ),
  });
  await storeDocument(ananya.panCardKey as string, pdf);
  const registeredAt = daysFromNow(-1);
  const minutesLater = (minutes: number) => new Date(registeredAt.getTime() + minutes * 60_000);
  completedPaid = await createSubscriber(db, {
    contestId: open.id,
    userId: ananya.id,
    link: "https://instagram.com/reel/ananya-findme",
    createdAt: registeredAt,
    completedAt: minutesLater(3),
  });
  await createPaymentOrder(db, {
    subscriberId: completedPaid.id,
    provider: "razorpay",
    providerOrderId: "order_ananya1",
    providerPaymentId: "pay_ananya1",
    amountPaise: 49_900,
    status: "paid",
    createdAt: minutesLater(1),
    updatedAt: minutesLater(2),
  });

  const bilal = await createUser(db, { firstName: "Bilal", lastName: "Khan", mobileNo: "9700000002" });
  pendingOpen = await createSubscriber(db, {
    contestId: open.id,
    userId: bilal.id,
    status: "pending",
    link: "https://youtube.com/shorts/bilal",
  });
  const chitra = await createUser(db, { firstName: "Chitra", lastName: "Iyer", mobileNo: "9700000003" });
  pendingClosed = await createSubscriber(db, { contestId: closed.id, userId: chitra.id, status: "pending", createdAt: daysFromNow(-20) });
  const dev = await createUser(db, { firstName: "Dev", lastName: "Malhotra", mobileNo: "9700000004" });
  refundedCancelled = await createSubscriber(db, { contestId: open.id, userId: dev.id, status: "cancelled" });
  const late = await createPaymentOrder(db, {
    subscriberId: refundedCancelled.id,
    provider: "razorpay",
    providerOrderId: "order_dev",
    providerPaymentId: "pay_dev",
    status: "refunded",
    providerRefundId: "rfnd_dev",
  });
  await db.insert(paymentRefunds).values({
    id: newId(),
    paymentOrderId: late.id,
    providerPaymentId: "pay_dev",
    amountPaise: 49_900,
    reason: "Contest full",
    idempotencyKey: "refund-dev",
    status: "refunded",
    providerRefundId: "rfnd_dev",
  });
  const esha = await createUser(db, { firstName: "Esha", lastName: "Gupta", mobileNo: "9700000005" });
  refundPendingOpen = await createSubscriber(db, { contestId: open.id, userId: esha.id, status: "pending" });
  await createPaymentOrder(db, {
    subscriberId: refundPendingOpen.id,
    provider: "razorpay",
    providerOrderId: "order_esha",
    providerPaymentId: "pay_esha",
    status: "refund_pending",
  });
  const farah = await createUser(db, { firstName: "Farah", lastName: "Ali", mobileNo: "9700000006" });
  freeWinner = await createSubscriber(db, {
    contestId: closed.id,
    userId: farah.id,
    isPaid: false,
    createdAt: daysFromNow(-15),
  });
  await createWinner(db, {
    contestId: closed.id,
    subscriberId: freeWinner.id,
    prizeRank: 1,
    prizeTitle: "Winner",
    prizeAmountPaise: 1_000_000,
  });
});

afterAll(async () => {
  await t?.close();
});

describe("GET /api/admin/registrations", () => {
  it("answers 401 signed out", async () => {
    expect((await get("/api/admin/registrations")).status).toBe(401);
  });

  it("answers 400 with the field's message on bad filters", async () => {
    const cases: [string, string, string][] = [
      ["status=lost", "status", "Status must be pending, completed, refunded or expired."],
      ["contest=abc", "contest", "Contest must be a 24-character id."],
      ["payment=maybe", "payment", "Payment must be paid or free."],
      ["winner=perhaps", "winner", "Winner must be yes or no."],
      ["from=2026-02-30", "from", "Registered from must be a date (YYYY-MM-DD)."],
      ["from=2026-05-02&to=2026-05-01", "to", "Registered to must not be before registered from."],
      ["sort=email", "sort", "Sort must be registered, name, contest or status."],
      ["page=0", "page", "Page starts at 1."],
      ["q=%00", "q", "Search contains characters that are not allowed."],
    ];
    for (const [query, field, message] of cases) {
      const answer = await get(`/api/admin/registrations?${query}`, viewer);
      expect(answer.status, query).toBe(400);
      expect((answer.body.errors as Record<string, string>)[field], query).toBe(message);
    }
  });

  it("lists every registration, newest first, with the creator, contest, state and amount", async () => {
    const data = await list("");
    expect(data.total).toBe(6);
    expect(data.pageSize).toBe(50);
    const ananya = data.registrations.find((row) => row._id === completedPaid.id);
    expect(ananya).toMatchObject({
      state: "completed",
      creatorName: "Ananya Sharma",
      email: "Ananya.Sharma@Example.in",
      mobileNo: "9811122233",
      amountPaise: 49_900,
      isPaid: true,
      contest: { _id: open.id, title: "Open Reel Contest" },
    });
    // The oldest is last in the default order.
    expect(data.registrations.at(-1)?._id).toBe(pendingClosed.id);
    expect(JSON.stringify(data)).not.toContain("bank");
    expect(JSON.stringify(data)).not.toContain("panCard");
  });

  it("searches name, e-mail, mobile and video link, whatever the case", async () => {
    // A whole e-mail address, in any case and with spaces around it, finds its creator by the unique key.
    for (const q of ["ananya sharma", "ANANYA.SHARMA@example", " ananya.sharma@EXAMPLE.in ", "98111222", "reel/ananya-FINDME"]) {
      expect(idsOf((await list(`q=${encodeURIComponent(q)}`)).registrations), q).toEqual([completedPaid.id]);
    }
    expect((await list("q=youtube.com/shorts")).registrations.map((row) => row._id)).toEqual([pendingOpen.id]);
    expect((await list("q=nobody-here")).total).toBe(0);
    // LIKE's wildcards are searched as text.
    expect((await list("q=%25")).total).toBe(0);
  });

  it("filters each state as creators see it", async () => {
    expect(idsOf((await list("status=completed")).registrations)).toEqual([completedPaid.id, freeWinner.id].sort());
    expect(idsOf((await list("status=pending")).registrations)).toEqual([pendingOpen.id]);
    expect(idsOf((await list("status=refunded")).registrations)).toEqual([refundedCancelled.id, refundPendingOpen.id].sort());
    expect(idsOf((await list("status=expired")).registrations)).toEqual([pendingClosed.id]);
    // The count joins only what each filter reads, and still agrees with the rows.
    for (const [query, total] of [
      ["status=completed", 2],
      ["status=pending", 1],
      ["status=refunded", 2],
      ["status=expired", 1],
      ["q=sharma&status=completed", 1],
      ["q=khan&status=expired", 0],
    ] as const) {
      expect((await list(query)).total, query).toBe(total);
    }
    const states = Object.fromEntries((await list("")).registrations.map((row) => [row._id, row.state]));
    expect(states).toEqual({
      [completedPaid.id]: "completed",
      [freeWinner.id]: "completed",
      [pendingOpen.id]: "pending",
      [refundedCancelled.id]: "refunded",
      [refundPendingOpen.id]: "refunded",
      [pendingClosed.id]: "expired",
    });
  });

  it("filters by contest, paid or free, winner and registration days (IST)", async () => {
    expect(idsOf((await list(`contest=${closed.id}`)).registrations)).toEqual([pendingClosed.id, freeWinner.id].sort());
    expect(idsOf((await list(`contest=${closed.id}&status=completed`)).registrations)).toEqual([freeWinner.id]);
    expect(idsOf((await list("payment=paid")).registrations)).toEqual([completedPaid.id]);
    expect((await list("payment=free")).total).toBe(5);
    expect(idsOf((await list("winner=yes")).registrations)).toEqual([freeWinner.id]);
    expect((await list("winner=no")).total).toBe(5);
    const day = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const fifteen = day(freeWinner.createdAt);
    expect(idsOf((await list(`from=${fifteen}&to=${fifteen}`)).registrations)).toEqual([freeWinner.id]);
    expect(idsOf((await list(`to=${fifteen}`)).registrations)).toEqual([pendingClosed.id, freeWinner.id].sort());
    expect((await list(`from=${day(daysFromNow(-2))}`)).total).toBe(4);
  });

  it("sorts by name, contest and status both ways", async () => {
    const names = (await list("sort=name&dir=asc")).registrations.map((row) => row.creatorName);
    expect(names).toEqual(["Ananya Sharma", "Bilal Khan", "Chitra Iyer", "Dev Malhotra", "Esha Gupta", "Farah Ali"]);
    expect((await list("sort=name&dir=desc")).registrations.map((row) => row.creatorName)).toEqual([...names].reverse());
    const byContest = (await list("sort=contest&dir=asc")).registrations.map((row) => row._id);
    expect(byContest.slice(0, 2).sort()).toEqual([pendingClosed.id, freeWinner.id].sort());
    const byState = (await list("sort=status&dir=asc")).registrations.map((row) => row.state);
    expect(byState).toEqual(["completed", "completed", "expired", "pending", "refunded", "refunded"]);
  });

  it("pages 50 at a time with the total", async () => {
    const db = t.database.db;
    const many = await createContest(db, { title: "Busy Contest" });
    const creators = await db
      .insert(users)
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          id: newId(),
          firstName: `Paged${String(i).padStart(2, "0")}`,
          lastName: "Creator",
          mobileNo: "9000000000",
          email: `paged${i}@example.in`,
          emailKey: `paged${i}@example.in`,
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(subscribers)
      .values(creators.map((user) => ({ id: newId(), contestId: many.id, userId: user.id, status: "completed" as const })));
    const first = await list(`contest=${many.id}&sort=name&dir=asc`);
    const second = await list(`contest=${many.id}&sort=name&dir=asc&page=2`);
    expect(first.total).toBe(55);
    expect(first.registrations).toHaveLength(50);
    expect(second.registrations).toHaveLength(5);
    expect(second.page).toBe(2);
    expect(second.registrations.map((row) => row.creatorName)).toEqual(
      ["Paged50", "Paged51", "Paged52", "Paged53", "Paged54"].map((n) => `${n} Creator`),
    );
    expect(new Set([...idsOf(first.registrations), ...idsOf(second.registrations)]).size).toBe(55);
    expect((await list(`contest=${many.id}&page=3`)).registrations).toHaveLength(0);
  });
});

describe("GET /api/admin/registrations/:id", () => {
  it("answers 401 signed out, 400 for a bad id and 404 for an unknown one", async () => {
    expect((await get(`/api/admin/registrations/${completedPaid.id}`)).status).toBe(401);
    expect((await get("/api/admin/registrations/not-an-id", viewer)).status).toBe(400);
    expect((await get(`/api/admin/registrations/${newId()}`, viewer)).status).toBe(404);
  });

  it("shows a viewer the profile in full, the affiliate, payments and status changes, but no private content", async () => {
    const answer = await get(`/api/admin/registrations/${completedPaid.id}`, viewer);
    expect(answer.status).toBe(200);
    const data = answer.body.data as RegistrationDetail;
    expect(data.state).toBe("completed");
    expect(data.link).toBe("https://instagram.com/reel/ananya-findme");
    expect(data.creator).toMatchObject({
      name: "Ananya Sharma",
      mobileNo: "9811122233",
      address: "4 Lake View, Bhopal",
      email: "Ananya.Sharma@Example.in",
    });
    expect(data.affiliate).toMatchObject({ name: "Ravi Kapoor", code: "RAVI10" });
    expect(data.contest).toMatchObject({ _id: open.id, title: "Open Reel Contest", entryFeePaise: 49_900 });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      status: "paid",
      providerOrderId: "order_ananya1",
      providerPaymentId: "pay_ananya1",
      amountPaise: 49_900,
    });
    expect(data.statusChanges.map((change) => change.label)).toEqual([
      "Registered",
      "Payment order opened (₹499.00)",
      "Payment captured",
      "Registration completed",
    ]);
    expect(data.privateItems).toEqual({ documents: ["pan"], bankDetails: true });
    expect(answer.raw.body).not.toContain("123456789012");
    expect(answer.raw.body).not.toContain("SBIN0000001");
    expect(answer.raw.body).not.toContain("panCard-abc");
    expect(answer.raw.headers["cache-control"]).toBe("no-store");
  });

  it("shows a refund and a prize", async () => {
    const refunded = (await get(`/api/admin/registrations/${refundedCancelled.id}`, viewer)).body.data as RegistrationDetail;
    expect(refunded.state).toBe("refunded");
    expect(refunded.orders[0]).toMatchObject({ status: "refunded", providerRefundId: "rfnd_dev" });
    expect(refunded.orders[0]?.refunds[0]).toMatchObject({ amountPaise: 49_900, reason: "Contest full", status: "refunded" });
    expect(refunded.statusChanges.map((change) => change.label)).toContain("Refund completed");
    const winner = (await get(`/api/admin/registrations/${freeWinner.id}`, editor)).body.data as RegistrationDetail;
    expect(winner.winner).toEqual({ declared: true, rank: 1, prizeTitle: "Winner", prizeAmountPaise: 1_000_000 });
    expect(winner.affiliate).toBeNull();
  });
});

describe("documents and bank details (owner only, audited)", () => {
  const panUrl = () => `/api/admin/registrations/${completedPaid.id}/documents/pan`;
  const bankUrl = () => `/api/admin/registrations/${completedPaid.id}/bank-details`;

  it("answers 401 signed out and 403 to viewers and editors, and records nothing", async () => {
    expect((await get(panUrl())).status).toBe(401);
    expect((await get(bankUrl())).status).toBe(401);
    for (const cookie of [viewer, editor]) {
      expect((await get(panUrl(), cookie)).status).toBe(403);
      expect((await get(bankUrl(), cookie)).status).toBe(403);
    }
    const views = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "view-document"));
    expect(views).toHaveLength(0);
  });

  it("answers 400 for an unknown document and 404 for one not uploaded", async () => {
    expect((await get(`/api/admin/registrations/${completedPaid.id}/documents/passport`, owner)).status).toBe(400);
    const missing = await get(`/api/admin/registrations/${completedPaid.id}/documents/aadhar`, owner);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("This creator has not uploaded that document.");
    expect((await get(`/api/admin/registrations/${pendingOpen.id}/bank-details`, owner)).status).toBe(404);
  });

  it("decrypts a document for an owner and records the view without its content", async () => {
    const answer = await get(panUrl(), owner);
    expect(answer.status).toBe(200);
    expect(answer.raw.headers["content-type"]).toBe("application/pdf");
    expect(answer.raw.headers["cache-control"]).toBe("no-store");
    expect(answer.raw.rawPayload.equals(pdf)).toBe(true);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "view-document"), eq(auditLog.entityId, completedPaid.id)));
    expect(entry).toMatchObject({ staffId: ownerId, entity: "registration", changedFields: { document: "pan" } });
  });

  it("decrypts bank details for an owner and records the view", async () => {
    const answer = await get(bankUrl(), owner);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      accountHolderName: "Ananya Sharma",
      accountNumber: "123456789012",
      bankName: "SBI",
      branchName: "Bhopal",
      ifscCode: "SBIN0000001",
    });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "view-document"));
    expect(entries.map((entry) => entry.changedFields)).toContainEqual({ document: "bank-details" });
    expect(JSON.stringify(entries)).not.toContain("123456789012");
  });
});

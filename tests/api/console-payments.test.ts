import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/console.ts";
import { jobRuns } from "#db/schema/jobs.ts";
import { paymentOrders, subscribers } from "#db/schema.ts";
import { createJobLock } from "#server/jobs/job-lock.ts";
import { RECONCILER_JOB, runReconcilerNow } from "#server/jobs/reconciler.ts";
import { toIstDay } from "#shared/console/ist-input.ts";
import type { ContestTotals, PaymentsList, ReconcilerStatus } from "#shared/console/payments.ts";
import { cookieForUser } from "../support/creator-session.ts";
import { type ContestRow, createContest, createPaymentOrder, createSubscriber, createUser } from "../support/factories.ts";
import { postJson } from "../support/inject.ts";
import { type RazorpayStandIn, startRazorpayStandIn } from "../support/razorpay-stand-in.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** The console's payments page API: orders, refunds beside them, totals per contest, the reconciler. */
let rzp: RazorpayStandIn;
let t: TestApp;
let owner: string;
let editor: string;
let viewer: string;
const link = "https://youtube.com/watch?v=console-payments";
const HOUR = 60 * 60_000;

beforeAll(async () => {
  rzp = await startRazorpayStandIn();
  t = await createTestApp(rzp.env);
  owner = await signInStaff(t.app, "owner");
  editor = await signInStaff(t.app, "editor");
  viewer = await signInStaff(t.app, "viewer");
});
afterAll(async () => {
  await t?.close();
  await rzp?.close();
});

const db = () => t.database.db;
type Answer<T = Record<string, unknown>> = { status: number; body: T & { message?: string } };
async function call<T = Record<string, unknown>>(
  method: "GET" | "POST",
  url: string,
  cookie?: string,
  payload?: unknown,
): Promise<Answer<T>> {
  const raw = await t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: raw.statusCode, body: raw.json() };
}
const list = async (query: string, cookie = viewer) => {
  const answer = await call<{ data: PaymentsList }>("GET", `/api/admin/payments?${query}`, cookie);
  expect(answer.status).toBe(200);
  return answer.body.data;
};

/** create-order through the API: a pending registration with its gateway order. */
async function started(contest: ContestRow) {
  const user = await createUser(db());
  const cookie = await cookieForUser(t.app, user.id);
  const res = await postJson<{ data: { order: { id: string }; subscriber: { _id: string } } }>(
    t.app,
    "/api/subscriber/create-order",
    { contestId: contest.id, userId: user.id, link },
    { cookie },
  );
  expect(res.status).toBe(200);
  return { user, cookie, orderId: res.body.data.order.id, registrationId: res.body.data.subscriber._id };
}
async function paid(contest: ContestRow) {
  const s = await started(contest);
  const pay = rzp.pay(s.orderId);
  const confirmed = await postJson(
    t.app,
    "/api/subscriber/confirm-order",
    { ...pay.checkout, contestId: contest.id, userId: s.user.id },
    { cookie: s.cookie },
  );
  expect(confirmed.status).toBe(200);
  return { ...s, paymentId: pay.payment.id, checkout: pay.checkout };
}

describe("[CONSOLE PAYMENTS] access", () => {
  it("every route: 401 signed out, viewers read, check-now needs an editor, bad filters answer 400 with the field's message", async () => {
    for (const url of ["/api/admin/payments", "/api/admin/payments/totals", "/api/admin/payments/reconciler"]) {
      expect((await call("GET", url)).status, url).toBe(401);
      expect((await call("GET", url, viewer)).status, url).toBe(200);
    }
    expect((await call("POST", "/api/admin/payments/reconciler/check-now")).status).toBe(401);
    expect((await call("POST", "/api/admin/payments/reconciler/check-now", viewer)).status).toBe(403);
    for (const [query, message] of [
      ["state=lost", "The state must be one of creating, created, paid, failed, refund_pending, refunded."],
      ["contestId=42", "Choose a contest from the list."],
      ["from=23-11-2026", "Use a date like 2026-11-23."],
      ["from=2026-11-24&to=2026-11-23", "The From date is after the To date."],
      ["page=0", "Page starts at 1."],
      ["sort=name", "Sort by created, updated or amount."],
    ]) {
      const answer = await call("GET", `/api/admin/payments?${query}`, viewer);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toBe(message);
    }
  });
});

describe("[CONSOLE PAYMENTS] orders and refunds", () => {
  it("lists every order of a contest with its ids, filters by state and IST dates, pages 50 at a time and sorts", async () => {
    const contest = await createContest(db());
    const done = await paid(contest);
    const open = await started(contest);
    const duplicate = rzp.pay(done.orderId);
    await postJson(
      t.app,
      "/api/subscriber/confirm-order",
      { ...duplicate.checkout, contestId: contest.id, userId: done.user.id },
      { cookie: done.cookie },
    );

    const all = await list(`contestId=${contest.id}`);
    expect(all.total).toBe(2);
    const paidRow = all.orders.find((o) => o.orderId && o.providerOrderId === done.orderId);
    expect(paidRow).toMatchObject({
      state: "paid",
      providerPaymentId: done.paymentId,
      amountPaise: 49_900,
      contestId: contest.id,
      contestTitle: contest.title,
      registrationId: done.registrationId,
    });
    expect(all.orders.find((o) => o.providerOrderId === open.orderId)).toMatchObject({ state: "created", providerPaymentId: null });
    // The second capture on the paid order sits beside the orders, refunded.
    expect(all.refunds).toEqual([
      expect.objectContaining({
        state: "refunded",
        providerPaymentId: duplicate.payment.id,
        amountPaise: 49_900,
        registrationId: done.registrationId,
        reason: "order already paid by another payment",
      }),
    ]);
    expect(all.contests).toContainEqual({ id: contest.id, title: contest.title });

    expect((await list(`contestId=${contest.id}&state=paid`)).orders.map((o) => o.providerOrderId)).toEqual([done.orderId]);
    expect((await list(`contestId=${contest.id}&state=created`)).orders.map((o) => o.providerOrderId)).toEqual([open.orderId]);
    // A refund state filters the refunds too; other states hide them.
    expect((await list(`contestId=${contest.id}&state=refunded`)).refunds).toHaveLength(1);
    expect((await list(`contestId=${contest.id}&state=paid`)).refunds).toHaveLength(0);
    const today = toIstDay(new Date());
    const yesterday = toIstDay(new Date(Date.now() - 24 * HOUR));
    expect((await list(`contestId=${contest.id}&from=${today}&to=${today}`)).total).toBe(2);
    expect((await list(`contestId=${contest.id}&to=${yesterday}`)).total).toBe(0);
    expect((await list(`contestId=${contest.id}&from=${today}`)).refunds).toHaveLength(1);

    // 51 more orders of another contest: 50 on the first page, one on the second, sorted by amount.
    const big = await createContest(db());
    const user = await createUser(db());
    for (let i = 0; i < 51; i++) {
      const registration = await createSubscriber(db(), { contestId: big.id, userId: user.id, status: "cancelled" });
      await createPaymentOrder(db(), {
        subscriberId: registration.id,
        provider: "razorpay",
        providerOrderId: `order_bulk_${big.id}_${i}`,
        amountPaise: 10_000 + i,
        status: "failed",
        providerPaymentId: null,
      });
    }
    const first = await list(`contestId=${big.id}&sort=amount&dir=asc`);
    expect(first).toMatchObject({ total: 51, page: 1, pageSize: 50 });
    expect(first.orders).toHaveLength(50);
    expect(first.orders[0]?.amountPaise).toBe(10_000);
    const second = await list(`contestId=${big.id}&sort=amount&dir=asc&page=2`);
    expect(second.orders.map((o) => o.amountPaise)).toEqual([10_050]);
    expect((await list(`contestId=${big.id}&sort=amount&dir=desc`)).orders[0]?.amountPaise).toBe(10_050);
  });
});

describe("[CONSOLE PAYMENTS] totals per contest", () => {
  it("collected counts every captured payment once, refunded every refund done or pending, net the difference", async () => {
    const contest = await createContest(db());
    const kept = await paid(contest);
    const refunded = await paid(contest);
    // A second capture on a paid order (refunded at once), and an organiser's refund of another registration.
    const extra = rzp.pay(kept.orderId);
    await postJson(
      t.app,
      "/api/subscriber/confirm-order",
      { ...extra.checkout, contestId: contest.id, userId: kept.user.id },
      { cookie: kept.cookie },
    );
    expect(
      (
        await call("POST", `/api/admin/registrations/${refunded.registrationId}/refund`, owner, {
          confirm: true,
          reason: "Entered twice by mistake.",
        })
      ).status,
    ).toBe(200);
    const untouched = await createContest(db());
    await started(untouched);

    const totals = (await call<{ data: ContestTotals[] }>("GET", "/api/admin/payments/totals", viewer)).body.data;
    expect(totals.find((row) => row.contestId === contest.id)).toEqual({
      contestId: contest.id,
      contestTitle: contest.title,
      collectedPaise: 3 * 49_900,
      capturedPayments: 3,
      refundedPaise: 2 * 49_900,
      refundPendingPaise: 0,
      refunds: 2,
      netPaise: 49_900,
      // Razorpay's fee (2 % + 18 % GST on ₹499) on every captured payment, the refunded second capture's included.
      razorpayFeePaise: 3 * 998,
      gstOnFeePaise: 3 * 180,
      feeNotKnownPayments: 0,
      settledPaise: 49_900 - 3 * 1178,
    });
    // A contest with no captured payment has no totals row.
    expect(totals.find((row) => row.contestId === untouched.id)).toBeUndefined();
  });
});

describe("[CONSOLE PAYMENTS] the reconciler", () => {
  it("shows its last run and what it has not settled; Check now runs a pass, records it and is audited", async () => {
    const contest = await createContest(db());
    // Paid at the gateway, but nobody told the site (no browser, no webhook).
    const silent = await started(contest);
    rzp.pay(silent.orderId);
    // An abandoned checkout two hours old: nothing to settle.
    const abandoned = await started(contest);
    const aged = (orderId: string, ms: number) =>
      db()
        .update(paymentOrders)
        .set({ createdAt: new Date(Date.now() - ms), updatedAt: new Date(Date.now() - ms) })
        .where(eq(paymentOrders.providerOrderId, orderId));
    await aged(silent.orderId, 5 * 60_000);
    await aged(abandoned.orderId, 2 * HOUR);
    await db().delete(jobRuns);

    const before = (await call<{ data: ReconcilerStatus }>("GET", "/api/admin/payments/reconciler", viewer)).body.data;
    expect(before.lastRun).toBeNull();
    expect(before.stuckOrders.map((o) => o.providerOrderId)).toContain(abandoned.orderId);
    expect(before.stuckOrders.map((o) => o.providerOrderId)).not.toContain(silent.orderId);

    const checked = await call<{ ran: boolean; report: { completed: number; checked: number } }>(
      "POST",
      "/api/admin/payments/reconciler/check-now",
      editor,
    );
    expect(checked.status).toBe(200);
    expect(checked.body.ran).toBe(true);
    expect(checked.body.report.completed).toBeGreaterThanOrEqual(1);
    expect(checked.body.message).toMatch(/^Checked \d+ orders?: \d+ completed, /);
    const [registration] = await db().select().from(subscribers).where(eq(subscribers.id, silent.registrationId));
    expect(registration?.status).toBe("completed");

    const after = (await call<{ data: ReconcilerStatus }>("GET", "/api/admin/payments/reconciler", viewer)).body.data;
    expect(after.lastRun).toMatchObject({
      trigger: "console",
      error: null,
      report: checked.body.report,
      lastChangeReport: checked.body.report,
    });
    expect(Date.parse(after.lastRun?.finishedAt ?? "")).toBeGreaterThanOrEqual(Date.parse(after.lastRun?.startedAt ?? ""));
    expect(after.stuckOrders.map((o) => o.providerOrderId)).toContain(abandoned.orderId);
    expect(after.pendingRefundsTotal).toBe(0);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, "check-now"));
    expect(audits.at(-1)).toMatchObject({ entity: "payment-reconciler", changedFields: checked.body.report });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("[CONSOLE PAYMENTS] Check now on PostgreSQL", () => {
  it("runs under the job's lock: while another process holds it, the pass is left to that process", async () => {
    const url = t.database.url ?? "";
    const other = createJobLock({ name: RECONCILER_JOB, databaseUrl: url, log: { warn: () => {} } });
    try {
      expect(await other.acquire()).toBe(true);
      expect(await runReconcilerNow(t.app, { databaseUrl: url })).toEqual({ ran: false });
      await other.release();
      const run = await runReconcilerNow(t.app, { databaseUrl: url });
      expect(run.ran).toBe(true);
      // Its lock was given back: another process can take the job again.
      expect(await other.acquire()).toBe(true);
    } finally {
      await other.release();
    }
  });
});

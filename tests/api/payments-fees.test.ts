import { parse } from "csv-parse/sync";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentOrders, paymentRefunds } from "#db/schema.ts";
import { FEE_BATCH, reconcilePendingPayments } from "#server/services/registration/reconcile-payments.ts";
import type { ContestTotals, PeriodTotals } from "#shared/console/payments.ts";
import { cookieForUser } from "../support/creator-session.ts";
import { type ContestRow, createContest, createUser } from "../support/factories.ts";
import { postJson } from "../support/inject.ts";
import { startOrder } from "../support/paid-registration.ts";
import { type RazorpayStandIn, type StandInPayment, standInFee, startRazorpayStandIn } from "../support/razorpay-stand-in.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Razorpay's fee and the GST on it, as its payment entity carries them (`fee` with the GST included, `tax`
 * the GST), recorded on the order by whichever path marks it paid, and shown by the payments page: the
 * accountant's settled figure is collected − fee − GST − refunded, and a fee not known is said, never 0.
 */
let rzp: RazorpayStandIn;
let t: TestApp;
let viewer: string;
let owner: string;
const link = "https://youtube.com/watch?v=fees";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The stand-in's fee on ₹499.00: 2 % (₹9.98) plus 18 % GST on it (₹1.80). */
const FEE = standInFee(49_900);

beforeAll(async () => {
  rzp = await startRazorpayStandIn();
  t = await createTestApp(rzp.env);
  viewer = await signInStaff(t.app, "viewer");
  owner = await signInStaff(t.app, "owner");
});
afterAll(async () => {
  await t?.close();
  await rzp?.close();
});

const db = () => t.database.db;
const as = async (userId: string) => ({ cookie: await cookieForUser(t.app, userId) });
const orderRow = async (providerOrderId: string) =>
  (await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId)))[0];
const feeOf = async (providerOrderId: string) => {
  const row = await orderRow(providerOrderId);
  return { status: row?.status, fee: row?.providerFeePaise, tax: row?.providerTaxPaise };
};
const webhook = (event: string, payment: StandInPayment) => {
  const signed = rzp.webhook(event, payment);
  return t.app.inject({ method: "POST", url: "/api/subscriber/razorpay-webhook", payload: signed.body, headers: signed.headers });
};
/** Requests the server sent Razorpay about one payment (fetch, capture), or about one order's payments. */
const requestsFor = (id: string) => rzp.requests.filter((r) => r.path.includes(`/${id}`));
/** Lets the reconciler look at an order: it leaves orders younger than a minute to the browser and the webhook. */
const age = (providerOrderId: string, by = 5 * MINUTE) =>
  db()
    .update(paymentOrders)
    .set({ createdAt: new Date(Date.now() - by), updatedAt: new Date(Date.now() - by) })
    .where(eq(paymentOrders.providerOrderId, providerOrderId));

async function started(contest: ContestRow) {
  const user = await createUser(db());
  return { user, ...(await startOrder(t.app, { contestId: contest.id, userId: user.id, link })) };
}
const confirm = async (checkout: object, contestId: string, userId: string) =>
  postJson(t.app, "/api/subscriber/confirm-order", { ...checkout, contestId, userId }, await as(userId));

/** Paid through Razorpay's checkout and confirmed by the browser. */
async function paid(contest: ContestRow) {
  const order = await started(contest);
  const pay = rzp.pay(order.orderId);
  expect((await confirm(pay.checkout, contest.id, order.user.id)).status).toBe(200);
  return { ...order, payment: pay.payment, checkout: pay.checkout };
}

async function data<T>(app: TestApp, url: string, cookie: string): Promise<T> {
  const raw = await app.app.inject({ method: "GET", url, headers: { cookie } });
  expect(raw.statusCode, raw.body).toBe(200);
  return (raw.json() as { data: T }).data;
}
const totalsOf = async (contest: ContestRow, app = t, cookie = viewer) => {
  const [row] = await data<ContestTotals[]>(app, `/api/admin/payments/totals?contestId=${contest.id}`, cookie);
  return row;
};
async function csvRows(app: TestApp, contest: ContestRow, cookie: string, file = "export.csv") {
  const raw = await app.app.inject({ method: "GET", url: `/api/admin/payments/${file}?contestId=${contest.id}`, headers: { cookie } });
  expect(raw.statusCode, raw.body).toBe(200);
  return parse(raw.rawPayload.subarray(3).toString("utf8"), { columns: true }) as Record<string, string>[];
}

describe("[FEES] the stand-in answers like Razorpay", () => {
  it("a captured payment carries fee (GST included) and tax in whole paise, as in Razorpay's own examples", () => {
    expect(FEE).toEqual({ fee: 1_178, tax: 180 });
    // Razorpay's own example: ₹700.00 → fee 1652, tax 252.
    expect(standInFee(70_000)).toEqual({ fee: 1_652, tax: 252 });
  });
});

describe("[FEES] every path that marks an order paid stores Razorpay's fee and GST", () => {
  it("checkout confirm: from the payment it fetched anyway, without a second request", async () => {
    const contest = await createContest(db());
    const { orderId, payment } = await paid(contest);
    expect(await feeOf(orderId)).toEqual({ status: "paid", fee: FEE.fee, tax: FEE.tax });
    expect(requestsFor(payment.id).map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/payments/${payment.id}`]);
  });

  it("checkout confirm of an authorised payment: from the capture's answer", async () => {
    const contest = await createContest(db());
    const { orderId, user } = await started(contest);
    const { payment, checkout } = rzp.pay(orderId, { status: "authorized" });
    expect(payment.fee).toBeNull();
    expect((await confirm(checkout, contest.id, user.id)).status).toBe(200);
    expect(await feeOf(orderId)).toEqual({ status: "paid", fee: FEE.fee, tax: FEE.tax });
    expect(requestsFor(payment.id).map((r) => r.method)).toEqual(["GET", "POST"]);
  });

  it("webhook payment.captured: from the event's own entity, asking Razorpay nothing", async () => {
    const contest = await createContest(db());
    const { orderId } = await started(contest);
    const { payment } = rzp.pay(orderId);
    expect((await webhook("payment.captured", payment)).statusCode).toBe(200);
    expect(await feeOf(orderId)).toEqual({ status: "paid", fee: FEE.fee, tax: FEE.tax });
    expect(requestsFor(payment.id)).toEqual([]);
  });

  it("webhook payment.authorized: from the capture's answer", async () => {
    const contest = await createContest(db());
    const { orderId } = await started(contest);
    const { payment } = rzp.pay(orderId, { status: "authorized" });
    expect((await webhook("payment.authorized", payment)).statusCode).toBe(200);
    expect(await feeOf(orderId)).toEqual({ status: "paid", fee: FEE.fee, tax: FEE.tax });
    expect(requestsFor(payment.id).map((r) => `${r.method} ${r.path}`)).toEqual([`POST /v1/payments/${payment.id}/capture`]);
  });

  it("reconciler: from the order's list of payments", async () => {
    const contest = await createContest(db());
    const { orderId } = await started(contest);
    const { payment } = rzp.pay(orderId);
    await age(orderId);
    expect((await reconcilePendingPayments(t.app.ctx)).completed).toBe(1);
    expect(await feeOf(orderId)).toEqual({ status: "paid", fee: FEE.fee, tax: FEE.tax });
    expect(requestsFor(payment.id)).toEqual([]);
  });

  it("a payment refunded because the contest filled: the order keeps the fee Razorpay does not return", async () => {
    const contest = await createContest(db(), { maxParticipants: 1 });
    const late = await started(contest);
    await paid(contest);
    const { payment, checkout } = rzp.pay(late.orderId);
    expect((await confirm(checkout, contest.id, late.user.id)).status).toBe(409);
    expect(await feeOf(late.orderId)).toEqual({ status: "refunded", fee: FEE.fee, tax: FEE.tax });
    expect(rzp.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    expect(await totalsOf(contest)).toMatchObject({
      collectedPaise: 2 * 49_900,
      refundedPaise: 49_900,
      razorpayFeePaise: 2 * (FEE.fee - FEE.tax),
      gstOnFeePaise: 2 * FEE.tax,
      feeNotKnownPayments: 0,
      settledPaise: 49_900 - 2 * FEE.fee,
    });
  });
});

describe("[FEES] one payment reported by several paths", () => {
  it("browser, webhook and reconciler: stored once and counted once in the totals", async () => {
    const contest = await createContest(db());
    const { orderId, payment } = await paid(contest);
    expect((await webhook("payment.captured", payment)).statusCode).toBe(200);
    expect((await webhook("order.paid", payment)).statusCode).toBe(200);
    // The reconciler's hourly look at a paid order lists its payments again.
    await age(orderId, 2 * HOUR);
    await reconcilePendingPayments(t.app.ctx);
    expect(await feeOf(orderId)).toEqual({ status: "paid", fee: FEE.fee, tax: FEE.tax });
    expect(await totalsOf(contest)).toMatchObject({
      collectedPaise: 49_900,
      capturedPayments: 1,
      razorpayFeePaise: FEE.fee - FEE.tax,
      gstOnFeePaise: FEE.tax,
      feeNotKnownPayments: 0,
      settledPaise: 49_900 - FEE.fee,
    });
  });

  it("webhook first, then the browser: the same, and the browser asks Razorpay nothing more", async () => {
    const contest = await createContest(db());
    const { orderId, user } = await started(contest);
    const { payment, checkout } = rzp.pay(orderId);
    expect((await webhook("payment.captured", payment)).statusCode).toBe(200);
    expect((await confirm(checkout, contest.id, user.id)).status).toBe(200);
    expect(await feeOf(orderId)).toEqual({ status: "paid", fee: FEE.fee, tax: FEE.tax });
    expect(requestsFor(payment.id)).toEqual([]);
    expect(await totalsOf(contest)).toMatchObject({ capturedPayments: 1, razorpayFeePaise: FEE.fee - FEE.tax, gstOnFeePaise: FEE.tax });
  });
});

describe("[FEES] a second capture, refunded: Razorpay keeps its fee too", () => {
  it("its fee is recorded on its refund row and counted, so settled is known", async () => {
    const contest = await createContest(db());
    const { user, orderId } = await paid(contest);
    const second = rzp.pay(orderId);
    expect((await confirm(second.checkout, contest.id, user.id)).status).toBe(409);
    const [refund] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.providerPaymentId, second.payment.id));
    expect(refund).toMatchObject({ providerFeePaise: FEE.fee, providerTaxPaise: FEE.tax });
    expect(await totalsOf(contest)).toMatchObject({
      collectedPaise: 2 * 49_900,
      capturedPayments: 2,
      refundedPaise: 49_900,
      razorpayFeePaise: 2 * (FEE.fee - FEE.tax),
      gstOnFeePaise: 2 * FEE.tax,
      feeNotKnownPayments: 0,
      settledPaise: 2 * 49_900 - 49_900 - 2 * FEE.fee,
    });
    // The two files' fees add up to the totals': the order's own payment on its line, the second on the refund's.
    const orderLines = await csvRows(t, contest, viewer);
    expect(orderLines).toEqual([expect.objectContaining({ "Razorpay fee excl. GST (INR)": "9.98", "GST on fee (INR)": "1.80" })]);
    const refundLines = await csvRows(t, contest, viewer, "refunds.csv");
    expect(refundLines).toEqual([
      expect.objectContaining({
        "Razorpay payment ID": second.payment.id,
        "Razorpay fee excl. GST (INR)": "9.98",
        "GST on fee (INR)": "1.80",
      }),
    ]);
  });

  it("a refund of the order's own payment: its fee stays on the order's line, not again on the refund's", async () => {
    const contest = await createContest(db());
    const { registrationId, payment } = await paid(contest);
    const refund = await t.app.inject({
      method: "POST",
      url: `/api/admin/registrations/${registrationId}/refund`,
      headers: { cookie: owner },
      payload: { confirm: true, reason: "Entered the wrong contest." },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await csvRows(t, contest, viewer)).toEqual([expect.objectContaining({ "Razorpay fee excl. GST (INR)": "9.98" })]);
    expect(await csvRows(t, contest, viewer, "refunds.csv")).toEqual([
      expect.objectContaining({ "Razorpay payment ID": payment.id, "Razorpay fee excl. GST (INR)": "", "GST on fee (INR)": "" }),
    ]);
    expect(await totalsOf(contest)).toMatchObject({ razorpayFeePaise: FEE.fee - FEE.tax, feeNotKnownPayments: 0 });
  });

  it("refunded before fees were recorded: not known until the reconciler asks Razorpay, once an hour at most", async () => {
    const contest = await createContest(db());
    const { user, orderId } = await paid(contest);
    const second = rzp.pay(orderId);
    expect((await confirm(second.checkout, contest.id, user.id)).status).toBe(409);
    // As a refund row written four days ago, before its fee was recorded, looks (the reconciler no longer lists its order's payments).
    await db()
      .update(paymentRefunds)
      .set({ providerFeePaise: null, providerTaxPaise: null })
      .where(eq(paymentRefunds.providerPaymentId, second.payment.id));
    await db()
      .update(paymentOrders)
      .set({ createdAt: new Date(Date.now() - 4 * DAY) })
      .where(eq(paymentOrders.providerOrderId, orderId));
    expect(await totalsOf(contest)).toMatchObject({ feeNotKnownPayments: 1, settledPaise: null });

    const fetches = () => rzp.requests.filter((r) => r.method === "GET" && r.path === `/v1/payments/${second.payment.id}`).length;
    const before = fetches();
    // Razorpay down for a moment: still not known, and not asked again within the hour.
    rzp.failNext("GET", `/v1/payments/${second.payment.id}`, 500);
    const now = new Date();
    await reconcilePendingPayments(t.app.ctx, now);
    expect(fetches() - before).toBe(1);
    expect((await totalsOf(contest))?.feeNotKnownPayments).toBe(1);
    await reconcilePendingPayments(t.app.ctx, new Date(now.getTime() + 30 * MINUTE));
    expect(fetches() - before).toBe(1);
    await reconcilePendingPayments(t.app.ctx, new Date(now.getTime() + HOUR + MINUTE));
    expect(fetches() - before).toBe(2);
    expect(await totalsOf(contest)).toMatchObject({
      razorpayFeePaise: 2 * (FEE.fee - FEE.tax),
      gstOnFeePaise: 2 * FEE.tax,
      feeNotKnownPayments: 0,
      settledPaise: 2 * 49_900 - 49_900 - 2 * FEE.fee,
    });
    // Known now: never asked again.
    await reconcilePendingPayments(t.app.ctx, new Date(now.getTime() + 3 * HOUR));
    expect(fetches() - before).toBe(2);
  });
});

describe("[FEES] a fee not known is counted and said, never 0", () => {
  it("orders paid before fees were recorded: not known in the totals and the CSV; the reconciler fills them a batch at a time, each asked once an hour", async () => {
    const contest = await createContest(db());
    const made: Awaited<ReturnType<typeof paid>>[] = [];
    for (let i = 0; i < FEE_BATCH + 2; i++) made.push(await paid(contest));
    // One of them refunded by the organiser since.
    const refund = await t.app.inject({
      method: "POST",
      url: `/api/admin/registrations/${made[0]?.registrationId}/refund`,
      headers: { cookie: owner },
      payload: { confirm: true, reason: "Entered the wrong contest." },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const ids = made.map((m) => m.orderId);
    // As an order paid four days ago, before fees were recorded, looks.
    await db()
      .update(paymentOrders)
      .set({ providerFeePaise: null, providerTaxPaise: null, createdAt: new Date(Date.now() - 4 * DAY) })
      .where(inArray(paymentOrders.providerOrderId, ids));

    const n = FEE_BATCH + 2;
    expect(await totalsOf(contest)).toMatchObject({
      collectedPaise: n * 49_900,
      razorpayFeePaise: 0,
      gstOnFeePaise: 0,
      feeNotKnownPayments: n,
      settledPaise: null,
    });
    const byMonth = await data<PeriodTotals>(t, `/api/admin/payments/totals/by-period?contestId=${contest.id}`, viewer);
    expect(byMonth.rows).toEqual([expect.objectContaining({ feeNotKnownPayments: n, settledPaise: null })]);
    const unknownRow = (await csvRows(t, contest, viewer)).find((row) => row["Razorpay order ID"] === ids[1]);
    expect(unknownRow).toMatchObject({ "Amount (INR)": "499.00", "Razorpay fee excl. GST (INR)": "", "GST on fee (INR)": "" });

    const fetches = () => rzp.requests.filter((r) => r.method === "GET" && made.some((m) => r.path === `/v1/payments/${m.payment.id}`));
    const before = fetches().length;
    // The oldest is asked first; its fetch fails (Razorpay down for a moment): it stays not known and is asked again an hour later.
    await db()
      .update(paymentOrders)
      .set({ createdAt: new Date(Date.now() - 5 * DAY) })
      .where(eq(paymentOrders.providerOrderId, ids[0] ?? ""));
    const oldest = made[0]?.payment.id ?? "";
    rzp.failNext("GET", `/v1/payments/${oldest}`, 500);
    const now = new Date();
    await reconcilePendingPayments(t.app.ctx, now);
    expect(fetches().length - before).toBe(FEE_BATCH);
    expect((await totalsOf(contest))?.feeNotKnownPayments).toBe(n - (FEE_BATCH - 1));
    await reconcilePendingPayments(t.app.ctx, new Date(now.getTime() + MINUTE));
    expect(fetches().length - before).toBe(FEE_BATCH + 2);
    expect((await totalsOf(contest))?.feeNotKnownPayments).toBe(1);
    // Within the hour nothing is asked again.
    await reconcilePendingPayments(t.app.ctx, new Date(now.getTime() + 30 * MINUTE));
    expect(fetches().length - before).toBe(FEE_BATCH + 2);
    await reconcilePendingPayments(t.app.ctx, new Date(now.getTime() + HOUR + MINUTE));
    expect(fetches().length - before).toBe(FEE_BATCH + 3);

    expect(await feeOf(ids[0] ?? "")).toEqual({ status: "refunded", fee: FEE.fee, tax: FEE.tax });
    expect(await totalsOf(contest)).toMatchObject({
      razorpayFeePaise: n * (FEE.fee - FEE.tax),
      gstOnFeePaise: n * FEE.tax,
      feeNotKnownPayments: 0,
      settledPaise: n * 49_900 - n * FEE.fee - 49_900,
    });
    const knownRow = (await csvRows(t, contest, viewer)).find((row) => row["Razorpay order ID"] === ids[1]);
    expect(knownRow).toMatchObject({ "Razorpay fee excl. GST (INR)": "9.98", "GST on fee (INR)": "1.80" });
    // Once every fee is known, no run asks again.
    await reconcilePendingPayments(t.app.ctx, new Date(now.getTime() + 3 * HOUR));
    expect(fetches().length - before).toBe(FEE_BATCH + 3);
  });

  it("the test-mode checkout has no payment entity: its fee stays not known, and the reconciler never asks", async () => {
    const sim = await createTestApp();
    try {
      const simOwner = await signInStaff(sim.app, "owner");
      const contest = await createContest(sim.database.db);
      const user = await createUser(sim.database.db);
      const cookie = await cookieForUser(sim.app, user.id);
      const created = await postJson<{ data: { order: { id: string } } }>(
        sim.app,
        "/api/subscriber/create-order",
        { contestId: contest.id, userId: user.id, link },
        { cookie },
      );
      const orderId = created.body.data.order.id;
      const checkout = await postJson<object>(sim.app, `/api/subscriber/simulated-checkout/${orderId}`, { outcome: "success" }, { cookie });
      expect(checkout.status).toBe(200);
      const confirmed = await postJson(
        sim.app,
        "/api/subscriber/confirm-order",
        { ...checkout.body, contestId: contest.id, userId: user.id },
        { cookie },
      );
      expect(confirmed.status).toBe(200);
      await sim.database.db
        .update(paymentOrders)
        .set({ createdAt: new Date(Date.now() - 4 * DAY) })
        .where(eq(paymentOrders.providerOrderId, orderId));
      await reconcilePendingPayments(sim.app.ctx);
      const [row] = await sim.database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId));
      expect(row).toMatchObject({ status: "paid", providerFeePaise: null, providerTaxPaise: null, paymentsCheckedAt: null });
      expect(await totalsOf(contest, sim, simOwner)).toMatchObject({
        collectedPaise: contest.entryFeePaise,
        razorpayFeePaise: 0,
        feeNotKnownPayments: 1,
        settledPaise: null,
      });
      const [line] = await csvRows(sim, contest, simOwner);
      expect(line).toMatchObject({ "Razorpay fee excl. GST (INR)": "", "GST on fee (INR)": "" });
    } finally {
      await sim.close();
    }
  });
});

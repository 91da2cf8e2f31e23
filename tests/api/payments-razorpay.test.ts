import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentEvents, paymentOrders, paymentRefunds, subscribers } from "#db/schema.ts";
import { reconcilePendingPayments } from "#server/services/registration/reconcile-payments.ts";
import { issueRefund } from "#server/services/registration/refund-payment.ts";
import { cookieForUser } from "../support/creator-session.ts";
import { type ContestRow, createContest, createUser, daysFromNow } from "../support/factories.ts";
import { expectErrorShape, getJson, postJson } from "../support/inject.ts";
import { type RazorpayStandIn, startRazorpayStandIn } from "../support/razorpay-stand-in.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

type OrderAnswer = { data: { order: { id: string; amount: number; currency: string }; subscriber: { _id: string } } };

let rzp: RazorpayStandIn;
let t: TestApp;
const link = "https://youtube.com/watch?v=entry";

beforeAll(async () => {
  rzp = await startRazorpayStandIn();
  t = await createTestApp(rzp.env);
});
afterAll(async () => {
  await t?.close();
  await rzp?.close();
});

const db = () => t.database.db;
/** Registration calls act for the signed-in creator: each is sent with that user's session. */
const as = async (userId: string) => ({ cookie: await cookieForUser(t.app, userId) });
const order = async (contestId: string, userId: string) =>
  postJson<OrderAnswer>(t.app, "/api/subscriber/create-order", { contestId, userId, link }, await as(userId));
const confirm = async (checkout: object, contestId: string, userId: string) =>
  postJson<{ isOk: boolean; message: string; code?: string; refunded?: boolean }>(
    t.app,
    "/api/subscriber/confirm-order",
    { ...checkout, contestId, userId },
    await as(userId),
  );
const webhook = (request: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: "POST", url: "/api/subscriber/razorpay-webhook", payload: request.body, headers: request.headers });
const registration = async (subscriberId: string) => (await db().select().from(subscribers).where(eq(subscribers.id, subscriberId)))[0];
const orderRow = async (providerOrderId: string) =>
  (await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId)))[0];

/** A paid registration started by `create-order`: the user, the order and the stand-in's order. */
async function started(contest: ContestRow) {
  const user = await createUser(db());
  const res = await order(contest.id, user.id);
  expect(res.status).toBe(200);
  return { user, orderId: res.body.data.order.id, subscriberId: res.body.data.subscriber._id };
}

describe("[PAYMENTS] Razorpay adapter against a local stand-in", () => {
  it("answers the configured key id in razorpay mode; the simulated checkout does not exist", async () => {
    const res = await getJson(t.app, "/api/subscriber/get-razorpay-id");
    expect(res.body).toEqual({ isOk: true, razorpayKeyId: rzp.keyId, mode: "razorpay" });
    expectErrorShape(await postJson(t.app, "/api/subscriber/simulated-checkout/order_x", { outcome: "success" }), 404);
  });

  it("creates the order with the fee from the database in paise, a receipt and notes, with basic auth", async () => {
    const contest = await createContest(db(), { entryFeePaise: 29_900 });
    const { user, orderId, subscriberId } = await started(contest);
    const created = rzp.orders.get(orderId);
    expect(created).toMatchObject({ amount: 29_900, currency: "INR", receipt: subscriberId });
    expect(created?.notes).toEqual({ contestId: contest.id, userId: user.id, subscriberId });
    const request = rzp.requests.find((r) => r.method === "POST" && r.path === "/v1/orders");
    expect(JSON.parse(request?.body ?? "{}")).toMatchObject({ amount: 29_900, currency: "INR" });
  });

  it("refuses a tampered signature and a payment of another amount; confirms the real one", async () => {
    const contest = await createContest(db());
    const { user, orderId, subscriberId } = await started(contest);
    const { checkout } = rzp.pay(orderId);
    // The last byte changed (a signature that already ends in 00 gets ff), so it never equals the real one.
    const lastByte = checkout.razorpay_signature.endsWith("00") ? "ff" : "00";
    const tampered = { ...checkout, razorpay_signature: `${checkout.razorpay_signature.slice(0, -2)}${lastByte}` };
    expect(expectErrorShape(await confirm(tampered, contest.id, user.id), 400).message).toBe("Payment verification failed on server.");
    const forged = { ...checkout, razorpay_signature: "not-hex" };
    expect(expectErrorShape(await confirm(forged, contest.id, user.id), 400).message).toBe("Payment verification failed on server.");

    // Correctly signed, but the provider says a smaller amount was paid: not used, and refunded.
    const cheap = rzp.pay(orderId, { amount: 100 });
    const underpaid = expectErrorShape(await confirm(cheap.checkout, contest.id, user.id), 400);
    expect(underpaid.message).toBe(
      "Your payment does not match the entry fee, so it is not used. Your payment of ₹1 has been refunded; it reaches your account in 5–7 working days.",
    );
    expect((await registration(subscriberId))?.status).toBe("pending");
    expect(rzp.refunds.filter((r) => r.payment_id === cheap.payment.id)).toMatchObject([{ amount: 100 }]);

    const ok = await confirm(checkout, contest.id, user.id);
    expect(ok.body).toEqual({ isOk: true, message: "Payment successful and registration complete!" });
    expect(await registration(subscriberId)).toMatchObject({ status: "completed", isPaid: true });
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", providerPaymentId: checkout.razorpay_payment_id });
  });

  it("captures an authorised payment before completing", async () => {
    const contest = await createContest(db());
    const { user, orderId, subscriberId } = await started(contest);
    const { checkout, payment } = rzp.pay(orderId, { status: "authorized" });
    expect((await confirm(checkout, contest.id, user.id)).status).toBe(200);
    expect(rzp.payments.get(payment.id)?.status).toBe("captured");
    expect((await registration(subscriberId))?.status).toBe("completed");
  });

  it("checks the webhook signature over the raw body, completes, and ignores a replay", async () => {
    const contest = await createContest(db());
    const { orderId, subscriberId } = await started(contest);
    const { payment } = rzp.pay(orderId);
    const signed = rzp.webhook("payment.captured", payment, "evt_captured_1");

    // The same JSON with other spacing: the signature no longer matches the bytes.
    const reformatted = { body: JSON.stringify(JSON.parse(signed.body), null, 2), headers: signed.headers };
    expect((await webhook(reformatted)).statusCode).toBe(400);
    expect((await webhook({ body: signed.body, headers: { ...signed.headers, "x-razorpay-signature": "0".repeat(64) } })).statusCode).toBe(
      400,
    );
    expect((await registration(subscriberId))?.status).toBe("pending");

    const first = await webhook(signed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ isOk: true, handled: "completed" });
    expect(await registration(subscriberId)).toMatchObject({ status: "completed", isPaid: true });

    const replay = await webhook(signed);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ handled: "ignored" });
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, "evt_captured_1"))).toHaveLength(1);

    // A late failure event never undoes a paid order.
    const late = await webhook(rzp.webhook("payment.failed", { ...payment, status: "failed" }, "evt_failed_late"));
    expect(late.statusCode).toBe(200);
    expect((await orderRow(orderId))?.status).toBe("paid");
    expect((await registration(subscriberId))?.status).toBe("completed");
  });

  it("completes on order.paid as well, and a second event for the same payment changes nothing", async () => {
    const contest = await createContest(db());
    const { orderId, subscriberId } = await started(contest);
    const { payment } = rzp.pay(orderId);
    expect((await webhook(rzp.webhook("order.paid", payment))).json()).toMatchObject({ handled: "completed" });
    expect((await webhook(rzp.webhook("payment.captured", payment))).json()).toMatchObject({ handled: "already" });
    expect(await registration(subscriberId)).toMatchObject({ status: "completed", isPaid: true });
  });

  it("records payment.failed on an open order", async () => {
    const contest = await createContest(db());
    const { orderId, subscriberId } = await started(contest);
    const { payment } = rzp.pay(orderId, { status: "failed" });
    const res = await webhook(rzp.webhook("payment.failed", payment));
    expect(res.json()).toMatchObject({ handled: "failed-recorded" });
    expect(await orderRow(orderId)).toMatchObject({ status: "failed", failureReason: "Your card was declined." });
    expect((await registration(subscriberId))?.status).toBe("pending");
  });

  it("refunds, once, a payment for the last place taken meanwhile, and tells the user", async () => {
    const contest = await createContest(db(), { maxParticipants: 1, entryFeePaise: 49_900 });
    const late = await started(contest);
    // Late's hold expires; another creator takes the place and pays first.
    await db()
      .update(subscribers)
      .set({ holdExpiresAt: daysFromNow(-1) })
      .where(eq(subscribers.id, late.subscriberId));
    const early = await started(contest);
    expect((await confirm(rzp.pay(early.orderId).checkout, contest.id, early.user.id)).status).toBe(200);

    const { checkout, payment } = rzp.pay(late.orderId);
    const refused = expectErrorShape(await confirm(checkout, contest.id, late.user.id), 409);
    expect(refused).toMatchObject({ code: "REGISTRATION_FULL", refunded: true });
    expect(refused.message).toContain("refunded");
    expect(refused.message).toContain("₹499");
    const refundsOf = () => rzp.refunds.filter((r) => r.payment_id === payment.id);
    expect(refundsOf()).toHaveLength(1);
    expect(refundsOf()[0]).toMatchObject({ payment_id: payment.id, amount: 49_900 });
    const refundRequest = rzp.requests.find((r) => r.path === `/v1/payments/${payment.id}/refund`);
    expect(refundRequest?.headers["x-refund-idempotency"]).toBe(`refund-${payment.id}`);
    const refundedOrder = await orderRow(late.orderId);
    expect(refundedOrder).toMatchObject({ status: "refunded", providerRefundId: refundsOf()[0]?.id });
    expect((await registration(late.subscriberId))?.status).toBe("cancelled");

    // Repeated confirm, the webhook for the same payment and the reconciler: no second refund.
    expect(expectErrorShape(await confirm(checkout, contest.id, late.user.id), 409).code).toBe("REGISTRATION_FULL");
    expect((await webhook(rzp.webhook("payment.captured", payment))).statusCode).toBe(200);
    await reconcilePendingPayments(t.app.ctx);
    const [refundRow] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.providerPaymentId, payment.id));
    if (refundRow) expect(await issueRefund(t.app.ctx, { ...refundRow, status: "pending" })).toBe(true);
    expect(refundsOf()).toHaveLength(1);

    // Coming back, the user is told the contest is full and that the payment was refunded.
    const again = expectErrorShape(await order(contest.id, late.user.id), 409);
    expect(again.message).toContain("refunded");
    const completed = await db().select().from(subscribers).where(eq(subscribers.contestId, contest.id));
    expect(completed.filter((s) => s.status === "completed")).toHaveLength(1);
  });

  it("Pay again after a payment whose confirmation was lost completes the registration instead of a second checkout", async () => {
    const contest = await createContest(db());
    const { user, orderId, subscriberId } = await started(contest);
    // Paid in the checkout; the confirm-order call never reached the server (a dropped connection).
    const { payment, checkout } = rzp.pay(orderId);
    const again = await postJson<{ isOk: boolean; message: string; data: { free: boolean; subscriber: object } }>(
      t.app,
      "/api/subscriber/create-order",
      { contestId: contest.id, userId: user.id, link },
      await as(user.id),
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      isOk: true,
      message: "Payment successful and registration complete!",
      data: { free: true, subscriber: { _id: subscriberId, isPaid: true, status: "completed" } },
    });
    expect(await registration(subscriberId)).toMatchObject({ status: "completed", isPaid: true });
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", providerPaymentId: payment.id });
    // One order at the provider, and nothing refunded: the same payment completed the registration.
    expect([...rzp.orders.values()].filter((o) => o.receipt === subscriberId)).toHaveLength(1);
    expect(rzp.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(0);
    // The late confirm-order of that payment is harmless.
    expect((await confirm(checkout, contest.id, user.id)).body).toEqual({
      isOk: true,
      message: "Payment successful and registration complete!",
    });
  });

  it("Pay again after an authorised (not yet captured) payment captures it; a failed attempt still reopens the checkout", async () => {
    const contest = await createContest(db());
    const first = await started(contest);
    const { payment } = rzp.pay(first.orderId, { status: "authorized" });
    const again = await order(contest.id, first.user.id);
    expect(again.body.data).toMatchObject({ free: true, subscriber: { isPaid: true, status: "completed" } });
    expect(rzp.payments.get(payment.id)?.status).toBe("captured");

    const second = await started(contest);
    rzp.pay(second.orderId, { status: "failed" });
    const retry = await order(contest.id, second.user.id);
    expect(retry.body.data).toMatchObject({ free: false, order: { id: second.orderId } });
    expect((await registration(second.subscriberId))?.status).toBe("pending");
  });

  it("Pay again when the provider cannot be asked opens the same order's checkout, as before", async () => {
    const contest = await createContest(db());
    const { user, orderId } = await started(contest);
    rzp.failNext("GET", `/v1/orders/${orderId}/payments`, 500);
    const again = await order(contest.id, user.id);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ free: false, order: { id: orderId } });
  });

  it("reconciles an order the browser and the webhook never reported", async () => {
    const contest = await createContest(db());
    const { orderId, subscriberId } = await started(contest);
    rzp.pay(orderId);
    const fresh = await reconcilePendingPayments(t.app.ctx);
    expect((await registration(subscriberId))?.status).toBe("pending");
    expect(fresh.completed).toBe(0);
    await db()
      .update(paymentOrders)
      .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(paymentOrders.providerOrderId, orderId));
    const report = await reconcilePendingPayments(t.app.ctx);
    expect(report.completed).toBe(1);
    expect(await registration(subscriberId)).toMatchObject({ status: "completed", isPaid: true });
  });
});

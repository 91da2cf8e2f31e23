import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/ids.ts";
import { auditLog } from "#db/schema/console.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { paymentReceipts } from "#db/schema/receipts.ts";
import { contests, paymentOrders, paymentRefunds, subscribers, winners } from "#db/schema.ts";
import { recordOrganiserRefund } from "#server/services/console/payments/refund-registration.ts";
import { reconcilePendingPayments } from "#server/services/registration/reconcile-payments.ts";
import { ORGANISER_REFUND_REASON } from "#shared/console/payments.ts";
import type { RegistrationDetail } from "#shared/console/registrations.ts";
import { cookieForUser } from "../support/creator-session.ts";
import { type ContestRow, createContest, createPaymentOrder, createSubscriber, createUser } from "../support/factories.ts";
import { postJson } from "../support/inject.ts";
import { payThroughCheckout } from "../support/paid-registration.ts";
import { type RazorpayStandIn, startRazorpayStandIn } from "../support/razorpay-stand-in.ts";
import { createStaffMember, signInAs, signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** Refunds from the console (docs/payments-and-capacity.md): one provider refund per payment, however often asked. */
let rzp: RazorpayStandIn;
let t: TestApp;
let owner: string;
let ownerId: string;
let editor: string;
let viewer: string;
const link = "https://youtube.com/watch?v=console-refund";

beforeAll(async () => {
  rzp = await startRazorpayStandIn();
  t = await createTestApp(rzp.env);
  const member = await createStaffMember(t.app, { role: "owner" });
  ownerId = member.id;
  owner = await signInAs(t.app, member);
  editor = await signInStaff(t.app, "editor");
  viewer = await signInStaff(t.app, "viewer");
});
afterAll(async () => {
  await t?.close();
  await rzp?.close();
});

const db = () => t.database.db;
type Answer = { status: number; body: Record<string, unknown> };
const call = async (method: "GET" | "POST", url: string, cookie?: string, payload?: unknown): Promise<Answer> => {
  const raw = await t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: raw.statusCode, body: raw.json() };
};
const refundUrl = (id: string) => `/api/admin/registrations/${id}/refund`;
const REFUND_REASON = "The creator asked to withdraw from the contest.";
const refund = (id: string, cookie = owner) => call("POST", refundUrl(id), cookie, { confirm: true, reason: REFUND_REASON });
const refundRequests = (key: string) =>
  rzp.requests.filter((r) => r.method === "POST" && r.path.endsWith("/refund") && r.headers["x-refund-idempotency"] === key);
const applicants = async (contestId: string) =>
  ((await call("GET", `/api/subscriber/list/${contestId}`)).body as { data: { _id: string }[] }).data.map((a) => a._id);

/** A creator who registers and pays through the real flow (create-order, the stand-in's checkout, confirm-order). */
async function paidRegistration(contest: ContestRow) {
  const user = await createUser(db(), { firstName: "Meera", lastName: "Iyer" });
  return { user, ...(await payThroughCheckout(t.app, rzp, { contestId: contest.id, userId: user.id, link })) };
}

describe("[CONSOLE REFUNDS] access and refusals", () => {
  it("401 signed out, 403 for editor and viewer, 400 without the confirmation or with a bad id, 404 for an unknown one", async () => {
    const contest = await createContest(db());
    const { registrationId } = await paidRegistration(contest);
    expect((await call("POST", refundUrl(registrationId), undefined, { confirm: true })).status).toBe(401);
    expect((await refund(registrationId, editor)).status).toBe(403);
    expect((await refund(registrationId, viewer)).status).toBe(403);
    const unconfirmed = await call("POST", refundUrl(registrationId), owner, {});
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toBe("Confirm the refund first.");
    expect((await refund("not-an-id")).body).toMatchObject({ isOk: false, message: "Registration not found." });
    expect((await refund("not-an-id")).status).toBe(400);
    expect((await refund("0123456789abcdef01234567")).status).toBe(404);
    // Nothing was refunded by any of those.
    expect(rzp.refunds.filter((r) => r.idempotencyKey?.includes(registrationId))).toHaveLength(0);
    expect((await db().select().from(subscribers).where(eq(subscribers.id, registrationId)))[0]?.status).toBe("completed");
    // The preview: viewers may read it; signed out may not.
    expect((await call("GET", refundUrl(registrationId))).status).toBe(401);
    const preview = await call("GET", refundUrl(registrationId), viewer);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toEqual({
      registrationId,
      creatorName: "Meera Iyer",
      contestTitle: contest.title,
      amountPaise: 49_900,
      refundable: true,
      blockedReason: null,
      orderState: "paid",
    });
  });

  it("409 for a free registration, one not completed, and a winner (declared or chosen)", async () => {
    const free = await createContest(db(), { entryFeePaise: 0 });
    const freeReg = await createSubscriber(db(), { contestId: free.id, userId: (await createUser(db())).id, isPaid: false });
    const answer = await refund(freeReg.id);
    expect(answer).toMatchObject({ status: 409, body: { message: "This registration is free: there is nothing to refund." } });

    const contest = await createContest(db());
    const pending = await createSubscriber(db(), { contestId: contest.id, userId: (await createUser(db())).id, status: "pending" });
    expect((await refund(pending.id)).body.message).toBe("Only a completed registration can be refunded.");

    const { registrationId } = await paidRegistration(contest);
    await db().insert(winners).values({ id: newId(), contestId: contest.id, subscriberId: registrationId, prizeRank: 1 });
    expect((await refund(registrationId)).body.message).toBe(
      "This registration is among the contest's chosen winners: take it off the winners first.",
    );
    await db().update(contests).set({ winnersDeclared: true }).where(eq(contests.id, contest.id));
    const declared = await refund(registrationId);
    expect(declared).toMatchObject({
      status: 409,
      body: { message: "This registration won the contest and the results are declared: a winner cannot be refunded." },
    });
    const preview = await call("GET", refundUrl(registrationId), owner);
    expect(preview.body.data).toMatchObject({ refundable: false, blockedReason: declared.body.message });
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.subscriberId, registrationId));
    expect(order?.status).toBe("paid");
    expect(rzp.refunds.filter((r) => r.payment_id === order?.providerPaymentId)).toHaveLength(0);
  });
});

describe("[CONSOLE REFUNDS] refunding a paid registration", () => {
  it("two clicks at once and a third later: one provider refund, the place freed, gone from the public list, audited", async () => {
    const contest = await createContest(db(), { maxParticipants: 1 });
    const paid = await paidRegistration(contest);
    expect(await applicants(contest.id)).toEqual([paid.registrationId]);

    // The contest is full: a second creator is turned away.
    const other = await createUser(db());
    const otherCookie = await cookieForUser(t.app, other.id);
    const full = await postJson(
      t.app,
      "/api/subscriber/create-order",
      { contestId: contest.id, userId: other.id, link },
      { cookie: otherCookie },
    );
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: "REGISTRATION_FULL" });

    const [first, second] = await Promise.all([refund(paid.registrationId), refund(paid.registrationId)]);
    const third = await refund(paid.registrationId);
    for (const answer of [first, second, third]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ isOk: true, amountPaise: 49_900 });
    }
    expect([first, second].map((a) => a.body.repeated).sort()).toEqual([false, true]);
    expect(third.body).toMatchObject({ repeated: true, refundState: "refunded" });
    const made = [first, second].find((a) => a.body.repeated === false);
    expect(made?.body).toMatchObject({
      refundState: "refunded",
      message: "Refunded ₹499.00. The registration has left the public list and its place is free.",
    });

    // One refund at the gateway, asked once with the payment's key.
    const key = `refund-${paid.paymentId}`;
    expect(rzp.refunds.filter((r) => r.payment_id === paid.paymentId)).toEqual([
      expect.objectContaining({ amount: 49_900, idempotencyKey: key }),
    ]);
    expect(refundRequests(key)).toHaveLength(1);

    // The database agrees: the registration is cancelled, the order refunded, one refund row.
    const [registration] = await db().select().from(subscribers).where(eq(subscribers.id, paid.registrationId));
    expect(registration?.status).toBe("cancelled");
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, paid.orderId));
    expect(order).toMatchObject({
      status: "refunded",
      failureReason: ORGANISER_REFUND_REASON,
      providerRefundId: rzp.refunds.find((r) => r.payment_id === paid.paymentId)?.id,
    });
    const rows = await db()
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentOrderId, order?.id ?? ""));
    expect(rows).toEqual([expect.objectContaining({ status: "refunded", reason: ORGANISER_REFUND_REASON, idempotencyKey: key })]);

    // Gone from the public list at once (the cache was dropped), and the place is free for someone else.
    expect(await applicants(contest.id)).toEqual([]);
    const taken = await postJson(
      t.app,
      "/api/subscriber/create-order",
      { contestId: contest.id, userId: other.id, link },
      { cookie: otherCookie },
    );
    expect(taken.status).toBe(200);

    // One audit row, by the owner, with no personal data.
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "registration"), eq(auditLog.entityId, paid.registrationId), eq(auditLog.action, "refund")));
    expect(audits).toHaveLength(1);
    // The payment by the gateway's id, which the payments page finds, not our internal order id.
    expect(audits[0]?.changedFields).toEqual({ amountPaise: 49_900, paymentId: paid.paymentId, reason: expect.any(String) });
    expect(audits[0]?.staffId).toBe(ownerId);

    // The console shows the organiser's own words beside the stored reason, where an accountant looks.
    const shown = `${ORGANISER_REFUND_REASON}: “${REFUND_REASON}”`;
    const payments = await call("GET", `/api/admin/payments?contestId=${contest.id}`, owner);
    expect((payments.body as { data: { refunds: { reason: string }[] } }).data.refunds.map((r) => r.reason)).toEqual([shown]);
    const detail = await call("GET", `/api/admin/registrations/${paid.registrationId}`, owner);
    expect(JSON.stringify(detail.body)).toContain(`requested: ${shown}`);

    // The creator is told, once, in words that fit; their own page says refunded.
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.template, "refund-notice"));
    const mine = mails.filter((m) => m.recipient === paid.user.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.payload).toMatchObject({
      amountPaise: 49_900,
      reason: "The organiser cancelled this registration and refunded its entry fee.",
    });
    const me = await t.app.inject({ method: "GET", url: "/api/me/registrations", headers: { cookie: paid.cookie } });
    const mineListed = (me.json() as { data: { state: string }[] }).data;
    expect(mineListed.map((r) => r.state)).toEqual(["refunded"]);
  });

  it("the console keeps what was received: the list's amount marked refunded, and the capture before the refund", async () => {
    const contest = await createContest(db());
    const paid = await paidRegistration(contest);
    expect((await refund(paid.registrationId)).body).toMatchObject({ refundState: "refunded" });

    const listed = await call("GET", `/api/admin/registrations?contest=${contest.id}`, viewer);
    expect((listed.body as { data: { registrations: unknown[] } }).data.registrations).toEqual([
      expect.objectContaining({ _id: paid.registrationId, isPaid: true, amountPaise: 49_900, paymentState: "refunded" }),
    ]);

    // The capture keeps its own time (the receipt's, when the creator paid), and the refund follows it.
    const [receipt] = await db()
      .select({ issuedAt: paymentReceipts.issuedAt, orderId: paymentOrders.id })
      .from(paymentReceipts)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentReceipts.paymentOrderId))
      .where(eq(paymentOrders.providerOrderId, paid.orderId));
    // The creator spent a minute at the checkout (the stand-in pays at once).
    const minutesBefore = (minutes: number) => new Date((receipt?.issuedAt.getTime() ?? 0) - minutes * 60_000);
    await db()
      .update(paymentOrders)
      .set({ createdAt: minutesBefore(1) })
      .where(eq(paymentOrders.id, receipt?.orderId ?? ""));
    await db()
      .update(subscribers)
      .set({ createdAt: minutesBefore(2) })
      .where(eq(subscribers.id, paid.registrationId));
    const detail = (await call("GET", `/api/admin/registrations/${paid.registrationId}`, viewer)).body.data as RegistrationDetail;
    expect(detail.statusChanges.map((change) => change.label)).toEqual([
      "Registered",
      "Payment order opened (₹499.00)",
      "Payment captured",
      "Registration completed",
      `Refund of ₹499.00 requested: ${ORGANISER_REFUND_REASON}: “${REFUND_REASON}”`,
      "Refund completed",
    ]);
    expect(detail.statusChanges.find((change) => change.label === "Payment captured")?.at).toBe(receipt?.issuedAt.toISOString());
  });

  it("a late webhook or reconciler report of the refunded payment never completes the registration again", async () => {
    const contest = await createContest(db());
    const paid = await paidRegistration(contest);
    expect((await refund(paid.registrationId)).status).toBe(200);

    const signed = rzp.webhook("payment.captured", paid.payment);
    const hook = await t.app.inject({
      method: "POST",
      url: "/api/subscriber/razorpay-webhook",
      payload: signed.body,
      headers: signed.headers,
    });
    expect(hook.statusCode).toBe(200);
    await postJson(
      t.app,
      "/api/subscriber/confirm-order",
      { ...rzp.pay(paid.orderId).checkout, contestId: contest.id, userId: paid.user.id },
      { cookie: paid.cookie },
    );
    await db()
      .update(paymentOrders)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000), updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(paymentOrders.providerOrderId, paid.orderId));
    await reconcilePendingPayments(t.app.ctx);

    const [registration] = await db().select().from(subscribers).where(eq(subscribers.id, paid.registrationId));
    expect(registration?.status).toBe("cancelled");
    expect(await applicants(contest.id)).not.toContain(paid.registrationId);
    // The first payment refunded once; the second capture (paid after the refund) refunded too, once.
    expect(rzp.refunds.filter((r) => r.payment_id === paid.paymentId)).toHaveLength(1);
    const payments = [...rzp.payments.values()].filter((p) => p.order_id === paid.orderId && p.status === "captured");
    expect(payments).toHaveLength(2);
    for (const payment of payments) expect(rzp.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(1);
  });

  it("a payment on another open order of the refunded registration is refunded, never completing it", async () => {
    const contest = await createContest(db());
    const paid = await paidRegistration(contest);
    // An older checkout of the same registration still open at the gateway (another tab, a retry).
    const gatewayOrder = await t.app.ctx.payments.createOrder({
      amountPaise: 49_900,
      currency: "INR",
      receipt: "other-tab",
      notes: {},
    });
    await createPaymentOrder(db(), {
      subscriberId: paid.registrationId,
      provider: "razorpay",
      providerOrderId: gatewayOrder.id,
      amountPaise: 49_900,
      status: "created",
      providerPaymentId: null,
    });
    expect((await refund(paid.registrationId)).body).toMatchObject({ refundState: "refunded" });

    const late = rzp.pay(gatewayOrder.id);
    const signed = rzp.webhook("payment.captured", late.payment);
    const hook = await t.app.inject({
      method: "POST",
      url: "/api/subscriber/razorpay-webhook",
      payload: signed.body,
      headers: signed.headers,
    });
    expect(hook.statusCode).toBe(200);
    const [registration] = await db().select().from(subscribers).where(eq(subscribers.id, paid.registrationId));
    expect(registration?.status).toBe("cancelled");
    expect(await applicants(contest.id)).not.toContain(paid.registrationId);
    expect(rzp.refunds.filter((r) => r.payment_id === late.payment.id)).toEqual([expect.objectContaining({ amount: 49_900 })]);
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, gatewayOrder.id));
    expect(order?.status).toBe("refunded");
  });

  it("a crash between the transaction and the gateway call: the reconciler finishes the refund, once", async () => {
    const contest = await createContest(db());
    const paid = await paidRegistration(contest);
    // The first step only, as if the process died before asking the gateway.
    const recorded = await recordOrganiserRefund(db(), { staffId: ownerId, registrationId: paid.registrationId, reason: REFUND_REASON });
    expect(recorded).toMatchObject({ repeated: false, refund: { status: "pending", idempotencyKey: `refund-${paid.paymentId}` } });
    expect(rzp.refunds.filter((r) => r.payment_id === paid.paymentId)).toHaveLength(0);
    const [pendingOrder] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, paid.orderId));
    expect(pendingOrder?.status).toBe("refund_pending");

    // A click meanwhile answers the refund as it stands, without asking the gateway.
    const again = await refund(paid.registrationId);
    expect(again.body).toMatchObject({ repeated: true, refundState: "pending" });
    expect(again.body.message).toMatch(/^Refund of ₹499\.00 requested\./);
    expect(refundRequests(`refund-${paid.paymentId}`)).toHaveLength(0);

    await reconcilePendingPayments(t.app.ctx);
    await reconcilePendingPayments(t.app.ctx);
    expect(rzp.refunds.filter((r) => r.payment_id === paid.paymentId)).toEqual([expect.objectContaining({ amount: 49_900 })]);
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, paid.orderId));
    expect(order?.status).toBe("refunded");
    const [row] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.providerPaymentId, paid.paymentId));
    expect(row?.status).toBe("refunded");
  });
});

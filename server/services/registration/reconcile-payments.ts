import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, not, or, type SQL, sql } from "drizzle-orm";
import { paymentOrders, paymentRefunds } from "#db/schema.ts";
import type { AppContext } from "../../context.ts";
import { moneyReceivedOrderStatuses } from "#shared/payments/order-states.ts";
import { type GatewayPayment, providerFeeOf } from "../payments/gateway.ts";
import { issueRefund } from "./refund-payment.ts";
import { recordPaymentFailed, type SettleResult, settlePayment } from "./settle-payment.ts";

export type ReconcileReport = { checked: number; completed: number; refunded: number; failed: number; errors: number };

/** Orders younger than this are left to the browser and the webhook. */
const MIN_AGE_MS = 60_000;
/** Orders older than this are no longer asked about (an abandoned checkout). */
const MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/** A paid order's payments are listed again after this long, to find a second capture. */
const PAID_RECHECK_MS = 60 * 60 * 1000;
/** A claim to create a provider order that was never finished (its process died). */
const STALE_CLAIM_MS = 10 * 60 * 1000;
const BATCH = 50;
/** Captured orders without a recorded fee asked about per run (each at most once an hour): old orders fill in a few at a time. */
export const FEE_BATCH = 20;

type OrderRow = typeof paymentOrders.$inferSelect;

/**
 * For orders the webhook never reported: asks the provider for the order's payments and applies every
 * captured one through settlePayment, exactly as confirm-order would (the first completes the
 * registration; any other, or one of the wrong amount, is refunded). Paid orders of the last three
 * days are listed too, so a second capture that no webhook reported is found and refunded. Then
 * retries refunds that could not be issued before, and asks for the fee of a few captured orders that have
 * none recorded (paid before fees were recorded, or refunded before anything reported it). Provider calls happen outside any transaction,
 * and every change goes through settlePayment's locked transaction and the refund idempotency key,
 * so several processes may run it at once.
 */
export async function reconcilePendingPayments(ctx: AppContext, now = new Date()): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, completed: 0, refunded: 0, failed: 0, errors: 0 };
  const youngest = new Date(now.getTime() - MIN_AGE_MS);
  const oldest = new Date(now.getTime() - MAX_AGE_MS);

  await ctx.db
    .delete(paymentOrders)
    .where(and(eq(paymentOrders.status, "creating"), lt(paymentOrders.createdAt, new Date(now.getTime() - STALE_CLAIM_MS))));

  const open = await ctx.db
    .select()
    .from(paymentOrders)
    .where(
      and(inArray(paymentOrders.status, ["created", "failed"]), lt(paymentOrders.createdAt, youngest), gt(paymentOrders.createdAt, oldest)),
    )
    // Oldest check first; each check bumps updatedAt, so a long backlog is visited in turn.
    .orderBy(asc(paymentOrders.updatedAt))
    .limit(BATCH);
  for (const order of open) await reconcileOrder(ctx, order, report, now);

  const paid = await ctx.db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, "paid"),
        lt(paymentOrders.updatedAt, youngest),
        gt(paymentOrders.createdAt, oldest),
        or(isNull(paymentOrders.paymentsCheckedAt), lt(paymentOrders.paymentsCheckedAt, new Date(now.getTime() - PAID_RECHECK_MS))),
      ),
    )
    .orderBy(sql`${paymentOrders.paymentsCheckedAt} asc nulls first`)
    .limit(BATCH);
  for (const order of paid) await reconcileOrder(ctx, order, report, now);
  if (ctx.payments.mode === "razorpay") {
    await fillMissingFees(ctx, report, now, oldest);
    await fillMissingRefundFees(ctx, report, now);
  }

  const pendingRefunds = await ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.status, "pending")).limit(BATCH);
  for (const refund of pendingRefunds) {
    if (await issueRefund(ctx, refund, now)) report.refunded++;
    else report.errors++;
  }
  return report;
}

/** One payment's fee and GST as Razorpay answers them; not known (both null) when it does not answer. */
async function askFee(ctx: AppContext, report: ReconcileReport, paymentId: string) {
  try {
    const payment = await ctx.payments.fetchPayment(paymentId);
    if (payment.id === paymentId) return providerFeeOf(payment);
  } catch {
    report.errors++;
  }
  return providerFeeOf({});
}

/**
 * Captured Razorpay orders whose fee is not recorded: each one's payment is fetched (one request, outside any
 * transaction) and its fee and GST stored, at most FEE_BATCH a run and each order at most once an hour, so
 * the history fills in without a burst of requests. Recent paid orders are left to the listing above, which
 * records their fee as it goes.
 */
async function fillMissingFees(ctx: AppContext, report: ReconcileReport, now: Date, oldest: Date): Promise<void> {
  const feeless = await ctx.db
    .select({ id: paymentOrders.id, providerPaymentId: paymentOrders.providerPaymentId })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.provider, "razorpay"),
        inArray(paymentOrders.status, moneyReceivedOrderStatuses),
        isNotNull(paymentOrders.providerPaymentId),
        isNull(paymentOrders.providerFeePaise),
        not(and(eq(paymentOrders.status, "paid"), gt(paymentOrders.createdAt, oldest)) as SQL),
        or(isNull(paymentOrders.paymentsCheckedAt), lt(paymentOrders.paymentsCheckedAt, new Date(now.getTime() - PAID_RECHECK_MS))),
      ),
    )
    .orderBy(sql`${paymentOrders.paymentsCheckedAt} asc nulls first`, asc(paymentOrders.createdAt))
    .limit(FEE_BATCH);
  for (const order of feeless) {
    const paymentId = order.providerPaymentId;
    if (!paymentId) continue;
    const fee = await askFee(ctx, report, paymentId);
    await ctx.db
      .update(paymentOrders)
      .set({ paymentsCheckedAt: now, ...(fee.providerFeePaise === null ? {} : fee) })
      .where(and(eq(paymentOrders.id, order.id), isNull(paymentOrders.providerFeePaise)));
  }
}

/**
 * Refund rows of a second or late capture written before their fee was recorded: the payment is asked about
 * as fillMissingFees asks about an order's (FEE_BATCH a run, each at most once an hour). A refund of an
 * order's own payment is left out: the order records that fee.
 */
async function fillMissingRefundFees(ctx: AppContext, report: ReconcileReport, now: Date): Promise<void> {
  const feeless = await ctx.db
    .select({ id: paymentRefunds.id, providerPaymentId: paymentRefunds.providerPaymentId })
    .from(paymentRefunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.paymentOrderId))
    .where(
      and(
        eq(paymentOrders.provider, "razorpay"),
        isNull(paymentRefunds.providerFeePaise),
        sql`${paymentRefunds.providerPaymentId} is distinct from ${paymentOrders.providerPaymentId}`,
        or(isNull(paymentRefunds.feeCheckedAt), lt(paymentRefunds.feeCheckedAt, new Date(now.getTime() - PAID_RECHECK_MS))),
      ),
    )
    .orderBy(sql`${paymentRefunds.feeCheckedAt} asc nulls first`, asc(paymentRefunds.createdAt))
    .limit(FEE_BATCH);
  for (const refund of feeless) {
    const fee = await askFee(ctx, report, refund.providerPaymentId);
    await ctx.db
      .update(paymentRefunds)
      .set({ feeCheckedAt: now, ...(fee.providerFeePaise === null ? {} : fee) })
      .where(and(eq(paymentRefunds.id, refund.id), isNull(paymentRefunds.providerFeePaise)));
  }
}

async function reconcileOrder(ctx: AppContext, order: OrderRow, report: ReconcileReport, now: Date): Promise<void> {
  const providerOrderId = order.providerOrderId;
  if (!providerOrderId) return;
  report.checked++;
  try {
    const payments = await ctx.payments.listOrderPayments(providerOrderId);
    const results = await settleOrderPayments(ctx, order, payments, now);
    for (const result of results) {
      if (result.outcome === "completed") report.completed++;
      if (result.refund?.status === "pending" && result.refunded) report.refunded++;
    }
    const failure = payments.find((p) => p.status === "failed");
    if (results.length === 0 && failure && order.status === "created") {
      await recordPaymentFailed(ctx, { providerOrderId, reason: failure.error_description || "Payment failed" }, now);
      report.failed++;
    }
    const checked = order.status === "paid" ? { paymentsCheckedAt: now } : { updatedAt: now };
    // Only bumps an order still in the state it was read in (settlePayment may have moved it).
    await ctx.db
      .update(paymentOrders)
      .set(checked)
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, order.status)));
  } catch {
    report.errors++;
  }
}

/**
 * Applies an order's payments as the provider lists them, exactly as confirm-order would: an authorised
 * payment of the order's amount is captured when nothing has paid the order yet, then every captured
 * one goes through settlePayment, the order's own amount first, so a correct payment completes the
 * registration before any other is refunded. Answers one result per captured payment (none: nothing
 * was paid). Used by the reconciler and by a repeat create-order, which must not send a creator whose
 * payment went through to the checkout again.
 */
export async function settleOrderPayments(
  ctx: AppContext,
  order: Pick<OrderRow, "providerOrderId" | "amountPaise" | "currency" | "status">,
  payments: GatewayPayment[],
  now: Date,
): Promise<SettleResult[]> {
  const providerOrderId = order.providerOrderId;
  if (!providerOrderId) return [];
  const captured: GatewayPayment[] = payments.filter((p) => p.status === "captured");
  const authorized = payments.find((p) => p.status === "authorized" && p.amount === order.amountPaise && p.currency === order.currency);
  const exact = captured.some((p) => p.amount === order.amountPaise && p.currency === order.currency);
  if (order.status !== "paid" && !exact && authorized) {
    captured.push(await ctx.payments.capturePayment(authorized.id, order.amountPaise, order.currency));
  }
  captured.sort((a, b) => Number(b.amount === order.amountPaise) - Number(a.amount === order.amountPaise));
  const results: SettleResult[] = [];
  for (const payment of captured) {
    if (payment.status !== "captured") continue;
    results.push(await settlePayment(ctx, { providerOrderId, payment: { ...payment, order_id: providerOrderId } }, now));
  }
  return results;
}

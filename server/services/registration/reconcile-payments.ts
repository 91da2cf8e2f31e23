import { and, asc, eq, gt, inArray, lt } from "drizzle-orm";
import { paymentOrders } from "#db/schema.ts";
import type { AppContext } from "../../context.ts";
import { paymentGatewayFor } from "../payments/payment-gateway.ts";
import { issueRefund, recordPaymentFailed, settlePayment } from "./settle-payment.ts";

export type ReconcileReport = { checked: number; completed: number; refunded: number; failed: number; errors: number };

/** Orders younger than this are left to the browser and the webhook. */
const MIN_AGE_MS = 60_000;
/** Orders older than this are no longer asked about (an abandoned checkout). */
const MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
const BATCH = 50;

/**
 * For open orders the webhook never reported: asks the provider for the order's payments and
 * completes (or refunds, when the contest filled meanwhile) exactly as confirm-order would. Then
 * retries refunds that could not be issued before. Safe to run in several processes at once: every
 * change goes through settlePayment's locked transaction and the refund idempotency key.
 */
export async function reconcilePendingPayments(ctx: AppContext, now = new Date()): Promise<ReconcileReport> {
  const gateway = paymentGatewayFor(ctx);
  const report: ReconcileReport = { checked: 0, completed: 0, refunded: 0, failed: 0, errors: 0 };
  const open = await ctx.db
    .select()
    .from(paymentOrders)
    .where(
      and(
        inArray(paymentOrders.status, ["created", "failed"]),
        lt(paymentOrders.createdAt, new Date(now.getTime() - MIN_AGE_MS)),
        gt(paymentOrders.createdAt, new Date(now.getTime() - MAX_AGE_MS)),
      ),
    )
    // Oldest check first; each check bumps updatedAt, so a long backlog is visited in turn.
    .orderBy(asc(paymentOrders.updatedAt))
    .limit(BATCH);

  for (const order of open) {
    report.checked++;
    try {
      const payments = await gateway.listOrderPayments(order.providerOrderId);
      let paid = payments.find((p) => p.status === "captured" && p.amount === order.amountPaise);
      const authorized = payments.find((p) => p.status === "authorized" && p.amount === order.amountPaise);
      if (!paid && authorized) paid = await gateway.capturePayment(authorized.id, order.amountPaise, order.currency);
      if (paid?.status === "captured") {
        const result = await settlePayment(
          ctx,
          { providerOrderId: order.providerOrderId, payment: { ...paid, order_id: order.providerOrderId } },
          now,
        );
        if (result.outcome === "completed") report.completed++;
        if (result.refunded) report.refunded++;
        continue;
      }
      const failure = payments.find((p) => p.status === "failed");
      if (failure && order.status === "created") {
        await recordPaymentFailed(
          ctx,
          { providerOrderId: order.providerOrderId, reason: failure.error_description || "Payment failed" },
          now,
        );
        report.failed++;
      } else {
        await ctx.db.update(paymentOrders).set({ updatedAt: now }).where(eq(paymentOrders.id, order.id));
      }
    } catch {
      report.errors++;
    }
  }

  const pendingRefunds = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.status, "refund_pending")).limit(BATCH);
  for (const order of pendingRefunds) {
    if (await issueRefund(ctx, order, now)) report.refunded++;
    else report.errors++;
  }
  return report;
}

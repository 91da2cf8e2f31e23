import { and, eq } from "drizzle-orm";
import { paymentOrders, paymentRefunds } from "#db/schema.ts";
import type { AppContext } from "../../context.ts";
import { enqueueRefundNotice } from "../mail/registration-mail.ts";

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

/**
 * Refunds one captured payment in full, outside any transaction. The idempotency key is stored with
 * the refund row (one row per payment), so a retry from the reconciler, a repeated confirm or a
 * replayed webhook never refunds twice (https://razorpay.com/docs/api/refunds/normal-refunds-idempotent/).
 * A failure leaves the row pending for the reconciler and answers false.
 */
export async function issueRefund(ctx: AppContext, refund: PaymentRefundRow, now = new Date()): Promise<boolean> {
  try {
    const answer = await ctx.payments.refundPayment({
      paymentId: refund.providerPaymentId,
      amountPaise: refund.amountPaise,
      idempotencyKey: refund.idempotencyKey,
      notes: { reason: refund.reason, orderId: refund.paymentOrderId },
    });
    // Recorded after the provider answered, in a transaction of its own.
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(paymentRefunds)
        .set({ status: "refunded", providerRefundId: answer.id, updatedAt: now })
        .where(eq(paymentRefunds.id, refund.id));
      // When the refunded payment is the order's own, the order is refunded too.
      await tx
        .update(paymentOrders)
        .set({ status: "refunded", providerRefundId: answer.id, updatedAt: now })
        .where(
          and(
            eq(paymentOrders.id, refund.paymentOrderId),
            eq(paymentOrders.status, "refund_pending"),
            eq(paymentOrders.providerPaymentId, refund.providerPaymentId),
          ),
        );
      await enqueueRefundNotice(tx, { ...refund, providerRefundId: answer.id }, now);
    });
    return true;
  } catch {
    return false;
  }
}

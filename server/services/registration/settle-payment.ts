import { and, eq, inArray, ne } from "drizzle-orm";
import { contests, paymentEvents, paymentOrders, subscribers } from "#db/schema.ts";
import type { AppContext } from "../../context.ts";
import type { GatewayPayment } from "../payments/gateway.ts";
import { paymentGatewayFor } from "../payments/payment-gateway.ts";
import { hasFreePlace, type Tx } from "./capacity.ts";

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export type SettleOutcome =
  /** This call completed the registration. */
  | "completed"
  /** It was already completed with this payment (a repeated confirm, a webhook after the browser). */
  | "already"
  /** The contest filled before the payment landed: the registration is cancelled and the payment refunded. */
  | "full"
  /** The registration was already completed by another payment: this one is refunded. */
  | "duplicate"
  /** Nothing to do: unknown order, replayed event, or a payment that does not match the order. */
  | "ignored";

export type SettleResult = { outcome: SettleOutcome; order?: PaymentOrderRow; refunded?: boolean };

/**
 * Applies a captured payment to its order, exactly once, in one transaction: the contest row is
 * locked first (the same order as create-order), so completed registrations plus unexpired holds
 * never pass maxParticipants, even when payments for the last place land together. A webhook's
 * event id is recorded in the same transaction, so a replay changes nothing. States only move
 * forward: a paid order stays paid. Refunds are asked of the provider after the commit.
 */
export async function settlePayment(
  ctx: AppContext,
  input: { providerOrderId: string; payment: GatewayPayment; event?: { id: string; type: string } },
  now = new Date(),
): Promise<SettleResult> {
  const result = await ctx.db.transaction(async (tx): Promise<SettleResult> => {
    if (input.event && !(await recordEvent(tx, input.event))) return { outcome: "ignored" };
    const [found] = await tx
      .select({ contestId: subscribers.contestId })
      .from(paymentOrders)
      .innerJoin(subscribers, eq(paymentOrders.subscriberId, subscribers.id))
      .where(eq(paymentOrders.providerOrderId, input.providerOrderId));
    if (!found) return { outcome: "ignored" };
    const [contest] = await tx.select().from(contests).where(eq(contests.id, found.contestId)).for("update");
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, input.providerOrderId)).for("update");
    if (!contest || !order) return { outcome: "ignored" };
    const [subscriber] = await tx.select().from(subscribers).where(eq(subscribers.id, order.subscriberId)).for("update");
    if (!subscriber) return { outcome: "ignored" };

    const { payment } = input;
    // The amount always comes from our database: a payment for another order or amount changes nothing.
    if (payment.order_id !== order.providerOrderId || payment.amount !== order.amountPaise || payment.currency !== order.currency) {
      return { outcome: "ignored", order };
    }
    if (order.status === "paid") return { outcome: order.providerPaymentId === payment.id ? "already" : "duplicate", order };
    if (order.status === "refund_pending" || order.status === "refunded") return { outcome: "full", order };

    const refund = async (reason: string, outcome: SettleOutcome): Promise<SettleResult> => {
      const [updated] = await tx
        .update(paymentOrders)
        .set({ status: "refund_pending", providerPaymentId: payment.id, failureReason: reason, updatedAt: now })
        .where(eq(paymentOrders.id, order.id))
        .returning();
      return { outcome, order: updated };
    };

    if (subscriber.status === "completed") return refund("registration already completed by another payment", "duplicate");
    if (subscriber.status === "cancelled") {
      // Only reopened when no other open registration of this user for this contest exists.
      const [other] = await tx
        .select({ id: subscribers.id })
        .from(subscribers)
        .where(
          and(
            eq(subscribers.contestId, subscriber.contestId),
            eq(subscribers.userId, subscriber.userId),
            inArray(subscribers.status, ["pending", "completed"]),
            ne(subscribers.id, subscriber.id),
          ),
        );
      if (other) return refund("another registration of this user is open", "duplicate");
    }
    if (!(await hasFreePlace(tx, contest, now, subscriber.id))) {
      await tx.update(subscribers).set({ status: "cancelled", holdExpiresAt: null }).where(eq(subscribers.id, subscriber.id));
      return refund("contest full", "full");
    }
    await tx
      .update(subscribers)
      .set({ status: "completed", isPaid: true, completedAt: now, holdExpiresAt: null })
      .where(eq(subscribers.id, subscriber.id));
    const [paid] = await tx
      .update(paymentOrders)
      .set({ status: "paid", providerPaymentId: payment.id, failureReason: null, updatedAt: now })
      .where(eq(paymentOrders.id, order.id))
      .returning();
    return { outcome: "completed", order: paid };
  });

  if (result.outcome === "completed") ctx.cache.invalidate("contest");
  if (result.order?.status === "refund_pending") {
    const refunded = await issueRefund(ctx, result.order);
    return { ...result, refunded };
  }
  return { ...result, refunded: result.order?.status === "refunded" };
}

/** Records a webhook event id; false when it was recorded before (a replay). */
export async function recordEvent(tx: Tx, event: { id: string; type: string }): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ eventId: event.id, eventType: event.type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

/**
 * Refunds an order in refund_pending in full. The idempotency key is derived from our order id, so a
 * retry (reconciler, repeated confirm) never refunds twice. A failure leaves the order pending for
 * the reconciler and answers false.
 */
export async function issueRefund(ctx: AppContext, order: PaymentOrderRow, now = new Date()): Promise<boolean> {
  if (!order.providerPaymentId) return false;
  try {
    const refund = await paymentGatewayFor(ctx).refundPayment({
      paymentId: order.providerPaymentId,
      amountPaise: order.amountPaise,
      idempotencyKey: `refund-${order.id}`,
      notes: { reason: order.failureReason ?? "refund", orderId: order.id },
    });
    await ctx.db
      .update(paymentOrders)
      .set({ status: "refunded", providerRefundId: refund.id, updatedAt: now })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, "refund_pending")));
    return true;
  } catch {
    return false;
  }
}

/**
 * Records a failed payment attempt (webhook payment.failed, simulated failure, reconciler). Only an
 * open order changes: paid, refunded and refund_pending are never undone by a late failure.
 */
export async function recordPaymentFailed(
  ctx: AppContext,
  input: { providerOrderId: string; reason: string; paymentId?: string; event?: { id: string; type: string } },
  now = new Date(),
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    if (input.event && !(await recordEvent(tx, input.event))) return false;
    const updated = await tx
      .update(paymentOrders)
      .set({
        status: "failed",
        failureReason: input.reason.slice(0, 500),
        ...(input.paymentId ? { providerPaymentId: input.paymentId } : {}),
        updatedAt: now,
      })
      .where(and(eq(paymentOrders.providerOrderId, input.providerOrderId), inArray(paymentOrders.status, ["created", "failed"])))
      .returning({ id: paymentOrders.id });
    return updated.length > 0;
  });
}

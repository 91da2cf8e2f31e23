import { and, eq, inArray, sql } from "drizzle-orm";
import { builtOnce } from "#db/built-once.ts";
import { paymentOrders, subscribers } from "#db/schema.ts";
import type { AppContext } from "../../context.ts";
import { AppError, notFound } from "../../errors.ts";
import { assertOwnUser } from "../creator-accounts/authorise.ts";
import type { CreatorSession } from "../creator-accounts/creator-session.ts";
import { checkoutSignature } from "../payments/signatures.ts";
import { simulatedPaymentId, simulatedSecret } from "../payments/simulated-gateway.ts";
import { serverMessages } from "./messages.ts";
import { recordPaymentFailed } from "./settle-payment.ts";

export const SIMULATED_FAILURE = "Payment declined in the test-mode checkout.";

export type SimulatedCheckoutResult =
  | { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
  | { error: { description: string } };

const openStatuses = ["created", "failed"] as const;

/** The success's one statement, built once per database: the payment id on this creator's open order. */
const paymentRecordOf = builtOnce((db) =>
  db
    .update(paymentOrders)
    .set({ providerPaymentId: sql`${sql.placeholder("paymentId")}`, updatedAt: sql`${sql.placeholder("now")}::timestamptz` })
    .from(subscribers)
    .where(
      and(
        eq(paymentOrders.providerOrderId, sql.placeholder("providerOrderId")),
        inArray(paymentOrders.status, openStatuses),
        eq(subscribers.id, paymentOrders.subscriberId),
        eq(subscribers.userId, sql.placeholder("userId")),
      ),
    )
    .returning({ id: paymentOrders.id })
    .prepare("simulated_payment_record"),
);

/**
 * POST /api/subscriber/simulated-checkout/:orderId, the test-mode checkout's succeed / fail buttons
 * (only in simulated mode), for the signed-in creator's own order. Success answers what Razorpay's
 * checkout hands the page, signed the same way, so the page runs the normal confirm-order; failure
 * records the failed attempt on the order. Refused, in this order: an unknown order (404), another
 * creator's (403, as assertOwnOrder refuses it), an order no longer open (409). A success is one
 * statement: the payment id is recorded only on an open order of this creator, and the refusal is
 * read only when nothing was recorded.
 */
export async function simulateCheckout(
  ctx: AppContext,
  session: CreatorSession,
  providerOrderId: string,
  outcome: "success" | "failure",
): Promise<SimulatedCheckoutResult> {
  if (ctx.payments.mode !== "simulated") throw notFound("Not found");
  const paymentId = simulatedPaymentId(outcome);
  if (outcome === "failure") {
    await refuseUnlessOpenAndOwn(ctx, session, providerOrderId);
    await recordPaymentFailed(ctx, { providerOrderId, paymentId, reason: SIMULATED_FAILURE });
    return { error: { description: SIMULATED_FAILURE } };
  }
  const recorded = session.userId
    ? await paymentRecordOf(ctx.db).execute({ paymentId, now: new Date().toISOString(), providerOrderId, userId: session.userId })
    : [];
  if (recorded.length === 0) {
    await refuseUnlessOpenAndOwn(ctx, session, providerOrderId);
    // Open and this creator's now, though the write found it otherwise: it changed meanwhile.
    throw new AppError("CONFLICT", serverMessages.tryAgain);
  }
  return {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: checkoutSignature(simulatedSecret(ctx.config), providerOrderId, paymentId),
  };
}

/** Throws the refusal for an order that is unknown, another creator's, or no longer open. */
async function refuseUnlessOpenAndOwn(ctx: AppContext, session: CreatorSession, providerOrderId: string): Promise<void> {
  const [order] = await ctx.db
    .select({ userId: subscribers.userId, status: paymentOrders.status })
    .from(paymentOrders)
    .innerJoin(subscribers, eq(paymentOrders.subscriberId, subscribers.id))
    .where(eq(paymentOrders.providerOrderId, providerOrderId));
  if (!order) throw notFound(serverMessages.orderNotFound);
  assertOwnUser(session, order.userId);
  if (!(openStatuses as readonly string[]).includes(order.status)) throw new AppError("CONFLICT", serverMessages.alreadyPaid);
}

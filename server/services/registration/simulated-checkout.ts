import { and, eq, inArray } from "drizzle-orm";
import { paymentOrders } from "#db/schema.ts";
import type { AppContext } from "../../context.ts";
import { AppError, notFound } from "../../errors.ts";
import { checkoutSignature } from "../payments/signatures.ts";
import { simulatedPaymentId, simulatedSecret } from "../payments/simulated-gateway.ts";
import { serverMessages } from "./messages.ts";
import { recordPaymentFailed } from "./settle-payment.ts";

export const SIMULATED_FAILURE = "Payment declined in the test-mode checkout.";

export type SimulatedCheckoutResult =
  | { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
  | { error: { description: string } };

/**
 * POST /api/subscriber/simulated-checkout/:orderId, the test-mode checkout's succeed / fail buttons
 * (only in simulated mode). Success answers what Razorpay's checkout hands the page, signed the same
 * way, so the page runs the normal confirm-order; failure records the failed attempt on the order.
 */
export async function simulateCheckout(
  ctx: AppContext,
  providerOrderId: string,
  outcome: "success" | "failure",
): Promise<SimulatedCheckoutResult> {
  if (ctx.payments.mode !== "simulated") throw notFound("Not found");
  const [order] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId));
  if (!order) throw notFound(serverMessages.orderNotFound);
  if (order.status !== "created" && order.status !== "failed") throw new AppError("CONFLICT", serverMessages.alreadyPaid);

  const paymentId = simulatedPaymentId(outcome);
  if (outcome === "failure") {
    await recordPaymentFailed(ctx, { providerOrderId, paymentId, reason: SIMULATED_FAILURE });
    return { error: { description: SIMULATED_FAILURE } };
  }
  await ctx.db
    .update(paymentOrders)
    .set({ providerPaymentId: paymentId, updatedAt: new Date() })
    .where(and(eq(paymentOrders.id, order.id), inArray(paymentOrders.status, ["created", "failed"])));
  return {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: checkoutSignature(simulatedSecret(ctx.config), providerOrderId, paymentId),
  };
}

import { eq, sql } from "drizzle-orm";
import { builtOnce } from "#db/built-once.ts";
import { paymentOrders, subscribers } from "#db/schema.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { GatewayPayment } from "../payments/gateway.ts";
import { RazorpayApiError } from "../payments/razorpay-gateway.ts";
import { closedRefundMessage, duplicateRefundMessage, mismatchRefundMessage, refundedMessage } from "./messages.ts";
import { type SettleResult, settlePayment } from "./settle-payment.ts";

export type ConfirmOrderInput = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  contestId: string;
  userId: string;
};

const verificationFailed = () => new AppError("BAD_REQUEST", m.verificationFailed);

/**
 * The order a confirmation names, with its registration: built once per database (both rows' every
 * column made building it a measurable part of a confirmation's CPU under a spike).
 */
const orderReadOf = builtOnce((db) =>
  db
    .select({ order: paymentOrders, subscriber: subscribers })
    .from(paymentOrders)
    .innerJoin(subscribers, eq(paymentOrders.subscriberId, subscribers.id))
    .where(eq(paymentOrders.providerOrderId, sql.placeholder("providerOrderId")))
    .prepare("confirm_order_read"),
);

/**
 * POST /api/subscriber/confirm-order. The checkout signature is checked in constant time against
 * the order id we stored, then the payment is fetched from the provider to check its order, amount
 * and status before the registration is completed (settlePayment, once; a repeat is harmless).
 * A payment that cannot complete the registration (contest full, registration closed after its
 * hold, a second payment, another amount) is refunded and the answer says so.
 */
export async function confirmOrder(ctx: AppContext, input: ConfirmOrderInput): Promise<{ message: string }> {
  const gateway = ctx.payments;
  const [row] = await orderReadOf(ctx.db).execute({ providerOrderId: input.razorpay_order_id });
  if (!row || row.subscriber.userId !== input.userId || row.subscriber.contestId !== input.contestId) throw verificationFailed();
  const order = { ...row.order, providerOrderId: input.razorpay_order_id };
  if (
    !gateway.verifyCheckoutSignature({
      orderId: order.providerOrderId,
      paymentId: input.razorpay_payment_id,
      signature: input.razorpay_signature,
    })
  ) {
    throw verificationFailed();
  }
  if (order.status === "paid" && order.providerPaymentId === input.razorpay_payment_id) return { message: m.paymentSuccess };

  const payment = await capturedPayment(ctx, input.razorpay_payment_id, order);
  const result = await settlePayment(ctx, { providerOrderId: order.providerOrderId, payment });
  return settledAnswer(result, payment.amount);
}

/**
 * The creator's answer once a payment was settled: success, or the refusal saying that (and how much)
 * was refunded. Shared by confirm-order and a repeat create-order that finds the payment made.
 */
export function settledAnswer(result: SettleResult, paymentAmount: number): { message: string } {
  const refunded = Boolean(result.refunded);
  const amount = result.refund?.amountPaise ?? paymentAmount;
  switch (result.outcome) {
    case "completed":
    case "already":
      return { message: m.paymentSuccess };
    case "duplicate":
      throw new AppError("ALREADY_REGISTERED", duplicateRefundMessage(m.alreadyRegistered, amount, refunded), { refunded: true });
    case "full":
      throw new AppError("REGISTRATION_FULL", refundedMessage(amount, refunded), { refunded: true });
    case "closed":
      throw new AppError("REGISTRATION_CLOSED", closedRefundMessage(amount, refunded), { refunded: true });
    case "mismatch":
      throw new AppError("BAD_REQUEST", mismatchRefundMessage(amount, refunded), { refunded: true });
    default:
      throw verificationFailed();
  }
}

/**
 * The provider's view of the payment, captured when it was only authorised for the order's amount;
 * refused unless it belongs to `order`. A captured payment of another amount is passed on, so
 * settlePayment refunds it.
 */
async function capturedPayment(
  ctx: AppContext,
  paymentId: string,
  order: { providerOrderId: string; amountPaise: number; currency: string },
): Promise<GatewayPayment> {
  const gateway = ctx.payments;
  let payment: GatewayPayment;
  try {
    payment = await gateway.fetchPayment(paymentId);
    if (payment.order_id !== order.providerOrderId) throw verificationFailed();
    const exact = payment.amount === order.amountPaise && payment.currency === order.currency;
    if (payment.status === "authorized") {
      // An authorised payment of another amount is never captured: the provider releases it.
      if (!exact) throw verificationFailed();
      payment = await gateway.capturePayment(paymentId, order.amountPaise, order.currency);
    }
  } catch (error) {
    if (error instanceof RazorpayApiError || (error instanceof AppError && error.code === "NOT_FOUND")) throw verificationFailed();
    throw error;
  }
  if (payment.status !== "captured") {
    throw new AppError("PAYMENT_FAILED", payment.error_description || m.paymentFailed);
  }
  return payment;
}

export { capturedPayment };

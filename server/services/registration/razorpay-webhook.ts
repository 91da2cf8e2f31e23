import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { paymentOrders } from "#db/schema.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { GatewayPayment } from "../payments/gateway.ts";
import { recordEvent, recordPaymentFailed, type SettleOutcome, settlePayment } from "./settle-payment.ts";

type WebhookEvent = {
  event?: string;
  payload?: { payment?: { entity?: GatewayPayment }; order?: { entity?: { id?: string } } };
};

export type WebhookResult = { handled: SettleOutcome | "failed-recorded" | "replayed" | "skipped" };

/**
 * POST /api/subscriber/razorpay-webhook (https://razorpay.com/docs/webhooks/). The signature is
 * checked over the raw body; the event id (X-Razorpay-Event-Id, or a hash of the body) is stored in
 * the same transaction as the state change, so a replay changes nothing. payment.captured and
 * order.paid complete a registration whose browser never came back; payment.failed is recorded.
 */
export async function handleRazorpayWebhook(
  ctx: AppContext,
  input: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined },
): Promise<WebhookResult> {
  const gateway = ctx.payments;
  if (gateway.mode !== "razorpay" || !gateway.verifyWebhookSignature(input.rawBody, input.signature ?? "")) {
    throw new AppError("BAD_REQUEST", "Invalid webhook signature.");
  }
  let event: WebhookEvent;
  try {
    event = JSON.parse(input.rawBody.toString("utf8")) as WebhookEvent;
  } catch {
    throw new AppError("BAD_REQUEST", "The webhook body is not JSON.");
  }
  const type = String(event.event ?? "unknown");
  const id = input.eventId?.trim() || `body:${createHash("sha256").update(input.rawBody).digest("hex")}`;
  const marker = { id, type };
  let payment = event.payload?.payment?.entity;
  const orderId = payment?.order_id ?? event.payload?.order?.entity?.id;

  if (payment && orderId && (type === "payment.captured" || type === "order.paid" || type === "payment.authorized")) {
    if (payment.status === "authorized") {
      // Only the order's exact amount is captured; any other authorisation is left for the provider to release.
      const [order] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId));
      if (!order || payment.amount !== order.amountPaise || payment.currency !== order.currency)
        return { handled: await skip(ctx, marker) };
      payment = await gateway.capturePayment(payment.id, order.amountPaise, order.currency);
    }
    if (payment.status !== "captured") return { handled: await skip(ctx, marker) };
    const result = await settlePayment(ctx, { providerOrderId: orderId, payment: { ...payment, order_id: orderId }, event: marker });
    return { handled: result.outcome };
  }
  if (payment && orderId && type === "payment.failed") {
    const recorded = await recordPaymentFailed(ctx, {
      providerOrderId: orderId,
      paymentId: payment.id,
      reason: payment.error_description || "Payment failed",
      event: marker,
    });
    return { handled: recorded ? "failed-recorded" : "replayed" };
  }
  return { handled: await skip(ctx, marker) };
}

/** Events we do not act on are still remembered, so a replay is recognised as one. */
async function skip(ctx: AppContext, event: { id: string; type: string }): Promise<"skipped" | "replayed"> {
  const fresh = await ctx.db.transaction((tx) => recordEvent(tx, event));
  return fresh ? "skipped" : "replayed";
}

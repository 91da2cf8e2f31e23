import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { cookieForUser } from "./creator-session.ts";
import { postJson } from "./inject.ts";
import type { RazorpayStandIn } from "./razorpay-stand-in.ts";

/** A signed-in creator's order for a contest (create-order), not paid yet: the provider's order id and the registration's id. */
export async function startOrder(app: FastifyInstance, input: { contestId: string; userId: string; link: string }, cookie?: string) {
  const created = await postJson<{ data: { order: { id: string }; subscriber: { _id: string } } }>(
    app,
    "/api/subscriber/create-order",
    input,
    { cookie: cookie ?? (await cookieForUser(app, input.userId)) },
  );
  expect(created.status).toBe(200);
  return { orderId: created.body.data.order.id, registrationId: created.body.data.subscriber._id };
}

/**
 * A creator who registers and pays through the real flow: create-order, the Razorpay stand-in's
 * checkout, confirm-order. Answers the creator's cookie, the provider's order id, the payment and the
 * registration's id.
 */
export async function payThroughCheckout(
  app: FastifyInstance,
  rzp: RazorpayStandIn,
  input: { contestId: string; userId: string; link: string },
) {
  const cookie = await cookieForUser(app, input.userId);
  const { orderId, registrationId } = await startOrder(app, input, cookie);
  const paid = rzp.pay(orderId);
  const confirmed = await postJson(
    app,
    "/api/subscriber/confirm-order",
    { ...paid.checkout, contestId: input.contestId, userId: input.userId },
    { cookie },
  );
  expect(confirmed.status).toBe(200);
  return { cookie, orderId, payment: paid.payment, paymentId: paid.payment.id, registrationId };
}

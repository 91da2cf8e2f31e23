import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ConfirmOrderAnswer,
  CreateOrderAnswer,
  PaymentConfigAnswer,
  SimulatedCheckoutAnswer,
  WebhookAnswer,
} from "#shared/api/registration.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { PaymentVideoLinkSchema } from "#shared/registration/user-details-schema.ts";
import { token } from "#shared/validation/text.ts";
import { AppError, notFound } from "../errors.ts";
import { clientKey } from "../services/client-key.ts";
import { assertOwnUser } from "../services/creator-accounts/authorise.ts";
import { requireCreatorSession } from "../services/creator-accounts/creator-session.ts";
import { sameOriginHook } from "../services/identity/same-origin.ts";
import { consumeRateLimit } from "../services/rate-limit.ts";
import { confirmOrder } from "../services/registration/confirm-order.ts";
import { createOrder } from "../services/registration/create-order.ts";
import { handleRazorpayWebhook } from "../services/registration/razorpay-webhook.ts";
import { simulateCheckout } from "../services/registration/simulated-checkout.ts";
import { keepCreatorLanguage } from "../services/i18n/stored-language.ts";
import { answers, IdParam, type ZodApi } from "./schemas.ts";

/** Registration and payment (docs/product-rules.md, registration and payments): the subscriber calls, the Razorpay webhook and the test-mode checkout. */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The calls below act with the creator's cookie; the webhook (no cookie, its own signature) is registered apart.
  const sameOrigin = sameOriginHook(app.ctx.config.publicUrl);
  if (app.ctx.config.nodeEnv === "production" && !app.ctx.config.razorpay) {
    // Only a local trial gets here (a public site refuses to start without keys): information, not a fault.
    app.log.info("Local trial: no Razorpay keys, so payments run in the clearly labelled test-mode checkout (Succeed / Fail).");
  }
  startRoutes(api, sameOrigin);
  checkoutOutcomeRoutes(api, sameOrigin);
  await webhookRoutes(app);
}

type SameOriginHook = ReturnType<typeof sameOriginHook>;

/** Starting a registration: which checkout to show, then the held place and its payment order. */
function startRoutes(api: ZodApi, sameOrigin: SameOriginHook): void {
  const { ctx } = api;

  api.get(
    "/subscriber/get-razorpay-id",
    {
      schema: {
        tags: ["registration"],
        summary: "The checkout key id and the payment mode",
        description:
          "mode 'razorpay' (load Razorpay's checkout with razorpayKeyId) or 'simulated' (no keys configured: show the test-mode checkout and call simulated-checkout).",
        response: answers(PaymentConfigAnswer),
      },
    },
    async () => {
      const gateway = ctx.payments;
      return { isOk: true as const, razorpayKeyId: gateway.keyId, mode: gateway.mode };
    },
  );

  api.post(
    "/subscriber/create-order",
    {
      preHandler: sameOrigin,
      schema: {
        tags: ["registration"],
        summary: "Start a registration: hold a place and create the payment order",
        description:
          "Checks the registration window (IST), eligibility by location, capacity and an earlier completed registration; creates or reuses the user's pending registration (held 15 minutes while its client has fewer than 2 holds and holds stay within half of the places not yet paid; otherwise the payment takes a place if one is free) and the provider order for the entry fee from the database, in paise. Free contest: completes at once, {message, data:{subscriber, free:true}}. A repeat call whose order the provider shows paid (the confirmation was lost) completes the same way, with isPaid true, instead of a second checkout. Paid: {data:{order:{id, amount, currency}, subscriber:{_id}, user:{name, email, contact}}}. Acts only for the signed-in creator: 401 without a creator session, 403 for any other userId. Refusals: 409 REGISTRATION_CLOSED / REGISTRATION_NOT_STARTED / REGISTRATION_FULL / ALREADY_REGISTERED, 422 NOT_ELIGIBLE.",
        body: z.object({ contestId: IdParam, userId: IdParam, link: z.string().max(500).optional() }),
        response: answers(CreateOrderAnswer),
      },
    },
    async (request) => {
      await consumeRateLimit(ctx.db, `create-order:${clientKey(request)}`, { limit: 60, windowMs: 60_000 });
      const session = await requireCreatorSession(request);
      assertOwnUser(session, request.body.userId);
      // Registering on the Hindi site makes Hindi the creator's language (a free contest's mail goes out below).
      await keepCreatorLanguage(ctx.db, session, request.language);
      const link = PaymentVideoLinkSchema.safeParse(request.body.link ?? "");
      if (!link.success) throw new AppError("BAD_REQUEST", link.error.issues[0]?.message ?? m.paymentVideoLinkInvalid);
      const result = await createOrder(ctx, { ...request.body, link: link.data, client: clientKey(request) });
      if (result.free) {
        const message = result.subscriber.isPaid ? m.paymentSuccess : m.freeContestSuccess;
        return { isOk: true as const, message, data: { subscriber: result.subscriber, free: true as const } };
      }
      const { order, subscriber, user } = result;
      return { isOk: true as const, message: "Order created", data: { order, subscriber, user, free: false as const } };
    },
  );
}

/** What the checkout's result comes back to: the confirmed payment, or the test-mode checkout's outcome. */
function checkoutOutcomeRoutes(api: ZodApi, sameOrigin: SameOriginHook): void {
  const { ctx } = api;

  api.post(
    "/subscriber/confirm-order",
    {
      preHandler: sameOrigin,
      schema: {
        tags: ["registration"],
        summary: "Confirm a payment from the checkout and complete the registration",
        description:
          "Verifies the checkout signature against the stored order, fetches the payment from the provider (order, amount, status) and completes the registration once; repeating is harmless. Acts only for the signed-in creator: 401 without a creator session, 403 for any other userId. 400 'Payment verification failed on server.' on any mismatch; 409 REGISTRATION_FULL with refunded:true when the last place went while paying (the payment is refunded).",
        body: z.object({
          razorpay_order_id: token("razorpay_order_id", 100),
          razorpay_payment_id: token("razorpay_payment_id", 100),
          razorpay_signature: token("razorpay_signature", 200),
          contestId: IdParam,
          userId: IdParam,
        }),
        response: answers(ConfirmOrderAnswer),
      },
    },
    async (request) => {
      const session = await requireCreatorSession(request);
      assertOwnUser(session, request.body.userId);
      await keepCreatorLanguage(ctx.db, session, request.language);
      return { isOk: true as const, ...(await confirmOrder(ctx, request.body)) };
    },
  );

  api.post(
    "/subscriber/simulated-checkout/:orderId",
    {
      preHandler: sameOrigin,
      schema: {
        tags: ["registration"],
        summary: "Test-mode checkout result (simulated mode only)",
        description:
          "Only when get-razorpay-id says mode 'simulated' (404 otherwise), for the signed-in creator's own order (401 without a creator session, 403 for another's). success: {razorpay_order_id, razorpay_payment_id, razorpay_signature}, signed as Razorpay signs, to pass to confirm-order. failure: {error:{description}}; the order records the failed attempt.",
        params: z.object({ orderId: token("orderId", 100) }),
        body: z.object({ outcome: z.enum(["success", "failure"]) }),
        response: answers(SimulatedCheckoutAnswer),
      },
    },
    async (request) => {
      if (ctx.payments.mode !== "simulated") throw notFound("Not found");
      // The order must be the signed-in creator's: simulateCheckout refuses another's with 403.
      return simulateCheckout(ctx, await requireCreatorSession(request), request.params.orderId, request.body.outcome);
    },
  );
}

/** Razorpay's own calls, outside the creator's cookie and same-origin check. */
async function webhookRoutes(app: FastifyInstance): Promise<void> {
  // The webhook signature covers the exact bytes Razorpay sent, so this route keeps the raw body.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    raw.post(
      "/subscriber/razorpay-webhook",
      {
        schema: {
          tags: ["registration"],
          summary: "Razorpay webhook (payment.captured, order.paid, payment.failed)",
          description:
            "Verifies X-Razorpay-Signature over the raw body with RAZORPAY_WEBHOOK_SECRET (400 otherwise), ignores a replayed X-Razorpay-Event-Id, completes a paid registration whose browser never came back, refunds a payment for a contest that filled meanwhile and records failed payments. States only move forward.",
          response: answers(WebhookAnswer),
        },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = (name: string) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        const result = await handleRazorpayWebhook(app.ctx, {
          rawBody,
          signature: header("x-razorpay-signature"),
          eventId: header("x-razorpay-event-id"),
        });
        return { isOk: true as const, ...result };
      },
    );
  });
}

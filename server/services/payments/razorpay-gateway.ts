import { AppError } from "../../errors.ts";
import type { GatewayOrder, GatewayPayment, GatewayRefund, PaymentGateway } from "./gateway.ts";
import { verifyCheckout, verifyWebhook } from "./signatures.ts";

export type RazorpaySettings = { keyId: string; keySecret: string; webhookSecret?: string; apiBase: string };

const TIMEOUT_MS = 15_000;

export class RazorpayApiError extends Error {
  readonly status: number;
  readonly description: string;
  constructor(status: number, description: string) {
    super(`Razorpay answered ${status}: ${description}`);
    this.status = status;
    this.description = description;
  }
}

/**
 * The Razorpay REST API over HTTPS with basic auth (https://razorpay.com/docs/api/authentication/).
 * The base URL is configurable so tests point it at a local stand-in.
 */
export function createRazorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const base = settings.apiBase.replace(/\/+$/, "");
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString("base64")}`;

  async function call<T>(method: "GET" | "POST", path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: auth, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new AppError("BAD_GATEWAY", "The payment provider could not be reached. Please try again.", {
        cause: (error as Error).name,
      });
    }
    const text = await response.text();
    if (!response.ok) {
      let description = text.slice(0, 200);
      try {
        description = (JSON.parse(text) as { error?: { description?: string } }).error?.description ?? description;
      } catch {
        // not JSON: keep the text
      }
      throw new RazorpayApiError(response.status, description);
    }
    return JSON.parse(text) as T;
  }

  return {
    mode: "razorpay",
    keyId: settings.keyId,
    // https://razorpay.com/docs/api/orders/create/ : amount in paise, a receipt of at most 40 characters.
    createOrder: async ({ amountPaise, currency, receipt, notes }) =>
      call<GatewayOrder>("POST", "/v1/orders", { amount: amountPaise, currency, receipt: receipt.slice(0, 40), notes }),
    fetchPayment: (paymentId) => call<GatewayPayment>("GET", `/v1/payments/${encodeURIComponent(paymentId)}`),
    // https://razorpay.com/docs/api/orders/fetch-payments/
    listOrderPayments: async (orderId) =>
      (await call<{ items: GatewayPayment[] }>("GET", `/v1/orders/${encodeURIComponent(orderId)}/payments`)).items ?? [],
    // https://razorpay.com/docs/api/payments/capture/
    capturePayment: (paymentId, amountPaise, currency) =>
      call<GatewayPayment>("POST", `/v1/payments/${encodeURIComponent(paymentId)}/capture`, { amount: amountPaise, currency }),
    // https://razorpay.com/docs/api/refunds/normal-refunds-idempotent/ : the same X-Refund-Idempotency
    // key with the same body never refunds twice.
    refundPayment: ({ paymentId, amountPaise, idempotencyKey, notes }) =>
      call<GatewayRefund>(
        "POST",
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: "normal", notes },
        { "X-Refund-Idempotency": idempotencyKey },
      ),
    verifyCheckoutSignature: (input) => verifyCheckout(settings.keySecret, input),
    verifyWebhookSignature: (rawBody, signature) => verifyWebhook(settings.webhookSecret, rawBody, signature),
  };
}

/**
 * The payment provider as the registration flow sees it (docs/payments-and-capacity.md). Two implementations:
 * `razorpay` (the real Orders, Payments and Refunds APIs) and `simulated` (no keys: a visible
 * test-mode checkout whose result is signed like Razorpay's, so the same confirm path runs).
 */
export type GatewayMode = "razorpay" | "simulated";

export type GatewayOrder = { id: string; amount: number; currency: string; receipt?: string | null };

/** The fields of a Razorpay payment entity we rely on (https://razorpay.com/docs/api/payments/). */
export type GatewayPayment = {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed" | string;
  error_description?: string | null;
  /** Unix seconds when the customer paid; decides whether the registration's hold covered it. */
  created_at?: number;
  /** Paise Razorpay keeps once captured, its GST included; null before capture. */
  fee?: number | null;
  /** The GST within `fee`, in paise. */
  tax?: number | null;
};

/** A payment's fee and its GST as payment_orders stores them: both whole paise, or both null (not known). */
export function providerFeeOf(payment: Pick<GatewayPayment, "fee" | "tax">): {
  providerFeePaise: number | null;
  providerTaxPaise: number | null;
} {
  const paise = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;
  const { fee, tax } = payment;
  if (!paise(fee) || !paise(tax) || tax > fee) return { providerFeePaise: null, providerTaxPaise: null };
  return { providerFeePaise: fee, providerTaxPaise: tax };
}

export type GatewayRefund = { id: string; payment_id: string; amount: number; status?: string };

export type PaymentGateway = {
  mode: GatewayMode;
  /** What the browser's checkout needs: the public key id (a placeholder when simulated). */
  keyId: string;
  createOrder: (input: { amountPaise: number; currency: string; receipt: string; notes: Record<string, string> }) => Promise<GatewayOrder>;
  fetchPayment: (paymentId: string) => Promise<GatewayPayment>;
  /** Every payment attempt of an order (the reconciler's view). */
  listOrderPayments: (orderId: string) => Promise<GatewayPayment[]>;
  capturePayment: (paymentId: string, amountPaise: number, currency: string) => Promise<GatewayPayment>;
  /** A full refund; the same idempotency key never refunds twice. */
  refundPayment: (input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }) => Promise<GatewayRefund>;
  /** The checkout signature: HMAC_SHA256(order_id + "|" + payment_id, secret), compared in constant time. */
  verifyCheckoutSignature: (input: { orderId: string; paymentId: string; signature: string }) => boolean;
  /** X-Razorpay-Signature over the raw body; false when no webhook secret is configured. */
  verifyWebhookSignature: (rawBody: Buffer, signature: string) => boolean;
};

import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the parts of Razorpay's REST API the server calls (Orders, Payments, Refunds),
 * with basic-auth checks and X-Refund-Idempotency semantics, plus helpers that play the customer
 * (pay an order the way checkout would) and Razorpay's webhook sender.
 */
export type StandInOrder = { id: string; amount: number; currency: string; receipt: string; notes: Record<string, string>; status: string };
export type StandInPayment = {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  error_description?: string | null;
  /** Unix seconds, as Razorpay's payment entity carries it. */
  created_at: number;
  /** Paise Razorpay keeps, its GST included; null until captured (as Razorpay answers). */
  fee: number | null;
  /** The GST within `fee`, in paise; null until captured. */
  tax: number | null;
};
export type StandInRefund = { id: string; payment_id: string; amount: number; idempotencyKey: string | null; body: string };

export type RazorpayStandIn = {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  env: Record<string, string>;
  orders: Map<string, StandInOrder>;
  payments: Map<string, StandInPayment>;
  refunds: StandInRefund[];
  requests: { method: string; path: string; headers: IncomingMessage["headers"]; body: string }[];
  /** How long POST /v1/orders takes to answer (a slow provider); 0 by default. */
  orderDelayMs: number;
  /** How long a refund takes to answer; 0 by default. */
  refundDelayMs: number;
  /** Makes a payment on an order, as the checkout would; answers what the checkout hands the page. */
  pay: (
    orderId: string,
    options?: { status?: string; amount?: number; paidAt?: Date },
  ) => {
    payment: StandInPayment;
    checkout: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  };
  /** The next request for `method` and `path` answers `status` (the provider down for a moment), once. */
  failNext: (method: string, path: string, status: number) => void;
  /** A webhook body and its headers, signed with the webhook secret. */
  webhook: (event: string, payment: StandInPayment, eventId?: string) => { body: string; headers: Record<string, string> };
  close: () => Promise<void>;
};

const rand = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;

/** Razorpay's standard domestic rate: 2 % of the amount, plus 18 % GST on that, each rounded to whole paise. */
export const STAND_IN_FEE_PERCENT = 2;
export const STAND_IN_GST_PERCENT = 18;

/** A captured payment's `fee` (GST included) and `tax` as Razorpay reports them: ₹499.00 → fee 1178, tax 180. */
export function standInFee(amountPaise: number): { fee: number; tax: number } {
  const commission = Math.round((amountPaise * STAND_IN_FEE_PERCENT) / 100);
  const tax = Math.round((commission * STAND_IN_GST_PERCENT) / 100);
  return { fee: commission + tax, tax };
}

export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const keyId = "rzp_test_standin123";
  const keySecret = "stand-in-key-secret";
  const webhookSecret = "stand-in-webhook-secret";
  const orders = new Map<string, StandInOrder>();
  const payments = new Map<string, StandInPayment>();
  const refunds: StandInRefund[] = [];
  const requests: RazorpayStandIn["requests"] = [];
  const failures: { method: string; path: string; status: number }[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const path = req.url ?? "/";
    requests.push({ method: req.method ?? "GET", path, headers: req.headers, body });
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(value));
    };
    const fail = (status: number, description: string) => send(status, { error: { code: "BAD_REQUEST_ERROR", description } });
    if (req.headers.authorization !== expectedAuth) return fail(401, "Authentication failed");
    const failure = failures.findIndex((f) => f.method === req.method && f.path === path);
    if (failure >= 0) return fail(failures.splice(failure, 1)[0]?.status ?? 500, "The server is down for a moment");
    const json = () => (body ? (JSON.parse(body) as Record<string, unknown>) : {});
    const route = (method: string, pattern: RegExp) => (req.method === method ? path.match(pattern) : null);

    if (req.method === "POST" && path === "/v1/orders") {
      if (standIn.orderDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, standIn.orderDelayMs));
      const input = json();
      if (typeof input.amount !== "number" || !Number.isInteger(input.amount) || input.amount < 100)
        return fail(400, "The amount must be at least INR 1.00");
      const order: StandInOrder = {
        id: rand("order"),
        amount: input.amount,
        currency: String(input.currency ?? "INR"),
        receipt: String(input.receipt ?? ""),
        notes: (input.notes as Record<string, string>) ?? {},
        status: "created",
      };
      orders.set(order.id, order);
      return send(200, { entity: "order", amount_paid: 0, amount_due: order.amount, attempts: 0, ...order });
    }
    const orderPayments = route("GET", /^\/v1\/orders\/([^/]+)\/payments$/);
    if (orderPayments) {
      const items = [...payments.values()].filter((p) => p.order_id === orderPayments[1]);
      return send(200, { entity: "collection", count: items.length, items });
    }
    const fetchPayment = route("GET", /^\/v1\/payments\/([^/]+)$/);
    if (fetchPayment) {
      const payment = payments.get(fetchPayment[1] ?? "");
      return payment ? send(200, { entity: "payment", ...payment }) : fail(400, "The id provided does not exist");
    }
    const capture = route("POST", /^\/v1\/payments\/([^/]+)\/capture$/);
    if (capture) {
      const payment = payments.get(capture[1] ?? "");
      if (!payment) return fail(400, "The id provided does not exist");
      if (payment.status !== "authorized") return fail(400, "This payment has already been captured");
      payment.status = "captured";
      Object.assign(payment, standInFee(payment.amount));
      return send(200, { entity: "payment", ...payment });
    }
    const refundRoute = route("POST", /^\/v1\/payments\/([^/]+)\/refund$/);
    if (refundRoute) {
      if (standIn.refundDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, standIn.refundDelayMs));
      const payment = payments.get(refundRoute[1] ?? "");
      if (payment?.status !== "captured") return fail(400, "Only captured payments can be refunded");
      const key = (req.headers["x-refund-idempotency"] as string | undefined) ?? null;
      const earlier = key ? refunds.find((r) => r.idempotencyKey === key) : undefined;
      if (earlier) {
        if (earlier.body !== body) return fail(400, "Different request with the same idempotency key has already been processed.");
        return send(200, { entity: "refund", id: earlier.id, payment_id: earlier.payment_id, amount: earlier.amount, status: "processed" });
      }
      const amount = Number(json().amount ?? payment.amount);
      const refund: StandInRefund = { id: rand("rfnd"), payment_id: payment.id, amount, idempotencyKey: key, body };
      refunds.push(refund);
      return send(200, { entity: "refund", id: refund.id, payment_id: payment.id, amount, status: "processed" });
    }
    return fail(404, `No stand-in route for ${req.method} ${path}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: RazorpayStandIn = {
    baseUrl,
    keyId,
    keySecret,
    webhookSecret,
    env: { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret, RAZORPAY_API_BASE: baseUrl },
    orders,
    payments,
    refunds,
    requests,
    orderDelayMs: 0,
    refundDelayMs: 0,
    pay: (orderId, options = {}) => {
      const order = orders.get(orderId);
      if (!order) throw new Error(`stand-in has no order ${orderId}`);
      const amount = options.amount ?? order.amount;
      const status = options.status ?? "captured";
      const payment: StandInPayment = {
        id: rand("pay"),
        order_id: orderId,
        amount,
        currency: order.currency,
        status,
        error_description: options.status === "failed" ? "Your card was declined." : null,
        created_at: Math.floor((options.paidAt ?? new Date()).getTime() / 1000),
        ...(status === "captured" ? standInFee(amount) : { fee: null, tax: null }),
      };
      payments.set(payment.id, payment);
      if (payment.status === "captured") order.status = "paid";
      const signature = createHmac("sha256", keySecret).update(`${orderId}|${payment.id}`).digest("hex");
      return { payment, checkout: { razorpay_order_id: orderId, razorpay_payment_id: payment.id, razorpay_signature: signature } };
    },
    failNext: (method, path, status) => void failures.push({ method, path, status }),
    webhook: (event, payment, eventId = rand("evt")) => {
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_standin",
        event,
        contains: ["payment"],
        payload: { payment: { entity: { entity: "payment", ...payment } } },
        created_at: Math.floor(Date.now() / 1000),
      });
      const signature = createHmac("sha256", webhookSecret).update(body).digest("hex");
      return { body, headers: { "content-type": "application/json", "x-razorpay-signature": signature, "x-razorpay-event-id": eventId } };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  return standIn;
}

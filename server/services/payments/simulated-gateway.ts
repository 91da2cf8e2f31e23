import { createHmac, randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createPrivateDataDir, type Db } from "#db/client.ts";
import { paymentOrders } from "#db/schema.ts";
import type { Config } from "../../config.ts";
import { notFound } from "../../errors.ts";
import type { GatewayPayment, PaymentGateway } from "./gateway.ts";
import { verifyCheckout } from "./signatures.ts";

export const SIMULATED_KEY_ID = "rzp_test_simulated";
const SUCCESS_PREFIX = "pay_sim_";
const FAILURE_PREFIX = "pay_simfail_";

export const simulatedPaymentId = (outcome: "success" | "failure") =>
  `${outcome === "success" ? SUCCESS_PREFIX : FAILURE_PREFIX}${randomBytes(7).toString("hex")}`;

/**
 * The secret the simulated checkout signs with: derived from SESSION_SECRET when set (every process
 * agrees), otherwise a random value kept in DATA_DIR. Never sent to the browser.
 */
export function simulatedSecret(config: Pick<Config, "sessionSecret" | "dataDir">): string {
  if (config.sessionSecret) return createHmac("sha256", config.sessionSecret).update("simulated-checkout").digest("hex");
  const file = path.join(config.dataDir, "simulated-checkout.key");
  if (!existsSync(file)) {
    createPrivateDataDir(config.dataDir);
    try {
      writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return readFileSync(file, "utf8").trim();
}

/**
 * No provider: orders exist only in our database, and a "payment" is the outcome the visible test-mode
 * checkout chose, recorded on the order (payment id prefix tells success from failure). Amounts are
 * the order's own, so the confirm path checks exactly what it checks with Razorpay.
 */
export function createSimulatedGateway(db: Db, secretOf: () => string): PaymentGateway {
  let secret: string | undefined;
  const key = () => (secret ??= secretOf());
  const paymentOf = (order: typeof paymentOrders.$inferSelect, paymentId: string): GatewayPayment => {
    const failed = paymentId.startsWith(FAILURE_PREFIX);
    return {
      id: paymentId,
      order_id: order.providerOrderId,
      amount: order.amountPaise,
      currency: order.currency,
      status: failed ? "failed" : order.status === "refunded" ? "refunded" : "captured",
      error_description: failed ? (order.failureReason ?? "Payment failed in the test-mode checkout.") : null,
    };
  };
  return {
    mode: "simulated",
    keyId: SIMULATED_KEY_ID,
    createOrder: async ({ amountPaise, currency, receipt }) => ({
      id: `order_sim_${randomBytes(7).toString("hex")}`,
      amount: amountPaise,
      currency,
      receipt,
    }),
    fetchPayment: async (paymentId) => {
      const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.providerPaymentId, paymentId));
      if (!order) throw notFound("Payment not found");
      return paymentOf(order, paymentId);
    },
    listOrderPayments: async (orderId) => {
      const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId));
      return order?.providerPaymentId ? [paymentOf(order, order.providerPaymentId)] : [];
    },
    capturePayment: async (paymentId) => {
      const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.providerPaymentId, paymentId));
      if (!order) throw notFound("Payment not found");
      return paymentOf(order, paymentId);
    },
    refundPayment: async ({ paymentId, amountPaise, idempotencyKey }) => ({
      id: `rfnd_sim_${createHmac("sha256", key()).update(idempotencyKey).digest("hex").slice(0, 14)}`,
      payment_id: paymentId,
      amount: amountPaise,
      status: "processed",
    }),
    verifyCheckoutSignature: (input) => verifyCheckout(key(), input),
    verifyWebhookSignature: () => false,
  };
}

import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { paymentOrderStatuses } from "#shared/payments/order-states.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { subscribers } from "./registrations.ts";

/**
 * creating → created (the provider answered; a creating row is the claim that stops a double click
 * from making a second provider order) → paid, or created → failed (a retry may still pay it:
 * failed → paid is allowed), or, when the order's payment cannot complete the registration (contest
 * full, late), → refund_pending → refunded. paid changes only when an owner refunds the registration
 * from the console: paid → refund_pending → refunded. See docs/payments-and-capacity.md.
 */
export { paymentOrderStatuses };
export type PaymentOrderStatus = (typeof paymentOrderStatuses)[number];

export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: id(),
    subscriberId: text("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** Null only while the provider is being asked (status creating). */
    providerOrderId: text("provider_order_id").unique(),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    status: text("status").$type<PaymentOrderStatus>().notNull().default("created"),
    providerPaymentId: text("provider_payment_id"),
    providerRefundId: text("provider_refund_id"),
    failureReason: text("failure_reason"),
    /**
     * When the reconciler last listed this paid order's payments (a second capture is refunded), or
     * last asked the provider for the fee of a captured order that has none recorded.
     */
    paymentsCheckedAt: timestamp("payments_checked_at", { withTimezone: true }),
    /**
     * The order's own payment as Razorpay charged for it, from its payment entity once captured: `fee`
     * (its GST included) and `tax` (that GST), in paise. Null when not known (the test-mode checkout,
     * an order paid before they were recorded and not yet asked about), never 0 for unknown.
     */
    providerFeePaise: integer("provider_fee_paise"),
    providerTaxPaise: integer("provider_tax_paise"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payment_orders_subscriber_idx").on(t.subscriberId),
    // The reconciler scans open orders and pending refunds by age.
    index("payment_orders_status_created_idx").on(t.status, t.createdAt),
    // One provider order being created per registration at a time.
    uniqueIndex("payment_orders_one_creating_idx").on(t.subscriberId).where(sql`${t.status} = 'creating'`),
    // The console's payments list, newest first.
    index("payment_orders_created_idx").on(t.createdAt, t.id),
  ],
);

export const paymentRefundStatuses = ["pending", "refunded"] as const;
export type PaymentRefundStatus = (typeof paymentRefundStatuses)[number];

/**
 * Every captured payment that did not complete a registration (duplicate, wrong amount, late, contest
 * full) gets one row, so it is refunded exactly once: the provider payment id is unique, and the
 * idempotency key sent with the refund is stored with it.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: id(),
    paymentOrderId: text("payment_order_id")
      .notNull()
      .references(() => paymentOrders.id, { onDelete: "cascade" }),
    providerPaymentId: text("provider_payment_id").notNull().unique(),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    reason: text("reason").notNull(),
    /** The organiser's written reason for a refund from the console, quoted in the refund e-mail. */
    organiserNote: text("organiser_note"),
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status").$type<PaymentRefundStatus>().notNull().default("pending"),
    providerRefundId: text("provider_refund_id"),
    /**
     * Razorpay's fee and its GST on this payment, which Razorpay keeps though the payment is refunded:
     * as payment_orders records them for an order's own payment, here for a second or late capture that
     * only this row knows. Null when not known, never 0 for unknown.
     */
    providerFeePaise: integer("provider_fee_paise"),
    providerTaxPaise: integer("provider_tax_paise"),
    /** When the reconciler last asked Razorpay for this payment's fee (refunds recorded before fees were). */
    feeCheckedAt: timestamp("fee_checked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("payment_refunds_status_idx").on(t.status)],
);

/** Webhook events already applied, so a replay changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  eventType: text("event_type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

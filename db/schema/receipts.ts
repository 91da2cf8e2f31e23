import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { paymentOrders } from "../schema.ts";

/**
 * The last receipt number given in each Indian financial year (April to March, IST), e.g. "2026-27".
 * The row is created or incremented in the transaction that marks a payment paid, so the row lock
 * orders concurrent payments across processes and a rolled-back payment gives its number back
 * (docs/payments-and-capacity.md#receipts): numbers are sequential, without gaps, never reused.
 */
export const receiptCounters = pgTable("receipt_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/** One receipt per paid order, e.g. CC/2026-27/000042; kept even if the order is refunded later. */
export const paymentReceipts = pgTable("payment_receipts", {
  paymentOrderId: text("payment_order_id")
    .primaryKey()
    .references(() => paymentOrders.id, { onDelete: "cascade" }),
  receiptNumber: text("receipt_number").notNull().unique(),
  financialYear: text("financial_year").notNull(),
  sequence: integer("sequence").notNull(),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
});

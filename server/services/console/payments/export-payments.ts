import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { and, asc, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contests, paymentOrders, paymentRefunds } from "#db/schema.ts";
import { toIstMoment } from "#shared/console/ist-input.ts";
import { ORDER_STATE_LABELS, type PaymentsQuery } from "#shared/console/payments.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";
import { orderConditions, ordersFrom, refundConditions, refundsFrom, refundView } from "./list-payments.ts";
import { fileNameSlug } from "../../file-names.ts";
import { csvIstTime, csvRupees } from "../csv-cells.ts";

/** Rows read per query, as the registrations export reads them. */
export const PAYMENTS_EXPORT_BATCH_SIZE = 1000;

export type PaymentsExportFilters = Pick<PaymentsQuery, "q" | "state" | "contestId" | "from" | "to">;

/**
 * The orders file's columns: amounts in rupees as plain numbers (49900 paise → 499.00) so a spreadsheet sums
 * them. Razorpay's fee is split as the payments page shows it: the fee without GST and the GST on it (their
 * sum is the payment's `fee` in Razorpay's reports); both empty when not known, never 0.
 */
export const paymentOrderCsvColumns = [
  ["createdAt", "Created (IST)"],
  ["updatedAt", "Updated (IST)"],
  ["contest", "Contest"],
  ["state", "State"],
  ["amount", "Amount (INR)"],
  ["razorpayFee", "Razorpay fee excl. GST (INR)"],
  ["gstOnFee", "GST on fee (INR)"],
  ["currency", "Currency"],
  ["receiptNumber", "Receipt number"],
  ["providerOrderId", "Razorpay order ID"],
  ["providerPaymentId", "Razorpay payment ID"],
  ["providerRefundId", "Razorpay refund ID"],
  ["note", "Note"],
  ["registrationId", "Registration ID"],
] as const;

/**
 * The refunds file's columns. Razorpay's fee is filled for a payment the orders file does not hold (a second
 * or late capture refunded beside the order's own), whose fee Razorpay keeps; a refund of an order's own
 * payment leaves it empty, its fee being on that order's line, so the two files' fees add up to the totals'.
 */
export const paymentRefundCsvColumns = [
  ["createdAt", "Refund asked (IST)"],
  ["updatedAt", "Updated (IST)"],
  ["contest", "Contest"],
  ["state", "State"],
  ["amount", "Amount (INR)"],
  ["razorpayFee", "Razorpay fee excl. GST (INR)"],
  ["gstOnFee", "GST on fee (INR)"],
  ["currency", "Currency"],
  ["reason", "Reason"],
  ["providerPaymentId", "Razorpay payment ID"],
  ["providerRefundId", "Razorpay refund ID"],
  ["registrationId", "Registration ID"],
] as const;

/** A payment's fee cells: empty when its fee is not known (a test-mode payment, one not yet asked about). */
const feeCells = (row: { providerFeePaise: number | null; providerTaxPaise: number | null }) =>
  row.providerFeePaise === null || row.providerTaxPaise === null
    ? { razorpayFee: "", gstOnFee: "" }
    : { razorpayFee: csvRupees(row.providerFeePaise - row.providerTaxPaise), gstOnFee: csvRupees(row.providerTaxPaise) };

type Cursor = { at: string; id: string };
type Table = typeof paymentOrders | typeof paymentRefunds;
/** After the last row read, by (created_at, id); the timestamp travels as text so its microseconds survive. */
const after = (table: Table, cursor: Cursor | null) =>
  cursor ? sql`(${table.createdAt}, ${table.id}) > (${cursor.at}::timestamptz, ${cursor.id})` : undefined;

function readOrders(db: Db, where: SQL | undefined, cursor: Cursor | null, size: number) {
  return ordersFrom(db)
    .where(and(where, after(paymentOrders, cursor)))
    .orderBy(asc(paymentOrders.createdAt), asc(paymentOrders.id))
    .limit(size);
}

function readRefunds(db: Db, where: SQL | undefined, cursor: Cursor | null, size: number) {
  return refundsFrom(db)
    .where(and(where, after(paymentRefunds, cursor)))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id))
    .limit(size);
}

/** The cursor text of a batch's last row: its created_at as the database prints it. */
async function cursorOf(db: Db, table: Table, id: string): Promise<Cursor> {
  const result = await db.execute(sql`select ${table.createdAt}::text as at from ${table} where ${table.id} = ${id}`);
  const [row] = ((result as { rows?: { at: string }[] }).rows ?? (result as unknown as { at: string }[])) as { at: string }[];
  return { at: row?.at ?? "infinity", id };
}

/** The filters as the audit log keeps them: which were used and their values (ids and days, no personal data). */
const filterKeys = ["q", "state", "contestId", "from", "to"] as const;
const auditedFilters = (filters: PaymentsExportFilters) =>
  Object.fromEntries(filterKeys.flatMap((key) => (filters[key] ? [[key, filters[key]]] : [])));

type ExportKind = "orders" | "refunds";

/**
 * The payment orders (or the refunded payments) matching the payments page's filters as a CSV stream,
 * oldest first: UTF-8 with a byte-order mark, IST times, amounts in rupees, formula-looking cells
 * neutralised; read 1000 rows at a time by keyset. Audited when it starts and when it ends, as the
 * registrations export is.
 */
export function exportPaymentsCsv(
  db: Db,
  kind: ExportKind,
  options: { filters: PaymentsExportFilters; staffId: string; batchSize?: number },
): Readable {
  const batchSize = options.batchSize ?? PAYMENTS_EXPORT_BATCH_SIZE;
  const filters = auditedFilters(options.filters);
  const entity = kind === "orders" ? "payments" : "payment-refunds";

  async function* records() {
    await recordAudit(db, {
      staffId: options.staffId,
      action: "export",
      entity,
      entityId: options.filters.contestId ?? null,
      changedFields: filters,
    });
    let rows = 0;
    if (kind === "orders") {
      const where = orderConditions(options.filters);
      let cursor: Cursor | null = null;
      for (;;) {
        const batch = await readOrders(db, where, cursor, batchSize);
        for (const row of batch) {
          yield {
            createdAt: csvIstTime(row.createdAt),
            updatedAt: csvIstTime(row.updatedAt),
            contest: row.contestTitle,
            state: ORDER_STATE_LABELS[row.state],
            amount: csvRupees(row.amountPaise),
            ...feeCells(row),
            currency: row.currency,
            receiptNumber: row.receiptNumber ?? "",
            providerOrderId: row.providerOrderId ?? "",
            providerPaymentId: row.providerPaymentId ?? "",
            providerRefundId: row.providerRefundId ?? "",
            note: row.note ?? "",
            registrationId: row.registrationId,
          };
        }
        rows += batch.length;
        const last = batch.at(-1);
        if (!last || batch.length < batchSize) break;
        cursor = await cursorOf(db, paymentOrders, last.orderId);
      }
    } else {
      const where = refundConditions(options.filters);
      let cursor: Cursor | null = null;
      while (where !== null) {
        const batch = await readRefunds(db, where, cursor, batchSize);
        for (const row of batch) {
          const shown = refundView(row);
          yield {
            createdAt: csvIstTime(row.createdAt),
            updatedAt: csvIstTime(row.updatedAt),
            contest: row.contestTitle,
            state: row.state === "refunded" ? "Refunded" : "Pending",
            amount: csvRupees(row.amountPaise),
            ...feeCells(row),
            currency: row.currency,
            reason: shown.reason,
            providerPaymentId: row.providerPaymentId,
            providerRefundId: row.providerRefundId ?? "",
            registrationId: row.registrationId,
          };
        }
        rows += batch.length;
        const last = batch.at(-1);
        if (!last || batch.length < batchSize) break;
        cursor = await cursorOf(db, paymentRefunds, last.refundId);
      }
    }
    await recordAudit(db, {
      staffId: options.staffId,
      action: "export-completed",
      entity,
      entityId: options.filters.contestId ?? null,
      changedFields: { ...filters, rows },
    });
  }

  const columns = kind === "orders" ? paymentOrderCsvColumns : paymentRefundCsvColumns;
  const csv = stringify({ bom: true, header: true, columns: columns.map(([key, header]) => ({ key, header })), escape_formulas: true });
  // pipeline, not pipe: a failed query ends the file with an error instead of leaving it open.
  return pipeline(Readable.from(records()), csv, () => {});
}

/** payments-2026-11-01-to-2026-11-30-city-hustle.csv: what it holds, named for the folder it lands in. */
export async function paymentsExportFileName(db: Db, kind: ExportKind, filters: PaymentsExportFilters, now: Date = new Date()) {
  const parts = [kind === "orders" ? "payments" : "refunds"];
  if (filters.from || filters.to) parts.push(`${filters.from ?? "start"}-to-${filters.to ?? toIstMoment(now).slice(0, 10)}`);
  else parts.push(toIstMoment(now).slice(0, 10));
  if (filters.contestId) {
    const [contest] = await db.select({ title: contests.title }).from(contests).where(sql`${contests.id} = ${filters.contestId}`).limit(1);
    parts.push(fileNameSlug(contest?.title ?? "") || "contest");
  }
  return `${parts.join("-")}.csv`;
}

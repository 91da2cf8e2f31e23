import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { paymentReceipts, receiptCounters } from "#db/schema/receipts.ts";
import { financialYearOf, formatReceiptNumber } from "#shared/receipts.ts";

/**
 * Gives a paid order the next receipt number of its financial year. Call it in the transaction that
 * marks the order paid: the counter row stays locked until that transaction ends, so payments settled
 * at once by several processes are numbered one after the other, and a payment that rolls back takes
 * its number with it (no gaps, no number used twice).
 */
export async function issueReceiptNumber(tx: Db, options: { paymentOrderId: string; paidAt: Date }): Promise<string> {
  const financialYear = financialYearOf(options.paidAt);
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({ target: receiptCounters.financialYear, set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` } })
    .returning({ lastNumber: receiptCounters.lastNumber });
  if (!counter) throw new Error("receipt counter not written");
  const receiptNumber = formatReceiptNumber(financialYear, counter.lastNumber);
  await tx.insert(paymentReceipts).values({
    paymentOrderId: options.paymentOrderId,
    receiptNumber,
    financialYear,
    sequence: counter.lastNumber,
    issuedAt: options.paidAt,
  });
  return receiptNumber;
}

import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { rowsOf } from "#db/rows.ts";
import { paymentReceipts, receiptCounters } from "#db/schema/receipts.ts";
import { financialYearOf } from "#shared/receipts.ts";

/**
 * Gives a paid order the next receipt number of its financial year. Call it in the transaction that
 * marks the order paid: the counter row stays locked until that transaction ends, so payments settled
 * at once by several processes are numbered one after the other, and a payment that rolls back takes
 * its number with it (no gaps, no number used twice). One statement: the counter moves on and the
 * receipt is written with its number, formatted as formatReceiptNumber() formats it
 * ("CC/2026-27/000042": the sequence padded to six digits, never cut).
 */
export async function issueReceiptNumber(tx: Db, options: { paymentOrderId: string; paidAt: Date }): Promise<string> {
  const financialYear = financialYearOf(options.paidAt);
  const result = await tx.execute(sql`
    with counter as (
      insert into ${receiptCounters} (financial_year, last_number) values (${financialYear}, 1)
      on conflict (financial_year) do update set last_number = ${receiptCounters}.last_number + 1
      returning last_number
    )
    insert into ${paymentReceipts} (payment_order_id, receipt_number, financial_year, sequence, issued_at)
    select ${options.paymentOrderId},
           'CC/' || ${financialYear} || '/' || lpad(counter.last_number::text, greatest(6, length(counter.last_number::text)), '0'),
           ${financialYear}, counter.last_number, ${options.paidAt.toISOString()}::timestamptz
    from counter
    returning receipt_number as "receiptNumber"`);
  const [receipt] = rowsOf<{ receiptNumber: string }>(result);
  if (!receipt) throw new Error("receipt not written");
  return receipt.receiptNumber;
}

import { desc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { paymentReceipts } from "#db/schema/receipts.ts";
import { contests, paymentOrders, paymentRefunds, subscribers, users } from "#db/schema.ts";
import type { OwnReceipt } from "#shared/api/my-registrations.ts";
import { notFound } from "../../../errors.ts";
import {
  NO_RECEIPT_MESSAGE,
  receiptColumns,
  receiptOf,
  refundBesideReceipt,
  refundOfOrderPayment,
} from "../../receipts/receipt-details.ts";

/**
 * The receipt a registration's payment was given, as the creator received it, for the console (in
 * English, as the console is). Kept after an organiser's refund: the number stays issued, with the
 * refund beside it as the creator's copy has it (and as its own record on the payments page).
 */
export async function findReceiptForConsole(db: Db, registrationId: string): Promise<OwnReceipt> {
  const [row] = await db
    .select({ ...receiptColumns, issuedAt: paymentReceipts.issuedAt, completedAt: subscribers.completedAt, refund: paymentRefunds })
    .from(paymentReceipts)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentReceipts.paymentOrderId))
    .leftJoin(paymentRefunds, refundOfOrderPayment)
    .innerJoin(subscribers, eq(subscribers.id, paymentOrders.subscriberId))
    .innerJoin(users, eq(users.id, subscribers.userId))
    .innerJoin(contests, eq(contests.id, subscribers.contestId))
    .where(eq(subscribers.id, registrationId))
    .orderBy(desc(paymentReceipts.issuedAt))
    .limit(1);
  if (!row) throw notFound(NO_RECEIPT_MESSAGE);
  const receipt = await receiptOf(db, row, { registrationId, paidAt: row.completedAt ?? row.issuedAt, language: "en" });
  return { ...receipt, refund: refundBesideReceipt(row.order, row.refund) };
}

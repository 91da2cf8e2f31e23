import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { paymentReceipts } from "#db/schema/receipts.ts";
import { companyDetails, contests, paymentOrders, subscribers, users } from "#db/schema.ts";
import type { ReceiptDetails } from "#shared/receipts.ts";
import { notFound } from "../../../errors.ts";

export const NO_CONSOLE_RECEIPT_MESSAGE = "This registration has no payment receipt.";

/**
 * The receipt a registration's payment was given, as the creator received it, for the console (in
 * English, as the console is). Kept after an organiser's refund: the number stays issued, and the
 * refund is its own record on the payments page.
 */
export async function findReceiptForConsole(db: Db, registrationId: string): Promise<ReceiptDetails> {
  const [row] = await db
    .select({
      order: paymentOrders,
      receiptNumber: paymentReceipts.receiptNumber,
      issuedAt: paymentReceipts.issuedAt,
      completedAt: subscribers.completedAt,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      email: users.email,
      contestTitle: contests.title,
    })
    .from(paymentReceipts)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentReceipts.paymentOrderId))
    .innerJoin(subscribers, eq(subscribers.id, paymentOrders.subscriberId))
    .innerJoin(users, eq(users.id, subscribers.userId))
    .innerJoin(contests, eq(contests.id, subscribers.contestId))
    .where(eq(subscribers.id, registrationId))
    .orderBy(desc(paymentReceipts.issuedAt))
    .limit(1);
  if (!row?.order.providerPaymentId) throw notFound(NO_CONSOLE_RECEIPT_MESSAGE);
  const [company] = await db.select().from(companyDetails).orderBy(asc(companyDetails.id)).limit(1);
  return {
    receiptNumber: row.receiptNumber,
    registrationId,
    payerName: [row.firstName, row.middleName, row.lastName].filter((part) => part?.trim()).join(" "),
    payerEmail: row.email,
    contestTitle: row.contestTitle,
    amountPaise: row.order.amountPaise,
    currency: row.order.currency,
    paymentId: row.order.providerPaymentId,
    paidAt: (row.completedAt ?? row.issuedAt).toISOString(),
    issuer: {
      name: company?.name ?? "",
      legalName: company?.legalName || null,
      address: company?.address || null,
      gstin: company?.gstin || null,
      supportEmail: company?.supportEmail || null,
    },
  };
}

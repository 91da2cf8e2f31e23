import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { paymentReceipts } from "#db/schema/receipts.ts";
import { companyDetails, contests, paymentOrders, users } from "#db/schema.ts";
import type { Language } from "#shared/i18n/language.ts";
import { localiseFields } from "#shared/i18n/localise-fields.ts";
import type { ReceiptDetails } from "#shared/receipts.ts";
import { AppError } from "../../errors.ts";
import { findOwnRegistration } from "../my-registrations/find-own-registration.ts";

export type { ReceiptDetails };

export const NO_RECEIPT_MESSAGE = "This registration has no payment receipt.";

/** The receipt of one of the signed-in creator's paid, completed registrations (404 otherwise, 403 for another's). */
export async function findOwnReceipt(
  db: Db,
  options: { userId: string | null; registrationId: string; language?: Language },
): Promise<ReceiptDetails> {
  // The receipt's language (the page's, or the PDF's: its owner's): the contest's title and the
  // company's name and address in Hindi where the organiser gave them, each in English otherwise.
  const language = options.language ?? "en";
  const registration = await findOwnRegistration(db, options);
  if (registration.status !== "completed" || !registration.isPaid) throw new AppError("NOT_FOUND", NO_RECEIPT_MESSAGE);
  const [row] = await db
    .select(receiptColumns)
    .from(paymentOrders)
    .leftJoin(paymentReceipts, eq(paymentReceipts.paymentOrderId, paymentOrders.id))
    .innerJoin(users, eq(users.id, registration.userId))
    .innerJoin(contests, eq(contests.id, registration.contestId))
    .where(and(eq(paymentOrders.subscriberId, registration.id), eq(paymentOrders.status, "paid")))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", NO_RECEIPT_MESSAGE);
  return receiptOf(db, row, { registrationId: registration.id, paidAt: registration.completedAt ?? row.order.updatedAt, language });
}

/** What a receipt shows, selected with its payment order: the payer, the contest, the number. */
export const receiptColumns = {
  order: paymentOrders,
  receiptNumber: paymentReceipts.receiptNumber,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  email: users.email,
  contestTitle: contests.title,
  contestTitleHi: contests.titleHi,
};

type ReceiptRow = {
  order: typeof paymentOrders.$inferSelect;
  receiptNumber: string | null;
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string;
  contestTitle: string;
  contestTitleHi: string | null;
};

/**
 * The receipt of a paid order's row, with the company as issuer, in `language` (the contest's title and
 * the company's name and address in Hindi where the organiser gave them). 404 for an order never captured.
 */
export async function receiptOf(
  db: Db,
  row: ReceiptRow,
  options: { registrationId: string; paidAt: Date; language: Language },
): Promise<ReceiptDetails> {
  const { language } = options;
  if (!row.order.providerPaymentId) throw new AppError("NOT_FOUND", NO_RECEIPT_MESSAGE);
  const [stored] = await db.select().from(companyDetails).orderBy(asc(companyDetails.id)).limit(1);
  // A name that is the legal name (no separate trading name) stays as it is: its Hindi would read as a trading name.
  const company = stored && localiseFields(stored, language, stored.name === stored.legalName ? ["address"] : ["name", "address"]);
  return {
    receiptNumber: row.receiptNumber,
    registrationId: options.registrationId,
    payerName: [row.firstName, row.middleName, row.lastName].filter((part) => part?.trim()).join(" "),
    payerEmail: row.email,
    contestTitle: localiseFields(row, language, ["contestTitle"]).contestTitle,
    amountPaise: row.order.amountPaise,
    currency: row.order.currency,
    paymentId: row.order.providerPaymentId,
    paidAt: options.paidAt.toISOString(),
    issuer: {
      name: company?.name ?? "",
      legalName: company?.legalName || null,
      address: company?.address || null,
      gstin: company?.gstin || null,
      supportEmail: company?.supportEmail || null,
    },
  };
}

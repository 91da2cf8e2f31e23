import { and, asc, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { paymentReceipts } from "#db/schema/receipts.ts";
import { companyDetails, contests, paymentOrders, paymentRefunds, users } from "#db/schema.ts";
import type { OwnReceipt } from "#shared/api/my-registrations.ts";
import { fill } from "#shared/i18n/catalogue.ts";
import { formatDate, formatPaise } from "#shared/i18n/formats.ts";
import type { Language } from "#shared/i18n/language.ts";
import { localiseFields } from "#shared/i18n/localise-fields.ts";
import { refundedOrderStatuses } from "#shared/payments/order-states.ts";
import type { ReceiptDetails } from "#shared/receipts.ts";
import { formatMoney } from "#shared/text.ts";
import { AppError } from "../../errors.ts";
import { rupees } from "../dto.ts";
import { findOwnRegistration } from "../my-registrations/find-own-registration.ts";

export type { ReceiptDetails };

export const NO_RECEIPT_MESSAGE = "This registration has no payment receipt.";

/**
 * The receipt of one of the signed-in creator's paid registrations (404 otherwise, 403 for another's):
 * a completed one's, or one the organiser refunded later, whose receipt stays issued with the refund beside it.
 */
export async function findOwnReceipt(
  db: Db,
  options: { userId: string | null; registrationId: string; language?: Language },
): Promise<OwnReceipt> {
  // The receipt's language (the page's, or the PDF's: its owner's): the contest's title and the
  // company's name and address in Hindi where the organiser gave them, each in English otherwise.
  const language = options.language ?? "en";
  const registration = await findOwnRegistration(db, options);
  if (!registration.isPaid) throw new AppError("NOT_FOUND", NO_RECEIPT_MESSAGE);
  // A refunded order had a receipt only if it was paid first: a payment refunded before it completed the registration had none.
  const issued: SQL | undefined =
    registration.status === "completed"
      ? eq(paymentOrders.status, "paid")
      : and(inArray(paymentOrders.status, refundedOrderStatuses), isNotNull(paymentReceipts.receiptNumber));
  const [row] = await db
    .select({ ...receiptColumns, issuedAt: paymentReceipts.issuedAt, refund: paymentRefunds })
    .from(paymentOrders)
    .leftJoin(paymentReceipts, eq(paymentReceipts.paymentOrderId, paymentOrders.id))
    .leftJoin(paymentRefunds, refundOfOrderPayment)
    .innerJoin(users, eq(users.id, registration.userId))
    .innerJoin(contests, eq(contests.id, registration.contestId))
    .where(and(eq(paymentOrders.subscriberId, registration.id), issued))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", NO_RECEIPT_MESSAGE);
  const paidAt = registration.completedAt ?? row.issuedAt ?? row.order.updatedAt;
  const receipt = await receiptOf(db, row, { registrationId: registration.id, paidAt, language });
  return { ...receipt, refund: refundBesideReceipt(row.order, row.refund) };
}

/** Joins a payment order to the refund of its own payment (not one of another payment of the same order). */
export const refundOfOrderPayment = and(
  eq(paymentRefunds.paymentOrderId, paymentOrders.id),
  eq(paymentRefunds.providerPaymentId, paymentOrders.providerPaymentId),
);

/** What a receipt shows of its payment's refund: none while the order is paid, else the refund (see orderRefund). */
export function refundBesideReceipt(
  order: typeof paymentOrders.$inferSelect,
  refund: typeof paymentRefunds.$inferSelect | null,
): OwnReceipt["refund"] {
  return order.status === "paid" ? null : orderRefund(order, refund);
}

/** The refund of a refunded order's payment: its refund row as it stands, else the order's own state. */
export function orderRefund(
  order: typeof paymentOrders.$inferSelect,
  refund: typeof paymentRefunds.$inferSelect | null,
): NonNullable<OwnReceipt["refund"]> {
  return {
    amountPaise: refund?.amountPaise ?? order.amountPaise,
    currency: refund?.currency ?? order.currency,
    refunded: (refund?.status ?? (order.status === "refunded" ? "refunded" : "pending")) === "refunded",
    at: (refund?.updatedAt ?? order.updatedAt).toISOString(),
  };
}

/**
 * The refund beside a refunded payment's receipt, in one line in a language ("Refunded ₹499.00 on
 * 5 May 2026", or requested while on its way), or null: the receipt page's status row and the PDF's.
 * Written on the server, so the page's script stays as it was.
 */
export function refundLine(
  refund: OwnReceipt["refund"] | undefined,
  texts: { refunded: string; refunding: string },
  language: Language,
): string | null {
  if (!refund) return null;
  const amount =
    refund.currency === "INR" ? formatPaise(refund.amountPaise, language) : formatMoney(rupees(refund.amountPaise), refund.currency);
  return fill(refund.refunded ? texts.refunded : texts.refunding, { amount, date: formatDate(refund.at, language) });
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

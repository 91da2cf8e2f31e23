import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contests, paymentOrders, subscribers, users } from "#db/schema.ts";
import mailEn from "#shared/i18n/en/mail.ts";
import type { Language } from "#shared/i18n/language.ts";
import { enqueueMail } from "./outbox.ts";

/**
 * The messages a registration's changes cause. Each is called inside the transaction that makes the
 * change, so the message exists exactly when the change does; its dedupe key names the change, so a
 * second path to the same change (the webhook after the browser's return, the reconciler) adds nothing.
 */

type Registration = {
  subscriberId: string;
  email: string;
  creatorName: string;
  contestId: string;
  contestTitle: string;
  contestTitleHi: string | null;
  link: string;
  /** The creator's stored language: the message is written in it. */
  language: Language;
};

/** A registration's mail fields from rows already read (the creator's names joined as registration() joins them). */
export function registrationOf(rows: {
  subscriberId: string;
  link: string;
  contest: { id: string; title: string; titleHi: string | null };
  creator: { email: string; firstName: string; lastName: string; language: Language };
}): Registration {
  const { subscriberId, link, contest, creator } = rows;
  return {
    subscriberId,
    email: creator.email,
    creatorName: [creator.firstName, creator.lastName].filter(Boolean).join(" "),
    contestId: contest.id,
    contestTitle: contest.title,
    contestTitleHi: contest.titleHi,
    link,
    language: creator.language,
  };
}

async function registration(db: Db, subscriberId: string): Promise<Registration | null> {
  const [row] = await db
    .select({
      subscriberId: subscribers.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      contestId: contests.id,
      contestTitle: contests.title,
      contestTitleHi: contests.titleHi,
      link: subscribers.link,
      language: users.language,
    })
    .from(subscribers)
    .innerJoin(users, eq(subscribers.userId, users.id))
    .innerJoin(contests, eq(subscribers.contestId, contests.id))
    .where(eq(subscribers.id, subscriberId));
  if (!row) return null;
  const creatorName = [row.firstName, row.lastName].filter(Boolean).join(" ");
  return { ...row, creatorName };
}

/** A free contest's registration completed. */
export async function enqueueRegistrationComplete(tx: Db, subscriberId: string): Promise<void> {
  const r = await registration(tx, subscriberId);
  if (!r) return;
  await enqueueMail(tx, {
    template: "registration-complete",
    to: r.email,
    dedupeKey: `registration-complete:${r.subscriberId}`,
    creatorName: r.creatorName,
    contestId: r.contestId,
    contestTitle: r.contestTitle,
    contestTitleHi: r.contestTitleHi,
    videoLink: r.link || null,
    language: r.language,
  });
}

/**
 * A paid registration completed: the receipt, one per order (an order is paid once). The registration's
 * rows are the caller's (settlePayment has just read and locked them), so nothing is read again.
 */
export async function enqueuePaymentReceipt(
  tx: Db,
  rows: Parameters<typeof registrationOf>[0],
  input: {
    orderId: string;
    providerOrderId: string | null;
    amountPaise: number;
    paymentId: string;
    paidAt: Date;
    receiptNumber: string;
  },
): Promise<void> {
  const r = registrationOf(rows);
  await enqueueMail(tx, {
    template: "payment-receipt",
    to: r.email,
    dedupeKey: `payment-receipt:${input.orderId}`,
    creatorName: r.creatorName,
    contestId: r.contestId,
    contestTitle: r.contestTitle,
    contestTitleHi: r.contestTitleHi,
    amountPaise: input.amountPaise,
    paymentId: input.paymentId,
    orderId: input.providerOrderId ?? undefined,
    paidAt: input.paidAt.toISOString(),
    receiptNumber: input.receiptNumber,
    language: r.language,
  });
}

/** A captured payment was refunded: one notice per refund (a payment is refunded once). */
export async function enqueueRefundNotice(
  tx: Db,
  refund: {
    id: string;
    paymentOrderId: string;
    providerPaymentId: string;
    amountPaise: number;
    providerRefundId: string | null;
    reason: string;
    organiserNote?: string | null;
  },
  refundedAt: Date,
): Promise<void> {
  const [order] = await tx
    .select({ subscriberId: paymentOrders.subscriberId })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, refund.paymentOrderId));
  const r = order && (await registration(tx, order.subscriberId));
  if (!r) return;
  await enqueueMail(tx, {
    template: "refund-notice",
    to: r.email,
    dedupeKey: `refund-notice:${refund.id}`,
    creatorName: r.creatorName,
    contestId: r.contestId,
    contestTitle: r.contestTitle,
    contestTitleHi: r.contestTitleHi,
    amountPaise: refund.amountPaise,
    paymentId: refund.providerPaymentId,
    refundId: refund.providerRefundId,
    reason: refundReasonText(refund.reason),
    organiserNote: refund.organiserNote ?? null,
    refundedAt: refundedAt.toISOString(),
    language: r.language,
  });
}

/**
 * Why a payment was returned, as the English sentence the outbox keeps (the stored reasons are in
 * settle-payment.ts); a mail in another language shows that language's sentence for it (templates.ts).
 */
function refundReasonText(reason: string): string {
  const reasons = mailEn.refund.reasons;
  if (reason === "contest full") return reasons.contestFull;
  if (reason === "registration closed") return reasons.registrationClosed;
  if (reason === "amount does not match the order") return reasons.amountMismatch;
  if (reason === "Refunded by the organiser") return reasons.organiser;
  if (/already|another registration/.test(reason)) return reasons.alreadyPaid;
  return reasons.other;
}

import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { paymentReceipts } from "#db/schema/receipts.ts";
import { contests, paymentOrders, paymentRefunds, prizes, subscribers, winners } from "#db/schema.ts";
import type { CertificateKindValue, MyRegistration } from "#shared/api/my-registrations.ts";
import type { Language } from "#shared/i18n/language.ts";
import { localiseFields } from "#shared/i18n/localise-fields.ts";
import { isRefundedOrderStatus } from "#shared/payments/order-states.ts";
import { certificateEarnedCondition } from "../certificates/certificate-eligibility.ts";
import { isDeclaredWinner } from "../contests/declared-winner.ts";
import { winnerPrize } from "../contests/winner-prize.ts";
import { iso, rupees } from "../dto.ts";
import { orderRefund } from "../receipts/receipt-details.ts";
import { hasRefundedOrder, linkEditable, registrationState } from "../registration/registration-state.ts";

type OrderRow = typeof paymentOrders.$inferSelect;
type RefundRow = typeof paymentRefunds.$inferSelect;

/**
 * Every registration of one creator, newest first, with its contest, state, receipt, refund, prize
 * and the certificates it can download (docs/my-registrations-and-certificates.md). Only the
 * creator's own rows are read: the caller passes the session's user id, never one from a request.
 * In `language` (the page's or the API call's): contest and prize titles in Hindi where given.
 */
export async function listMyRegistrations(
  db: Db,
  options: { userId: string | null; now?: Date; language?: Language },
): Promise<MyRegistration[]> {
  const { userId, now = new Date(), language = "en" } = options;
  if (!userId) return [];
  const rows = await registrationRowsOf(db, userId);
  if (rows.length === 0) return [];
  const related = await paymentsAndWinsOf(
    db,
    rows.map((row) => row.subscriber.id),
    language,
  );
  return rows.map((row) => myRegistration(row, related, language, now));
}

type RegistrationRow = Awaited<ReturnType<typeof registrationRowsOf>>[number];
type Related = Awaited<ReturnType<typeof paymentsAndWinsOf>>;

/** The creator's registrations, newest first, with their contests and which certificates each has earned. */
function registrationRowsOf(db: Db, userId: string) {
  return db
    .select({
      subscriber: subscribers,
      contest: contests,
      winnerCertificate: sql<boolean>`${certificateEarnedCondition("winner")}`,
      participationCertificate: sql<boolean>`${certificateEarnedCondition("participation")}`,
    })
    .from(subscribers)
    .innerJoin(contests, eq(subscribers.contestId, contests.id))
    .where(eq(subscribers.userId, userId))
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id));
}

/**
 * These registrations' payment orders, their wins (prize titles in `language`), and the refunds and
 * receipts of refunded orders (a refunded order has a receipt when it was paid before the organiser refunded it).
 */
async function paymentsAndWinsOf(db: Db, subscriberIds: string[], language: Language) {
  const [orders, wins] = await Promise.all([
    db.select().from(paymentOrders).where(inArray(paymentOrders.subscriberId, subscriberIds)),
    db
      .select({ winner: winners, prizeTitleHi: prizes.titleHi })
      .from(winners)
      .leftJoin(prizes, winnerPrize())
      .where(inArray(winners.subscriberId, subscriberIds))
      .then((found) => found.map(({ winner, prizeTitleHi }) => localiseFields({ ...winner, prizeTitleHi }, language, ["prizeTitle"]))),
  ]);
  const refundedOrders = orders.filter((order) => isRefundedOrderStatus(order.status));
  const refundedIds = refundedOrders.map((order) => order.id);
  const [refunds, receipts] = refundedIds.length
    ? await Promise.all([
        db.select().from(paymentRefunds).where(inArray(paymentRefunds.paymentOrderId, refundedIds)),
        db
          .select({ paymentOrderId: paymentReceipts.paymentOrderId, issuedAt: paymentReceipts.issuedAt })
          .from(paymentReceipts)
          .where(inArray(paymentReceipts.paymentOrderId, refundedIds)),
      ])
    : [[], []];
  const refundedReceipts = new Map(receipts.map((receipt) => [receipt.paymentOrderId, receipt.issuedAt]));
  return { orders, wins, refunds, refundedReceipts };
}

/** One registration as the creator's page shows it. */
function myRegistration(
  { subscriber, contest: stored, winnerCertificate, participationCertificate }: RegistrationRow,
  { orders, wins, refunds, refundedReceipts }: Related,
  language: Language,
  now: Date,
): MyRegistration {
  const contest = localiseFields(stored, language, ["title"]);
  const own = orders.filter((order) => order.subscriberId === subscriber.id);
  const paid = own.find((order) => order.status === "paid");
  // An order refunded after it was paid (it has a receipt) comes before one refunded without completing the registration.
  const refundedAfterPaid = own.find((order) => refundedReceipts.has(order.id));
  const refundedOrder = refundedAfterPaid ?? own.find((order) => isRefundedOrderStatus(order.status));
  const refund = refundedOrder ? refundOf(refundedOrder, refunds) : null;
  const state = registrationState({ status: subscriber.status, refunded: hasRefundedOrder(own) }, contest, now);
  const win = wins.find((row) => row.subscriberId === subscriber.id) ?? null;
  const certificates: CertificateKindValue[] = [
    ...(winnerCertificate ? (["winner"] as const) : []),
    ...(participationCertificate ? (["participation"] as const) : []),
  ];
  return {
    _id: subscriber.id,
    contest: {
      _id: contest.id,
      title: contest.title,
      thumbnail: contest.thumbnail,
      registrationEndDate: iso(contest.registrationEndDate),
      contestStartDate: iso(contest.contestStartDate),
      contestEndDate: iso(contest.contestEndDate),
      resultAnnouncementDate: iso(contest.resultAnnouncementDate),
      winnersDeclared: contest.winnersDeclared,
    },
    state,
    registeredAt: subscriber.createdAt.toISOString(),
    completedAt: state === "completed" ? iso(subscriber.completedAt) : null,
    link: subscriber.link,
    linkEditable: linkEditable(state, contest, now),
    entryFee: rupees(contest.entryFeePaise),
    receipt: receiptOfRegistration(state, paid, refundedAfterPaid, refundedReceipts, subscriber.completedAt),
    refund,
    winner: isDeclaredWinner(win, contest)
      ? {
          rank: win.prizeRank,
          prizeTitle: win.prizeTitle,
          prizeAmount: win.prizeAmountPaise === null ? null : rupees(win.prizeAmountPaise),
        }
      : null,
    certificates,
  };
}

/**
 * A completed registration's receipt, or, marked refunded, that of the order the organiser refunded
 * after it was paid: a receipt once issued stays. Paid when the registration completed, else when the
 * receipt was issued (or the paid order last changed).
 */
function receiptOfRegistration(
  state: MyRegistration["state"],
  paid: OrderRow | undefined,
  refundedAfterPaid: OrderRow | undefined,
  refundedReceipts: Related["refundedReceipts"],
  completedAt: Date | null,
): MyRegistration["receipt"] {
  if (state === "completed") return paid ? receiptOf(paid, completedAt ?? paid.updatedAt, false) : null;
  const issuedAt = refundedAfterPaid && refundedReceipts.get(refundedAfterPaid.id);
  return refundedAfterPaid && issuedAt ? receiptOf(refundedAfterPaid, completedAt ?? issuedAt, true) : null;
}

function receiptOf(order: OrderRow, paidAt: Date, refunded: boolean): MyRegistration["receipt"] {
  if (!order.providerPaymentId) return null;
  return {
    amount: rupees(order.amountPaise),
    currency: order.currency,
    paymentId: order.providerPaymentId,
    paidAt: paidAt.toISOString(),
    refunded,
  };
}

function refundOf(order: OrderRow, refunds: RefundRow[]): MyRegistration["refund"] {
  const row = refunds.find((refund) => refund.paymentOrderId === order.id && refund.providerPaymentId === order.providerPaymentId);
  const { amountPaise, ...refund } = orderRefund(order, row ?? null);
  return { amount: rupees(amountPaise), ...refund };
}

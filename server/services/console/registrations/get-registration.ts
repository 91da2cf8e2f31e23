import { asc, eq, getTableColumns, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.ts";
import { paymentReceipts } from "#db/schema/receipts.ts";
import { cities, contests, countries, paymentOrders, paymentRefunds, states, subscribers, users, winners } from "#db/schema.ts";
import type { RegistrationDetail, RegistrationDocument, RegistrationStatusChange } from "#shared/console/registrations.ts";
import { refundReasonShown } from "#shared/console/payments.ts";
import { isRefundedOrderStatus } from "#shared/payments/order-states.ts";
import { iso } from "../../dto.ts";
import { isDeclaredWinner } from "../../contests/declared-winner.ts";
import { hasRefundedOrder, registrationState } from "../../registration/registration-state.ts";
import { formatPaiseForAccounts } from "#shared/i18n/accounts-format.ts";
import { displayName } from "#shared/display-name.ts";

type OrderRow = typeof paymentOrders.$inferSelect & { receiptNumber: string | null; receiptIssuedAt: Date | null };
type RefundRow = typeof paymentRefunds.$inferSelect;

const referrers = alias(users, "referrers");

const fullName = (user: { firstName: string; middleName?: string; lastName: string }) => displayName(user);

/**
 * One registration for the console's page: the creator's profile in full (staff see mobile and
 * address), the contest, who referred them, every payment order with its refunds, the prize, and the
 * status changes read from the rows' own times. Documents and bank details are named, never read.
 */
export async function getRegistration(db: Db, registrationId: string, now: Date = new Date()): Promise<RegistrationDetail | null> {
  const row = await findRegistrationRow(db, registrationId);
  if (!row) return null;
  const { subscriber, user, contest } = row;
  const { orders, refunds, win } = await paymentsAndPrizeOf(db, subscriber.id);
  const refunded = hasRefundedOrder(orders);

  return {
    _id: subscriber.id,
    state: registrationState({ status: subscriber.status, refunded }, contest, now),
    status: subscriber.status,
    link: subscriber.link,
    isPaid: subscriber.isPaid,
    registeredAt: subscriber.createdAt.toISOString(),
    completedAt: iso(subscriber.completedAt),
    holdExpiresAt: iso(subscriber.holdExpiresAt),
    contest: {
      _id: contest.id,
      title: contest.title,
      entryFeePaise: contest.entryFeePaise,
      registrationStartDate: iso(contest.registrationStartDate),
      registrationEndDate: iso(contest.registrationEndDate),
      winnersDeclared: contest.winnersDeclared,
    },
    creator: creatorProfile(row),
    affiliate: row.referrer?.id ? { _id: row.referrer.id, name: fullName(row.referrer), code: row.referrer.code } : null,
    winner: win
      ? {
          declared: isDeclaredWinner(win, contest),
          rank: win.prizeRank,
          prizeTitle: win.prizeTitle,
          prizeAmountPaise: win.prizeAmountPaise === null ? null : Number(win.prizeAmountPaise),
        }
      : null,
    orders: orders.map((order) => orderDetail(order, refunds)),
    statusChanges: statusChanges(subscriber, orders, refunds),
    privateItems: { documents: documentsOf(user), bankDetails: user.bankDetailsEncrypted !== null },
  };
}

type RegistrationRow = NonNullable<Awaited<ReturnType<typeof findRegistrationRow>>>;

/** The registration with its creator, contest, the creator's place names and who referred them. */
async function findRegistrationRow(db: Db, registrationId: string) {
  const [row] = await db
    .select({
      subscriber: subscribers,
      user: users,
      contest: contests,
      city: cities.cityName,
      state: states.stateName,
      country: countries.countryName,
      referrer: { id: referrers.id, firstName: referrers.firstName, lastName: referrers.lastName, code: referrers.affiliateCode },
    })
    .from(subscribers)
    .innerJoin(users, eq(users.id, subscribers.userId))
    .innerJoin(contests, eq(contests.id, subscribers.contestId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(states, eq(states.id, users.stateId))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(referrers, eq(referrers.id, users.referredByUserId))
    .where(eq(subscribers.id, registrationId))
    .limit(1);
  return row ?? null;
}

/** The registration's payment orders oldest first, their refunds, and its prize if it won one. */
async function paymentsAndPrizeOf(db: Db, subscriberId: string) {
  const orders = await db
    .select({
      ...getTableColumns(paymentOrders),
      receiptNumber: paymentReceipts.receiptNumber,
      receiptIssuedAt: paymentReceipts.issuedAt,
    })
    .from(paymentOrders)
    .leftJoin(paymentReceipts, eq(paymentReceipts.paymentOrderId, paymentOrders.id))
    .where(eq(paymentOrders.subscriberId, subscriberId))
    .orderBy(asc(paymentOrders.createdAt), asc(paymentOrders.id));
  const [refunds, [win]] = await Promise.all([
    orders.length
      ? db
          .select()
          .from(paymentRefunds)
          .where(
            inArray(
              paymentRefunds.paymentOrderId,
              orders.map((order) => order.id),
            ),
          )
          .orderBy(asc(paymentRefunds.createdAt))
      : Promise.resolve([] as RefundRow[]),
    db.select().from(winners).where(eq(winners.subscriberId, subscriberId)).limit(1),
  ]);
  return { orders, refunds, win };
}

/** The creator's profile in full: staff see mobile and address. */
function creatorProfile({ user, city, state, country }: RegistrationRow): RegistrationDetail["creator"] {
  return {
    _id: user.id,
    name: fullName(user),
    email: user.email,
    mobileNo: user.mobileNo,
    address: user.address,
    pincode: user.pincode,
    city,
    state,
    country,
    dateOfBirth: user.dateOfBirth,
    gender: user.gender,
    bio: user.bio,
    profileLink: user.link,
    profileImage: user.profileImage,
    joinedAt: user.createdAt.toISOString(),
    language: user.language,
  };
}

/** The identity documents the creator has uploaded, by name only. */
function documentsOf(user: { aadharCardKey: string | null; panCardKey: string | null; cancelledChequeKey: string | null }) {
  const documents: RegistrationDocument[] = [];
  if (user.aadharCardKey) documents.push("aadhar");
  if (user.panCardKey) documents.push("pan");
  if (user.cancelledChequeKey) documents.push("cancelled-cheque");
  return documents;
}

/** One payment order with its own refunds. */
function orderDetail(order: OrderRow, refunds: RefundRow[]): RegistrationDetail["orders"][number] {
  return {
    _id: order.id,
    provider: order.provider,
    status: order.status,
    amountPaise: order.amountPaise,
    currency: order.currency,
    providerOrderId: order.providerOrderId,
    providerPaymentId: order.providerPaymentId,
    providerRefundId: order.providerRefundId,
    failureReason: order.failureReason,
    receiptNumber: order.receiptNumber,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    refunds: refunds
      .filter((refund) => refund.paymentOrderId === order.id)
      .map((refund) => ({
        _id: refund.id,
        amountPaise: refund.amountPaise,
        currency: refund.currency,
        reason: refundReasonShown(refund.reason, refund.organiserNote),
        status: refund.status,
        providerRefundId: refund.providerRefundId,
        createdAt: refund.createdAt.toISOString(),
        updatedAt: refund.updatedAt.toISOString(),
      })),
  };
}

const orderLabels: Partial<Record<OrderRow["status"], string>> = {
  failed: "Payment failed",
  refund_pending: "Refund requested",
  refunded: "Payment refunded",
};

/**
 * When the order's own payment was captured, dated as the payment totals date it: its receipt's time
 * (when the creator paid), else its refund row's (a payment that never completed the registration),
 * else, still paid, its last change. Null when no payment of its own was captured.
 */
function capturedAt(order: OrderRow, orderRefunds: RefundRow[]): Date | null {
  const ownRefund = order.providerPaymentId
    ? orderRefunds.find((refund) => refund.providerPaymentId === order.providerPaymentId)
    : undefined;
  const at =
    order.status === "paid"
      ? (order.receiptIssuedAt ?? order.updatedAt)
      : isRefundedOrderStatus(order.status)
        ? (order.receiptIssuedAt ?? ownRefund?.createdAt ?? null)
        : null;
  // The provider dates a payment to the second: one made in its order's first second would seem to come before the order.
  return at && at < order.createdAt ? order.createdAt : at;
}

/**
 * What happened, oldest first, from the times the rows keep (no table of its own): registered, each
 * order opened, its payment captured (kept after a refund) or failed, each refund asked for and done,
 * completed. An order refunded without a refund row shows its refund at its last change (updated_at).
 */
function statusChanges(subscriber: typeof subscribers.$inferSelect, orders: OrderRow[], refunds: RefundRow[]): RegistrationStatusChange[] {
  const changes: { at: Date; label: string }[] = [{ at: subscriber.createdAt, label: "Registered" }];
  for (const order of orders) {
    changes.push({ at: order.createdAt, label: `Payment order opened (${formatPaiseForAccounts(order.amountPaise)})` });
    const orderRefunds = refunds.filter((refund) => refund.paymentOrderId === order.id);
    const captured = capturedAt(order, orderRefunds);
    if (captured) changes.push({ at: captured, label: "Payment captured" });
    const label = orderLabels[order.status];
    if (label && (order.status === "failed" || orderRefunds.length === 0)) changes.push({ at: order.updatedAt, label });
    for (const refund of orderRefunds) {
      changes.push({
        at: refund.createdAt,
        label: `Refund of ${formatPaiseForAccounts(refund.amountPaise)} requested: ${refundReasonShown(refund.reason, refund.organiserNote)}`,
      });
      if (refund.status === "refunded") changes.push({ at: refund.updatedAt, label: "Refund completed" });
    }
  }
  if (subscriber.completedAt) changes.push({ at: subscriber.completedAt, label: "Registration completed" });
  // Registered stays first: its time is the database's clock, the others may come from the server's.
  // The sort is stable, so a capture and its refund row's request, at one time, keep that order.
  const [registered, ...later] = changes;
  const ordered = registered ? [registered, ...later.sort((a, b) => a.at.getTime() - b.at.getTime())] : [];
  return ordered.map((change) => ({ at: change.at.toISOString(), label: change.label }));
}

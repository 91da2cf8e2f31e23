import { and, asc, count, desc, eq, exists, gte, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contests, paymentOrders, paymentRefunds, subscribers } from "#db/schema.ts";
import { paymentReceipts } from "#db/schema/receipts.ts";
import { istDayEnd, istDayStart } from "#shared/console/ist-input.ts";
import {
  PAYMENTS_PAGE_SIZE,
  type PaymentOrderView,
  type PaymentRefundView,
  type PaymentsList,
  type PaymentsQuery,
  refundReasonShown,
} from "#shared/console/payments.ts";
import { isRefundedOrderStatus } from "#shared/payments/order-states.ts";

export const orderColumns = {
  orderId: paymentOrders.id,
  state: paymentOrders.status,
  provider: paymentOrders.provider,
  providerOrderId: paymentOrders.providerOrderId,
  providerPaymentId: paymentOrders.providerPaymentId,
  providerRefundId: paymentOrders.providerRefundId,
  amountPaise: paymentOrders.amountPaise,
  currency: paymentOrders.currency,
  createdAt: paymentOrders.createdAt,
  updatedAt: paymentOrders.updatedAt,
  contestId: contests.id,
  contestTitle: contests.title,
  registrationId: subscribers.id,
  note: paymentOrders.failureReason,
  receiptNumber: paymentReceipts.receiptNumber,
  providerFeePaise: paymentOrders.providerFeePaise,
  providerTaxPaise: paymentOrders.providerTaxPaise,
};

/** Orders with their registration, contest and receipt, as orderColumns reads them. */
export const ordersFrom = (db: Db) =>
  db
    .select(orderColumns)
    .from(paymentOrders)
    .innerJoin(subscribers, eq(subscribers.id, paymentOrders.subscriberId))
    .innerJoin(contests, eq(contests.id, subscribers.contestId))
    .leftJoin(paymentReceipts, eq(paymentReceipts.paymentOrderId, paymentOrders.id));

export const refundColumns = {
  refundId: paymentRefunds.id,
  state: paymentRefunds.status,
  providerPaymentId: paymentRefunds.providerPaymentId,
  providerRefundId: paymentRefunds.providerRefundId,
  amountPaise: paymentRefunds.amountPaise,
  currency: paymentRefunds.currency,
  reason: paymentRefunds.reason,
  organiserNote: paymentRefunds.organiserNote,
  /** Razorpay's fee on a payment only this row knows (the refunds CSV); the payments page leaves it to the totals. */
  providerFeePaise: paymentRefunds.providerFeePaise,
  providerTaxPaise: paymentRefunds.providerTaxPaise,
  createdAt: paymentRefunds.createdAt,
  updatedAt: paymentRefunds.updatedAt,
  orderId: paymentOrders.id,
  contestId: contests.id,
  contestTitle: contests.title,
  registrationId: subscribers.id,
};

type Dated = { createdAt: Date; updatedAt: Date };
export const withIsoDates = <T extends Dated>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A refund row as the console lists it: dated, its reason with the organiser's words. */
export const refundView = <T extends Dated & { reason: string; organiserNote: string | null }>({ organiserNote, ...row }: T) => ({
  ...withIsoDates(row),
  reason: refundReasonShown(row.reason, organiserNote),
});

/** The IST days of the filter as instants (both days included); a day that is not a date is left out. */
function dateRange(column: typeof paymentOrders.createdAt | typeof paymentRefunds.createdAt, query: Pick<PaymentsQuery, "from" | "to">) {
  const conditions: SQL[] = [];
  const from = query.from ? istDayStart(query.from) : null;
  const to = query.to ? istDayEnd(query.to) : null;
  if (from) conditions.push(gte(column, from));
  if (to) conditions.push(lte(column, to));
  return conditions;
}

/** A part of an id as typed: `%`, `_` and `\\` match themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The orders an accountant's search finds: its Razorpay order, payment or refund id, its receipt number,
 * or the id of another payment refunded against it (a second capture), any part, any case.
 */
export function orderSearchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(
    ilike(paymentOrders.providerOrderId, pattern),
    ilike(paymentOrders.providerPaymentId, pattern),
    ilike(paymentOrders.providerRefundId, pattern),
    sql`exists (select 1 from ${paymentReceipts} where ${paymentReceipts.paymentOrderId} = ${paymentOrders.id} and ${paymentReceipts.receiptNumber} ilike ${pattern})`,
    sql`exists (select 1 from ${paymentRefunds} where ${paymentRefunds.paymentOrderId} = ${paymentOrders.id}
      and (${paymentRefunds.providerPaymentId} ilike ${pattern} or ${paymentRefunds.providerRefundId} ilike ${pattern}))`,
  );
}

/** The refunds the same search finds: their own ids, their order's id or the order's receipt number. */
export function refundSearchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(
    ilike(paymentRefunds.providerPaymentId, pattern),
    ilike(paymentRefunds.providerRefundId, pattern),
    ilike(paymentOrders.providerOrderId, pattern),
    sql`exists (select 1 from ${paymentReceipts} where ${paymentReceipts.paymentOrderId} = ${paymentOrders.id} and ${paymentReceipts.receiptNumber} ilike ${pattern})`,
  );
}

/** The orders' filters (search, state, contest, IST days) as one condition: the page, its count and the export share it. */
export const orderConditions = (query: Omit<PaymentsQuery, "page" | "refundsPage" | "sort" | "dir">) =>
  and(
    orderSearchCondition(query.q),
    query.state ? eq(paymentOrders.status, query.state) : undefined,
    query.contestId ? eq(subscribers.contestId, query.contestId) : undefined,
    ...dateRange(paymentOrders.createdAt, query),
  );

/** The refunds' filters; null when the state asked for is not a refund's (paid, created…): no refund matches. */
export function refundConditions(query: Omit<PaymentsQuery, "page" | "refundsPage" | "sort" | "dir">): SQL | undefined | null {
  if (query.state && !isRefundedOrderStatus(query.state)) return null;
  return and(
    refundSearchCondition(query.q),
    query.contestId ? eq(subscribers.contestId, query.contestId) : undefined,
    // The refund's own state when a refund state is asked for; other order states do not apply to refunds.
    query.state === "refund_pending" ? eq(paymentRefunds.status, "pending") : undefined,
    query.state === "refunded" ? eq(paymentRefunds.status, "refunded") : undefined,
    ...dateRange(paymentRefunds.createdAt, query),
  );
}

/**
 * Every payment order with its state, provider ids, amount, times, contest and registration,
 * filtered and paged in SQL (50 a page), newest first unless sorted otherwise; and, beside them, the
 * captured payments refunded because they could not complete a registration (payment_refunds),
 * under the same contest and date filters.
 */
export async function listPayments(db: Db, query: PaymentsQuery): Promise<PaymentsList> {
  const { orders, orderCount } = await orderPage(db, query);
  const { refunds, refundCount } = await refundPage(db, query);
  const contestList = await contestsWithRegistrations(db);

  return {
    orders: orders.map((row): PaymentOrderView => withIsoDates(row)),
    total: Number(orderCount?.n ?? 0),
    page: query.page,
    pageSize: PAYMENTS_PAGE_SIZE,
    refunds: refunds.map((row): PaymentRefundView => refundView(row)),
    refundsTotal: Number(refundCount?.n ?? 0),
    refundsPage: query.refundsPage,
    contests: contestList,
  };
}

/** The page of payment orders the filters and sort ask for, and how many there are in all. */
async function orderPage(db: Db, query: PaymentsQuery) {
  const orderWhere = orderConditions(query);
  const sortColumn = { created: paymentOrders.createdAt, updated: paymentOrders.updatedAt, amount: paymentOrders.amountPaise }[query.sort];
  const direction = query.dir === "asc" ? asc : desc;
  const [orders, [orderCount]] = await Promise.all([
    ordersFrom(db)
      .where(orderWhere)
      .orderBy(direction(sortColumn), direction(paymentOrders.id))
      .limit(PAYMENTS_PAGE_SIZE)
      .offset((query.page - 1) * PAYMENTS_PAGE_SIZE),
    // The registration is joined only when the contest filter needs it: the unfiltered count reads one table.
    query.contestId
      ? db
          .select({ n: count() })
          .from(paymentOrders)
          .innerJoin(subscribers, eq(subscribers.id, paymentOrders.subscriberId))
          .where(orderWhere)
      : db.select({ n: count() }).from(paymentOrders).where(orderWhere),
  ]);
  return { orders, orderCount };
}

/** The page of refunded captured payments under the same contest and date filters, when the state filter allows them. */
async function refundPage(db: Db, query: PaymentsQuery) {
  const refundWhere = refundConditions(query);
  const [refunds, [refundCount]] =
    refundWhere !== null
      ? await Promise.all([
          refundsFrom(db)
            .where(refundWhere)
            .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id))
            .limit(PAYMENTS_PAGE_SIZE)
            .offset((query.refundsPage - 1) * PAYMENTS_PAGE_SIZE),
          db
            .select({ n: count() })
            .from(paymentRefunds)
            .innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.paymentOrderId))
            .innerJoin(subscribers, eq(subscribers.id, paymentOrders.subscriberId))
            .where(refundWhere),
        ])
      : [[], [{ n: 0 }]];
  return { refunds, refundCount };
}

/** The contests that have registrations, for the filter. */
function contestsWithRegistrations(db: Db) {
  return (
    db
      .select({ id: contests.id, title: contests.title })
      .from(contests)
      // EXISTS stops at a contest's first registration; IN (SELECT DISTINCT …) read all of them (146 ms to 0.1 ms at 100 000).
      .where(exists(db.select({ one: sql`1` }).from(subscribers).where(eq(subscribers.contestId, contests.id))))
      .orderBy(asc(contests.title))
  );
}

export const refundsFrom = (db: Db) =>
  db
    .select(refundColumns)
    .from(paymentRefunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.paymentOrderId))
    .innerJoin(subscribers, eq(subscribers.id, paymentOrders.subscriberId))
    .innerJoin(contests, eq(contests.id, subscribers.contestId));

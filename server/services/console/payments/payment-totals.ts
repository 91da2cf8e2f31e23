import { inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contests, paymentOrders, paymentRefunds, subscribers } from "#db/schema.ts";
import { paymentReceipts } from "#db/schema/receipts.ts";
import type { ContestTotals, PaymentsQuery, PeriodTotals } from "#shared/console/payments.ts";
import { istDayEnd, istDayStart } from "#shared/console/ist-input.ts";
import { IST_OFFSET_SECONDS } from "#shared/ist.ts";
import { rowsOf } from "#db/rows.ts";
import { moneyReceivedOrderStatuses } from "#shared/payments/order-states.ts";

/** The totals' filters: a contest and a range of IST days (both included), as the payments page's address holds them. */
export type TotalsFilters = Pick<PaymentsQuery, "contestId" | "from" | "to">;

/** node-postgres and PGlite both answer { rows }, typed apart. */
type Count = string | number;
/** Razorpay's fee without its GST, that GST, and the payments whose fee is not known, as collectedFees sums them. */
type FeeColumns = { fee_net: Count; fee_tax: Count; fee_unknown: Count };
type TotalsRow = FeeColumns & {
  contest_id: string;
  contest_title: string;
  collected: Count;
  captured: Count;
  refunded: Count;
  refund_pending: Count;
  refunds: Count;
};
type PeriodRow = FeeColumns & { period: string; collected: Count; captured: Count; refunded: Count; refunds: Count };

/**
 * The money movements the totals add up, each with its contest, amount and moment:
 * - captured: every captured payment once: an order's own payment when the order is paid, being
 *   refunded or refunded, and every payment with a refund row (a duplicate, a wrong amount, a late
 *   one). A payment counted both ways (an order refunded with its own payment) is one row. It is
 *   dated when it was captured: its receipt's time, else (never completed a registration) its refund row's;
 *   with Razorpay's fee and its GST as the order recorded them for its own payment, or its refund row for a
 *   payment only that row knows (null: not known);
 * - refunds: every refund row, done or pending, dated when it was asked for.
 * Both are narrowed to the contest and the IST days of the filters.
 */
function movements(filters: TotalsFilters): SQL {
  const from = filters.from ? istDayStart(filters.from) : null;
  const to = filters.to ? istDayEnd(filters.to) : null;
  const within = (at: SQL) =>
    sql.join(
      [
        filters.contestId ? sql` and contest_id = ${filters.contestId}` : sql``,
        from ? sql` and ${at} >= ${from.toISOString()}::timestamptz` : sql``,
        to ? sql` and ${at} <= ${to.toISOString()}::timestamptz` : sql``,
      ],
      sql``,
    );
  return sql`
    captured_each as (
      select ${subscribers.contestId} as contest_id, ${paymentOrders.providerPaymentId} as payment_id,
        ${paymentOrders.amountPaise} as amount, coalesce(${paymentReceipts.issuedAt}, ${paymentOrders.updatedAt}) as at, 0 as refund_row,
        ${paymentOrders.providerFeePaise} as fee, ${paymentOrders.providerTaxPaise} as tax
      from ${paymentOrders} join ${subscribers} on ${subscribers.id} = ${paymentOrders.subscriberId}
      left join ${paymentReceipts} on ${paymentReceipts.paymentOrderId} = ${paymentOrders.id}
      where ${inArray(paymentOrders.status, moneyReceivedOrderStatuses)} and ${paymentOrders.providerPaymentId} is not null
      union all
      select ${subscribers.contestId}, ${paymentRefunds.providerPaymentId}, ${paymentRefunds.amountPaise}, ${paymentRefunds.createdAt}, 1,
        ${paymentRefunds.providerFeePaise}, ${paymentRefunds.providerTaxPaise}
      from ${paymentRefunds}
      join ${paymentOrders} on ${paymentOrders.id} = ${paymentRefunds.paymentOrderId}
      join ${subscribers} on ${subscribers.id} = ${paymentOrders.subscriberId}
    ),
    captured as (
      -- One row a payment, dated by its order's receipt when it has one (refund_row 0 sorts first).
      select distinct on (payment_id) contest_id, payment_id, amount, at, fee, tax from captured_each
      order by payment_id, refund_row, at
    ),
    captured_in as (select * from captured where true${within(sql`at`)}),
    refunds_in as (
      select * from (
        select ${subscribers.contestId} as contest_id, ${paymentRefunds.amountPaise} as amount,
          ${paymentRefunds.status} as status, ${paymentRefunds.createdAt} as at
        from ${paymentRefunds}
        join ${paymentOrders} on ${paymentOrders.id} = ${paymentRefunds.paymentOrderId}
        join ${subscribers} on ${subscribers.id} = ${paymentOrders.subscriberId}
      ) refund_rows where true${within(sql`at`)}
    )`;
}

/**
 * Sums over captured_in: Razorpay's fee without its GST and the GST (the two make Razorpay's `fee`), over
 * the payments whose fee is known, and how many payments have none.
 */
const collectedFees = sql.raw(`sum(fee - tax) filter (where fee is not null) as fee_net,
  sum(tax) filter (where fee is not null) as fee_tax,
  count(*) filter (where fee is null) as fee_unknown`);

/**
 * The fee columns of a row, and what Razorpay settled: net (collected − refunded) less its fee and GST. Not
 * known (null) while any payment's fee is not known: a fee never counts as 0 for not being recorded.
 */
function feeFigures(row: FeeColumns, netPaise: number) {
  const razorpayFeePaise = Number(row.fee_net);
  const gstOnFeePaise = Number(row.fee_tax);
  const feeNotKnownPayments = Number(row.fee_unknown);
  return {
    razorpayFeePaise,
    gstOnFeePaise,
    feeNotKnownPayments,
    settledPaise: feeNotKnownPayments > 0 ? null : netPaise - razorpayFeePaise - gstOnFeePaise,
  };
}

/**
 * Money per contest, in SQL aggregates only (docs/payments-and-capacity.md, refunds from the console):
 * collected (every captured payment once), refunded (every refund row, done or pending; pending also on
 * its own), net = collected − refunded, Razorpay's fee and GST on the captured payments, and settled =
 * net − fee − GST, over the filters' contest and IST days (movements() dates
 * each). Contests without a captured payment or a refund in the period are left out.
 */
export async function paymentTotalsByContest(db: Db, filters: TotalsFilters = {}): Promise<ContestTotals[]> {
  const result = await db.execute(sql`
    with ${movements(filters)},
    collected as (
      select contest_id, sum(amount) as collected, count(*) as captured, ${collectedFees} from captured_in group by contest_id
    ),
    refunded as (
      select contest_id, sum(amount) as refunded,
        sum(case when status = 'pending' then amount else 0 end) as refund_pending,
        count(*) as refunds
      from refunds_in group by contest_id
    )
    select ${contests.id} as contest_id, ${contests.title} as contest_title,
      coalesce(collected.collected, 0) as collected, coalesce(collected.captured, 0) as captured,
      coalesce(collected.fee_net, 0) as fee_net, coalesce(collected.fee_tax, 0) as fee_tax,
      coalesce(collected.fee_unknown, 0) as fee_unknown,
      coalesce(refunded.refunded, 0) as refunded, coalesce(refunded.refund_pending, 0) as refund_pending,
      coalesce(refunded.refunds, 0) as refunds
    from ${contests}
    left join collected on collected.contest_id = ${contests.id}
    left join refunded on refunded.contest_id = ${contests.id}
    where collected.contest_id is not null or refunded.contest_id is not null
    order by ${contests.title} asc`);
  return rowsOf<TotalsRow>(result).map((row) => {
    const collectedPaise = Number(row.collected);
    const refundedPaise = Number(row.refunded);
    return {
      contestId: row.contest_id,
      contestTitle: row.contest_title,
      collectedPaise,
      capturedPayments: Number(row.captured),
      refundedPaise,
      refundPendingPaise: Number(row.refund_pending),
      refunds: Number(row.refunds),
      netPaise: collectedPaise - refundedPaise,
      ...feeFigures(row, collectedPaise - refundedPaise),
    };
  });
}

/**
 * The same money per IST day when the filters name a day (From or To), else per IST month, newest
 * first: what an accountant lays beside the gateway's settlements. The IST day of a moment is its UTC
 * time moved by +5:30 (no time-zone database needed: PGlite and PostgreSQL agree).
 */
export async function paymentTotalsByPeriod(db: Db, filters: TotalsFilters = {}): Promise<PeriodTotals> {
  const unit = filters.from || filters.to ? "day" : "month";
  const format = unit === "day" ? "YYYY-MM-DD" : "YYYY-MM";
  const period = (at: SQL) => sql`to_char((${at} at time zone 'UTC') + ${sql.raw(`interval '${IST_OFFSET_SECONDS} seconds'`)}, ${format})`;
  const result = await db.execute(sql`
    with ${movements(filters)},
    collected as (
      select ${period(sql`at`)} as period, sum(amount) as collected, count(*) as captured, ${collectedFees} from captured_in group by 1
    ),
    refunded as (select ${period(sql`at`)} as period, sum(amount) as refunded, count(*) as refunds from refunds_in group by 1)
    select coalesce(collected.period, refunded.period) as period,
      coalesce(collected.collected, 0) as collected, coalesce(collected.captured, 0) as captured,
      coalesce(collected.fee_net, 0) as fee_net, coalesce(collected.fee_tax, 0) as fee_tax,
      coalesce(collected.fee_unknown, 0) as fee_unknown,
      coalesce(refunded.refunded, 0) as refunded, coalesce(refunded.refunds, 0) as refunds
    from collected full join refunded on refunded.period = collected.period
    order by 1 desc`);
  return {
    unit,
    rows: rowsOf<PeriodRow>(result).map((row) => {
      const collectedPaise = Number(row.collected);
      const refundedPaise = Number(row.refunded);
      return {
        period: row.period,
        collectedPaise,
        capturedPayments: Number(row.captured),
        refundedPaise,
        refunds: Number(row.refunds),
        netPaise: collectedPaise - refundedPaise,
        ...feeFigures(row, collectedPaise - refundedPaise),
      };
    }),
  };
}

import { inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contests, paymentOrders, paymentRefunds, subscribers } from "#db/schema.ts";
import type { ContestTotals } from "#shared/console/payments.ts";
import { rowsOf } from "#db/rows.ts";
import { moneyReceivedOrderStatuses } from "#shared/payments/order-states.ts";

/** node-postgres and PGlite both answer { rows }, typed apart. */

type TotalsRow = {
  contest_id: string;
  contest_title: string;
  collected: string | number;
  captured: string | number;
  refunded: string | number;
  refund_pending: string | number;
  refunds: string | number;
};

/**
 * Money per contest, in SQL aggregates only (docs/payments-and-capacity.md, refunds from the console):
 * - collected: every captured payment once: an order's own payment when the order is paid, being
 *   refunded or refunded, and every payment with a refund row (a duplicate, a wrong amount, a late
 *   one). UNION removes the payment counted both ways (an order refunded with its own payment);
 * - refunded: every refund row, done or pending (pending also on its own);
 * - net: collected − refunded.
 * Contests without any captured payment are left out.
 */
export async function paymentTotalsByContest(db: Db): Promise<ContestTotals[]> {
  const result = await db.execute(sql`
    with captured as (
      select ${subscribers.contestId} as contest_id, ${paymentOrders.providerPaymentId} as payment_id, ${paymentOrders.amountPaise} as amount
      from ${paymentOrders} join ${subscribers} on ${subscribers.id} = ${paymentOrders.subscriberId}
      where ${inArray(paymentOrders.status, moneyReceivedOrderStatuses)} and ${paymentOrders.providerPaymentId} is not null
      union
      select ${subscribers.contestId}, ${paymentRefunds.providerPaymentId}, ${paymentRefunds.amountPaise}
      from ${paymentRefunds}
      join ${paymentOrders} on ${paymentOrders.id} = ${paymentRefunds.paymentOrderId}
      join ${subscribers} on ${subscribers.id} = ${paymentOrders.subscriberId}
    ),
    collected as (
      select contest_id, sum(amount) as collected, count(*) as captured from captured group by contest_id
    ),
    refunded as (
      select ${subscribers.contestId} as contest_id,
        sum(${paymentRefunds.amountPaise}) as refunded,
        sum(case when ${paymentRefunds.status} = 'pending' then ${paymentRefunds.amountPaise} else 0 end) as refund_pending,
        count(*) as refunds
      from ${paymentRefunds}
      join ${paymentOrders} on ${paymentOrders.id} = ${paymentRefunds.paymentOrderId}
      join ${subscribers} on ${subscribers.id} = ${paymentOrders.subscriberId}
      group by ${subscribers.contestId}
    )
    select ${contests.id} as contest_id, ${contests.title} as contest_title,
      coalesce(collected.collected, 0) as collected, coalesce(collected.captured, 0) as captured,
      coalesce(refunded.refunded, 0) as refunded, coalesce(refunded.refund_pending, 0) as refund_pending,
      coalesce(refunded.refunds, 0) as refunds
    from ${contests}
    join collected on collected.contest_id = ${contests.id}
    left join refunded on refunded.contest_id = ${contests.id}
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
    };
  });
}

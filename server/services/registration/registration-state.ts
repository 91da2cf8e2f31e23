import { and, eq, inArray, not, type SQL, sql } from "drizzle-orm";
import { paymentOrders, type SubscriberStatus, subscribers } from "#db/schema.ts";
import type { RegistrationState } from "#shared/api/my-registrations.ts";
import type { ContestDates } from "#shared/contest-status.ts";
import { isRefundedOrderStatus, refundedOrderStatuses } from "#shared/payments/order-states.ts";
import { registrationWindow, registrationWindowCondition } from "./registration-window.ts";

/*
 * What a registration is now, in the creator's words (docs/my-registrations-and-certificates.md), in
 * its two forms: registrationState() for rows in hand (the creator's page, the console's registration
 * page, the video link) and registrationStateCondition()/registrationStateColumn() for queries (the
 * console's list, its filter, sort and export). tests/api/registration-rules-sql.test.ts holds them
 * to each other at IST day boundaries.
 */

/** Some order of the registration is being or has been refunded (its payment could not complete it, or the organiser refunded it). */
export const hasRefundedOrder = (orders: readonly { status: string }[]): boolean =>
  orders.some((order) => isRefundedOrderStatus(order.status));

/** hasRefundedOrder() over the registration's orders in the database. */
const refundedOrderExists = sql`exists (select 1 from ${paymentOrders} where ${paymentOrders.subscriberId} = ${subscribers.id} and ${inArray(paymentOrders.status, refundedOrderStatuses)})`;

/**
 * - completed: paid, or free and done;
 * - refunded: the payment could not complete it (the contest filled, registration had closed) and
 *   was refunded or is being refunded;
 * - pending: unpaid while registration is still open, so payment can still be finished;
 * - expired: unpaid and registration has closed, or cancelled with nothing paid.
 * `refunded` is hasRefundedOrder() of the registration's orders.
 */
export function registrationState(
  registration: { status: SubscriberStatus; refunded: boolean },
  contest: ContestDates,
  now: Date,
): RegistrationState {
  if (registration.status === "completed") return "completed";
  if (registration.refunded) return "refunded";
  if (registration.status === "pending" && registrationWindow(contest, now) === "open") return "pending";
  return "expired";
}

/** registrationState() as a condition over subscribers ⋈ contests, in the same order of rules. */
export function registrationStateCondition(state: RegistrationState, now: Date): SQL {
  const completed = eq(subscribers.status, "completed");
  const pendingOpen = and(eq(subscribers.status, "pending"), registrationWindowCondition("open", now)) as SQL;
  switch (state) {
    case "completed":
      return completed;
    case "refunded":
      return and(not(completed), refundedOrderExists) as SQL;
    case "pending":
      return and(not(refundedOrderExists), pendingOpen) as SQL;
    case "expired":
      return and(not(completed), not(refundedOrderExists), not(pendingOpen)) as SQL;
  }
}

/** registrationState() as a column over subscribers ⋈ contests, for the console's list, its sort and the export. */
export function registrationStateColumn(now: Date): SQL<RegistrationState> {
  return sql<RegistrationState>`case when ${subscribers.status} = 'completed' then 'completed' when ${refundedOrderExists} then 'refunded' when ${and(
    eq(subscribers.status, "pending"),
    registrationWindowCondition("open", now),
  )} then 'pending' else 'expired' end`;
}

/** The video link can change while registration is open, for a registration still in play. */
export function linkEditable(state: RegistrationState, contest: ContestDates, now: Date): boolean {
  return (state === "completed" || state === "pending") && registrationWindow(contest, now) === "open";
}

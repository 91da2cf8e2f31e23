import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { contests, paymentOrders, paymentRefunds, subscribers, users, winners } from "#db/schema.ts";
import { ORGANISER_REFUND_REASON, type RefundPreview } from "#shared/console/payments.ts";
import type { AppContext } from "../../../context.ts";
import { AppError, notFound } from "../../../errors.ts";
import { issueRefund, type PaymentRefundRow } from "../../registration/refund-payment.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";
import type { Tx } from "../../registration/capacity.ts";
import { moneyReceivedOrderStatuses, refundedOrderStatuses } from "#shared/payments/order-states.ts";
import { displayName } from "#shared/display-name.ts";

export const refundMessages = {
  notFound: "Registration not found.",
  notCompleted: "Only a completed registration can be refunded.",
  free: "This registration is free: there is nothing to refund.",
  noPaidOrder: "This registration has no paid order to refund.",
  declaredWinner: "This registration won the contest and the results are declared: a winner cannot be refunded.",
  chosenWinner: "This registration is among the contest's chosen winners: take it off the winners first.",
  refunded: (amount: string) => `Refunded ${amount}. The registration has left the public list and its place is free.`,
  pending: (amount: string) =>
    `Refund of ${amount} requested. The registration has left the public list and its place is free; the payment gateway has not confirmed the refund yet, and it is asked again every minute until it does.`,
} as const;

type Refusal = keyof Pick<typeof refundMessages, "notCompleted" | "free" | "noPaidOrder" | "declaredWinner" | "chosenWinner">;

/** Why a registration cannot be refunded now, or null. The same rule for the dialog and the refund. */
function refusal(
  registration: { status: string; isPaid: boolean },
  paidOrder: unknown,
  winner: { declared: boolean } | null,
): Refusal | null {
  if (registration.status !== "completed") return "notCompleted";
  if (!registration.isPaid) return "free";
  if (!paidOrder) return "noPaidOrder";
  if (winner) return winner.declared ? "declaredWinner" : "chosenWinner";
  return null;
}

/** The order this registration was refunded with by the organiser, if it was. */
async function organiserRefundedOrder(db: Db, registrationId: string) {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.subscriberId, registrationId),
        eq(paymentOrders.failureReason, ORGANISER_REFUND_REASON),
        inArray(paymentOrders.status, refundedOrderStatuses),
      ),
    )
    .orderBy(desc(paymentOrders.updatedAt))
    .limit(1);
  return order ?? null;
}

/** What the refund dialog asks about: the creator, the contest, the amount, and whether it may be refunded. */
export async function previewRefund(db: Db, registrationId: string): Promise<RefundPreview> {
  const [row] = await db
    .select({
      status: subscribers.status,
      isPaid: subscribers.isPaid,
      firstName: users.firstName,
      lastName: users.lastName,
      contestTitle: contests.title,
      winnersDeclared: contests.winnersDeclared,
    })
    .from(subscribers)
    .innerJoin(users, eq(users.id, subscribers.userId))
    .innerJoin(contests, eq(contests.id, subscribers.contestId))
    .where(eq(subscribers.id, registrationId));
  if (!row) throw notFound(refundMessages.notFound);
  const [paid] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.subscriberId, registrationId), eq(paymentOrders.status, "paid")))
    .limit(1);
  const [chosen] = await db.select({ id: winners.id }).from(winners).where(eq(winners.subscriberId, registrationId)).limit(1);
  const refunded = paid ? null : await organiserRefundedOrder(db, registrationId);
  const blocked = refusal(row, paid, chosen ? { declared: row.winnersDeclared } : null);
  return {
    registrationId,
    creatorName: displayName({ firstName: row.firstName, lastName: row.lastName }),
    contestTitle: row.contestTitle,
    amountPaise: (paid ?? refunded)?.amountPaise ?? null,
    refundable: blocked === null,
    blockedReason: blocked ? refundMessages[blocked] : null,
    orderState: (paid ?? refunded)?.status ?? null,
  };
}

/**
 * Step one of an organiser's refund, in one transaction with no provider call in it: the contest,
 * the paid order and the registration are locked in settle-payment's order (so a payment landing at
 * the same moment waits), the registration is cancelled (its place is free, it leaves the public
 * list), the order moves paid → refund_pending, the payment's one refund row is written with its
 * idempotency key, and the audit row. A second call (a double click, a retry) finds the refund made
 * by the first and answers it again. Exported so a test can stop between the two steps, as a crash would.
 */
export async function recordOrganiserRefund(
  db: Db,
  options: { staffId: string; registrationId: string; reason: string },
  now = new Date(),
): Promise<{ refund: PaymentRefundRow; repeated: boolean }> {
  return db.transaction(async (tx) => {
    const { contest, orders, registration } = await lockRefundRows(tx, options.registrationId);
    const earlier = await earlierOrganiserRefund(tx, registration, orders);
    if (earlier) return { refund: earlier, repeated: true };

    const paidOrder = orders.find((o) => o.status === "paid" && o.providerPaymentId);
    const [chosen] = await tx.select({ id: winners.id }).from(winners).where(eq(winners.subscriberId, registration.id)).limit(1);
    const blocked = refusal(registration, paidOrder, chosen ? { declared: contest.winnersDeclared } : null);
    if (blocked || !paidOrder?.providerPaymentId) throw new AppError("CONFLICT", refundMessages[blocked ?? "noPaidOrder"]);

    const refund = await cancelWithRefundRow(tx, registration.id, paidOrder, paidOrder.providerPaymentId, options.reason, now);
    await recordAudit(tx, {
      staffId: options.staffId,
      action: "refund",
      entity: "registration",
      entityId: registration.id,
      changedFields: { amountPaise: refund.amountPaise, paymentId: paidOrder.providerPaymentId, reason: options.reason },
    });
    return { refund, repeated: false };
  });
}

type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** The contest, the registration's orders that received money, then the registration: locked in settle-payment's order. */
async function lockRefundRows(tx: Tx, registrationId: string) {
  const [found] = await tx.select({ contestId: subscribers.contestId }).from(subscribers).where(eq(subscribers.id, registrationId));
  if (!found) throw notFound(refundMessages.notFound);
  const [contest] = await tx
    .select({ winnersDeclared: contests.winnersDeclared })
    .from(contests)
    .where(eq(contests.id, found.contestId))
    .for("update");
  const orders = await tx
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.subscriberId, registrationId), inArray(paymentOrders.status, moneyReceivedOrderStatuses)))
    .for("update");
  const [registration] = await tx.select().from(subscribers).where(eq(subscribers.id, registrationId)).for("update");
  if (!contest || !registration) throw notFound(refundMessages.notFound);
  return { contest, orders, registration };
}

/** The refund an earlier call of this organiser refund already made (a double click, a retry), or null. */
async function earlierOrganiserRefund(
  tx: Tx,
  registration: { status: string },
  orders: PaymentOrderRow[],
): Promise<PaymentRefundRow | null> {
  const earlier = orders.find((o) => o.failureReason === ORGANISER_REFUND_REASON && o.providerPaymentId);
  if (registration.status === "cancelled" && earlier?.providerPaymentId) {
    const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.providerPaymentId, earlier.providerPaymentId));
    if (refund) return refund;
  }
  return null;
}

/** The registration is cancelled, its paid order moves to refund_pending and the payment gets its one refund row. */
async function cancelWithRefundRow(
  tx: Tx,
  registrationId: string,
  paidOrder: PaymentOrderRow,
  paymentId: string,
  organiserNote: string,
  now: Date,
): Promise<PaymentRefundRow> {
  await tx.update(subscribers).set({ status: "cancelled", holdExpiresAt: null }).where(eq(subscribers.id, registrationId));
  await tx
    .update(paymentOrders)
    .set({ status: "refund_pending", failureReason: ORGANISER_REFUND_REASON, updatedAt: now })
    .where(eq(paymentOrders.id, paidOrder.id));
  // The same row settle-payment writes for a payment it cannot keep: one per payment id, so the
  // payment is refunded once whoever asks (this call, a second click, the reconciler).
  await tx
    .insert(paymentRefunds)
    .values({
      id: newId(),
      paymentOrderId: paidOrder.id,
      providerPaymentId: paymentId,
      amountPaise: paidOrder.amountPaise,
      currency: paidOrder.currency,
      reason: ORGANISER_REFUND_REASON,
      organiserNote,
      idempotencyKey: `refund-${paymentId}`,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: paymentRefunds.providerPaymentId });
  const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.providerPaymentId, paymentId));
  if (!refund) throw new Error("refund row not written");
  return refund;
}

export type OrganiserRefund = { refundState: "pending" | "refunded"; amountPaise: number; repeated: boolean };

/**
 * Refunds a completed paid registration in full (docs/payments-and-capacity.md, refunds from the
 * console): the transaction above, then the public lists are dropped so the applicants page and the
 * places left change at once, then the gateway is asked with the stored idempotency key, outside any
 * transaction. If the gateway fails or the process dies here, the reconciler finishes the refund.
 * A repeated call answers the first one's refund as it stands.
 */
export async function refundRegistration(
  ctx: AppContext,
  options: { staffId: string; registrationId: string; reason: string },
  now = new Date(),
): Promise<OrganiserRefund> {
  const recorded = await recordOrganiserRefund(ctx.db, options, now);
  ctx.cache.invalidate("contest");
  let { refund } = recorded;
  // A repeated call leaves the gateway to the call that wrote the row (or to the reconciler): one request per key.
  if (!recorded.repeated && refund.status === "pending" && (await issueRefund(ctx, refund, now)))
    refund = { ...refund, status: "refunded" };
  return { refundState: refund.status, amountPaise: refund.amountPaise, repeated: recorded.repeated };
}

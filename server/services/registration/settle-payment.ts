import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { builtOnce } from "#db/built-once.ts";
import { newId } from "#db/ids.ts";
import { contests, paymentEvents, paymentOrders, paymentRefunds, subscribers, users } from "#db/schema.ts";
import { ORGANISER_REFUND_REASON } from "#shared/console/payments.ts";
import { isRefundedOrderStatus } from "#shared/payments/order-states.ts";
import type { AppContext } from "../../context.ts";
import { enqueuePaymentReceipt } from "../mail/registration-mail.ts";
import { type GatewayPayment, providerFeeOf } from "../payments/gateway.ts";
import { issueReceiptNumber } from "../receipts/receipt-numbers.ts";
import { hasFreePlace, lockPlaces, type Tx } from "./capacity.ts";
import { issueRefund, type PaymentRefundRow } from "./refund-payment.ts";
import { registrationWindow } from "./registration-window.ts";

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export type SettleOutcome =
  /** This call completed the registration. */
  | "completed"
  /** It was already completed with this payment (a repeated confirm, a webhook after the browser). */
  | "already"
  /** The contest filled before the payment landed: the registration is cancelled and the payment refunded. */
  | "full"
  /** Paid after the hold lapsed and after registration closed: cancelled and refunded. */
  | "closed"
  /** The registration was already completed by another payment: this one is refunded. */
  | "duplicate"
  /** The payment's amount or currency is not the order's: refunded. */
  | "mismatch"
  /** Nothing to do: unknown order, replayed event, a payment of another order, or not captured. */
  | "ignored";

export type SettleResult = { outcome: SettleOutcome; order?: PaymentOrderRow; refund?: PaymentRefundRow; refunded?: boolean };

/** Reasons stored on refunded orders; the confirm answer tells full from closed by them. */
export const refundReasons = {
  full: "contest full",
  closed: "registration closed",
  duplicate: "registration already completed by another payment",
  otherOpen: "another registration of this user is open",
  orderPaid: "order already paid by another payment",
  orderRefunded: "order already refunded",
  mismatch: "amount does not match the order",
} as const;

/**
 * Applies a captured payment to its order, exactly once, in one transaction with no provider call in
 * it: the order and its registration are locked; a payment without a live hold takes a place under
 * the contest's places lock (lockPlaces), so completed registrations plus holds never pass
 * maxParticipants, even when payments for the last place land together. A
 * webhook's event id is recorded in the same transaction, so a replay changes nothing. Every captured
 * payment that does not complete the registration gets a refund row (one per payment id) and is
 * refunded after the commit. The late-payment rule is in docs/payments-and-capacity.md.
 */
export async function settlePayment(
  ctx: AppContext,
  input: { providerOrderId: string; payment: GatewayPayment; event?: { id: string; type: string } },
  now = new Date(),
): Promise<SettleResult> {
  const result = await ctx.db.transaction((tx) => settleInTransaction(tx, input, now));

  if (result.outcome === "completed") ctx.cache.invalidateSoon("contest");
  if (result.refund?.status === "pending") {
    const refunded = await issueRefund(ctx, result.refund);
    return { ...result, refunded };
  }
  return { ...result, refunded: result.refund?.status === "refunded" };
}

type SubscriberRow = typeof subscribers.$inferSelect;
/** What settling needs of the contest: its window, its places and the receipt's title (not its texts, read under the locks). */
type SettlingContest = Pick<
  typeof contests.$inferSelect,
  "id" | "title" | "titleHi" | "maxParticipants" | "isCompleted" | "registrationStartDate" | "registrationEndDate"
>;
/** The creator, as the receipt mail addresses them. */
type Creator = Pick<typeof users.$inferSelect, "email" | "firstName" | "lastName" | "language">;
/** The locked order and registration, the contest, the creator, and the payment being applied to them. */
type Settling = { order: PaymentOrderRow; subscriber: SubscriberRow; contest: SettlingContest; creator: Creator; payment: GatewayPayment };
/** How a payment that cannot complete the registration is refunded (see refundersFor). */
type Refunders = ReturnType<typeof refundersFor>;

/** settlePayment's one transaction: every read, lock and write below commits or rolls back together. */
async function settleInTransaction(
  tx: Tx,
  input: { providerOrderId: string; payment: GatewayPayment; event?: { id: string; type: string } },
  now: Date,
): Promise<SettleResult> {
  if (input.event && !(await recordEvent(tx, input.event))) return { outcome: "ignored" };
  const locked = await lockOrderAndRegistration(tx, input.providerOrderId);
  if (!locked) return { outcome: "ignored" };
  const { order } = locked;

  const { payment } = input;
  if (payment.order_id !== order.providerOrderId || payment.status !== "captured") return { outcome: "ignored", order };
  const settling: Settling = { ...locked, payment };
  const refunders = refundersFor(tx, order, payment, now);

  const refused = (await refusalByOrder(tx, settling, refunders)) ?? (await refusalByRegistration(tx, settling, refunders));
  if (refused) return refused;
  const paidAt = paidTime(payment, now);
  const noPlace = await refusalForWindowOrPlaces(tx, settling, refunders, paidAt, now);
  if (noPlace) return noPlace;
  return completeRegistration(tx, settling, paidAt, now);
}

/**
 * The order, then its registration, each locked, in one statement: FOR UPDATE OF locks them in that
 * order (the same order as the console's refund), and a row changed by a transaction waited for is
 * read again at its committed version. With them, unlocked, the contest and the creator (whom the
 * receipt mail addresses). The contest's places are locked only when this payment must take a place
 * (refusalForWindowOrPlaces), never for a hold it already has.
 */
async function lockOrderAndRegistration(
  tx: Tx,
  providerOrderId: string,
): Promise<{ order: PaymentOrderRow; subscriber: SubscriberRow; contest: SettlingContest; creator: Creator } | null> {
  const [row] = await lockedOrderReadOf(tx).execute({ providerOrderId });
  return row ?? null;
}

/** lockOrderAndRegistration's statement, built once (db/built-once.ts): every payment settled sends it. */
const lockedOrderReadOf = builtOnce((db) =>
  db
    .select({
      order: paymentOrders,
      subscriber: subscribers,
      contest: {
        id: contests.id,
        title: contests.title,
        titleHi: contests.titleHi,
        maxParticipants: contests.maxParticipants,
        isCompleted: contests.isCompleted,
        registrationStartDate: contests.registrationStartDate,
        registrationEndDate: contests.registrationEndDate,
      },
      creator: { email: users.email, firstName: users.firstName, lastName: users.lastName, language: users.language },
    })
    .from(paymentOrders)
    .innerJoin(subscribers, eq(subscribers.id, paymentOrders.subscriberId))
    .innerJoin(contests, eq(contests.id, subscribers.contestId))
    .innerJoin(users, eq(users.id, subscribers.userId))
    .where(eq(paymentOrders.providerOrderId, sql.placeholder("providerOrderId")))
    .for("update", { of: [paymentOrders, subscribers] })
    .prepare("settle_order_lock"),
);

function refundersFor(tx: Tx, order: PaymentOrderRow, payment: GatewayPayment, now: Date) {
  return {
    /** A payment beside the order's own: refunded, the order unchanged. */
    refundExtra: async (reason: string, outcome: SettleOutcome): Promise<SettleResult> => ({
      outcome,
      order,
      refund: await refundRow(tx, order.id, payment, reason, now, { keepsFee: true }),
    }),
    /** The order's own payment cannot complete the registration: the order moves to refund_pending. */
    refundOrder: async (reason: string, outcome: SettleOutcome): Promise<SettleResult> => {
      const [updated] = await tx
        .update(paymentOrders)
        .set({ status: "refund_pending", providerPaymentId: payment.id, failureReason: reason, updatedAt: now, ...knownFee(payment) })
        .where(eq(paymentOrders.id, order.id))
        .returning();
      // Its fee is the order's, recorded above.
      return { outcome, order: updated, refund: await refundRow(tx, order.id, payment, reason, now, { keepsFee: false }) };
    },
  };
}

/** The payment does not fit the order, or the order is already paid or refunded; null when it may go on. */
async function refusalByOrder(tx: Tx, { order, payment }: Settling, { refundExtra }: Refunders): Promise<SettleResult | null> {
  // The amount always comes from our database: any other amount is refunded, never kept.
  if (payment.amount !== order.amountPaise || payment.currency !== order.currency) return refundExtra(refundReasons.mismatch, "mismatch");
  if (order.status === "paid") {
    if (order.providerPaymentId === payment.id) return { outcome: "already", order: await fillFee(tx, order, payment) };
    return refundExtra(refundReasons.orderPaid, "duplicate");
  }
  if (isRefundedOrderStatus(order.status)) {
    if (order.providerPaymentId !== payment.id) return refundExtra(refundReasons.orderRefunded, "duplicate");
    await fillFee(tx, order, payment);
    const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.providerPaymentId, payment.id));
    return { outcome: order.failureReason === refundReasons.closed ? "closed" : "full", order, refund };
  }
  return null;
}

/** The registration is already completed, or cancelled for good; null when it may be completed. */
async function refusalByRegistration(tx: Tx, { subscriber }: Settling, { refundOrder }: Refunders): Promise<SettleResult | null> {
  if (subscriber.status === "completed") return refundOrder(refundReasons.duplicate, "duplicate");
  if (subscriber.status === "cancelled") {
    // The organiser refunded this registration from the console: no later payment completes it again.
    const [refundedByOrganiser] = await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.subscriberId, subscriber.id), eq(paymentOrders.failureReason, ORGANISER_REFUND_REASON)));
    if (refundedByOrganiser) return refundOrder(ORGANISER_REFUND_REASON, "duplicate");
    // Only reopened when no other open registration of this user for this contest exists.
    const [other] = await tx
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(
        and(
          eq(subscribers.contestId, subscriber.contestId),
          eq(subscribers.userId, subscriber.userId),
          inArray(subscribers.status, ["pending", "completed"]),
          ne(subscribers.id, subscriber.id),
        ),
      );
    if (other) return refundOrder(refundReasons.otherOpen, "duplicate");
  }
  return null;
}

/** Paid too late for the registration window, or no place left: the registration is cancelled and refunded; null otherwise. */
async function refusalForWindowOrPlaces(
  tx: Tx,
  { subscriber, contest }: Settling,
  { refundOrder }: Refunders,
  paidAt: Date,
  now: Date,
): Promise<SettleResult | null> {
  const cancel = () => tx.update(subscribers).set({ status: "cancelled", holdExpiresAt: null }).where(eq(subscribers.id, subscriber.id));
  // Honoured: a payment made while the registration's hold was valid. Otherwise the registration
  // must still have been open when the customer paid.
  const heldWhenPaid = subscriber.status === "pending" && subscriber.holdExpiresAt !== null && paidAt <= subscriber.holdExpiresAt;
  if (!heldWhenPaid && registrationWindow(contest, paidAt) !== "open") {
    await cancel();
    return refundOrder(refundReasons.closed, "closed");
  }
  // A hold not yet lapsed is a place of its own: it is counted by everyone until its grace ends,
  // at least SETTLE_GRACE_MS from now, so completing it changes no count. Otherwise the payment
  // takes a place under the places lock, held to the commit (rare: a lapsed or refused hold).
  const holdsAPlace = subscriber.status === "pending" && subscriber.holdExpiresAt !== null && subscriber.holdExpiresAt > now;
  if (!holdsAPlace) {
    await lockPlaces(tx, contest.id);
    if (!(await hasFreePlace(tx, contest, now, subscriber.id))) {
      await cancel();
      return refundOrder(refundReasons.full, "full");
    }
  }
  return null;
}

/**
 * The registration completes and the order is paid (one statement, both rows locked since
 * lockOrderAndRegistration), and the receipt gets its number and its mail, addressed from the rows
 * already read.
 */
async function completeRegistration(
  tx: Tx,
  { order, subscriber, contest, creator, payment }: Settling,
  paidAt: Date,
  now: Date,
): Promise<SettleResult> {
  const fee = providerFeeOf(payment);
  const [paid] = await registrationCompleteOf(tx).execute({
    subscriberId: subscriber.id,
    orderId: order.id,
    paymentId: payment.id,
    now: now.toISOString(),
    feePaise: fee.providerFeePaise,
    taxPaise: fee.providerTaxPaise,
  });
  // The receipt and its number commit with the registration, whichever path (browser, webhook, reconciler) got here first.
  const receiptNumber = await issueReceiptNumber(tx, { paymentOrderId: order.id, paidAt });
  await enqueuePaymentReceipt(
    tx,
    { subscriberId: subscriber.id, link: subscriber.link, contest, creator },
    {
      orderId: order.id,
      providerOrderId: order.providerOrderId,
      amountPaise: payment.amount,
      paymentId: payment.id,
      paidAt,
      receiptNumber,
    },
  );
  return { outcome: "completed", order: paid };
}

/**
 * completeRegistration's statement, built once (db/built-once.ts): the registration completed and the
 * order paid together. The fee and GST are kept as they were when the provider gave none (null).
 */
const registrationCompleteOf = builtOnce((db) => {
  const now = sql`${sql.placeholder("now")}::timestamptz`;
  const completed = db.$with("completed").as(
    db
      .update(subscribers)
      .set({ status: "completed", isPaid: true, completedAt: now, holdExpiresAt: null })
      .where(eq(subscribers.id, sql.placeholder("subscriberId")))
      .returning({ id: subscribers.id }),
  );
  return db
    .with(completed)
    .update(paymentOrders)
    .set({
      status: "paid",
      providerPaymentId: sql`${sql.placeholder("paymentId")}`,
      failureReason: null,
      updatedAt: now,
      providerFeePaise: sql`coalesce(${sql.placeholder("feePaise")}::integer, ${paymentOrders.providerFeePaise})`,
      providerTaxPaise: sql`coalesce(${sql.placeholder("taxPaise")}::integer, ${paymentOrders.providerTaxPaise})`,
    })
    .where(eq(paymentOrders.id, sql.placeholder("orderId")))
    .returning()
    .prepare("registration_complete");
});

/** The payment's fee and GST for the order's row when the provider gave them; nothing (the row unchanged) otherwise. */
function knownFee(payment: GatewayPayment) {
  const fee = providerFeeOf(payment);
  return fee.providerFeePaise === null ? {} : fee;
}

/**
 * The order's own payment reported again (webhook after the browser, the reconciler's hourly look): its fee is
 * recorded if the order has none yet. The same payment's fee never changes, so a second report changes nothing.
 */
async function fillFee(tx: Tx, order: PaymentOrderRow, payment: GatewayPayment): Promise<PaymentOrderRow> {
  const fee = providerFeeOf(payment);
  if (order.providerFeePaise !== null || fee.providerFeePaise === null) return order;
  const [updated] = await tx.update(paymentOrders).set(fee).where(eq(paymentOrders.id, order.id)).returning();
  return updated ?? order;
}

/** When the customer paid, by the provider's clock; never later than now. */
function paidTime(payment: GatewayPayment, now: Date): Date {
  if (typeof payment.created_at !== "number" || !Number.isFinite(payment.created_at)) return now;
  const at = new Date(payment.created_at * 1000);
  return at < now ? at : now;
}

/**
 * The payment's one refund row (an existing one is reused: a payment is never refunded twice). `keepsFee`: the
 * payment is not the order's own (a second or late capture), so only this row records the fee Razorpay keeps on it.
 */
async function refundRow(
  tx: Tx,
  orderId: string,
  payment: GatewayPayment,
  reason: string,
  now: Date,
  { keepsFee }: { keepsFee: boolean },
): Promise<PaymentRefundRow> {
  const fee = keepsFee ? providerFeeOf(payment) : providerFeeOf({});
  await tx
    .insert(paymentRefunds)
    .values({
      id: newId(),
      paymentOrderId: orderId,
      providerPaymentId: payment.id,
      amountPaise: payment.amount,
      currency: payment.currency,
      reason,
      idempotencyKey: `refund-${payment.id}`,
      ...fee,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: paymentRefunds.providerPaymentId });
  const [row] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.providerPaymentId, payment.id));
  if (!row) throw new Error("refund row not written");
  if (row.providerFeePaise !== null || fee.providerFeePaise === null) return row;
  const [withFee] = await tx.update(paymentRefunds).set(fee).where(eq(paymentRefunds.id, row.id)).returning();
  return withFee ?? row;
}

/** Records a webhook event id; false when it was recorded before (a replay). */
export async function recordEvent(tx: Tx, event: { id: string; type: string }): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ eventId: event.id, eventType: event.type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

/**
 * Records a failed payment attempt (webhook payment.failed, simulated failure, reconciler). Only an
 * open order changes: paid, refunded and refund_pending are never undone by a late failure.
 */
export async function recordPaymentFailed(
  ctx: AppContext,
  input: { providerOrderId: string; reason: string; paymentId?: string; event?: { id: string; type: string } },
  now = new Date(),
): Promise<boolean> {
  // With a webhook event, its id is recorded in the same transaction; without one, the update is a statement of its own.
  const record = async (tx: Tx | AppContext["db"]) => {
    const updated = await tx
      .update(paymentOrders)
      .set({
        status: "failed",
        failureReason: input.reason.slice(0, 500),
        ...(input.paymentId ? { providerPaymentId: input.paymentId } : {}),
        updatedAt: now,
      })
      .where(and(eq(paymentOrders.providerOrderId, input.providerOrderId), inArray(paymentOrders.status, ["created", "failed"])))
      .returning({ id: paymentOrders.id });
    return updated.length > 0;
  };
  const { event } = input;
  if (!event) return record(ctx.db);
  return ctx.db.transaction(async (tx) => (await recordEvent(tx, event)) && record(tx));
}

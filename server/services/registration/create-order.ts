import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { builtOnce } from "#db/built-once.ts";
import { isUniqueViolation } from "#db/errors.ts";
import { newId } from "#db/ids.ts";
import { paymentOrders, subscribers } from "#db/schema.ts";
import { displayName } from "#shared/display-name.ts";
import { refundedOrderStatuses } from "#shared/payments/order-states.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { enqueueRegistrationComplete } from "../mail/registration-mail.ts";
import type { GatewayPayment, PaymentGateway } from "../payments/gateway.ts";
import { RazorpayApiError } from "../payments/razorpay-gateway.ts";
import { HOLD_MS, hasFreePlace, hasFreePlaceNow, insertWithPlace, lockPlaces, SETTLE_GRACE_MS, type Tx } from "./capacity.ts";
import { settledAnswer } from "./confirm-order.ts";
import { type EntryContest, eligibleEntrant } from "./entry-checks.ts";
import { holdClientOf } from "./hold-client.ts";
import { refundedMessage, serverMessages } from "./messages.ts";
import { claimantAlive, newClaimId } from "./order-claims.ts";
import { settleOrderPayments } from "./reconcile-payments.ts";

/** `client`: the caller's address, whose network bounds its holds (CLIENT_HOLDS). */
export type CreateOrderInput = { contestId: string; userId: string; link: string; client?: string };

export type CreateOrderResult =
  | { free: true; subscriber: { _id: string; contestId: string; userId: string; link: string; isPaid: boolean; status: string } }
  | {
      free: false;
      order: { id: string; amount: number; currency: string };
      subscriber: { _id: string };
      user: { name: string; email: string; contact: string };
    };

type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** A claim older than this belongs to a call that died while the provider was asked (its timeout is 15 s). */
const STALE_CLAIM_MS = 30_000;
const CLAIM_POLL_MS = 50;

/**
 * POST /api/subscriber/create-order, in three steps so no transaction is open while the provider is
 * asked (docs/payments-and-capacity.md):
 * 1. one read checks everything the browser checked (window in IST, eligibility, the judges' conflict
 *    of interest, an earlier completed registration); then either one statement takes a place
 *    (take_place) and writes the new registration with its claim on a payment order, or one short
 *    transaction under the existing registration's row lock finds its open order or claims the right
 *    to create one;
 * 2. the claimant asks the provider, outside any transaction; a double click waits for that claim;
 * 3. one statement records the provider's order on the claim.
 * A hold starts with the registration and is never extended by a repeat call: one creator holds at
 * most one place per contest, for HOLD_MS at most. A free contest completes in step 1.
 */
export async function createOrder(ctx: AppContext, input: CreateOrderInput, now = new Date()): Promise<CreateOrderResult> {
  const { db } = ctx;
  const { user, contest, registration } = await eligibleEntrant(db, input, now);

  const gateway = ctx.payments;
  const free = contest.entryFeePaise <= 0;
  const { subscriber, newPlace, newClaim } = await registrationFor(ctx, contest, user.id, input, now, registration);
  // A new hold or registration changes what the contest page shows (places left, Registration Full).
  if (newPlace) ctx.cache.invalidateSoon(free ? "contest" : `contest:${contest.id}`);
  if (free || subscriber.status === "completed") {
    const s = subscriber;
    return {
      free: true,
      subscriber: { _id: s.id, contestId: s.contestId, userId: s.userId, link: s.link, isPaid: s.isPaid, status: s.status },
    };
  }

  // A new registration was written with its claim; an existing one finds or claims its order.
  const claim: Claim = newClaim
    ? { kind: "claimed", row: newClaim }
    : await db.transaction(async (tx) => {
        // The registration row lock orders a double click's claims; no contest-wide lock is taken here.
        await tx.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.id, subscriber.id)).for("update");
        return findOrClaimOrder(tx, gateway, subscriber.id, contest, now);
      });
  // A creator back at Pay after their payment went through (the confirmation lost on the way, the page
  // reloaded) is not sent to the checkout again: the provider is asked first.
  if (claim.kind === "ready" && (await paymentAlreadyMade(ctx, claim.row, now))) {
    return {
      free: true,
      subscriber: {
        _id: subscriber.id,
        contestId: subscriber.contestId,
        userId: subscriber.userId,
        link: subscriber.link,
        isPaid: true,
        status: "completed",
      },
    };
  }
  const order = await providerOrderFor(ctx, gateway, claim, contest, user.id);
  return {
    free: false,
    order: { id: order.providerOrderId ?? "", amount: order.amountPaise, currency: order.currency },
    subscriber: { _id: subscriber.id },
    // The caller is this very creator (the route checks the session), so the checkout can be prefilled.
    user: { name: displayName({ firstName: user.firstName, lastName: user.lastName }), email: user.email, contact: user.mobileNo },
  };
}

type ContestRow = EntryContest;
type SubscriberRow = typeof subscribers.$inferSelect;
/** What createOrder uses of the registration. */
type Registration = Pick<SubscriberRow, "id" | "contestId" | "userId" | "link" | "status" | "isPaid">;
/** A claim written with a new registration: the claimant asks the provider. */
type NewClaimRow = { id: string; subscriberId: string };

/**
 * The user's open registration for the contest: the one they have (`known`, read with the entry
 * checks; a repeat never renews its hold), or a new one taking a place in one statement
 * (insertWithPlace). A new paid registration is written with its payment order claim (`newClaim`).
 * A free contest completes here.
 */
async function registrationFor(
  ctx: AppContext,
  contest: ContestRow,
  userId: string,
  input: CreateOrderInput,
  now: Date,
  known: SubscriberRow | null,
): Promise<{ subscriber: Registration; newPlace: boolean; newClaim?: NewClaimRow }> {
  const free = contest.entryFeePaise <= 0;
  for (let attempt = 0; attempt < 2; attempt++) {
    const [existing] = attempt === 0 ? [known] : await openRegistration(ctx.db, contest.id, userId);
    if (existing?.status === "completed") throw new AppError("ALREADY_REGISTERED", m.alreadyRegistered);
    if (existing) return { subscriber: await reuseRegistration(ctx, contest, existing, input.link, now), newPlace: free };
    const id = newId();
    const registration = {
      id,
      contestId: contest.id,
      userId,
      link: input.link,
      complete: free,
      holdClient: input.client ? holdClientOf(input.client) : null,
    };
    const holdUntil = new Date(now.getTime() + HOLD_MS);
    const claim = free ? undefined : newClaimFor(ctx.payments, contest);
    try {
      const taken = free
        ? // A free registration is complete at once: its confirmation commits with it.
          await ctx.db.transaction(async (tx) => {
            const row = await insertWithPlace(tx, registration, now, holdUntil);
            if (row) await enqueueRegistrationComplete(tx, id);
            return row;
          })
        : await insertWithPlace(ctx.db, registration, now, holdUntil, claim);
      if (!taken) throw await fullError(ctx.db, contest.id, userId);
      const { verdict: _verdict, ...subscriber } = taken;
      return { subscriber, newPlace: true, ...(claim ? { newClaim: { id: claim.id, subscriberId: id } } : {}) };
    } catch (error) {
      // A double click inserted the user's registration first: use that one.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError("CONFLICT", serverMessages.tryAgain);
}

const openRegistration = (db: AppContext["db"], contestId: string, userId: string) =>
  db
    .select()
    .from(subscribers)
    .where(
      and(eq(subscribers.contestId, contestId), eq(subscribers.userId, userId), inArray(subscribers.status, ["pending", "completed"])),
    );

/**
 * A repeat create-order: the hold keeps its first expiry, only the video link changes. A pending
 * registration whose hold has lapsed may still pay while a place is free; a pending registration of
 * a contest that became free is completed if a place is free (under the places lock).
 */
async function reuseRegistration(ctx: AppContext, contest: ContestRow, existing: SubscriberRow, link: string, now: Date) {
  const held = existing.holdExpiresAt !== null && existing.holdExpiresAt.getTime() > now.getTime() - SETTLE_GRACE_MS;
  if (contest.entryFeePaise > 0) {
    if (!held && !(await hasFreePlaceNow(ctx.db, contest, now, existing.id))) throw await fullError(ctx.db, contest.id, existing.userId);
    const [updated] = await ctx.db.update(subscribers).set({ link }).where(eq(subscribers.id, existing.id)).returning();
    if (!updated) throw new Error("registration row not written");
    return updated;
  }
  return ctx.db.transaction(async (tx) => {
    await lockPlaces(tx, contest.id);
    if (!held && !(await hasFreePlace(tx, contest, now, existing.id))) throw await fullError(tx, contest.id, existing.userId);
    const [completed] = await tx
      .update(subscribers)
      .set({ status: "completed", isPaid: false, completedAt: now, holdExpiresAt: null, link })
      .where(and(eq(subscribers.id, existing.id), eq(subscribers.status, "pending")))
      .returning();
    if (!completed) throw new AppError("CONFLICT", serverMessages.tryAgain);
    await enqueueRegistrationComplete(tx, completed.id);
    return completed;
  });
}

type Claim = { kind: "ready" | "wait"; row: PaymentOrderRow } | { kind: "claimed"; row: NewClaimRow };

/** The claim a new paid registration is written with (insertWithPlace): what findOrClaimOrder would insert for it. */
const newClaimFor = (gateway: PaymentGateway, contest: { entryFeePaise: number; entryFeeCurrency: string }) => ({
  id: newClaimId(),
  provider: gateway.mode,
  amountPaise: contest.entryFeePaise,
  currency: contest.entryFeeCurrency,
});

/**
 * Inside step 1 (the registration row is locked): the registration's open order for the current fee,
 * the claim of another call still asking the provider, or a new claim (status creating) for this one.
 */
async function findOrClaimOrder(
  tx: Tx,
  gateway: PaymentGateway,
  subscriberId: string,
  contest: { entryFeePaise: number; entryFeeCurrency: string },
  now: Date,
): Promise<Claim> {
  // One read decides: the claimant's step 3 commits outside the contest lock, so two separate reads
  // (reusable, then in flight) could each miss a claim that turned from creating into created between them.
  const staleBefore = now.getTime() - STALE_CLAIM_MS;
  const orders = await tx
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.subscriberId, subscriberId), inArray(paymentOrders.status, ["created", "failed", "creating"])))
    .orderBy(desc(paymentOrders.createdAt));
  const reusable = orders.find(
    (order) =>
      order.status !== "creating" &&
      order.provider === gateway.mode &&
      order.amountPaise === contest.entryFeePaise &&
      order.currency === contest.entryFeeCurrency,
  );
  if (reusable) return { kind: "ready", row: reusable };
  // A claim is waited for while its process lives and for 30 s at most; a dead process's is taken over.
  const claim = orders.find((order) => order.status === "creating");
  if (claim && claim.createdAt.getTime() >= staleBefore && (await claimantAlive(tx, claim.id))) return { kind: "wait", row: claim };
  if (claim) await tx.delete(paymentOrders).where(and(eq(paymentOrders.id, claim.id), eq(paymentOrders.status, "creating")));

  const [created] = await tx
    .insert(paymentOrders)
    .values({ ...newClaimFor(gateway, contest), subscriberId, providerOrderId: null, status: "creating", createdAt: now, updatedAt: now })
    .returning();
  if (!created) throw new Error("payment order claim not written");
  return { kind: "claimed", row: created };
}

/** Steps 2 and 3: ask the provider for the claimed order (no transaction open), or wait for the claimant. */
async function providerOrderFor(
  ctx: AppContext,
  gateway: PaymentGateway,
  claim: Claim,
  contest: { id: string; entryFeePaise: number; entryFeeCurrency: string },
  userId: string,
): Promise<PaymentOrderRow> {
  if (claim.kind === "ready") return claim.row;
  if (claim.kind === "wait") return waitForClaim(ctx, claim.row.id);

  const subscriberId = claim.row.subscriberId;
  let providerOrderId: string;
  try {
    const providerOrder = await gateway.createOrder({
      amountPaise: contest.entryFeePaise,
      currency: contest.entryFeeCurrency,
      receipt: subscriberId,
      notes: { contestId: contest.id, userId, subscriberId },
    });
    providerOrderId = providerOrder.id;
  } catch (error) {
    await ctx.db.delete(paymentOrders).where(and(eq(paymentOrders.id, claim.row.id), eq(paymentOrders.status, "creating")));
    // The provider refused (bad keys, its own validation): the page shows the spec's message.
    if (error instanceof RazorpayApiError) throw new AppError("BAD_GATEWAY", m.createOrderFailed);
    throw error;
  }
  const [row] = await orderRecordOf(ctx.db).execute({ providerOrderId, updatedAt: new Date().toISOString(), claimId: claim.row.id });
  if (!row) throw new AppError("BAD_GATEWAY", m.createOrderFailed);
  return row;
}

/** Step 3, built once (db/built-once.ts): the provider's order recorded on the claim, if it is still a claim. */
const orderRecordOf = builtOnce((db) =>
  db
    .update(paymentOrders)
    .set({
      providerOrderId: sql`${sql.placeholder("providerOrderId")}`,
      status: "created",
      updatedAt: sql`${sql.placeholder("updatedAt")}::timestamptz`,
    })
    .where(and(eq(paymentOrders.id, sql.placeholder("claimId")), eq(paymentOrders.status, "creating")))
    .returning()
    .prepare("payment_order_record"),
);

/** A double click: the first call is asking the provider; answer with its order once recorded. */
async function waitForClaim(ctx: AppContext, claimId: string): Promise<PaymentOrderRow> {
  const deadline = Date.now() + STALE_CLAIM_MS;
  while (Date.now() < deadline) {
    const [row] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, claimId));
    if (!row) break;
    if (row.status !== "creating" && row.providerOrderId) return row;
    await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
  }
  throw new AppError("BAD_GATEWAY", m.createOrderFailed);
}

/**
 * Whether the order already holds a payment, settled now as the reconciler would (true once the
 * registration is complete). A payment that cannot complete it is refunded and refused as confirm-order
 * refuses it. When the provider cannot be asked, the checkout opens as before: a second payment is
 * found and refunded by the reconciler.
 */
async function paymentAlreadyMade(ctx: AppContext, order: PaymentOrderRow, now: Date): Promise<boolean> {
  if (!order.providerOrderId) return false;
  let payments: GatewayPayment[];
  try {
    payments = await ctx.payments.listOrderPayments(order.providerOrderId);
  } catch {
    return false;
  }
  if (!payments.some((p) => p.status === "captured" || p.status === "authorized")) return false;
  const [first] = await settleOrderPayments(ctx, order, payments, now);
  // Nothing settled (no captured payment after all): the checkout opens as before.
  if (!first || first.outcome === "ignored") return false;
  settledAnswer(first, first.refund?.amountPaise ?? order.amountPaise);
  return true;
}

/** REGISTRATION_FULL, telling a user whose payment for this contest was refunded that it was. */
async function fullError(tx: Tx | AppContext["db"], contestId: string, userId: string): Promise<AppError> {
  const [refunded] = await tx
    .select({ amountPaise: paymentOrders.amountPaise, status: paymentOrders.status })
    .from(paymentOrders)
    .innerJoin(subscribers, eq(paymentOrders.subscriberId, subscribers.id))
    .where(and(eq(subscribers.contestId, contestId), eq(subscribers.userId, userId), inArray(paymentOrders.status, refundedOrderStatuses)))
    .limit(1);
  if (refunded)
    return new AppError("REGISTRATION_FULL", refundedMessage(refunded.amountPaise, refunded.status === "refunded"), { refunded: true });
  return new AppError("REGISTRATION_FULL", serverMessages.full);
}

import { and, desc, eq, inArray, lt } from "drizzle-orm";
import { newId } from "#db/ids.ts";
import { contests, paymentOrders, subscribers, users } from "#db/schema.ts";
import { registrationWindow } from "#shared/contest-status.ts";
import { eligibilityError } from "#shared/registration/eligibility.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import type { AppContext } from "../../context.ts";
import { AppError, notFound } from "../../errors.ts";
import { judgesContest, panelMessages } from "../judging/panel.ts";
import { enqueueRegistrationComplete } from "../mail/registration-mail.ts";
import type { PaymentGateway } from "../payments/gateway.ts";
import { paymentGatewayFor } from "../payments/payment-gateway.ts";
import { RazorpayApiError } from "../payments/razorpay-gateway.ts";
import { HOLD_MS, hasFreePlace, type Tx } from "./capacity.ts";
import { refundedMessage, serverMessages } from "./messages.ts";

export type CreateOrderInput = { contestId: string; userId: string; link: string };

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
 * 1. one short transaction under the contest row lock checks everything the browser checked (window
 *    in IST, eligibility, capacity, an earlier completed registration), creates or reuses the user's
 *    pending registration and either finds its open order or claims the right to create one;
 * 2. the claimant asks the provider, outside any transaction; a double click waits for that claim;
 * 3. a second short transaction records the provider's order on the claim.
 * A hold starts with the registration and is never extended by a repeat call: one creator holds at
 * most one place per contest, for HOLD_MS at most. A free contest completes in step 1.
 */
export async function createOrder(ctx: AppContext, input: CreateOrderInput, now = new Date()): Promise<CreateOrderResult> {
  const { db } = ctx;
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw notFound(m.userNotFound);
  const gateway = paymentGatewayFor(ctx);

  const reserved = await db.transaction(async (tx) => {
    const [contest] = await tx
      .select()
      .from(contests)
      .where(and(eq(contests.id, input.contestId), eq(contests.isActive, true)))
      .for("update");
    if (!contest) throw notFound(serverMessages.contestNotFound);
    const window = registrationWindow(contest, now);
    if (window === "closed") throw new AppError("REGISTRATION_CLOSED", m.registrationClosed);
    if (window !== "open") throw new AppError("REGISTRATION_NOT_STARTED", serverMessages.notStarted);
    const ineligible = eligibilityError(
      { countryIds: contest.eligibleCountryIds, stateIds: contest.eligibleStateIds, cityIds: contest.eligibleCityIds },
      { countryId: user.countryId, stateId: user.stateId, cityId: user.cityId },
    );
    if (ineligible) throw new AppError("NOT_ELIGIBLE", ineligible);
    // A judge of the contest cannot enter it (docs/judging.md).
    if (await judgesContest(tx, { contestId: contest.id, email: user.email }))
      throw new AppError("NOT_ELIGIBLE", panelMessages.judgeCannotEnter);

    const [existing] = await tx
      .select()
      .from(subscribers)
      .where(
        and(eq(subscribers.contestId, contest.id), eq(subscribers.userId, user.id), inArray(subscribers.status, ["pending", "completed"])),
      )
      .for("update");
    if (existing?.status === "completed") throw new AppError("ALREADY_REGISTERED", m.alreadyRegistered);
    if (!(await hasFreePlace(tx, contest, now, existing?.id))) throw await fullError(tx, contest.id, user.id);

    const free = contest.entryFeePaise <= 0;
    const [subscriber] = free
      ? existing
        ? await tx
            .update(subscribers)
            .set({ status: "completed", isPaid: false, completedAt: now, holdExpiresAt: null, link: input.link })
            .where(eq(subscribers.id, existing.id))
            .returning()
        : await tx
            .insert(subscribers)
            .values({ id: newId(), contestId: contest.id, userId: user.id, status: "completed", completedAt: now, link: input.link })
            .returning()
      : existing
        ? // The hold keeps its first expiry: a repeat call only updates the video link.
          await tx.update(subscribers).set({ link: input.link }).where(eq(subscribers.id, existing.id)).returning()
        : await tx
            .insert(subscribers)
            .values({
              id: newId(),
              contestId: contest.id,
              userId: user.id,
              status: "pending",
              holdExpiresAt: new Date(now.getTime() + HOLD_MS),
              link: input.link,
            })
            .returning();
    if (!subscriber) throw new Error("registration row not written");
    // A free registration is complete now: its confirmation commits with it.
    if (free) await enqueueRegistrationComplete(tx, subscriber.id);
    const order = free ? null : await findOrClaimOrder(tx, gateway, subscriber.id, contest, now);
    return { contest, subscriber, free, order, newHold: !existing };
  });

  // A new hold or registration changes what the contest page shows (places left, Registration Full).
  if (reserved.free) ctx.cache.invalidate("contest");
  else if (reserved.newHold) ctx.cache.invalidate(`contest:${reserved.contest.id}`);

  if (!reserved.order) {
    const s = reserved.subscriber;
    return {
      free: true,
      subscriber: { _id: s.id, contestId: s.contestId, userId: s.userId, link: s.link, isPaid: s.isPaid, status: s.status },
    };
  }

  const order = await providerOrderFor(ctx, gateway, reserved.order, reserved.contest, user.id);
  return {
    free: false,
    order: { id: order.providerOrderId ?? "", amount: order.amountPaise, currency: order.currency },
    subscriber: { _id: reserved.subscriber.id },
    // The caller is this very creator (the route checks the session), so the checkout can be prefilled.
    user: { name: [user.firstName, user.lastName].filter(Boolean).join(" "), email: user.email, contact: user.mobileNo },
  };
}

type Claim = { kind: "ready" | "claimed" | "wait"; row: PaymentOrderRow };

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
  const inFlight = orders.find((order) => order.status === "creating" && order.createdAt.getTime() >= staleBefore);
  if (inFlight) return { kind: "wait", row: inFlight };

  await tx
    .delete(paymentOrders)
    .where(
      and(
        eq(paymentOrders.subscriberId, subscriberId),
        eq(paymentOrders.status, "creating"),
        lt(paymentOrders.createdAt, new Date(staleBefore)),
      ),
    );
  const [claim] = await tx
    .insert(paymentOrders)
    .values({
      id: newId(),
      subscriberId,
      provider: gateway.mode,
      providerOrderId: null,
      amountPaise: contest.entryFeePaise,
      currency: contest.entryFeeCurrency,
      status: "creating",
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!claim) throw new Error("payment order claim not written");
  return { kind: "claimed", row: claim };
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
  const [row] = await ctx.db
    .update(paymentOrders)
    .set({ providerOrderId, status: "created", updatedAt: new Date() })
    .where(and(eq(paymentOrders.id, claim.row.id), eq(paymentOrders.status, "creating")))
    .returning();
  if (!row) throw new AppError("BAD_GATEWAY", m.createOrderFailed);
  return row;
}

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

/** REGISTRATION_FULL, telling a user whose payment for this contest was refunded that it was. */
async function fullError(tx: Tx, contestId: string, userId: string): Promise<AppError> {
  const [refunded] = await tx
    .select({ amountPaise: paymentOrders.amountPaise, status: paymentOrders.status })
    .from(paymentOrders)
    .innerJoin(subscribers, eq(paymentOrders.subscriberId, subscribers.id))
    .where(
      and(
        eq(subscribers.contestId, contestId),
        eq(subscribers.userId, userId),
        inArray(paymentOrders.status, ["refund_pending", "refunded"]),
      ),
    )
    .limit(1);
  if (refunded)
    return new AppError("REGISTRATION_FULL", refundedMessage(refunded.amountPaise, refunded.status === "refunded"), { refunded: true });
  return new AppError("REGISTRATION_FULL", serverMessages.full);
}

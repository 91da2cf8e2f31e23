import { and, desc, eq, inArray } from "drizzle-orm";
import { newId } from "#db/ids.ts";
import { contests, paymentOrders, subscribers, users } from "#db/schema.ts";
import { isRegistrationWindowOpen } from "#shared/contest-status.ts";
import { startOfIstDay } from "#shared/ist.ts";
import { eligibilityError } from "#shared/registration/eligibility.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import type { AppContext } from "../../context.ts";
import { AppError, notFound } from "../../errors.ts";
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

/**
 * POST /api/subscriber/create-order. Checks everything the browser checked (window in IST,
 * eligibility, capacity, an earlier completed registration), then creates or reuses the user's
 * pending registration, which holds a place for HOLD_MS, and the provider order for the fee stored
 * in the database. A free contest completes at once. Two calls at once end with one registration:
 * both take the contest row lock, so the second sees the first's row.
 */
export async function createOrder(ctx: AppContext, input: CreateOrderInput, now = new Date()): Promise<CreateOrderResult> {
  const { db } = ctx;
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw notFound(m.userNotFound);

  const held = await db.transaction(async (tx) => {
    const [contest] = await tx
      .select()
      .from(contests)
      .where(and(eq(contests.id, input.contestId), eq(contests.isActive, true)))
      .for("update");
    if (!contest) throw notFound(serverMessages.contestNotFound);
    if (!isRegistrationWindowOpen(contest, now)) {
      const notStarted = contest.registrationStartDate && now < startOfIstDay(contest.registrationStartDate);
      throw notStarted
        ? new AppError("REGISTRATION_NOT_STARTED", serverMessages.notStarted)
        : new AppError("REGISTRATION_CLOSED", m.registrationClosed);
    }
    const ineligible = eligibilityError(
      { countryIds: contest.eligibleCountryIds, stateIds: contest.eligibleStateIds, cityIds: contest.eligibleCityIds },
      { countryId: user.countryId, stateId: user.stateId, cityId: user.cityId },
    );
    if (ineligible) throw new AppError("NOT_ELIGIBLE", ineligible);

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
    const values = free
      ? { status: "completed" as const, isPaid: false, completedAt: now, holdExpiresAt: null, link: input.link }
      : { status: "pending" as const, holdExpiresAt: new Date(now.getTime() + HOLD_MS), link: input.link };
    const [subscriber] = existing
      ? await tx.update(subscribers).set(values).where(eq(subscribers.id, existing.id)).returning()
      : await tx
          .insert(subscribers)
          .values({ id: newId(), contestId: contest.id, userId: user.id, ...values })
          .returning();
    if (!subscriber) throw new Error("registration row not written");
    return { contest, subscriber, free };
  });

  if (held.free) {
    ctx.cache.invalidate("contest");
    const s = held.subscriber;
    return {
      free: true,
      subscriber: { _id: s.id, contestId: s.contestId, userId: s.userId, link: s.link, isPaid: s.isPaid, status: s.status },
    };
  }

  const order = await openOrderFor(ctx, held.subscriber.id, held.contest, user.id);
  return {
    free: false,
    order: { id: order.providerOrderId, amount: order.amountPaise, currency: order.currency },
    subscriber: { _id: held.subscriber.id },
    // The mobile number is left out on purpose: this endpoint is open, and getByEmail masks it too.
    user: { name: [user.firstName, user.lastName].filter(Boolean).join(" "), email: user.email, contact: "" },
  };
}

/**
 * The registration's open provider order for the current fee, or a new one. The registration row
 * stays locked while the provider is asked, so a double click cannot make two orders.
 */
async function openOrderFor(
  ctx: AppContext,
  subscriberId: string,
  contest: { id: string; entryFeePaise: number; entryFeeCurrency: string },
  userId: string,
) {
  const gateway = paymentGatewayFor(ctx);
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.id, subscriberId)).for("update");
    const [reusable] = await tx
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.subscriberId, subscriberId),
          eq(paymentOrders.provider, gateway.mode),
          inArray(paymentOrders.status, ["created", "failed"]),
          eq(paymentOrders.amountPaise, contest.entryFeePaise),
          eq(paymentOrders.currency, contest.entryFeeCurrency),
        ),
      )
      .orderBy(desc(paymentOrders.createdAt))
      .limit(1);
    if (reusable) return reusable;
    const providerOrder = await gateway
      .createOrder({
        amountPaise: contest.entryFeePaise,
        currency: contest.entryFeeCurrency,
        receipt: subscriberId,
        notes: { contestId: contest.id, userId, subscriberId },
      })
      .catch((error: unknown) => {
        // The provider refused (bad keys, its own validation): the page shows the spec's message.
        if (error instanceof RazorpayApiError) throw new AppError("BAD_GATEWAY", m.createOrderFailed);
        throw error;
      });
    const [row] = await tx
      .insert(paymentOrders)
      .values({
        id: newId(),
        subscriberId,
        provider: gateway.mode,
        providerOrderId: providerOrder.id,
        amountPaise: contest.entryFeePaise,
        currency: contest.entryFeeCurrency,
      })
      .returning();
    if (!row) throw new Error("payment order not written");
    return row;
  });
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

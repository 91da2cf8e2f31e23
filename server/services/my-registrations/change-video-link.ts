import { eq } from "drizzle-orm";
import { contests, paymentOrders, subscribers } from "#db/schema.ts";
import { myRegistrationMessages as m } from "#shared/api/my-registrations.ts";
import { registrationMessages } from "#shared/registration/messages.ts";
import { PaymentVideoLinkSchema } from "#shared/registration/user-details-schema.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { hasRefundedOrder, linkEditable, registrationState } from "../registration/registration-state.ts";
import { findOwnRegistration } from "./find-own-registration.ts";

/**
 * A creator changes the video link of their own registration while registration is open, checked
 * exactly as the payment dialog checks it. The public applicants list and the contest page show the
 * new link at once: their cache entries are dropped.
 */
export async function changeVideoLink(
  ctx: AppContext,
  options: { userId: string | null; registrationId: string; link: string; now?: Date },
): Promise<{ link: string }> {
  const { now = new Date() } = options;
  const parsed = PaymentVideoLinkSchema.safeParse(options.link);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? registrationMessages.paymentVideoLinkInvalid;
    throw new AppError("BAD_REQUEST", message, { errors: { link: message } });
  }
  const link = parsed.data;

  const contestId = await ctx.db.transaction(async (tx) => {
    // The registration's row lock orders this write with create-order's repeat and payment settling.
    const own = await findOwnRegistration(tx, { userId: options.userId, registrationId: options.registrationId });
    const [contest] = await tx.select().from(contests).where(eq(contests.id, own.contestId));
    const [subscriber] = await tx.select().from(subscribers).where(eq(subscribers.id, own.id)).for("update");
    if (!contest || !subscriber) throw new AppError("NOT_FOUND", m.notFound);
    const orders = await tx
      .select({ status: paymentOrders.status })
      .from(paymentOrders)
      .where(eq(paymentOrders.subscriberId, subscriber.id));
    const state = registrationState({ status: subscriber.status, refunded: hasRefundedOrder(orders) }, contest, now);
    if (!linkEditable(state, contest, now)) {
      if (state === "completed" || state === "pending") throw new AppError("REGISTRATION_CLOSED", m.linkClosed);
      throw new AppError("CONFLICT", m.linkInactive);
    }
    await tx.update(subscribers).set({ link }).where(eq(subscribers.id, subscriber.id));
    return contest.id;
  });

  // "contest:{id}" and "contest:{id}:applicants": the pages that show the link.
  ctx.cache.invalidate(`contest:${contestId}`);
  return { link };
}

import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { paymentOrders, subscribers } from "#db/schema.ts";
import { creatorAccountMessages as m } from "#shared/api/creator-accounts.ts";
import { AppError } from "../../errors.ts";
import { emailKeyOf } from "../identity/email-key.ts";
import type { CreatorSession } from "./creator-session.ts";

/**
 * Registration calls act only for the signed-in creator (docs/security.md, creator sign-in): another
 * creator's e-mail or user id is refused with 403, whether or not it belongs to anyone, so the answer
 * tells nothing about other people.
 */
const notYours = () => new AppError("FORBIDDEN", m.notYourAccount);

export function assertOwnEmail(session: CreatorSession, email: string): void {
  if (emailKeyOf(email) !== emailKeyOf(session.email)) throw notYours();
}

export function assertOwnUser(session: CreatorSession, userId: string): void {
  if (session.userId === null || userId !== session.userId) throw notYours();
}

/**
 * The test-mode checkout pays an order only for the creator whose registration it is; an unknown
 * order is left to the checkout's own 404.
 */
export async function assertOwnOrder(db: Db, session: CreatorSession, providerOrderId: string): Promise<void> {
  const [row] = await db
    .select({ userId: subscribers.userId })
    .from(paymentOrders)
    .innerJoin(subscribers, eq(paymentOrders.subscriberId, subscribers.id))
    .where(eq(paymentOrders.providerOrderId, providerOrderId))
    .limit(1);
  if (row) assertOwnUser(session, row.userId);
}

import { and, eq, inArray } from "drizzle-orm";
import { subscribers } from "#db/schema.ts";
import type { ViewerRegistration } from "#shared/api/contests.ts";
import type { AppContext } from "../../context.ts";
import { readCreatorSession } from "../creator-accounts/creator-session.ts";

/**
 * Whether the creator signed in on this browser has a completed registration for the contest, so the
 * contest page can say "You're registered", or one waiting for its payment, so it can say so and go
 * straight to payment with the video link they gave (a trip to the UPI app may have reloaded the tab).
 * Null without a creator session. A page built with it is personal: its loader must not let a shared
 * cache keep it.
 */
export async function readViewerRegistration(
  ctx: Pick<AppContext, "db">,
  cookieHeader: string | null | undefined,
  contestId: string,
): Promise<ViewerRegistration | null> {
  const session = await readCreatorSession(ctx, cookieHeader);
  if (!session) return null;
  if (!session.userId) return { email: session.email, registered: false };
  // At most one pending or completed registration per creator and contest (a unique index).
  const [row] = await ctx.db
    .select({ status: subscribers.status, link: subscribers.link })
    .from(subscribers)
    .where(
      and(
        eq(subscribers.contestId, contestId),
        eq(subscribers.userId, session.userId),
        inArray(subscribers.status, ["pending", "completed"]),
      ),
    )
    .limit(1);
  const pendingPayment = row?.status === "pending" ? { userId: session.userId, link: row.link } : null;
  return { email: session.email, registered: row?.status === "completed", pendingPayment };
}

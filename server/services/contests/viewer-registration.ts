import { and, eq } from "drizzle-orm";
import { subscribers } from "#db/schema.ts";
import type { ViewerRegistration } from "#shared/api/contests.ts";
import type { AppContext } from "../../context.ts";
import { readCreatorSession } from "../creator-accounts/creator-session.ts";

/**
 * Whether the creator signed in on this browser has a completed registration for the contest, so the
 * contest page can say "You're registered". Null without a creator session. A page built with it is
 * personal: its loader must not let a shared cache keep it.
 */
export async function readViewerRegistration(
  ctx: Pick<AppContext, "db">,
  cookieHeader: string | null | undefined,
  contestId: string,
): Promise<ViewerRegistration | null> {
  const session = await readCreatorSession(ctx, cookieHeader);
  if (!session) return null;
  if (!session.userId) return { email: session.email, registered: false };
  const [row] = await ctx.db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(and(eq(subscribers.contestId, contestId), eq(subscribers.userId, session.userId), eq(subscribers.status, "completed")))
    .limit(1);
  return { email: session.email, registered: Boolean(row) };
}

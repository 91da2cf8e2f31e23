import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { subscribers } from "#db/schema.ts";

export type ViewerRegistration = { subscriberId: string; status: "pending" | "completed" };

/**
 * The signed-in creator's own registration for a contest (a completed one first), so a page can mark
 * their card 'You' or say "You're registered" without the public list carrying anyone's user id.
 * Pass the `userId` of the creator session (readCreatorSession); null gives null.
 */
export async function findViewerRegistration(
  db: Db,
  input: { contestId: string; userId: string | null },
): Promise<ViewerRegistration | null> {
  if (!input.userId) return null;
  const rows = await db
    .select({ id: subscribers.id, status: subscribers.status })
    .from(subscribers)
    .where(
      and(
        eq(subscribers.contestId, input.contestId),
        eq(subscribers.userId, input.userId),
        inArray(subscribers.status, ["pending", "completed"]),
      ),
    )
    .orderBy(desc(subscribers.createdAt));
  const chosen = rows.find((row) => row.status === "completed") ?? rows[0];
  return chosen ? { subscriberId: chosen.id, status: chosen.status as ViewerRegistration["status"] } : null;
}

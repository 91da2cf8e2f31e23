import { and, eq, gt, ne, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { subscribers } from "#db/schema.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** How long a pending registration holds a place while its owner pays. */
export const HOLD_MS = 15 * 60 * 1000;

/**
 * Places taken in a contest: completed registrations plus unexpired holds, leaving out `except` (the
 * registration being decided). Call it only while holding the contest row lock (`for update`), so
 * the count cannot change before the caller writes (DESIGN.md, Capacity).
 */
export async function placesTaken(tx: Tx, contestId: string, now: Date, except?: string): Promise<number> {
  const [row] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(subscribers)
    .where(
      and(
        eq(subscribers.contestId, contestId),
        or(eq(subscribers.status, "completed"), and(eq(subscribers.status, "pending"), gt(subscribers.holdExpiresAt, now))),
        except ? ne(subscribers.id, except) : undefined,
      ),
    );
  return Number(row?.taken ?? 0);
}

export const hasFreePlace = async (tx: Tx, contest: { id: string; maxParticipants: number }, now: Date, except?: string) =>
  contest.maxParticipants <= 0 || (await placesTaken(tx, contest.id, now, except)) < contest.maxParticipants;

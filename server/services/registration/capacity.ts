import { and, eq, gt, ne, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { subscribers } from "#db/schema.ts";
import { isContestFull, isUnlimited, placesLeft } from "#shared/contest-status.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** How long a pending registration holds a place while its owner pays. Never extended. */
export const HOLD_MS = 15 * 60 * 1000;

/**
 * A lapsed hold still counts this long, so a payment made in its last minute can land through the
 * webhook or the reconciler without the place having been given away (docs/payments-and-capacity.md).
 */
export const SETTLE_GRACE_MS = 5 * 60 * 1000;

/**
 * Places taken in a contest: completed registrations plus holds (within the grace), leaving out
 * `except` (the registration being decided). Inside a transaction, call it only while holding the
 * contest row lock (`for update`), so the count cannot change before the caller writes.
 */
export async function placesTaken(db: Db | Tx, contestId: string, now: Date, except?: string): Promise<number> {
  const [row] = await db
    .select({ taken: sql<number>`count(*)::int` })
    .from(subscribers)
    .where(and(eq(subscribers.contestId, contestId), takesAPlace(now), except ? ne(subscribers.id, except) : undefined));
  return Number(row?.taken ?? 0);
}

/** A registration that counts against maxParticipants: completed, or a hold within the grace. */
const takesAPlace = (now: Date) =>
  or(
    eq(subscribers.status, "completed"),
    and(eq(subscribers.status, "pending"), gt(subscribers.holdExpiresAt, new Date(now.getTime() - SETTLE_GRACE_MS))),
  );

/** Places taken in every contest that has any, counted as placesTaken counts them (for lists of contests). */
export async function placesTakenByContest(db: Db, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ contestId: subscribers.contestId, taken: sql<number>`count(*)::int` })
    .from(subscribers)
    .where(takesAPlace(now))
    .groupBy(subscribers.contestId);
  return new Map(rows.map((row) => [row.contestId, Number(row.taken)]));
}

export async function hasFreePlace(tx: Tx, contest: { id: string; maxParticipants: number }, now: Date, except?: string) {
  if (isUnlimited(contest.maxParticipants)) return true;
  return !isContestFull(contest.maxParticipants, await placesTaken(tx, contest.id, now, except));
}

/** What the contest page shows: the same count the server refuses with. */
export async function contestCapacity(db: Db, contest: { id: string; maxParticipants: number }, now = new Date()) {
  const taken = await placesTaken(db, contest.id, now);
  return {
    placesTaken: taken,
    placesLeft: placesLeft(contest.maxParticipants, taken),
    isFull: isContestFull(contest.maxParticipants, taken),
  };
}

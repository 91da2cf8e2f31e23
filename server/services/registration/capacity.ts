import { and, eq, gt, ne, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { rowsOf } from "#db/rows.ts";
import { paymentOrders, subscribers } from "#db/schema.ts";
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
 * Unpaid holds one client network (an IPv4 address, an IPv6 /64) may have at once, across every
 * contest. Beyond it a registration still gets its order, without a hold: its payment takes a place
 * if one is free then (docs/payments-and-capacity.md, "Throw-away identities").
 */
export const CLIENT_HOLDS = 2;

/**
 * Places taken in a contest: completed registrations plus holds (within the grace), leaving out
 * `except` (the registration being decided). Inside a transaction, call it only after lockPlaces,
 * so the count cannot change before the caller writes.
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

/**
 * Serialises everything that takes a place in one contest until the transaction ends. The same lock
 * take_place() takes (db/migrations/0015): a lock of its own, not the contest row, so organisers'
 * edits and video-link changes never queue behind registrations.
 */
export async function lockPlaces(tx: Tx, contestId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727100, hashtext(${contestId}))`);
}

/** Call after lockPlaces, in the transaction that then writes. */
export async function hasFreePlace(tx: Tx, contest: { id: string; maxParticipants: number }, now: Date, except?: string) {
  if (isUnlimited(contest.maxParticipants)) return true;
  return !isContestFull(contest.maxParticipants, await placesTaken(tx, contest.id, now, except));
}

/** A read without the lock, for a gate that payment checks again (a lapsed hold asking for its order again). */
export async function hasFreePlaceNow(db: Db, contest: { id: string; maxParticipants: number }, now: Date, except?: string) {
  if (isUnlimited(contest.maxParticipants)) return true;
  return !isContestFull(contest.maxParticipants, await placesTaken(db, contest.id, now, except));
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

/** take_place's verdict: a place held for a while, a place free but not held, or none. */
export type PlaceVerdict = "hold" | "place" | "full";

type NewRegistration = { id: string; contestId: string; userId: string; link: string; complete: boolean; holdClient: string | null };

/** A paid registration's payment order claim (status creating, see create-order.ts), written with the registration. */
export type NewClaim = { id: string; provider: string; amountPaise: number; currency: string };

/** The registration as inserted, and take_place's verdict. */
export type InsertedRegistration = Pick<typeof subscribers.$inferSelect, "id" | "contestId" | "userId" | "link" | "status" | "isPaid"> & {
  verdict: PlaceVerdict;
};

/**
 * Inserts a registration if the contest has a place, in one statement: take_place() locks the
 * contest's places, counts them and answers; the insert follows in the same statement, and the lock
 * ends with it. Nothing else runs under that lock. A paid registration gets a hold until `holdUntil`
 * when take_place grants one (verdict hold), else none (verdict place); a free one is completed.
 * With `claim`, the registration's first payment order claim is inserted in the same statement, so
 * the registration never exists without it: a double click that finds the registration finds its
 * claim too. No row: the contest is full (and no claim is written). A unique violation (the user's
 * registration was inserted meanwhile) is the caller's to handle; nothing is written then.
 */
export async function insertWithPlace(
  db: Db | Tx,
  registration: NewRegistration,
  now: Date,
  holdUntil: Date,
  claim?: NewClaim,
): Promise<InsertedRegistration | null> {
  const countedAfter = new Date(now.getTime() - SETTLE_GRACE_MS);
  const at = sql`${now.toISOString()}::timestamptz`;
  const withClaim = claim
    ? sql`, claim as (
      insert into ${paymentOrders} (id, subscriber_id, provider, provider_order_id, amount_paise, currency, status, created_at, updated_at)
      select ${claim.id}, r.id, ${claim.provider}, null, ${claim.amountPaise}, ${claim.currency}, 'creating', ${at}, ${at} from r
    )`
    : sql``;
  const result = await db.execute(sql`
    with v as (
      select take_place(${registration.contestId}, ${countedAfter.toISOString()}::timestamptz, ${registration.holdClient}, ${CLIENT_HOLDS}) as verdict
    ), r as (
      insert into ${subscribers} (id, contest_id, user_id, link, status, hold_expires_at, hold_client, completed_at)
      select ${registration.id}, ${registration.contestId}, ${registration.userId}, ${registration.link},
             ${registration.complete ? "completed" : "pending"},
             case when v.verdict = 'hold' and not ${registration.complete} then ${holdUntil.toISOString()}::timestamptz end,
             case when v.verdict = 'hold' and not ${registration.complete} then ${registration.holdClient} end,
             case when ${registration.complete} then ${at} end
      from v where v.verdict <> 'full'
      returning id, contest_id, user_id, link, status, is_paid
    )${withClaim}
    select r.id, r.contest_id as "contestId", r.user_id as "userId", r.link, r.status, r.is_paid as "isPaid", (select verdict from v) as verdict
    from r`);
  const [row] = rowsOf<InsertedRegistration>(result);
  return row ?? null;
}

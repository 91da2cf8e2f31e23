import { createHash } from "node:crypto";
import { and, eq, gt, lt, max, notLike, or, type SQL, sql } from "drizzle-orm";
import { builtOnce, builtOncePerShape } from "#db/built-once.ts";
import type { Db } from "#db/client.ts";
import { rateLimitHits } from "#db/schema.ts";
import { fill } from "#shared/i18n/catalogue.ts";
import { rateLimitAnswers } from "#shared/i18n/en/rate-limit-answers.ts";
import { DAY_MS } from "#shared/ist.ts";
import { AppError } from "../errors.ts";
import { startPeriodicTask } from "./periodic-task.ts";

export type RateLimitRule = { limit: number; windowMs: number };

export const RATE_LIMIT_MESSAGE = rateLimitAnswers.minute;

/**
 * The refusal for a wait of `seconds` (its Retry-After), rounded up: RATE_LIMIT_MESSAGE for a minute
 * or less, then whole minutes, then hours from the 60th minute on (the hourly rules). Its Hindi is in
 * shared/i18n/hi/rate-limit-answers.ts, answered to calls that ask for Hindi (server/plugins/languages.ts).
 */
export function rateLimitMessage(seconds: number): string {
  if (seconds <= 60) return RATE_LIMIT_MESSAGE;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return fill(rateLimitAnswers.minutes, { minutes });
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? rateLimitAnswers.hour : fill(rateLimitAnswers.hours, { hours });
}

/**
 * The key as stored: its label (up to the first colon) stays readable, the rest becomes a digest.
 * Keys are made of e-mail addresses and client addresses, which have no place in the table or in
 * the log of a failed query (docs/security.md).
 */
export function storedRateLimitKey(key: string): string {
  const colon = key.indexOf(":");
  const label = colon < 0 ? "key" : key.slice(0, colon);
  const rest = colon < 0 ? key : key.slice(colon + 1);
  return `${label}:${createHash("sha256").update(rest).digest("base64url").slice(0, 32)}`;
}

/**
 * Counts a hit for `key` in the current fixed window, in the database so every app process shares
 * the count. Throws RATE_LIMITED (429, with the seconds until the window ends) once the limit is passed.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule, now = new Date()): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [row] = await hitCounterOf(db).execute({ key: storedRateLimitKey(key), windowStart: windowStart.toISOString() });
  if ((row?.hits ?? 0) > rule.limit) {
    const retryAfterSeconds = Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000);
    throw new AppError("RATE_LIMITED", rateLimitMessage(retryAfterSeconds), { retryAfterSeconds });
  }
}

/** A key to count a hit for, under its rule. */
export type RateLimitHit = { key: string; rule: RateLimitRule };

/**
 * A look at a key without counting: remembered after `after` (any window, see rememberRateLimitKeys),
 * or the count of the window starting exactly at `windowStart`. Answers that row's hits, null without one.
 */
export type RateLimitRead = { key: string; after: Date } | { key: string; windowStart: Date };

const windowStartOf = (rule: RateLimitRule, now: Date) => new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);

/** Seconds until the window of `rule` that holds `now` ends: a refused client's Retry-After. */
const secondsLeftInWindow = (rule: RateLimitRule, now: Date) =>
  Math.ceil((windowStartOf(rule, now).getTime() + rule.windowMs - now.getTime()) / 1000);

/**
 * Counts a hit for every key in its current window and reads `reads`, all in one statement: what
 * several consumeRateLimit and rememberedSince calls did in as many. Checks no limit: answers the
 * keys' counts after this hit (in the order given) and the reads' hits (null: no such row). The
 * reads see the table as it was before the statement; a key may not be both counted and read, nor
 * given twice. Rows are written in the order of their stored keys, so two calls sharing keys inside
 * transactions cannot deadlock.
 */
export async function countRateLimitHits(
  db: Db,
  hits: RateLimitHit[],
  reads: RateLimitRead[] = [],
  now = new Date(),
): Promise<{ hits: number[]; reads: (number | null)[] }> {
  const counted = hits.map((hit) => ({ stored: storedRateLimitKey(hit.key), windowStart: windowStartOf(hit.rule, now) }));
  const read = reads.map((r) => ({ ...r, stored: storedRateLimitKey(r.key) }));
  const everyKey = [...counted, ...read].map((k) => k.stored);
  if (new Set(everyKey).size !== everyKey.length) throw new Error("countRateLimitHits: a key is given twice");
  if (everyKey.length === 0) return { hits: [], reads: [] };

  const sorted = [...counted].sort((a, b) => (a.stored < b.stored ? -1 : a.stored > b.stored ? 1 : 0));
  const values: Record<string, string> = {};
  for (const [i, c] of sorted.entries()) {
    values[`k${i}`] = c.stored;
    values[`w${i}`] = c.windowStart.toISOString();
  }
  for (const [i, r] of read.entries()) {
    values[`rk${i}`] = r.stored;
    values[`rt${i}`] = ("after" in r ? r.after : r.windowStart).toISOString();
  }
  const shape: CountShape = { counted: sorted.length, reads: read.map((r) => ("after" in r ? "after" : "at")) };
  const answered = (await countStatementFor(shape)(db).execute(values)) as { key: string; hits: number; counted?: boolean }[];
  // Without reads the statement is the upsert alone, whose rows are all counted ones.
  const rows = answered.map((row) => ({ ...row, counted: read.length === 0 ? true : Boolean(row.counted) }));
  const hitsOf = (stored: string, isCounted: boolean) => {
    const found = rows.filter((row) => row.key === stored && Boolean(row.counted) === isCounted).map((row) => Number(row.hits));
    return found.length > 0 ? Math.max(...found) : null;
  };
  return { hits: counted.map((c) => hitsOf(c.stored, true) ?? 0), reads: read.map((r) => hitsOf(r.stored, false)) };
}

/** What countRateLimitHits' statement looks like: how many keys it counts, and how each read compares its time. */
type CountShape = { counted: number; reads: ("after" | "at")[] };

const timeOf = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;

/**
 * countRateLimitHits' statement for one shape, built once (db/built-once.ts): each caller counts and
 * reads a fixed number of keys, so there are a few shapes, and a sign-in sends three of them. Keys
 * are k0…, their windows w0… (in stored-key order), reads rk0… with their times rt0… (ISO times).
 */
const countStatementFor = builtOncePerShape(
  (shape: CountShape) => `rate_limit_count_${shape.counted}${shape.reads.map((kind) => `_${kind}`).join("")}`,
  (db, shape, name) => {
    const readCondition = or(
      ...shape.reads.map((kind, i) =>
        and(
          eq(rateLimitHits.key, sql.placeholder(`rk${i}`)),
          kind === "after" ? gt(rateLimitHits.windowStart, timeOf(`rt${i}`)) : eq(rateLimitHits.windowStart, timeOf(`rt${i}`)),
        ),
      ),
    );
    const readRows = () =>
      db
        .select({ key: rateLimitHits.key, hits: rateLimitHits.hits, counted: sql<boolean>`false`.as("counted") })
        .from(rateLimitHits)
        .where(readCondition);
    if (shape.counted === 0) return readRows().prepare(name);
    const upsert = db
      .insert(rateLimitHits)
      .values(Array.from({ length: shape.counted }, (_, i) => ({ key: sql.placeholder(`k${i}`), windowStart: timeOf(`w${i}`), hits: 1 })))
      .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { hits: sql`${rateLimitHits.hits} + 1` } });
    if (shape.reads.length === 0) return upsert.returning({ key: rateLimitHits.key, hits: rateLimitHits.hits }).prepare(name);
    const hit = db.$with("hit").as(upsert.returning({ key: rateLimitHits.key, hits: rateLimitHits.hits }));
    // The union inside a subquery: a WITH holding an insert must be the statement's own.
    const both = db
      .select({ key: hit.key, hits: hit.hits, counted: sql<boolean>`true`.as("counted") })
      .from(hit)
      .unionAll(readRows())
      .as("both");
    return db.with(hit).select({ key: both.key, hits: both.hits, counted: both.counted }).from(both).prepare(name);
  },
);

/**
 * The longest wait, in seconds, among the hits whose count passed their limit (countRateLimitHits'
 * answer, in the same order); null when none did.
 */
export function longestRateLimitWait(hits: RateLimitHit[], counts: number[], now = new Date()): number | null {
  let wait: number | null = null;
  for (const [index, hit] of hits.entries()) {
    if ((counts[index] ?? 0) > hit.rule.limit) wait = Math.max(wait ?? 0, secondsLeftInWindow(hit.rule, now));
  }
  return wait;
}

/**
 * consumeRateLimit for several keys in one statement: every key is counted, then RATE_LIMITED (429)
 * is thrown when any passed its limit, with the longest wait among those. Unlike calling
 * consumeRateLimit key after key, a key over its limit does not spare the keys after it their hit:
 * callers that must not count them run this in a transaction, which the throw rolls back.
 */
export async function consumeRateLimits(db: Db, hits: RateLimitHit[], now = new Date()): Promise<void> {
  const counted = await countRateLimitHits(db, hits, [], now);
  const retryAfterSeconds = longestRateLimitWait(hits, counted.hits, now);
  if (retryAfterSeconds !== null) throw new AppError("RATE_LIMITED", rateLimitMessage(retryAfterSeconds), { retryAfterSeconds });
}

/**
 * consumeRateLimit's statement, built once per database (or transaction): most API requests count a
 * hit, and building the query anew each time was a measurable part of a registration's CPU.
 */
const hitCounterOf = builtOnce((db) =>
  db
    .insert(rateLimitHits)
    .values({ key: sql.placeholder("key"), windowStart: sql`${sql.placeholder("windowStart")}::timestamptz`, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { hits: sql`${rateLimitHits.hits} + 1` } })
    .returning({ hits: rateLimitHits.hits })
    .prepare("rate_limit_hit"),
);

/**
 * Growing delays instead of a hard lock: the first `free` attempts cost nothing, then each one makes
 * the next wait `firstDelayMs`, doubling up to `maxDelayMs`. A streak ends when it is cleared (a
 * success) or when pruning drops it a day after its last attempt.
 */
export type BackoffRule = { free: number; firstDelayMs: number; maxDelayMs: number };

/** How long the next attempt waits after `attempts` counted attempts. */
export function backoffDelayMs(attempts: number, rule: BackoffRule): number {
  if (attempts < rule.free) return 0;
  return Math.min(rule.firstDelayMs * 2 ** Math.min(attempts - rule.free, 30), rule.maxDelayMs);
}

type Streak = { key: string; rule: BackoffRule };

/**
 * Counts an attempt on every streak when all of them allow one now, and answers 0; otherwise counts
 * nothing and answers the longest wait in milliseconds. Attempts are counted before the caller checks
 * anything (a success takes its count back), and each key is locked while it is read and written, so
 * a burst of parallel requests cannot slip through on one stale count. A streak is one row: `hits` the
 * attempts, `window_start` the time of the last one.
 */
export async function takeBackoffAttempt(db: Db, streaks: Streak[], now = new Date()): Promise<number> {
  const stored = streaks
    .map((streak) => ({ ...streak, stored: storedRateLimitKey(streak.key) }))
    .sort((a, b) => (a.stored < b.stored ? -1 : a.stored > b.stored ? 1 : 0));
  return db.transaction(async (tx) => {
    const counts: number[] = [];
    let waitMs = 0;
    for (const streak of stored) {
      // Always in key order, so two requests sharing keys cannot deadlock.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${streak.stored}, 0))`);
      const [row] = await tx
        .select({ attempts: max(rateLimitHits.hits), last: max(rateLimitHits.windowStart) })
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, streak.stored));
      const attempts = Number(row?.attempts ?? 0);
      counts.push(attempts);
      if (row?.last) waitMs = Math.max(waitMs, new Date(row.last).getTime() + backoffDelayMs(attempts, streak.rule) - now.getTime());
    }
    if (waitMs > 0) return waitMs;
    for (const [index, streak] of stored.entries()) {
      await tx.delete(rateLimitHits).where(eq(rateLimitHits.key, streak.stored));
      await tx.insert(rateLimitHits).values({ key: streak.stored, windowStart: now, hits: (counts[index] ?? 0) + 1 });
    }
    return 0;
  });
}

/** Takes back one attempt of a streak (it succeeded), keeping the rest of the streak. */
export async function releaseBackoffAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
    .where(eq(rateLimitHits.key, storedRateLimitKey(key)));
}

/** Forgets `key` altogether (a streak after a success, a remembered pair). */
export async function clearRateLimitKey(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, storedRateLimitKey(key)));
}

/** Remembers that `key` happened now (e.g. a successful sign-in from an address). */
export function rememberRateLimitKey(db: Db, key: string, now = new Date()): Promise<void> {
  return rememberRateLimitKeys(db, [key], now);
}

/**
 * Remembers several keys as happening now, in one statement (a sign-in records three): each keeps
 * only its latest time. The delete and the insert see the same snapshot and touch different rows.
 */
export async function rememberRateLimitKeys(db: Db, keys: string[], now = new Date()): Promise<void> {
  await db.execute(rememberKeysStatement(keys.map(storedRateLimitKey), now));
}

/**
 * The statement that remembers stored keys as happening now; `alsoWith` adds CTEs (", name as (…)")
 * that run in the same statement and see the table as it was before it.
 */
const rememberKeysStatement = (stored: string[], now: Date, alsoWith: SQL = sql``) => sql`
    with earlier as (
      delete from ${rateLimitHits}
      where ${rateLimitHits.key} = any(${sql.param(stored)}::text[]) and ${rateLimitHits.windowStart} < ${now.toISOString()}::timestamptz
    )${alsoWith}
    insert into ${rateLimitHits} (key, window_start, hits)
    select key, ${now.toISOString()}::timestamptz, 1 from unnest(${sql.param(stored)}::text[]) as key
    on conflict do nothing`;

/**
 * rememberRateLimitKeys, and in the same statement a hit counted for `count.key` in its window (no
 * limit), unless `count.unlessRemembered` was remembered after its time: read as the table was before
 * the statement, so a key both remembered here and read there is seen as it was.
 */
export async function rememberRateLimitKeysAndCount(
  db: Db,
  keys: string[],
  count: { key: string; windowMs: number; unlessRemembered: { key: string; after: Date } },
  now = new Date(),
): Promise<void> {
  const stored = keys.map(storedRateLimitKey);
  const counted = storedRateLimitKey(count.key);
  if (stored.includes(counted)) throw new Error("rememberRateLimitKeysAndCount: the counted key is also remembered");
  const windowStart = windowStartOf({ limit: Number.MAX_SAFE_INTEGER, windowMs: count.windowMs }, now);
  const countUnlessRemembered = sql`, counted as (
      insert into ${rateLimitHits} (key, window_start, hits)
      select ${counted}::text, ${windowStart.toISOString()}::timestamptz, 1
      where not exists (
        select 1 from ${rateLimitHits}
        where ${rateLimitHits.key} = ${storedRateLimitKey(count.unlessRemembered.key)}::text
          and ${rateLimitHits.windowStart} > ${count.unlessRemembered.after.toISOString()}::timestamptz
      )
      on conflict (key, window_start) do update set hits = ${rateLimitHits}.hits + 1
    )`;
  await db.execute(rememberKeysStatement(stored, now, countUnlessRemembered));
}

/** True when `key` was remembered after `since`. */
export async function rememberedSince(db: Db, key: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, storedRateLimitKey(key)), gt(rateLimitHits.windowStart, since)))
    .limit(1);
  return rows.length > 0;
}

/** Keys with this label are kept for a month (known sign-in addresses); every other row for a day. */
export const LONG_LIVED_LABEL = "remember";
export const RATE_LIMIT_RETENTION_MS = { default: DAY_MS, [LONG_LIVED_LABEL]: 30 * DAY_MS } as const;

/** Drops windows and streaks older than their retention; the table stays as small as the last day's traffic. */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<void> {
  const since = (ms: number) => new Date(now.getTime() - ms);
  await db
    .delete(rateLimitHits)
    .where(and(lt(rateLimitHits.windowStart, since(RATE_LIMIT_RETENTION_MS.default)), notLike(rateLimitHits.key, `${LONG_LIVED_LABEL}:%`)));
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, since(RATE_LIMIT_RETENTION_MS[LONG_LIVED_LABEL])));
}

/**
 * Prunes now and then every `everyMs` in the background; the returned stop waits for a prune under way,
 * so the database is not closed beneath it. Several processes pruning at once is harmless.
 */
export function startRateLimitPruning(
  db: Db,
  options: { everyMs?: number; onError?: (error: unknown) => void } = {},
): { stop: () => Promise<void> } {
  return startPeriodicTask(() => pruneRateLimits(db), { everyMs: options.everyMs ?? 10 * 60_000, onError: options.onError });
}

import { lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { rateLimitHits } from "#db/schema.ts";
import { AppError } from "../errors.ts";

export type RateLimitRule = { limit: number; windowMs: number };

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a minute and try again.";

/**
 * Counts a hit for `key` in the current fixed window, in the database so every app process shares
 * the count. Throws RATE_LIMITED (429) once the window's limit is passed.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule, now = new Date()): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { hits: sql`${rateLimitHits.hits} + 1` } })
    .returning({ hits: rateLimitHits.hits });
  if ((row?.hits ?? 0) > rule.limit) {
    const retryAfterSeconds = Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000);
    throw new AppError("RATE_LIMITED", RATE_LIMIT_MESSAGE, { retryAfterSeconds });
  }
}

/** Drops windows older than a day; called now and then, not on every request. */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}

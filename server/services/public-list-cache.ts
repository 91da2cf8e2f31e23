import { LRUCache } from "lru-cache";
import { isDatabaseUnavailable } from "#db/availability.ts";

/**
 * Hot public lists (contests, categories, banners, judges…) kept in memory for a short time so
 * pages do not wait on the database. Writes in this process invalidate at once; other processes
 * see a change within the time-to-live. While the database cannot be reached, an expired list is
 * served for up to ten more minutes instead of an error (docs/security.md, degrading clearly).
 *
 * Bounded: at most `maxEntries` keys (least recently used go first) and `ttlMs` each. List queries come
 * from public request bodies, so anyone can ask for new keys; they can only ever push out other
 * entries, never grow the process (docs/security.md).
 *
 * Keys in use (invalidate by prefix after a write):
 * - "company": company details (root loader, GET /api/company-details/get)
 * - "contests:active", "contest-categories:active", "categories:active": active lists
 * - listQueryKey("banners" | "judges" | "testimonials", query): the API's list queries, made from
 *   the validated query; the home page asks with the same queries (services/content/home-lists.ts),
 *   so page and API share entries
 * - "contest:{id}" (contest detail) and "contest:{id}:applicants" (public applicants list): the contest
 *   and applicants pages; a completed registration must `invalidate("contest")`, which also drops
 *   "contests:active" and "contest-categories:active"
 * - "countries", "states:{countryId}", "cities:{stateId}"; an unknown id fails and is not kept
 * - "cms:{slug}": content pages (no write path in this codebase yet; 30 s at most)
 */
/** freshUntil: answer from memory; staleUntil: may still answer while the database is away. */
type Entry = { value: Promise<unknown>; freshUntil: number; staleUntil: number };

export class PublicListCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly ttlMs: number;
  private readonly staleMs: number;

  constructor(options: { ttlMs?: number; maxEntries?: number; staleIfUnavailableMs?: number } = {}) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.staleMs = Math.max(this.ttlMs, options.staleIfUnavailableMs ?? DEFAULT_STALE_IF_UNAVAILABLE_MS);
    this.entries = new LRUCache({
      max: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
      // An entry is fresh for ttlMs; kept longer only to answer while the database is away.
      ttl: this.staleMs,
      // Date.now, read on every check: the same clock as the rest of the server (and tests' fake timers).
      perf: { now: () => Date.now() },
      ttlResolution: 0,
    });
  }

  /** How many entries are held now (never more than maxEntries). */
  get size(): number {
    return this.entries.size;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    const now = Date.now();
    if (hit && hit.freshUntil > now) return hit.value as Promise<T>;
    const entry: Entry = { value: load(), freshUntil: now + this.ttlMs, staleUntil: now + this.staleMs };
    entry.value = entry.value.catch((error: unknown) => {
      if (hit && hit.staleUntil > Date.now() && isDatabaseUnavailable(error)) {
        // Serve what visitors saw a moment ago rather than an error; the next request tries again.
        if (this.entries.peek(key) === entry) this.entries.set(key, hit, { noUpdateTTL: true });
        return hit.value;
      }
      // A failed load is not kept: the next request tries again.
      if (this.entries.peek(key) === entry) this.entries.delete(key);
      throw error;
    });
    this.entries.set(key, entry);
    return entry.value as Promise<T>;
  }

  /** Drops every entry whose key starts with one of the prefixes (all entries with none). */
  invalidate(...prefixes: string[]): void {
    if (prefixes.length === 0) {
      this.entries.clear();
      return;
    }
    const doomed = [...this.entries.keys()].filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
    for (const key of doomed) this.entries.delete(key);
  }
}

/** How long a list outlives its freshness, to be served only while the database cannot be reached. */
export const DEFAULT_STALE_IF_UNAVAILABLE_MS = 10 * 60_000;

/** Every list of every page fits many times over; a flood of odd queries evicts only each other and the coldest lists. */
export const DEFAULT_MAX_ENTRIES = 500;

type QueryValue = string | number | boolean | null | undefined;

/**
 * The cache key of a list query: its name and the query after validation (defaults filled in, values
 * coerced), with fields in a fixed order and unset ones left out, so every spelling of one query
 * shares one entry. Never pass a raw request body.
 */
export function listQueryKey(name: string, query: Readonly<Record<string, QueryValue>>): string {
  const fields = Object.keys(query)
    .filter((field) => query[field] !== undefined)
    .sort()
    .map((field) => `${field}=${JSON.stringify(query[field])}`);
  return `${name}:${fields.join("&")}`;
}

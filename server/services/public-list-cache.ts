import { LRUCache } from "lru-cache";

/**
 * Hot public lists (contests, categories, banners, judges…) kept in memory for a short time so
 * pages do not wait on the database. Writes in this process invalidate at once; other processes
 * see a change within the time-to-live.
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
export class PublicListCache {
  private readonly entries: LRUCache<string, Promise<unknown>>;

  constructor(options: { ttlMs?: number; maxEntries?: number } = {}) {
    this.entries = new LRUCache({
      max: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
      ttl: options.ttlMs ?? 30_000,
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
    if (hit) return hit as Promise<T>;
    const value = load();
    this.entries.set(key, value);
    // A failed load is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.peek(key) === value) this.entries.delete(key);
    });
    return value;
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

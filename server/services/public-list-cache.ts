import { AsyncLocalStorage } from "node:async_hooks";
import { LRUCache } from "lru-cache";
import { isDatabaseUnavailable } from "#db/availability.ts";

/**
 * The keys a rendering reads, collected while it runs (the page cache ties each stored page to
 * them, so the invalidation that drops a list drops the pages that show it).
 */
export type KeysRead = { keys: Set<string>; closed: boolean };
export const keysReadByRendering = new AsyncLocalStorage<KeysRead>();

/** Told of every invalidation that reaches this process, from this process or from another one. */
/**
 * `soon`: a change visitors cause many times a second (a registration): the lists drop at once, a
 * rendered page may lag it by the page cache's coalescing window (docs/scale-out.md).
 */
export type InvalidationKind = { soon?: boolean };
export type InvalidationListener = (prefixes: readonly string[], kind: InvalidationKind) => void;

/**
 * Hot public lists (contests, categories, banners, judges…) kept in memory for a short time so
 * pages do not wait on the database. A write invalidates at once in this process, and through the
 * invalidation bus (services/cache/invalidation-bus.ts, PostgreSQL LISTEN/NOTIFY) in every other
 * process within a second; the time-to-live bounds what a lost notification could leave behind
 * (docs/scale-out.md). Rendered pages built from these lists are dropped with them (services/cache/
 * page-cache.ts). While the database cannot be reached, an expired list is
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
 *   and applicants pages; a completed registration must `invalidateSoon("contest")`, which also drops
 *   "contests:active" and "contest-categories:active"
 * - "countries", "states:{countryId}", "cities:{stateId}"; an unknown id fails and is not kept
 * - "cms:{slug}": content pages (the console's page editor drops "cms:")
 *
 * Content has Hindi beside the English (DESIGN.md, Languages): a Hindi answer's key is the English
 * key plus ":hi" (keyInLanguage in shared/i18n/localise-fields.ts), so the two never mix and the same
 * prefixes drop both.
 */
/** freshUntil: answer from memory; staleUntil: may still answer while the database is away. */
type Entry = { value: Promise<unknown>; freshUntil: number; staleUntil: number };

export class PublicListCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly listeners = new Set<InvalidationListener>();
  /** Sends an invalidation to the other processes (set by the invalidation bus). */
  private publish: ((prefixes: readonly string[], kind: InvalidationKind) => void) | undefined;

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
    const reading = keysReadByRendering.getStore();
    if (reading && !reading.closed) reading.keys.add(key);
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

  /**
   * Drops every entry whose key starts with one of the prefixes (all entries with none), here and in
   * every other process. The one call every write makes after it has committed.
   */
  invalidate(...prefixes: string[]): void {
    this.dropLocally(prefixes);
    this.publish?.(prefixes, {});
  }

  /**
   * The same for a change visitors make many times a second (a completed registration changes its
   * contest's places and applicants): the lists drop at once, while a page rendered less than a
   * second ago may be served until it is a second old, so a spike renders each hot page about once
   * a second per process instead of once per registration.
   */
  invalidateSoon(...prefixes: string[]): void {
    this.dropLocally(prefixes, { soon: true });
    this.publish?.(prefixes, { soon: true });
  }

  /** Drops the entries in this process only: an invalidation another process sent. */
  dropLocally(prefixes: readonly string[], kind: InvalidationKind = {}): void {
    if (prefixes.length === 0) {
      this.entries.clear();
    } else {
      const doomed = [...this.entries.keys()].filter((key) => matchesPrefix(key, prefixes));
      for (const key of doomed) this.entries.delete(key);
    }
    for (const listener of this.listeners) listener(prefixes, kind);
  }

  /** Calls `listener` on every invalidation this process applies; answers the unsubscribe. */
  onInvalidate(listener: InvalidationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Where invalidations go to reach the other processes (undefined: this process only). */
  publishWith(publish: ((prefixes: readonly string[], kind: InvalidationKind) => void) | undefined): void {
    this.publish = publish;
  }
}

/** Whether `key` falls under an invalidation of `prefixes` (every key when there are none). */
export function matchesPrefix(key: string, prefixes: readonly string[]): boolean {
  return prefixes.length === 0 || prefixes.some((prefix) => key.startsWith(prefix));
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

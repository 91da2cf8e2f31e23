/**
 * Hot public lists (contests, categories, banners, judges…) kept in memory for a short time so
 * pages do not wait on the database. Writes in this process invalidate at once; other processes
 * see a change within the time-to-live.
 *
 * Keys in use (invalidate by prefix after a write):
 * - "company": company details (root loader, GET /api/company-details/get)
 * - "contests:active", "contest-categories:active", "categories:active": active lists
 * - "banners:{query}", "judges:{query}", "testimonials:{query}": the API's list queries; the home page
 *   asks with the spec's home queries (services/content/home-lists.ts), so page and API share entries
 * - "contest:{id}" (contest detail) and "contest:{id}:applicants" (public applicants list): the contest
 *   and applicants pages; a completed registration must `invalidate("contest")`, which also drops
 *   "contests:active" and "contest-categories:active"
 * - "cms:{slug}": content pages (no write path in this codebase yet; 30 s at most)
 */
export class PublicListCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(private readonly ttlMs = 30_000) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    // A failed load is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every entry whose key starts with one of the prefixes (all entries with none). */
  invalidate(...prefixes: string[]): void {
    if (prefixes.length === 0) {
      this.entries.clear();
      return;
    }
    for (const key of this.entries.keys()) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) this.entries.delete(key);
    }
  }
}

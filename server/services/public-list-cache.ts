/**
 * Hot public lists (contests, categories, banners, judges…) kept in memory for a short time so
 * pages do not wait on the database. Writes in this process invalidate at once; other processes
 * see a change within the time-to-live.
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

/**
 * What an API answer that names no policy tells browsers and proxies: keep nothing. The API's own
 * hook adds it last; the response cache (server/plugins/page-cache.ts) stores a shared list before
 * that hook runs and sends hits without it, so it adds the same default to what it stores.
 */
export const API_DEFAULT_CACHE_CONTROL = "no-store";

/** Headers as an API answer leaves: the default policy unless the route set its own. */
export function withApiDefaultCacheControl<T extends Record<string, unknown>>(url: string, headers: T): T {
  if (url.startsWith("/api/") && headers["cache-control"] === undefined) return { ...headers, "cache-control": API_DEFAULT_CACHE_CONTROL };
  return headers;
}

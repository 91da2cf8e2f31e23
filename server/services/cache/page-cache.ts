import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import { LRUCache } from "lru-cache";
import { type InvalidationKind, matchesPrefix } from "../public-list-cache.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type Encoding = "br" | "gzip" | "identity";

/** One stored answer: its bytes in every encoding, the headers it was sent with and the keys it read. */
export type CachedResponse = {
  /** Includes the Content-Security-Policy, with the page's inline scripts' hashes for the render's nonce. */
  headers: Record<string, string>;
  bodies: Record<Encoding, Buffer>;
  etag: string;
  /** The public-list cache keys it was built from: an invalidation of any of them drops it. */
  keys: readonly string[];
  freshUntil: number;
  /** When its rendering started (ms): the age of the data it shows. */
  renderedAt: number;
};

/** What a response is stored from, once the caller has decided it may be shared. */
export type ResponseToStore = {
  headers: Record<string, string>;
  body: Buffer;
  /** The request's Content-Security-Policy header and the nonce in it. */
  contentSecurityPolicy?: { policy: string; nonce: string };
  keys: Iterable<string>;
  /** The invalidation generation when the rendering started (see `generation`). */
  startedAt: number;
  /** When the rendering started (ms); now when not given. */
  renderedAt?: number;
};

/** How many invalidations are remembered to judge renderings still running; older ones are not stored. */
const INVALIDATION_LOG_SIZE = 200;

/**
 * Rendered pages and hot public API answers for anonymous visitors, kept in memory per process
 * (docs/scale-out.md). An answer is stored with the public-list cache keys its rendering read, so
 * the invalidation that drops a list drops every answer built from it, in this process and, through
 * the invalidation bus, in every other. A time-to-live bounds anything read outside those lists.
 * Bodies are compressed once when stored (Brotli and gzip), so a hit costs a buffer write.
 *
 * A rendering that was running when one of its keys was invalidated may hold the old data: it is
 * answered but not stored. Concurrent misses of one key wait for the first rendering (`whenFilled`)
 * instead of all rendering at once.
 *
 * A `soon` invalidation (a registration; a spike brings many a second) coalesces: an answer rendered
 * less than `coalesceMs` ago stays until it is that old, and a rendering only such invalidations
 * overtook is stored until then too. Each hot page then renders about once per `coalesceMs` per
 * process and shows data at most that old, instead of every visitor rendering it while
 * registrations keep invalidating it. Every other invalidation drops at once.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse>;
  private readonly ttlMs: number;
  private readonly coalesceMs: number;
  private readonly filling = new Map<string, Promise<void>>();
  /** Keys whose last answer could not be shared (a 404, a private page): rendered each time for a while. */
  private readonly unshareable: LRUCache<string, true>;
  /** Invalidations so far; `log` keeps the latest with their generation. */
  private generationCounter = 0;
  private readonly log: { generation: number; prefixes: readonly string[]; soon: boolean }[] = [];

  constructor(options: { ttlMs?: number; maxBytes?: number; coalesceMs?: number } = {}) {
    this.ttlMs = options.ttlMs ?? DEFAULT_PAGE_TTL_MS;
    this.coalesceMs = options.coalesceMs ?? DEFAULT_COALESCE_MS;
    this.entries = new LRUCache({
      maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
      sizeCalculation: (entry) => entry.bodies.identity.length + entry.bodies.gzip.length + entry.bodies.br.length + 1024,
      ttl: this.ttlMs,
      perf: { now: () => Date.now() },
      ttlResolution: 0,
    });
    this.unshareable = new LRUCache({ max: 1000, ttl: this.ttlMs, perf: { now: () => Date.now() }, ttlResolution: 0 });
  }

  markUnshareable(key: string): void {
    this.unshareable.set(key, true);
  }

  isUnshareable(key: string): boolean {
    return this.unshareable.has(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The current invalidation generation: read it when a rendering starts, hand it to `store`. */
  get generation(): number {
    return this.generationCounter;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    return entry && entry.freshUntil > Date.now() ? entry : undefined;
  }

  /**
   * Marks `key` as being rendered by the caller, who must call the answered `done` in every case.
   * Answers null when another request is rendering it already (wait with `whenFilled`).
   */
  startFilling(key: string): (() => void) | null {
    if (this.filling.has(key)) return null;
    let finish = () => {};
    const promise = new Promise<void>((resolve) => {
      finish = resolve;
    });
    this.filling.set(key, promise);
    return () => {
      if (this.filling.get(key) === promise) this.filling.delete(key);
      finish();
    };
  }

  /** Resolves when the rendering of `key` in progress ends (at once when none is). */
  whenFilled(key: string): Promise<void> {
    return this.filling.get(key) ?? Promise.resolve();
  }

  /**
   * Prepares an answer to be sent and stores it, unless an invalidation of one of its keys arrived
   * while it was rendered (then it is only sent: `stored` is false).
   */
  async store(key: string, response: ResponseToStore): Promise<{ entry: CachedResponse; stored: boolean }> {
    const keys = [...response.keys];
    const renderedAt = response.renderedAt ?? Date.now();
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(response.body, { level: 6 }),
      brotliAsync(response.body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: response.body.length,
        },
      }),
    ]);
    const policy = response.contentSecurityPolicy;
    const isHtml = (response.headers["content-type"] ?? "").startsWith("text/html");
    const entry: CachedResponse = {
      headers: policy
        ? { ...response.headers, "content-security-policy": withScriptHashes(policy.policy, policy.nonce, isHtml ? response.body : null) }
        : response.headers,
      bodies: { identity: response.body, gzip: gzipped, br: brotli },
      etag: `"${createHash("sha256").update(response.body).digest("base64url").slice(0, 27)}"`,
      keys,
      freshUntil: Date.now() + this.ttlMs,
      renderedAt,
    };
    // Checked after compressing: an invalidation that arrived meanwhile counts too.
    const overtaken = this.invalidatedSince(response.startedAt, keys);
    if (overtaken === "now") return { entry, stored: false };
    if (overtaken === "soon") {
      entry.freshUntil = renderedAt + this.coalesceMs;
      if (entry.freshUntil <= Date.now()) return { entry, stored: false };
    }
    this.entries.set(key, entry);
    return { entry, stored: true };
  }

  /**
   * Drops every answer that read a key under one of the prefixes (everything with none); a `soon`
   * one keeps an answer rendered less than `coalesceMs` ago until it is that old.
   */
  invalidate(prefixes: readonly string[], kind: InvalidationKind = {}): void {
    const soon = Boolean(kind.soon) && this.coalesceMs > 0;
    this.generationCounter++;
    this.log.push({ generation: this.generationCounter, prefixes: [...prefixes], soon });
    if (this.log.length > INVALIDATION_LOG_SIZE) this.log.shift();
    const youngSince = Date.now() - this.coalesceMs;
    for (const [key, entry] of this.entries.entries()) {
      if (prefixes.length > 0 && !entry.keys.some((read) => matchesPrefix(read, prefixes))) continue;
      if (soon && entry.renderedAt > youngSince) entry.freshUntil = Math.min(entry.freshUntil, entry.renderedAt + this.coalesceMs);
      else this.entries.delete(key);
    }
  }

  clear(): void {
    this.invalidate([]);
    this.unshareable.clear();
  }

  /** Whether invalidations of these keys came after `generation`: none, only `soon` ones, or one to apply at once. */
  private invalidatedSince(generation: number, keys: readonly string[]): "none" | "soon" | "now" {
    if (generation === this.generationCounter) return "none";
    const oldest = this.log[0]?.generation ?? Number.POSITIVE_INFINITY;
    // Too many invalidations since: the log no longer says which, so assume the worst.
    if (oldest > generation + 1) return "now";
    let found: "none" | "soon" = "none";
    for (const entry of this.log) {
      if (entry.generation <= generation) continue;
      if (entry.prefixes.length > 0 && !keys.some((key) => matchesPrefix(key, entry.prefixes))) continue;
      if (!entry.soon) return "now";
      found = "soon";
    }
    return found;
  }
}

/**
 * How long a hot page may lag a registration while registrations keep coming (`soon` invalidations):
 * a second, so a spike on one contest renders its pages about once a second per process.
 */
export const DEFAULT_COALESCE_MS = 1000;
/** As long as a public list lives (services/public-list-cache.ts): a page is never older than its data by much. */
export const DEFAULT_PAGE_TTL_MS = 15_000;
/** Every public page in three encodings many times over; least recently used go first. */
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The SHA-256 sources of every inline script of a page, as CSP wants them. A stored page is sent to
 * many visitors, so a nonce in it would be the same for all of them: its policy allows its own
 * scripts by hash instead (docs/scale-out.md). Scripts with `src` load from allowed hosts; their
 * empty bodies need no hash. A script the page copies at run time (the module starter of
 * app/document/) has the same text, so the same hash.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  for (const match of html.toString("utf8").matchAll(inlineScript)) {
    const attributes = match[1] ?? "";
    const text = match[2] ?? "";
    if (/\ssrc\s*=/i.test(attributes) || text.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The request's policy with the nonce replaced by the page's script hashes (none for another type). */
export function withScriptHashes(policy: string, nonce: string, html: Buffer | null): string {
  const hashes = html ? inlineScriptHashes(html).join(" ") : "";
  return policy
    .split(";")
    .map((directive) => directive.replace(` 'nonce-${nonce}'`, hashes ? ` ${hashes}` : ""))
    .join(";");
}

/** The best encoding the client accepts: Brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return "identity";
}

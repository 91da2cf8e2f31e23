import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { withApiDefaultCacheControl } from "../api/cache-control.ts";
import { type CachedResponse, chooseEncoding, ResponseCache } from "../services/cache/page-cache.ts";
import { type KeysRead, keysReadByRendering } from "../services/public-list-cache.ts";
import { languageCookie } from "#shared/i18n/language.ts";
import { HSTS } from "./security.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Rendered pages and hot public API answers for anonymous visitors (absent in development). */
    responseCache?: ResponseCache;
  }
  interface FastifyRequest {
    responseCacheFill?: Fill;
  }
}

type Fill = { key: string; reading: KeysRead; startedAt: number; renderedAt: number; done: () => void };

/**
 * Public pages a visitor without a cookie sees the same as everyone else. Anything not listed
 * (the console, /me, /dev/…, an affiliate's list) is always rendered for its request.
 */
const PUBLIC_PAGE = /^(?:\/hi)?(?:\/contest\/[\w-]+(?:\/applicants)?|\/cms\/[\w-]+|\/lets-talk)?$/;

/** Public API lists that read their data through the public-list cache only (route patterns). */
const PUBLIC_API_ROUTES = new Set([
  "/api/company-details/get",
  "/api/contest/active",
  "/api/contestCategory/active",
  "/api/category/list/active",
  "/api/location/list/country",
  "/api/location/list/state/country/:countryId",
  "/api/location/list/city/state/:stateId",
]);

/** Parameters links pick up when shared (campaign tags, click ids); no page reads them. */
const TRACKING_PARAMETER = /^(?:utm_[a-z]+|fbclid|gclid|igshid|si)$/i;

/** How long a request waits for another one rendering the same page before rendering itself. */
const FILL_WAIT_MS = 5_000;

/** Headers that belong to one response, not to the stored answer. */
const PER_RESPONSE_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "content-security-policy",
  "strict-transport-security",
  "x-request-id",
  "etag",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "retry-after",
]);

/** No cookie, or only the language switch's (the path decides the page's language, not the cookie). */
function onlyLanguageChoice(cookie: string | undefined): boolean {
  if (!cookie) return true;
  return cookie.split(";").every((part) => part.trim() === "" || part.trim().startsWith(`${languageCookie}=`));
}

/**
 * The answer to share among visitors, or null: a GET or HEAD of a public page or list, carrying no
 * cookie (no session of any kind: creator, affiliate, staff; nor any other choice of the visitor)
 * and no credentials, and no query besides tracking parameters.
 */
export function sharedCacheKey(request: FastifyRequest): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.headers.authorization || !onlyLanguageChoice(request.headers.cookie)) return null;
  const queryStart = request.url.indexOf("?");
  const rawPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  if (queryStart !== -1) {
    for (const name of new URLSearchParams(request.url.slice(queryStart + 1)).keys()) {
      if (!TRACKING_PARAMETER.test(name)) return null;
    }
  }
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, "") : rawPath;
  const route = request.routeOptions.url;
  if (route === "/*") return path === "/" || PUBLIC_PAGE.test(path) ? path : null;
  if (!route || !PUBLIC_API_ROUTES.has(route)) return null;
  // An API list answers its content in the call's language (Accept-Language, set by the languages
  // plugin before this hook): the Hindi answer is stored apart from the English one.
  return request.language === "hi" ? `${path}#hi` : path;
}

/** A stored page's language is its path's; a stored API answer's is the call's Accept-Language. */
const varyOf = (request: FastifyRequest) => (request.url.startsWith("/api/") ? "accept-encoding, accept-language" : "accept-encoding");

/**
 * A hit is written straight to the socket: the stored bytes are final (compressed, headers set), so
 * the onSend hooks (compression, the API's and the console's headers) have nothing to add, and going
 * round them was most of a hit's cost under load. onResponse hooks (metrics, the request log) still run.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse, httpsSite: boolean): FastifyReply {
  // The security plugin's headers as the stored rendering got them (answered before it runs, a hit
  // skips its per-request work); Strict-Transport-Security depends on this request, as there.
  const headers: Record<string, string | number | string[]> = { ...entry.headers };
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value as string;
  if (httpsSite || request.protocol === "https") headers["strict-transport-security"] = HSTS;
  headers.etag = entry.etag;
  headers.vary = varyOf(request);
  headers["x-cache"] = "hit";
  reply.hijack();
  if (request.headers["if-none-match"] === entry.etag) {
    reply.raw.writeHead(304, headers).end();
    return reply;
  }
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  const body = entry.bodies[encoding];
  headers["content-length"] = body.length;
  // Node sends no body to a HEAD, only its length.
  reply.raw.writeHead(200, headers).end(body);
  return reply;
}

async function readBody(payload: unknown): Promise<Buffer | null> {
  if (typeof payload === "string") return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (payload instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
    return Buffer.concat(chunks);
  }
  return null;
}

/** Whether a response may be shared: a complete 200 that sets no cookie and does not ask to stay private. */
function isShareable(reply: FastifyReply, keysRead: number): boolean {
  if (reply.statusCode !== 200 || keysRead === 0) return false;
  if (reply.hasHeader("set-cookie") || reply.raw.hasHeader("set-cookie") || reply.hasHeader("content-encoding")) return false;
  const cacheControl = String(reply.getHeader("cache-control") ?? "");
  if (/\b(?:private|no-store)\b/i.test(cacheControl)) return false;
  const type = String(reply.getHeader("content-type") ?? "");
  return type.startsWith("text/html") || type.startsWith("application/json");
}

/**
 * Serves public pages and lists to anonymous visitors from a cache in memory (docs/scale-out.md):
 * the first request renders and stores, concurrent ones wait for it, later ones get the stored
 * bytes, precompressed, with a Content-Security-Policy that allows the page's own inline scripts by
 * hash. Every invalidation of the public-list cache (from any process) drops what it affects.
 * Register before the security plugin (a hit answers before its per-request work, with the headers
 * it gave the stored rendering) and before the API and the pages (it wraps their handlers to learn
 * which lists they read).
 */
export const pageCachePlugin = fp(async (app: FastifyInstance, options: { enabled: boolean; publicUrl: string; ttlMs?: number }) => {
  if (!options.enabled) return;
  const httpsSite = options.publicUrl.startsWith("https://");
  const cache = new ResponseCache({ ttlMs: options.ttlMs });
  app.decorate("responseCache", cache);
  const unsubscribe = app.ctx.cache.onInvalidate((prefixes, kind) => cache.invalidate(prefixes, kind));
  app.addHook("onClose", async () => unsubscribe());
  noteListsRead(app);
  serveOrFill(app, cache, httpsSite);
  storeFilled(app, cache);
});

/** Every list a handler reads while it renders for the cache is noted against the stored answer. */
function noteListsRead(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const fill = request.responseCacheFill;
      if (!fill) return handler.call(this, request, reply);
      return keysReadByRendering.run(fill.reading, () => handler.call(this, request, reply));
    } as typeof handler;
  });
}

/** A stored answer is sent at once; otherwise the first request renders for the cache and the others wait for it. */
function serveOrFill(app: FastifyInstance, cache: ResponseCache, httpsSite: boolean): void {
  app.addHook("onRequest", async (request, reply) => {
    const key = sharedCacheKey(request);
    if (!key) return;
    let done: (() => void) | null = null;
    for (let attempt = 0; attempt < 2 && !done; attempt++) {
      const hit = cache.get(key);
      if (hit) return sendCached(request, reply, hit, httpsSite);
      // HEAD renders no body to store; an answer known not to be shareable is rendered each time.
      if (request.method === "HEAD" || cache.isUnshareable(key)) return;
      done = cache.startFilling(key);
      if (!done) await Promise.race([cache.whenFilled(key), new Promise((resolve) => setTimeout(resolve, FILL_WAIT_MS).unref())]);
    }
    if (!done) return;
    const fill: Fill = { key, reading: { keys: new Set(), closed: false }, startedAt: cache.generation, renderedAt: Date.now(), done };
    request.responseCacheFill = fill;
    reply.raw.once("close", done);
  });
}

/** A shareable rendering is stored, compressed, and sent as stored. */
function storeFilled(app: FastifyInstance, cache: ResponseCache): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const fill = request.responseCacheFill;
    if (!fill) return payload;
    request.responseCacheFill = undefined;
    fill.reading.closed = true;
    try {
      if (!isShareable(reply, fill.reading.keys.size)) {
        cache.markUnshareable(fill.key);
        return payload;
      }
      const body = await readBody(payload);
      if (!body) return payload;
      const policy = reply.raw.getHeader("content-security-policy");
      const headers = withApiDefaultCacheControl(request.url, storedHeaders(reply));
      const { entry } = await cache.store(fill.key, {
        headers,
        body,
        contentSecurityPolicy: typeof policy === "string" ? { policy, nonce: reply.scriptNonce } : undefined,
        keys: fill.reading.keys,
        startedAt: fill.startedAt,
        renderedAt: fill.renderedAt,
      });
      reply.headers(entry.headers);
      reply.header("etag", entry.etag).header("vary", varyOf(request)).header("x-cache", "miss");
      const encoding = chooseEncoding(request.headers["accept-encoding"]);
      if (encoding !== "identity") reply.header("content-encoding", encoding);
      return entry.bodies[encoding];
    } finally {
      fill.done();
    }
  });
}

/** The security headers (set on the raw response) and the route's own, minus this response's. */
function storedHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of [...Object.entries(reply.raw.getHeaders()), ...Object.entries(reply.getHeaders())]) {
    if (value !== undefined && !PER_RESPONSE_HEADERS.has(name.toLowerCase())) headers[name.toLowerCase()] = String(value);
  }
  return headers;
}

import { randomUUID } from "node:crypto";
import pg from "pg";
import type { PublicListCache } from "../public-list-cache.ts";

/** The PostgreSQL channel every app process listens on. */
export const INVALIDATION_CHANNEL = "public_cache_invalidation";
/** Names the listening connection in pg_stat_activity (operators and tests find it by this). */
export const INVALIDATION_APPLICATION_NAME = "creatorcup-cache-invalidation";
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a longer list becomes "everything". */
const MAX_PAYLOAD_BYTES = 7_900;

type Logger = { warn: (object: object, message: string) => void; info: (object: object, message: string) => void };

export type InvalidationBus = {
  /** Whether the listening connection is up (a metric shows it). */
  readonly listening: boolean;
  /** Settles once the first connection attempt is over (listening or not). */
  ready: Promise<void>;
  close: () => Promise<void>;
};

type Message = { from: string; prefixes: string[] };

export function invalidationPayload(from: string, prefixes: readonly string[]): string {
  const payload = JSON.stringify({ from, prefixes: [...prefixes] } satisfies Message);
  return Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES ? payload : JSON.stringify({ from, prefixes: [] } satisfies Message);
}

function parseMessage(payload: string | undefined): Message | null {
  try {
    const message = JSON.parse(payload ?? "") as Partial<Message>;
    if (typeof message.from !== "string" || !Array.isArray(message.prefixes)) return null;
    if (!message.prefixes.every((prefix) => typeof prefix === "string")) return null;
    return { from: message.from, prefixes: message.prefixes };
  } catch {
    return null;
  }
}

/**
 * Carries cache invalidations between app processes on one PostgreSQL (docs/scale-out.md).
 * `cache.invalidate(...)` drops the entries here at once and sends the prefixes with pg_notify
 * through the pool (delivered when that statement commits, a few milliseconds); every process
 * LISTENs on a connection of its own and drops the same entries when they arrive.
 *
 * A notification sent while a listener is disconnected is lost to it, so a listener that
 * reconnects drops its whole cache: whatever it missed cannot be served afterwards. It reconnects
 * with a growing pause (up to `maxRetryMs`) for as long as the process runs.
 */
export function startInvalidationBus(options: {
  databaseUrl: string;
  cache: PublicListCache;
  log: Logger;
  maxRetryMs?: number;
}): InvalidationBus {
  const { cache, log } = options;
  const processId = randomUUID();
  const maxRetryMs = options.maxRetryMs ?? 5_000;
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2, application_name: INVALIDATION_APPLICATION_NAME });
  pool.on("error", (error) => log.warn({ err: error }, "cache invalidation: an idle publishing connection was lost"));
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let attempts = 0;
  let firstAttemptOver = () => {};
  const ready = new Promise<void>((resolve) => {
    firstAttemptOver = resolve;
  });
  let retryMs = 100;
  let retryTimer: NodeJS.Timeout | undefined;

  cache.publishWith((prefixes) => {
    if (closed) return;
    pool.query("select pg_notify($1, $2)", [INVALIDATION_CHANNEL, invalidationPayload(processId, prefixes)]).catch((error: Error) => {
      // This process has dropped its entries already; the others keep theirs until their time-to-live.
      log.warn({ err: error, prefixes }, "cache invalidation could not reach the other processes");
    });
  });

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  const connect = async () => {
    if (closed) return;
    attempts++;
    const next = new pg.Client({ connectionString: options.databaseUrl, application_name: INVALIDATION_APPLICATION_NAME, keepAlive: true });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      listening = false;
      next.removeAllListeners("notification");
      next.end().catch(() => {});
      if (!closed) {
        log.warn({ err: error }, "cache invalidation: the listening connection was lost; reconnecting");
        scheduleReconnect();
      }
    };
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", (notification) => {
      if (notification.channel !== INVALIDATION_CHANNEL) return;
      const message = parseMessage(notification.payload);
      if (!message) {
        cache.dropLocally([]);
        return;
      }
      if (message.from !== processId) cache.dropLocally(message.prefixes);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      firstAttemptOver();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    listening = true;
    retryMs = 100;
    // Anything sent while no connection listened is unknown: start afresh.
    if (attempts > 1) {
      cache.dropLocally([]);
      log.info({}, "cache invalidation: listening again; the in-memory caches were emptied");
    }
    firstAttemptOver();
  };

  void connect();

  return {
    get listening() {
      return listening;
    },
    ready,
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      cache.publishWith(undefined);
      const current = client;
      client = null;
      listening = false;
      await Promise.allSettled([current?.end(), pool.end()]);
    },
  };
}

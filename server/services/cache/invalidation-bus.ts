import { randomUUID } from "node:crypto";
import pg from "pg";
import type { InvalidationKind, PublicListCache } from "../public-list-cache.ts";

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

type Message = { from: string; prefixes: string[]; soon?: true };

export function invalidationPayload(from: string, prefixes: readonly string[], kind: InvalidationKind = {}): string {
  const payload = JSON.stringify({ from, prefixes: [...prefixes], ...(kind.soon ? { soon: true as const } : {}) } satisfies Message);
  return Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES ? payload : JSON.stringify({ from, prefixes: [] } satisfies Message);
}

function parseMessage(payload: string | undefined): Message | null {
  try {
    const message = JSON.parse(payload ?? "") as Partial<Message>;
    if (typeof message.from !== "string" || !Array.isArray(message.prefixes)) return null;
    if (!message.prefixes.every((prefix) => typeof prefix === "string")) return null;
    return { from: message.from, prefixes: message.prefixes, ...(message.soon === true ? { soon: true as const } : {}) };
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
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2, application_name: INVALIDATION_APPLICATION_NAME });
  pool.on("error", (error) => log.warn({ err: error }, "cache invalidation: an idle publishing connection was lost"));
  const listener = new InvalidationListener({ ...options, processId, maxRetryMs: options.maxRetryMs ?? 5_000 });

  cache.publishWith((prefixes, kind) => {
    if (listener.closed) return;
    pool.query("select pg_notify($1, $2)", [INVALIDATION_CHANNEL, invalidationPayload(processId, prefixes, kind)]).catch((error: Error) => {
      // This process has dropped its entries already; the others keep theirs until their time-to-live.
      log.warn({ err: error, prefixes }, "cache invalidation could not reach the other processes");
    });
  });

  void listener.connect();

  return {
    get listening() {
      return listener.listening;
    },
    ready: listener.ready,
    close: async () => {
      const current = listener.stop();
      cache.publishWith(undefined);
      await Promise.allSettled([current?.end(), pool.end()]);
    },
  };
}

/** This process's LISTEN connection: drops the entries other processes invalidate, and reconnects when lost. */
class InvalidationListener {
  listening = false;
  closed = false;
  private client: pg.Client | null = null;
  private attempts = 0;
  private retryMs = 100;
  private retryTimer: NodeJS.Timeout | undefined;
  private firstAttemptOver = () => {};
  /** Settles once the first connection attempt is over. */
  readonly ready = new Promise<void>((resolve) => {
    this.firstAttemptOver = resolve;
  });
  private readonly options: { databaseUrl: string; cache: PublicListCache; log: Logger; processId: string; maxRetryMs: number };

  constructor(options: InvalidationListener["options"]) {
    this.options = options;
  }

  /** Stops reconnecting; answers the connection, for the caller to end. */
  stop(): pg.Client | null {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const current = this.client;
    this.client = null;
    this.listening = false;
    return current;
  }

  async connect(): Promise<void> {
    if (this.closed) return;
    this.attempts++;
    const next = new pg.Client({
      connectionString: this.options.databaseUrl,
      application_name: INVALIDATION_APPLICATION_NAME,
      keepAlive: true,
    });
    next.on("error", (error) => this.lost(next, error));
    next.on("end", () => this.lost(next));
    next.on("notification", (notification) => this.receive(notification));
    this.client = next;
    try {
      await next.connect();
      await next.query(`listen ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      this.lost(next, error as Error);
      this.firstAttemptOver();
      return;
    }
    if (this.closed) {
      await next.end().catch(() => {});
      return;
    }
    this.listening = true;
    this.retryMs = 100;
    // Anything sent while no connection listened is unknown: start afresh.
    if (this.attempts > 1) {
      this.options.cache.dropLocally([]);
      this.options.log.info({}, "cache invalidation: listening again; the in-memory caches were emptied");
    }
    this.firstAttemptOver();
  }

  private receive(notification: pg.Notification): void {
    if (notification.channel !== INVALIDATION_CHANNEL) return;
    const message = parseMessage(notification.payload);
    if (!message) {
      this.options.cache.dropLocally([]);
      return;
    }
    if (message.from !== this.options.processId) this.options.cache.dropLocally(message.prefixes, { soon: message.soon });
  }

  private lost(connection: pg.Client, error?: Error): void {
    if (this.client !== connection) return;
    this.client = null;
    this.listening = false;
    connection.removeAllListeners("notification");
    connection.end().catch(() => {});
    if (!this.closed) {
      this.options.log.warn({ err: error }, "cache invalidation: the listening connection was lost; reconnecting");
      this.scheduleReconnect();
    }
  }

  /** Tries again after a pause that doubles each time, up to maxRetryMs. */
  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, this.options.maxRetryMs);
  }
}

import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { rateLimitHits } from "#db/schema.ts";
import type { Config } from "../../config.ts";
import { AppError } from "../../errors.ts";

/** What a refused upload is told; the status is 503 with Retry-After in both cases. */
export const UPLOAD_MESSAGES = {
  busy: "Many forms are being sent right now. Please try again in a minute.",
  quota: "We cannot accept more files this hour. Please try again later.",
} as const;

/** How long a request may wait for its turn before it is told to come back. */
const MAX_WAIT_MS = 30_000;
const BUSY_RETRY_AFTER_SECONDS = 30;

const unavailable = (message: string, retryAfterSeconds: number) => new AppError("UNAVAILABLE", message, { retryAfterSeconds });

/**
 * Bounds how many uploads this process reads and processes at once. A request past the limit waits
 * (its body stays in the client and the kernel, not in memory) in a queue of bounded length, for at
 * most maxWaitMs; past the queue or the wait it gets 503 with Retry-After.
 */
export class UploadGate {
  private active = 0;
  private readonly waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];

  private readonly options: { concurrency: number; queue: number; maxWaitMs?: number; retryAfterSeconds?: number };

  constructor(options: { concurrency: number; queue: number; maxWaitMs?: number; retryAfterSeconds?: number }) {
    this.options = options;
  }

  get stats() {
    return { active: this.active, waiting: this.waiting.length };
  }

  /** Waits for a turn; answers the function that gives it back (call it exactly once). */
  async enter(): Promise<() => void> {
    if (this.active < this.options.concurrency) {
      this.active++;
      return this.releaser();
    }
    const retryAfter = this.options.retryAfterSeconds ?? BUSY_RETRY_AFTER_SECONDS;
    if (this.waiting.length >= this.options.queue) throw unavailable(UPLOAD_MESSAGES.busy, retryAfter);
    await new Promise<void>((resolve, reject) => {
      const entry = {
        start: resolve,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(unavailable(UPLOAD_MESSAGES.busy, retryAfter));
        }, this.options.maxWaitMs ?? MAX_WAIT_MS),
      };
      this.waiting.push(entry);
    });
    return this.releaser();
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) {
        // The turn passes straight to the next request: active stays the same.
        clearTimeout(next.timer);
        next.start();
      } else {
        this.active--;
      }
    };
  }
}

/**
 * Gates per key (a client's network, a creator), each letting `concurrency` requests of that key
 * towards the process's turns at once; a key's gate exists only while it is in use, so the map is
 * bounded by the requests in flight.
 */
export class KeyedUploadGates {
  private readonly gates = new Map<string, UploadGate>();

  private readonly options: ConstructorParameters<typeof UploadGate>[0];

  constructor(options: ConstructorParameters<typeof UploadGate>[0]) {
    this.options = options;
  }

  get size(): number {
    return this.gates.size;
  }

  async enter(key: string): Promise<() => void> {
    let gate = this.gates.get(key);
    if (!gate) {
      gate = new UploadGate(this.options);
      this.gates.set(key, gate);
    }
    const forget = (used: UploadGate) => {
      const { active, waiting } = used.stats;
      if (active === 0 && waiting === 0 && this.gates.get(key) === used) this.gates.delete(key);
    };
    const entered = gate;
    try {
      const release = await entered.enter();
      return () => {
        release();
        forget(entered);
      };
    } catch (error) {
      forget(entered);
      throw error;
    }
  }
}

/** At most this many of one client's (one /64's) forms, and one creator's, hold or wait for a turn. */
export const UPLOAD_TURNS_PER_CLIENT = 2;
export const UPLOAD_TURNS_PER_CREATOR = 1;

export type UploadGates = { process: UploadGate; clients: KeyedUploadGates; creators: KeyedUploadGates };

/**
 * The gates of one process (memory is what they protect, and memory is per process): the process's
 * turns, and in front of them each client's and each creator's share, so one sender cannot take
 * every turn. A client's or creator's extra forms wait (as long as anyone waits for a turn) in a
 * short line of their own, then get the same 503.
 */
export function createUploadGates(config: Pick<Config, "uploads">): UploadGates {
  return {
    process: new UploadGate(config.uploads),
    clients: new KeyedUploadGates({ concurrency: UPLOAD_TURNS_PER_CLIENT, queue: UPLOAD_TURNS_PER_CLIENT }),
    creators: new KeyedUploadGates({ concurrency: UPLOAD_TURNS_PER_CREATOR, queue: UPLOAD_TURNS_PER_CREATOR }),
  };
}

/** Re-encoding pictures is the memory- and CPU-heavy step: two at a time per process. */
export const imageGate = new UploadGate({ concurrency: 2, queue: Number.POSITIVE_INFINITY, maxWaitMs: 10 * 60_000 });

const HOUR_MS = 60 * 60 * 1000;
/** The hourly disk count shares the rate-limit table (so every process sees it), in KiB. */
const QUOTA_KEY = "upload-disk-kib";
const kib = (bytes: number) => Math.ceil(bytes / 1024);

export type QuotaReservation = {
  /** Gives back what was reserved but not kept (kept = bytes of the files now stored). */
  settle: (keptBytes: number) => Promise<void>;
};

/**
 * Reserves `bytes` of this hour's disk quota before an upload is read (its Content-Length, an upper
 * bound of what it can store) and refuses with 503 once the hour's quota would be passed. settle()
 * returns the part that was not kept, so refused forms do not use up the quota.
 */
export async function reserveUploadQuota(
  db: Db,
  config: Pick<Config, "uploads">,
  bytes: number,
  now = new Date(),
): Promise<QuotaReservation> {
  const windowStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const reserved = kib(bytes);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key: QUOTA_KEY, windowStart, hits: reserved })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + ${reserved}` },
    })
    .returning({ hits: rateLimitHits.hits });
  const giveBack = async (amount: number) => {
    if (amount <= 0) return;
    await db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - ${amount}, 0)` })
      .where(and(eq(rateLimitHits.key, QUOTA_KEY), eq(rateLimitHits.windowStart, windowStart)));
  };
  if ((row?.hits ?? 0) > kib(config.uploads.quotaBytesPerHour)) {
    await giveBack(reserved);
    const retryAfterSeconds = Math.ceil((windowStart.getTime() + HOUR_MS - now.getTime()) / 1000);
    throw unavailable(UPLOAD_MESSAGES.quota, retryAfterSeconds);
  }
  let settled = false;
  return {
    settle: async (keptBytes) => {
      if (settled) return;
      settled = true;
      await giveBack(reserved - kib(keptBytes));
    },
  };
}

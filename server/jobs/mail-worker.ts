import type { Db } from "#db/client.ts";
import type { Config } from "../config.ts";
import { mailEnqueued } from "../services/mail/outbox.ts";
import { type MailTransport, newWorkerId, nextDueInMs, type SendOutboxOptions, sendDueMail } from "../services/mail/send-outbox.ts";
import { transportFor } from "../services/mail/transport.ts";

export type MailWorkerOptions = Omit<SendOutboxOptions, "workerId" | "shouldStop"> & {
  /** How often the outbox is checked when nothing woke the worker (another process's enqueue, a retry). */
  pollMs?: number;
  transport?: MailTransport;
  onError?: (error: unknown) => void;
  /** Called each time the worker goes to sleep with nothing due (tests wait for it). */
  onIdle?: () => void;
};

export type MailWorker = {
  workerId: string;
  /** Look at the outbox now (also done after every enqueue in this process). */
  wake: () => void;
  /**
   * Stops claiming, lets the message being sent finish (bounded by the SMTP timeouts), hands the rest
   * of its claim back to the outbox, and closes the connection.
   */
  stop: () => Promise<void>;
};

export const MAIL_POLL_MS = 5_000;
/**
 * An enqueue inside a transaction wakes the worker before the row is committed and visible; it looks
 * again after these delays, so a sign-in code goes out within about a second of its commit.
 */
const WAKE_FOLLOW_UPS_MS = [0, 150, 600, 1500];

/**
 * Sends the outbox in this process: every app process runs one (claims use SKIP LOCKED and a lease,
 * so they never send the same row at once). Wakes on an enqueue in this process, polls otherwise.
 */
export function startMailWorker(
  db: Db,
  config: Pick<Config, "publicUrl" | "mail" | "encryptionKey" | "encryptionKeyFile" | "dataDir">,
  options: MailWorkerOptions = {},
): MailWorker {
  const workerId = newWorkerId();
  const transport = options.transport ?? transportFor(config);
  const pollMs = options.pollMs ?? MAIL_POLL_MS;
  let stopped = false;
  const alarm = wakeableSleep(() => stopped);
  mailEnqueued.on("enqueued", alarm.onEnqueued);

  const loop = (async () => {
    while (!stopped) {
      alarm.reset();
      let waitMs = pollMs;
      try {
        const claimed = await sendDueMail(db, config, transport, { ...options, workerId, shouldStop: () => stopped });
        if (stopped) break;
        // A full batch: more may be waiting.
        if (claimed >= (options.batchSize ?? 10)) continue;
        const due = await nextDueInMs(db);
        if (due !== null) waitMs = Math.min(pollMs, Math.max(due, 20));
        else options.onIdle?.();
      } catch (error) {
        if (stopped) break;
        options.onError?.(error);
      }
      await alarm.sleep(waitMs);
    }
  })();

  return {
    workerId,
    wake: alarm.wake,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      mailEnqueued.off("enqueued", alarm.onEnqueued);
      alarm.cancel();
      await loop;
      transport.close();
    },
  };
}

/** The worker's sleep between rounds, cut short by a wake-up: at once, and after each follow-up delay of an enqueue. */
function wakeableSleep(stopped: () => boolean) {
  let wakeUp: (() => void) | null = null;
  let woken = false;
  const timers = new Set<NodeJS.Timeout>();

  const wake = () => {
    woken = true;
    wakeUp?.();
  };
  const onEnqueued = () => {
    for (const delay of WAKE_FOLLOW_UPS_MS) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        wake();
      }, delay);
      timer.unref();
      timers.add(timer);
    }
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopped()) return resolve();
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  return {
    wake,
    onEnqueued,
    sleep,
    /** A new round starts: wake-ups before it are spent. */
    reset: () => {
      woken = false;
    },
    /** Drops the pending follow-ups and ends a sleep in progress. */
    cancel: () => {
      for (const timer of timers) clearTimeout(timer);
      wakeUp?.();
    },
  };
}

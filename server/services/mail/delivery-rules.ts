/** How the outbox worker sends: batch and lease sizes, SMTP timeouts, retries, Message-IDs, error texts. */

export const mailDefaults = {
  batchSize: 10,
  leaseMs: 5 * 60_000,
  maxAttempts: 15,
  retryDelayMs: 30_000,
  maxRetryDelayMs: 60 * 60_000,
} as const;

/** SMTP timeouts, all well inside the lease: a send either ends or fails long before another worker may take the row. */
export const smtpTimeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000, dnsTimeout: 10_000 } as const;

/** Exponential back-off with ±20 % jitter, so retries of many messages after an outage spread out. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (0.8 + 0.4 * random()));
}

/** The domain of the sender's address: Message-IDs are ours, under our own domain. */
export function senderDomain(from: string): string {
  const address = from.match(/<([^>]+)>/)?.[1] ?? from;
  return address.split("@")[1]?.trim() || "localhost";
}

/**
 * One Message-ID per outbox row, whichever worker sends it and however often: when a crash after the
 * SMTP server's acceptance makes the message go out a second time, receivers see the same message.
 */
export function messageIdFor(row: { id: string }, from: string): string {
  return `<${row.id}.outbox@${senderDomain(from)}>`;
}

/** The SMTP reply (code and text) or the connection error, short. */
export function describeError(error: unknown): string {
  const e = error as { responseCode?: number; response?: string; code?: string; message?: string };
  const text = e.response ?? e.message ?? String(error);
  return [e.responseCode ?? e.code, text].filter(Boolean).join(" ").slice(0, 500);
}

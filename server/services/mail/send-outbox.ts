import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { builtOnce } from "#db/built-once.ts";
import type { Db } from "#db/client.ts";
import { rowsOf } from "#db/rows.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { companyDetails } from "#db/schema.ts";
import type { Config } from "../../config.ts";
import { manageConsentUrl } from "../consent/manage-consent-link.ts";
import { describeError, mailDefaults, messageIdFor, retryDelay } from "./delivery-rules.ts";
import type { RenderedMail } from "./layout.ts";
import { type MailTemplate, type MailTemplateData, REMINDER_TEMPLATES } from "./outbox.ts";
import { renderMail } from "./templates.ts";
import { unsubscribeUrl, wantsNoReminders } from "./unsubscribe.ts";

export const ERASED_RECIPIENT = "(erased)";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** A message ready for the wire. */
export type WireMessage = RenderedMail & {
  from: string;
  to: string;
  messageId: string;
  headers: Record<string, string>;
  listUnsubscribe?: string;
  /** The support address, on messages that invite a reply (see INVITES_A_REPLY). */
  replyTo?: string;
};

/** Messages whose text asks the reader to reply or says we will answer: their replies go to support. */
export const INVITES_A_REPLY: ReadonlySet<string> = new Set([
  "refund-notice",
  "contact-acknowledgement",
  "grievance-received",
  "results-declared",
  "guardian-results",
]);

/** The company's support address (console, company details), or null when none is set. */
async function supportAddress(db: Db): Promise<string | null> {
  const [company] = await db.select({ email: companyDetails.supportEmail }).from(companyDetails).orderBy(asc(companyDetails.id)).limit(1);
  return company?.email?.trim() || null;
}

/** Where messages go: an SMTP server, or (test-mail mode) nowhere but the outbox row itself. */
export type MailTransport = {
  via: "smtp" | "mailbox";
  send: (message: WireMessage) => Promise<void>;
  close: () => void;
};

export type SendOutboxOptions = {
  /** Who claims the rows (a random id per worker); only the claimant may mark them sent. */
  workerId: string;
  /** Rows claimed at once. */
  batchSize?: number;
  /** How long a claim keeps other workers off a row; longer than the slowest SMTP exchange. */
  leaseMs?: number;
  /** Attempts before a message is given up as failed. */
  maxAttempts?: number;
  /** The first retry's delay; each further retry doubles it, up to maxRetryDelayMs. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Called after each row is settled (tests, logs). */
  onResult?: (result: SendResult) => void;
  /** Asked before each message: true hands the rest of the claim back (the worker is stopping). */
  shouldStop?: () => boolean;
};

export type SendResult = {
  id: string;
  template: string;
  outcome: "sent" | "retry" | "failed" | "skipped";
  attempts: number;
  error?: string;
};

export function newWorkerId(): string {
  return `${process.pid}-${randomBytes(4).toString("hex")}`;
}

/**
 * Claims due messages with FOR UPDATE SKIP LOCKED and a lease, sends them, and records each outcome.
 * Safe in every process at once: a row is claimed by one worker at a time, and a claim that is never
 * settled (the process died) lapses after leaseMs, when another worker sends the row again with the
 * same Message-ID. Returns how many rows this call claimed.
 */
export async function sendDueMail(
  db: Db,
  config: Pick<Config, "publicUrl" | "mail" | "encryptionKey" | "encryptionKeyFile" | "dataDir">,
  transport: MailTransport,
  options: SendOutboxOptions,
): Promise<number> {
  const batchSize = options.batchSize ?? mailDefaults.batchSize;
  const leaseMs = options.leaseMs ?? mailDefaults.leaseMs;
  await skipExpiredCodes(db);
  // Each claim is marked with a token of its own, and the claiming statement answers its rows, so this
  // call sends exactly the rows it claimed, and only the claimant can record their outcome.
  const claim = `${options.workerId}:${randomBytes(6).toString("hex")}`;
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        sql`${mailOutbox.nextAttemptAt} <= now()`,
        sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} <= now())`,
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.createdAt)
    .limit(batchSize)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({
      lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      lockedBy: claim,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  // RETURNING keeps no order: oldest due first, as they were chosen.
  const rows = claimed.sort(
    (a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime(),
  );
  const replyTo = rows.some((row) => INVITES_A_REPLY.has(row.template)) ? await supportAddress(db) : null;
  for (const [index, row] of rows.entries()) {
    if (options.shouldStop?.()) {
      await releaseClaim(
        db,
        claim,
        rows.slice(index).map((r) => r.id),
      );
      return index;
    }
    // Sent first, reported after: an optional call would skip evaluating its argument.
    const result = await sendOne(db, config, transport, row, { ...options, workerId: claim }, replyTo);
    options.onResult?.(result);
  }
  return rows.length;
}

/** Unsent rows of a claim go back to the outbox at once, their attempt not counted. */
async function releaseClaim(db: Db, claim: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ lockedUntil: null, lockedBy: null, attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)` })
    .where(and(eq(mailOutbox.lockedBy, claim), eq(mailOutbox.status, "pending"), inArray(mailOutbox.id, ids)));
}

/** Milliseconds until the next pending message is due (0: now), or null when none waits. */
export async function nextDueInMs(db: Db): Promise<number | null> {
  // A row another worker holds is due again when its lease lapses.
  const result = await db.execute<{ wait_ms: number | string | null }>(sql`
    select extract(epoch from (min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now())) * 1000 as wait_ms
    from ${mailOutbox} where status = 'pending'`);
  const value = rowsOf<{ wait_ms: number | string | null }>(result)[0]?.wait_ms;
  return value === null || value === undefined ? null : Math.max(0, Math.ceil(Number(value)));
}

/** A message sent, built once (db/built-once.ts): every registration sends two. Only this worker's pending row. */
const markSentOf = builtOnce((db) =>
  db
    .update(mailOutbox)
    .set({
      status: "sent",
      sentAt: sql`now()`,
      messageId: sql`${sql.placeholder("messageId")}`,
      deliveredVia: sql`${sql.placeholder("via")}`,
      lockedUntil: null,
      lockedBy: null,
      lastError: null,
      // A sign-in code has done its job once it is out: the outbox keeps no usable copy.
      payload: sql`${mailOutbox.payload} - 'code'`,
      recipient: sql`coalesce(${sql.placeholder("erasedRecipient")}::text, ${mailOutbox.recipient})`,
      subject: sql`${sql.placeholder("subject")}`,
      textBody: sql`${sql.placeholder("textBody")}`,
      htmlBody: sql`${sql.placeholder("htmlBody")}`,
    })
    .where(
      and(eq(mailOutbox.id, sql.placeholder("id")), eq(mailOutbox.lockedBy, sql.placeholder("workerId")), eq(mailOutbox.status, "pending")),
    )
    .prepare("mail_mark_sent"),
);

async function sendOne(
  db: Db,
  config: Pick<Config, "publicUrl" | "mail" | "encryptionKey" | "encryptionKeyFile" | "dataDir">,
  transport: MailTransport,
  row: OutboxRow,
  options: SendOutboxOptions,
  replyTo: string | null,
): Promise<SendResult> {
  const base = { id: row.id, template: row.template, attempts: row.attempts };
  const mine = and(eq(mailOutbox.id, row.id), eq(mailOutbox.lockedBy, options.workerId), eq(mailOutbox.status, "pending"));

  if (REMINDER_TEMPLATES.has(row.template) && (await wantsNoReminders(db, row.recipient))) {
    await db
      .update(mailOutbox)
      .set({ status: "skipped", lastError: "the address unsubscribed from reminders", lockedUntil: null, lockedBy: null })
      .where(mine);
    return { ...base, outcome: "skipped" };
  }

  const messageId = messageIdFor(row, config.mail.from);
  let rendered: WireMessage;
  try {
    rendered = wireMessage(row, config, messageId, replyTo);
    await transport.send(rendered);
  } catch (error) {
    return recordFailure(db, row, options, error, base);
  }
  const keepCopy = transport.via === "mailbox";
  await markSentOf(db).execute({
    id: row.id,
    workerId: options.workerId,
    messageId,
    via: transport.via,
    // The last message to an erased account: once out, its row forgets the address (docs/privacy.md#erasure).
    erasedRecipient: row.template === "account-erased" ? ERASED_RECIPIENT : null,
    // Test-mail mode: the outbox row is the mailbox, so it keeps what /dev/mailbox shows.
    subject: keepCopy ? rendered.subject : null,
    textBody: keepCopy ? rendered.text : null,
    htmlBody: keepCopy ? rendered.html : null,
  });
  return { ...base, outcome: "sent" };
}

function wireMessage(
  row: OutboxRow,
  config: Pick<Config, "publicUrl" | "mail" | "encryptionKey" | "encryptionKeyFile" | "dataDir">,
  messageId: string,
  replyTo: string | null,
): WireMessage {
  const listUnsubscribe = row.unsubscribeToken ? unsubscribeUrl(config.publicUrl, row.unsubscribeToken) : undefined;
  const template = row.template as MailTemplate;
  // Written now, at sending, in the language fixed when the row was queued (docs/mail.md, Languages):
  // a retry writes the same message, and a person who switches language later changes only later mails.
  const rendered = renderMail(
    template,
    row.payload as MailTemplateData[typeof template],
    {
      publicUrl: config.publicUrl,
      unsubscribeUrl: listUnsubscribe,
      manageConsentUrl: manageConsentUrl(config, row.recipient),
    },
    row.language,
  );
  return {
    ...rendered,
    from: config.mail.from,
    to: row.recipient,
    messageId,
    // Machine-sent: auto-responders stay quiet (RFC 3834).
    headers: { "Auto-Submitted": "auto-generated" },
    listUnsubscribe,
    ...(replyTo && INVITES_A_REPLY.has(template) ? { replyTo } : {}),
  };
}

async function recordFailure(
  db: Db,
  row: OutboxRow,
  options: SendOutboxOptions,
  error: unknown,
  base: Omit<SendResult, "outcome">,
): Promise<SendResult> {
  const message = describeError(error);
  const maxAttempts = options.maxAttempts ?? mailDefaults.maxAttempts;
  const mine = and(eq(mailOutbox.id, row.id), eq(mailOutbox.lockedBy, options.workerId), eq(mailOutbox.status, "pending"));
  if (row.attempts >= maxAttempts) {
    await db
      .update(mailOutbox)
      .set({ status: "failed", lastError: message, lockedUntil: null, lockedBy: null, payload: sql`${mailOutbox.payload} - 'code'` })
      .where(mine);
    return { ...base, outcome: "failed", error: message };
  }
  const delay = retryDelay(
    row.attempts,
    options.retryDelayMs ?? mailDefaults.retryDelayMs,
    options.maxRetryDelayMs ?? mailDefaults.maxRetryDelayMs,
  );
  await db
    .update(mailOutbox)
    .set({
      nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval`,
      lastError: message,
      lockedUntil: null,
      lockedBy: null,
    })
    .where(mine);
  return { ...base, outcome: "retry", error: message };
}

/** A code mail that can no longer arrive in time is not sent at all. */
async function skipExpiredCodes(db: Db): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: "skipped",
      lastError: "the code expired before it could be sent",
      payload: sql`${mailOutbox.payload} - 'code'`,
      lockedUntil: null,
      lockedBy: null,
    })
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        sql`${mailOutbox.expiresAt} <= now()`,
        sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} <= now())`,
      ),
    );
}

/** node-postgres answers { rows }, PGlite answers { rows } too, but typed apart. */

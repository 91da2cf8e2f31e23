import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { languageCheck, languageColumn } from "../language-column.ts";

/**
 * pending: waiting for its turn (or a retry); sent: accepted by the SMTP server, or put in the test
 * mailbox; failed: gave up after the last attempt; skipped: no longer worth sending (a code past its
 * validity, an address that unsubscribed from reminders). docs/mail.md.
 */
export const mailStatuses = ["pending", "sent", "failed", "skipped"] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * The transactional outbox: every message is a row written in the same transaction as the change
 * that causes it, then sent by the mail worker. `dedupe_key` is unique, so the same message is
 * enqueued once however often its cause runs (a webhook and the browser's return, a retried job).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    dedupeKey: text("dedupe_key").notNull().unique(),
    template: text("template").notNull(),
    recipient: text("recipient").notNull(),
    /** What the template needs; a sign-in code is removed from it once the message is out. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** The recipient's language when the message was queued: it is written in it, whenever it goes out. */
    language: languageColumn(),
    status: text("status").$type<MailStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim: nobody else sends the row until this time passes (a crashed worker's claim lapses). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    /** Not worth sending after this (a sign-in code's validity). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Recorded at sending; derived from the row id, so a message sent twice (a crash after the SMTP server accepted it) is one message to the receiver. */
    messageId: text("message_id"),
    /** Random token in a reminder's unsubscribe link. */
    unsubscribeToken: text("unsubscribe_token").unique(),
    lastError: text("last_error"),
    /** smtp, or mailbox in test-mail mode (then the rendered message is kept for /dev/mailbox). */
    deliveredVia: text("delivered_via").$type<"smtp" | "mailbox">(),
    subject: text("subject"),
    textBody: text("text_body"),
    htmlBody: text("html_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("mail_outbox_language_check", languageCheck(t.language)),
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("mail_outbox_sent_at_idx").on(t.sentAt),
  ],
);

/** Addresses that asked for no more registration reminders (the List-Unsubscribe link). */
export const mailUnsubscribes = pgTable("mail_unsubscribes", {
  email: text("email").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import { builtOnce } from "#db/built-once.ts";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import type { Language } from "#shared/i18n/language.ts";

/** What a registration reminder says of the contest, to the creator or to their guardian. */
type ReminderFacts = {
  contestId: string;
  contestTitle: string;
  /** The contest's Hindi title, if it has one: a Hindi mail shows it. */
  contestTitleHi?: string | null;
  /** ISO instant registration closes. */
  closesAt: string;
  amountPaise: number;
};

/** What a results mail says, to the creator or to their guardian. */
type ResultsFacts = {
  contestId: string;
  contestTitle: string;
  /** The contest's Hindi title, if it has one: a Hindi mail shows it. */
  contestTitleHi?: string | null;
  winner: boolean;
  /** Winners only. */
  rank?: number | null;
  prizeTitle?: string | null;
  prizeTitleHi?: string | null;
  prizeAmountPaise?: number | null;
  /** The results were withdrawn and declared again: these are the corrected ones. */
  corrected?: boolean;
};

/**
 * What each template needs, by template name (docs/mail.md lists the messages and their triggers).
 * Content the organiser may give in Hindi travels in both languages: `contestTitle` (English, always)
 * and `contestTitleHi` (the Hindi, when there is some), likewise `prizeTitle`/`prizeTitleHi`. The
 * message is written from the row's language when it goes out (renderMail picks, field by field), so
 * a row queued before the Hindi fields existed, without `…Hi`, still goes out with the English title.
 */
export type MailTemplateData = {
  "sign-in-code": { code: string; expiresInMinutes: number };
  "registration-complete": {
    creatorName: string;
    contestId: string;
    contestTitle: string;
    contestTitleHi?: string | null;
    videoLink?: string | null;
  };
  "payment-receipt": {
    creatorName: string;
    contestId: string;
    contestTitle: string;
    /** The contest's Hindi title, if it has one: a Hindi mail shows it. */
    contestTitleHi?: string | null;
    amountPaise: number;
    paymentId: string;
    orderId?: string;
    /** ISO instant the payment settled; shown in India Standard Time. */
    paidAt: string;
    /** e.g. CC/2026-27/000042 (absent from receipts queued before receipts were numbered in the mail). */
    receiptNumber?: string;
  };
  "refund-notice": {
    creatorName: string;
    contestId: string;
    contestTitle: string;
    /** The contest's Hindi title, if it has one: a Hindi mail shows it. */
    contestTitleHi?: string | null;
    amountPaise: number;
    paymentId: string;
    refundId?: string | null;
    /** ISO instant the refund completed. */
    refundedAt: string;
    /** Why the payment was returned, as a sentence. */
    reason?: string;
    /** The organiser's own words, for a refund from the console: quoted as written. */
    organiserNote?: string | null;
  };
  "registration-reminder": { creatorName: string } & ReminderFacts;
  "results-declared": { creatorName: string } & ResultsFacts;
  /**
   * To a minor's parent or guardian who agreed to `guardian-reminders`: the child's registration
   * reminder, about the child (named by first name, as the guardian knows them).
   */
  "guardian-registration-reminder": { childName: string } & ReminderFacts;
  /**
   * To a minor's parent or guardian: the results, if they agreed to `guardian-reminders`; always when
   * the child won, since the prize needs the guardian's consent to `prize-documents`.
   */
  "guardian-results": {
    childName: string;
    /** Winners: the guardian has already agreed to documents and bank details for a prize. */
    prizeDocumentsAgreed?: boolean;
  } & ResultsFacts;
  /** Nothing the sender typed: the form takes any address, so the reply must carry nothing of a stranger's choosing. */
  "contact-acknowledgement": { receivedAt: string };
  /** To a parent or guardian: the consent link (docs/privacy.md#guardian-consent); `reminder` for the one at 48 hours. */
  "guardian-consent-request": {
    consentUrl: string;
    contestTitle: string | null;
    contestTitleHi?: string | null;
    expiresAt: string;
    reminder: boolean;
  };
  "guardian-consent-given": { contestId: string | null; contestTitle: string | null; contestTitleHi?: string | null };
  "guardian-consent-ended": { reason: "declined" | "expired" };
  "account-erased": { erasedAt: string };
  "grievance-received": { answerDays: number };
  /** A judge invited to a contest's panel (docs/judging.md): where to sign in. */
  "judge-invitation": { judgeName: string; contestTitle: string; contestTitleHi?: string | null };
  /** One reminder to a judge who is behind in an open round. */
  "judge-reminder": {
    judgeName: string;
    contestTitle: string;
    contestTitleHi?: string | null;
    round: string;
    scored: number;
    assigned: number;
  };
};

export type MailTemplate = keyof MailTemplateData;

export const mailTemplates = [
  "sign-in-code",
  "registration-complete",
  "payment-receipt",
  "refund-notice",
  "registration-reminder",
  "results-declared",
  "guardian-registration-reminder",
  "guardian-results",
  "contact-acknowledgement",
  "guardian-consent-request",
  "guardian-consent-given",
  "guardian-consent-ended",
  "account-erased",
  "grievance-received",
  "judge-invitation",
  "judge-reminder",
] as const satisfies readonly MailTemplate[];

/**
 * One message to write to the outbox: the template's name and fields, the address, and the key that
 * makes it unique, e.g. `{ template: "sign-in-code", to, dedupeKey: \`sign-in-code:${codeId}\`, code, expiresInMinutes: 10 }`.
 */
export type OutgoingMail = {
  [T in MailTemplate]: {
    template: T;
    to: string;
    /** A second enqueue with the same key is a no-op: that is how each message is sent once. */
    dedupeKey: string;
    /**
     * The recipient's language (their stored one, or the asking call's for a code): the message is
     * written in it whenever it goes out. English when not given.
     */
    language?: Language;
  } & MailTemplateData[T];
}[MailTemplate];

/** Reminders: each carries its own one-click unsubscribe link, and none goes to an address that unsubscribed. */
export const REMINDER_TEMPLATES: ReadonlySet<string> = new Set<MailTemplate>(["registration-reminder", "guardian-registration-reminder"]);

/**
 * The outbox's insert, built once (db/built-once.ts): every registration writes two messages, most
 * inside a transaction. `expiresAt` is an ISO time or null; the payload is never null.
 */
const mailInsertOf = builtOnce((db) =>
  db
    .insert(mailOutbox)
    .values({
      id: sql.placeholder("id"),
      dedupeKey: sql.placeholder("dedupeKey"),
      template: sql.placeholder("template"),
      recipient: sql.placeholder("recipient"),
      payload: sql.placeholder("payload"),
      language: sql.placeholder("language"),
      expiresAt: sql`${sql.placeholder("expiresAt")}::timestamptz`,
      unsubscribeToken: sql.placeholder("unsubscribeToken"),
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id })
    .prepare("mail_enqueue"),
);

/** Wakes this process's mail worker after an enqueue, so a code does not wait for the next poll. */
export const mailEnqueued = new EventEmitter();
mailEnqueued.setMaxListeners(0);

/**
 * Writes a message to the outbox. Pass the transaction that makes the change the message reports, so
 * both commit or neither does; the worker sends it afterwards. A message whose dedupe key is already
 * in the outbox is not written again.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<void> {
  await enqueueMailReportingNew(db, mail);
}

/** enqueueMail, telling whether this call wrote the row (false: the dedupe key was already there). */
export async function enqueueMailReportingNew(db: Db, mail: OutgoingMail): Promise<boolean> {
  const { template, to, dedupeKey, language, ...data } = mail;
  const rows = await mailInsertOf(db).execute({
    id: newId(),
    dedupeKey,
    template,
    recipient: to.trim(),
    payload: data,
    language: language ?? "en",
    // A code mail that would arrive after the code lapsed only confuses; the worker skips it then.
    expiresAt: mail.template === "sign-in-code" ? new Date(Date.now() + mail.expiresInMinutes * 60_000).toISOString() : null,
    unsubscribeToken: REMINDER_TEMPLATES.has(template) ? randomBytes(24).toString("base64url") : null,
  });
  // Inside a transaction the row is not visible yet; the worker looks again shortly (see mail-worker.ts).
  if (rows.length > 0) mailEnqueued.emit("enqueued");
  return rows.length > 0;
}

import { sql } from "drizzle-orm";
import { bigserial, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { languageCheck, languageColumn } from "../language-column.ts";

/**
 * Minors and personal data (docs/privacy.md). A data subject is an opaque id; only `privacy_subjects`
 * ties it to an e-mail, so erasing that one row leaves the append-only consent records as proof that
 * names nobody.
 */
export const privacySubjects = pgTable("privacy_subjects", {
  id: text("id").primaryKey(),
  /** Lower-cased e-mail of the creator. */
  emailKey: text("email_key").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each version of the privacy notice with the SHA-256 of its text, recorded the first time it is used. */
export const privacyNoticeVersions = pgTable("privacy_notice_versions", {
  version: integer("version").primaryKey(),
  textHash: text("text_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Append-only (the database refuses UPDATE, DELETE and TRUNCATE): one row per purpose per decision.
 * The current state of a purpose is its latest row (`seq` orders rows written in the same instant).
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    subjectId: text("subject_id").notNull(),
    purpose: text("purpose").notNull(),
    /** given | refused | withdrawn */
    action: text("action").notNull(),
    /** self | guardian */
    givenBy: text("given_by").notNull(),
    /** How the giver was verified: "email-code" today, e.g. "digilocker" later (docs/privacy.md#guardian-check). */
    verifiedBy: text("verified_by").notNull(),
    /** The guardian request the decision came from (an opaque id; the request itself may be deleted). */
    guardianRequestId: text("guardian_request_id"),
    noticeVersion: integer("notice_version").notNull(),
    noticeHash: text("notice_hash").notNull(),
    purposeVersion: integer("purpose_version").notNull(),
    language: text("language").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("consent_records_subject_idx").on(t.subjectId, t.purpose, t.seq)],
);

/**
 * The latest decision per subject and purpose, kept in the transaction that appends the record, so the
 * public list filters by a join instead of scanning the records.
 */
export const consentState = pgTable(
  "consent_state",
  {
    subjectId: text("subject_id").notNull(),
    purpose: text("purpose").notNull(),
    granted: boolean("granted").notNull(),
    purposeVersion: integer("purpose_version").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.purpose] })],
);

export const guardianRequestStatuses = ["waiting", "consented", "declined", "expired"] as const;
export type GuardianRequestStatus = (typeof guardianRequestStatuses)[number];

/**
 * A creator under 18 asked a parent or guardian for consent. Until the guardian consents only the
 * guardian's e-mail and optional mobile are kept (and the creator's own proven e-mail). Declined or
 * expired requests are deleted with everything collected; the creator is told by e-mail.
 */
export const guardianRequests = pgTable(
  "guardian_requests",
  {
    id: text("id").primaryKey(),
    subjectId: text("subject_id").notNull(),
    creatorEmail: text("creator_email").notNull(),
    creatorEmailKey: text("creator_email_key").notNull(),
    contestId: text("contest_id"),
    guardianEmail: text("guardian_email").notNull(),
    guardianEmailKey: text("guardian_email_key").notNull(),
    guardianMobile: text("guardian_mobile"),
    /** SHA-256 of the link's token. */
    tokenHash: text("token_hash").notNull().unique(),
    status: text("status").$type<GuardianRequestStatus>().notNull().default("waiting"),
    guardianName: text("guardian_name"),
    relationship: text("relationship"),
    guardianDateOfBirth: date("guardian_date_of_birth"),
    /**
     * The guardian's language: the one the child asked in, until the guardian answers (or signs in)
     * in theirs. Their e-mails follow it, and the consent records name it.
     */
    language: languageColumn(),
    /** The language the child asked in: the e-mails that tell the child how it ended follow it. */
    creatorLanguage: languageColumn("creator_language"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("guardian_requests_language_check", languageCheck(t.language)),
    check("guardian_requests_creator_language_check", languageCheck(t.creatorLanguage)),
    // One open request per creator; a new one replaces the old.
    uniqueIndex("guardian_requests_one_open_idx").on(t.creatorEmailKey).where(sql`${t.status} in ('waiting', 'consented')`),
    index("guardian_requests_status_idx").on(t.status, t.expiresAt),
    index("guardian_requests_guardian_idx").on(t.guardianEmailKey),
  ],
);

export const privacyRequestKinds = ["export", "correction", "erasure", "grievance"] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];

/**
 * Requests a person made about their data, for the console's list and the audit log. An erasure keeps
 * no e-mail (the row says only that an account was erased); a grievance keeps the address to answer.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: text("id").primaryKey(),
    kind: text("kind").$type<PrivacyRequestKind>().notNull(),
    /** open | answered (grievances); done for the rest. */
    status: text("status").notNull(),
    email: text("email"),
    message: text("message"),
    answerDueAt: timestamp("answer_due_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("privacy_requests_created_idx").on(t.createdAt, t.id)],
);

/** The person who answers privacy questions and grievances (set by organisers in the console). */
export const privacyContact = pgTable("privacy_contact", {
  id: text("id").primaryKey(),
  name: text("name").notNull().default(""),
  email: text("email").notNull().default(""),
  phone: text("phone").notNull().default(""),
  /** Days after payout (winners) or results (the rest) that documents and bank details are kept. */
  documentRetentionDays: integer("document_retention_days").notNull().default(90),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Who looked at personal data (identity documents, bank details, exports): kept one year, then deleted. */
export const personalDataAccessLog = pgTable(
  "personal_data_access_log",
  {
    id: text("id").primaryKey(),
    /** "staff:<id>" or "creator:self". */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    /** The user whose data was read; an opaque id. */
    userId: text("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("personal_data_access_log_created_idx").on(t.createdAt)],
);

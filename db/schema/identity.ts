import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every session of every kind of person who signs in (docs/identity.md): creators, affiliates, staff,
 * judges, guardians. The cookie holds a random token; the table keeps only its SHA-256, so a database
 * leak yields no usable session. `id` is the public handle a person uses to sign one device out.
 */
export const identitySessions = pgTable(
  "identity_sessions",
  {
    id: text("id").primaryKey(),
    /** creator, affiliate, staff, judge or guardian (server/services/identity/kinds.ts). */
    kind: text("kind").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /**
     * Whom the session is for, in the kind's own terms: a creator's and a guardian's lower-cased e-mail
     * (they prove an address before any row exists), an affiliate's users.id, a staff member's staff.id,
     * a judge's id.
     */
    principalId: text("principal_id").notNull(),
    /** The address as the person proved it, for the kinds that sign in by e-mail code. */
    email: text("email"),
    /** A step still owed before the session opens anything ("second-factor" for staff). */
    pendingStep: text("pending_step"),
    /** "Chrome on Android": enough to recognise a device in a list, never the raw header. */
    device: text("device").notNull().default(""),
    /** The device cookie of the browser that signed in (a digest), so that browser is known next time. */
    deviceKey: text("device_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("identity_sessions_principal_idx").on(t.kind, t.principalId).where(sql`${t.revokedAt} is null`)],
);

/**
 * One-time codes sent by e-mail, for every purpose that proves an address by code (creator sign-in,
 * judge sign-in, a guardian's e-mail proof). Only an HMAC of the code is kept, keyed by a secret that
 * never lives in the database. Rows stay a day after they lapse: the hourly limits count them.
 */
export const emailCodes = pgTable(
  "email_codes",
  {
    id: text("id").primaryKey(),
    /** What the code proves (server/services/identity/email-codes.ts); codes of one purpose never open another. */
    purpose: text("purpose").notNull(),
    /** Lower-cased e-mail the code was sent to. */
    emailKey: text("email_key").notNull(),
    /** The requesting client (a digest of its device cookie, or of its network address without one). */
    clientKey: text("client_key"),
    codeHash: text("code_hash").notNull(),
    /** Wrong codes tried against this one; it is dead at the limit. */
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the code signed someone in, or when a sign-in replaced it. */
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("email_codes_email_idx").on(t.purpose, t.emailKey, t.createdAt)],
);

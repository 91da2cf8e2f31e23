import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One-time sign-in codes sent to a creator's e-mail (docs/security.md, creator sign-in). Only an
 * HMAC of the code is kept, keyed by a secret that never lives in the database, so a leaked table
 * cannot be turned back into codes. Rows stay a day after they lapse: the hourly limits count them.
 */
export const creatorEmailCodes = pgTable(
  "creator_email_codes",
  {
    id: text("id").primaryKey(),
    /** Lower-cased e-mail the code was sent to. */
    emailKey: text("email_key").notNull(),
    codeHash: text("code_hash").notNull(),
    /** Wrong codes tried against this one; it is dead at the limit. */
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the code signed someone in, or when a newer code or a sign-in replaced it. */
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("creator_email_codes_email_idx").on(t.emailKey, t.createdAt)],
);

/**
 * Creators' sessions, started by a correct code. The cookie holds a random token; the table keeps
 * only its SHA-256, so a database leak yields no usable session. `id` is the public handle a creator
 * uses to sign one device out.
 */
export const creatorSessions = pgTable(
  "creator_sessions",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    /** The address as the creator proved it. */
    email: text("email").notNull(),
    emailKey: text("email_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** "Chrome on Android": enough to recognise a device in the list, never the raw header. */
    device: text("device").notNull().default(""),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("creator_sessions_email_idx").on(t.emailKey).where(sql`${t.revokedAt} is null`)],
);

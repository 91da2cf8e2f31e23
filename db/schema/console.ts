import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { StaffRoleName } from "#shared/console/staff-access.ts";

/** Who may do what in the organiser console: shared/console/staff-access.ts and shared/permissions.ts. */
export type StaffRole = StaffRoleName;

/** Organiser console accounts: separate from creators and affiliates, never a row of `users`. */
export const staff = pgTable(
  "staff",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    /** Lower-cased e-mail: one account per address whatever its case. */
    emailKey: text("email_key").notNull(),
    name: text("name").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    /** Argon2id. */
    passwordHash: text("password_hash").notNull(),
    active: boolean("active").notNull().default(true),
    /** AES-256-GCM ciphertext of the TOTP secret once two-factor sign-in is on; null while it is off. */
    totpSecretEncrypted: text("totp_secret_encrypted"),
    /** A secret offered for enrolment, kept until the first code proves the authenticator has it. */
    totpPendingSecretEncrypted: text("totp_pending_secret_encrypted"),
    /** The last 30-second step a code was accepted for: the same code cannot be used twice. */
    totpLastStep: integer("totp_last_step"),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_email_key_idx").on(t.emailKey)],
);

/** Single-use codes for a lost authenticator; only their hashes are kept. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: text("id").primaryKey(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_recovery_codes_hash_idx").on(t.staffId, t.codeHash)],
);

/**
 * Every change made in the console: who, when, which entity and which fields (names and non-personal
 * values only). Rows are only ever inserted; staff are deactivated, never deleted, so the link holds.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    /** Null for changes made with the command line, which has no signed-in staff member. */
    staffId: text("staff_id").references(() => staff.id),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    changedFields: jsonb("changed_fields").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt),
    index("audit_log_staff_idx").on(t.staffId, t.createdAt),
  ],
);

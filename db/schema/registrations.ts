import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { languageCheck, languageColumn } from "../language-column.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { contests } from "./contests.ts";
import { cities, countries, states } from "./places.ts";
import type { SocialLinks } from "./site.ts";

/** Creators (users), their registrations (subscribers) and the declared winners. */
export const users = pgTable(
  "users",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    middleName: text("middle_name").notNull().default(""),
    lastName: text("last_name").notNull(),
    mobileNo: text("mobile_no").notNull(),
    email: text("email").notNull(),
    /** Lower-cased e-mail: one account per address whatever its case. */
    emailKey: text("email_key").notNull().unique(),
    countryId: text("country_id").references(() => countries.id),
    stateId: text("state_id").references(() => states.id),
    cityId: text("city_id").references(() => cities.id),
    address: text("address").notNull().default(""),
    pincode: text("pincode").notNull().default(""),
    dateOfBirth: date("date_of_birth"),
    gender: text("gender"),
    bio: text("bio").notNull().default(""),
    link: text("link").notNull().default(""),
    /** AES-256-GCM ciphertext of the bank details JSON; the key never lives in the database. */
    bankDetailsEncrypted: text("bank_details_encrypted"),
    bankAccountLast4: text("bank_account_last4"),
    socialMedia: jsonb("social_media").$type<SocialLinks>().notNull().default({}),
    categoryIds: text("category_ids").array().notNull().default(sql`'{}'::text[]`),
    profileImage: text("profile_image"),
    /** Keys in private storage; no route serves them. */
    aadharCardKey: text("aadhar_card_key"),
    panCardKey: text("pan_card_key"),
    cancelledChequeKey: text("cancelled_cheque_key"),
    /** The user's own code when they are an affiliate; matched case-insensitively. */
    affiliateCode: text("affiliate_code"),
    affiliateActive: boolean("affiliate_active").notNull().default(false),
    passwordHash: text("password_hash"),
    referredByUserId: text("referred_by_user_id"),
    /** The language of the site the creator last signed up, signed in or registered on: their e-mails and PDFs follow it. */
    language: languageColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("users_language_check", languageCheck(t.language)),
    uniqueIndex("users_affiliate_code_idx").on(sql`lower(${t.affiliateCode})`),
    index("users_referred_by_idx").on(t.referredByUserId),
    // The console's places: how many creators name a town, and a merge moving them, without a scan.
    index("users_city_id_idx").on(t.cityId),
    // The console's registrations sorted by creator: the same expression as its ORDER BY, so the page
    // walks this index instead of sorting every registration (scripts/bench-console.mjs).
    index("users_name_idx").on(sql`lower(${t.firstName} || ' ' || ${t.lastName})`),
  ],
);

export const subscriberStatuses = ["pending", "completed", "cancelled"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** A user's registration to a contest. Only completed ones are public. */
export const subscribers = pgTable(
  "subscribers",
  {
    id: id(),
    contestId: text("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    link: text("link").notNull().default(""),
    status: text("status").$type<SubscriberStatus>().notNull().default("pending"),
    isPaid: boolean("is_paid").notNull().default(false),
    /** A pending registration holds a place until then; null: no place held (it is taken at payment, if free). */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /**
     * Who asked for the hold: a digest of the client's network (an IPv4 address, an IPv6 /64), so one
     * client's holds across the site can be counted and bounded (docs/payments-and-capacity.md).
     */
    holdClient: text("hold_client"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("subscribers_one_open_per_user_idx").on(t.contestId, t.userId).where(sql`${t.status} in ('pending', 'completed')`),
    index("subscribers_contest_status_idx").on(t.contestId, t.status),
    // The console's list (newest first, across contests or in one) and the CSV export's keyset pages
    // by (created_at, id); a creator's registrations (search results, the registration page).
    index("subscribers_created_idx").on(t.createdAt, t.id),
    index("subscribers_contest_created_idx").on(t.contestId, t.createdAt, t.id),
    index("subscribers_user_idx").on(t.userId),
    // A client's live holds, counted when it asks for another (registration/capacity.ts).
    index("subscribers_hold_client_idx")
      .on(t.holdClient, t.holdExpiresAt)
      .where(sql`${t.status} = 'pending' and ${t.holdClient} is not null`),
  ],
);

export const winners = pgTable(
  "winners",
  {
    id: id(),
    contestId: text("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    subscriberId: text("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    prizeRank: integer("prize_rank"),
    prizeTitle: text("prize_title"),
    prizeAmountPaise: bigint("prize_amount_paise", { mode: "number" }),
    /** When an owner marked the prize paid (the documents' retention clock starts here), and the transfer's reference. */
    prizePaidAt: timestamp("prize_paid_at", { withTimezone: true }),
    prizePaidReference: text("prize_paid_reference"),
  },
  (t) => [uniqueIndex("winners_contest_subscriber_idx").on(t.contestId, t.subscriberId)],
);

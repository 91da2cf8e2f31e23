import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, publishingColumns, updatedAt } from "./columns.ts";

/** Contests and what they show: categories, prizes and the judges on their pages. */
/** The kinds of contest shown in "Why We Exist" on the home page. */
export const contestCategories = pgTable("contest_categories", {
  id: id(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  nameHi: text("name_hi"),
  descriptionHi: text("description_hi"),
  contestType: text("contest_type"),
  contestTypeHi: text("contest_type_hi"),
  banner: text("banner"),
  isActive: boolean("is_active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

/** Interests a creator picks at registration (the categories multi-select). */
export const categories = pgTable("categories", {
  id: id(),
  name: text("name").notNull().unique(),
  nameHi: text("name_hi"),
  isActive: boolean("is_active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const contests = pgTable(
  "contests",
  {
    id: id(),
    title: text("title").notNull(),
    shortDescription: text("short_description").notNull().default(""),
    description: text("description").notNull().default(""),
    thumbnail: text("thumbnail"),
    banner: text("banner"),
    gallery: text("gallery").array().notNull().default(sql`'{}'::text[]`),
    rules: text("rules").array().notNull().default(sql`'{}'::text[]`),
    requirements: text("requirements").array().notNull().default(sql`'{}'::text[]`),
    /** Hindi beside the English, each optional: a Hindi page shows the English of a field left empty. */
    titleHi: text("title_hi"),
    shortDescriptionHi: text("short_description_hi"),
    descriptionHi: text("description_hi"),
    rulesHi: text("rules_hi").array().notNull().default(sql`'{}'::text[]`),
    requirementsHi: text("requirements_hi").array().notNull().default(sql`'{}'::text[]`),
    contestCategoryId: text("contest_category_id").references(() => contestCategories.id),
    entryFeePaise: integer("entry_fee_paise").notNull().default(0),
    entryFeeCurrency: text("entry_fee_currency").notNull().default("INR"),
    prizePoolPaise: bigint("prize_pool_paise", { mode: "number" }).notNull().default(0),
    prizePoolCurrency: text("prize_pool_currency").notNull().default("INR"),
    maxParticipants: integer("max_participants").notNull().default(0),
    registrationStartDate: timestamp("registration_start_date", { withTimezone: true }),
    registrationEndDate: timestamp("registration_end_date", { withTimezone: true }),
    contestStartDate: timestamp("contest_start_date", { withTimezone: true }),
    contestEndDate: timestamp("contest_end_date", { withTimezone: true }),
    resultAnnouncementDate: timestamp("result_announcement_date", { withTimezone: true }),
    isCompleted: boolean("is_completed").notNull().default(false),
    status: text("status"),
    winnersDeclared: boolean("winners_declared").notNull().default(false),
    /** When the results were last declared: withdrawing them is open for a set window after (docs/console.md#correcting-results). */
    resultsDeclaredAt: timestamp("results_declared_at", { withTimezone: true }),
    /** How many times declared results were withdrawn: each re-declaration after one sends one corrected e-mail. */
    resultsWithdrawals: integer("results_withdrawals").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    /** Set when the organiser archives the contest: hidden from the site and from the console's current list. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    ...publishingColumns(),
    /** Pinned by an organiser: shown first on the home page, whatever its state (docs/publishing.md). */
    pinned: boolean("pinned").notNull().default(false),
    eligibleCountryIds: text("eligible_country_ids").array().notNull().default(sql`'{}'::text[]`),
    eligibleStateIds: text("eligible_state_ids").array().notNull().default(sql`'{}'::text[]`),
    eligibleCityIds: text("eligible_city_ids").array().notNull().default(sql`'{}'::text[]`),
    eligibleDistrictIds: text("eligible_district_ids").array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("contests_active_idx").on(t.isActive, t.sortOrder)],
);

export const prizes = pgTable(
  "prizes",
  {
    id: id(),
    contestId: text("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    rank: integer("rank").notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull().default(0),
    description: text("description").notNull().default(""),
    titleHi: text("title_hi"),
    descriptionHi: text("description_hi"),
  },
  (t) => [index("prizes_contest_idx").on(t.contestId, t.rank)],
);

export const judges = pgTable("judges", {
  id: id(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull().default(""),
  profession: text("profession").notNull().default(""),
  bio: text("bio").notNull().default(""),
  professionHi: text("profession_hi"),
  bioHi: text("bio_hi"),
  profileImage: text("profile_image"),
  home: boolean("home").notNull().default(false),
  isActive: boolean("is_active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

export const contestJudges = pgTable(
  "contest_judges",
  {
    contestId: text("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    judgeId: text("judge_id")
      .notNull()
      .references(() => judges.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("Judge"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.judgeId] })],
);

import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { languageCheck, languageColumn } from "./language-column.ts";
import { paymentOrderStatuses } from "#shared/payments/order-states.ts";

// Ids are 24 lower-case hex characters, exposed to the web as `_id` (docs/product-rules.md, contests).
const id = () => text("id").primaryKey();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/**
 * Drafts and publishing (docs/publishing.md): a contest, banner or content page is on the site only once
 * `publishedAt` is set (and it is active). `publishAt` is the IST moment an organiser chose; the publishing
 * sweep sets `publishedAt` then, once, whatever the number of processes.
 */
const publishingColumns = () => ({
  publishAt: timestamp("publish_at", { withTimezone: true }),
  publishedAt: timestamp("published_at", { withTimezone: true }),
});

export type SocialLinks = {
  instagram?: string;
  youtube?: string;
  facebook?: string;
  twitter?: string;
  linkedIn?: string;
  tiktok?: string;
};

export type CompanySocialLinks = SocialLinks & { whatsapp?: string };

export const companyDetails = pgTable("company_details", {
  id: id(),
  name: text("name").notNull(),
  logo: text("logo"),
  phone: text("phone"),
  supportEmail: text("support_email"),
  address: text("address"),
  /** Hindi beside the English (DESIGN.md, Languages): each optional, a Hindi page falls back to the English field. */
  nameHi: text("name_hi"),
  addressHi: text("address_hi"),
  /** The registered legal name and GSTIN printed on receipts when set (docs/payments-and-capacity.md#receipts). */
  legalName: text("legal_name"),
  gstin: text("gstin"),
  socialLinks: jsonb("social_links").$type<CompanySocialLinks>().notNull().default({}),
  updatedAt: updatedAt(),
});

export const countries = pgTable("countries", {
  id: id(),
  countryName: text("country_name").notNull().unique(),
});

export const states = pgTable(
  "states",
  {
    id: id(),
    stateName: text("state_name").notNull(),
    countryId: text("country_id")
      .notNull()
      .references(() => countries.id),
  },
  (t) => [uniqueIndex("states_country_name_idx").on(t.countryId, t.stateName)],
);

/** A state's districts (docs/places.md): from the pincode directory, or added in the console. */
export const districts = pgTable(
  "districts",
  {
    id: id(),
    districtName: text("district_name").notNull(),
    stateId: text("state_id")
      .notNull()
      .references(() => states.id),
  },
  (t) => [uniqueIndex("districts_state_name_idx").on(t.stateId, t.districtName)],
);

/**
 * listed: offered in the city pickers. hidden: taken off them by an organiser (creators who chose it
 * keep it). unlisted: typed by a creator whose town was missing, waiting for an organiser to add it or
 * merge it into a listed place (docs/places.md).
 */
export const placeStatuses = ["listed", "hidden", "unlisted"] as const;
export type PlaceStatus = (typeof placeStatuses)[number];

/** The spec's cities: every town, once per district (docs/places.md). */
export const cities = pgTable(
  "cities",
  {
    id: id(),
    cityName: text("city_name").notNull(),
    stateId: text("state_id")
      .notNull()
      .references(() => states.id),
    /** Null for the demo's places abroad, which have no districts. */
    districtId: text("district_id").references(() => districts.id),
    status: text("status").$type<PlaceStatus>().notNull().default("listed"),
  },
  (t) => [
    // One town of a name per district; the same name may be a town in several districts.
    uniqueIndex("cities_state_district_name_idx").on(t.stateId, sql`coalesce(${t.districtId}, '')`, t.cityName),
    // The pickers search a state's listed towns by the start of a word of their name.
    index("cities_state_search_idx").on(t.stateId, t.status, sql`lower(${t.cityName}) text_pattern_ops`),
    index("cities_district_idx").on(t.districtId),
  ],
);

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

export const banners = pgTable("banners", {
  id: id(),
  bannerImage: text("banner_image").notNull(),
  bannerTitle: text("banner_title").notNull().default(""),
  bannerTitleHi: text("banner_title_hi"),
  /** The contest the banner advertises; its slide links there. */
  contestId: text("contest_id").references(() => contests.id, { onDelete: "set null" }),
  isActive: boolean("is_active").notNull().default(true),
  ...publishingColumns(),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

export const testimonials = pgTable("testimonials", {
  id: id(),
  testimonial: text("testimonial").notNull(),
  name: text("name").notNull(),
  testimonialHi: text("testimonial_hi"),
  nameHi: text("name_hi"),
  profileImage: text("profile_image"),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

export const cmsPages = pgTable("cms_pages", {
  id: id(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  /** Sanitised on write and again on render. */
  content: text("content").notNull().default(""),
  description: text("description").notNull().default(""),
  titleHi: text("title_hi"),
  contentHi: text("content_hi"),
  descriptionHi: text("description_hi"),
  isActive: boolean("is_active").notNull().default(true),
  ...publishingColumns(),
  updatedAt: updatedAt(),
});

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

/**
 * creating → created (the provider answered; a creating row is the claim that stops a double click
 * from making a second provider order) → paid, or created → failed (a retry may still pay it:
 * failed → paid is allowed), or, when the order's payment cannot complete the registration (contest
 * full, late), → refund_pending → refunded. paid changes only when an owner refunds the registration
 * from the console: paid → refund_pending → refunded. See docs/payments-and-capacity.md.
 */
export { paymentOrderStatuses };
export type PaymentOrderStatus = (typeof paymentOrderStatuses)[number];

export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: id(),
    subscriberId: text("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** Null only while the provider is being asked (status creating). */
    providerOrderId: text("provider_order_id").unique(),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    status: text("status").$type<PaymentOrderStatus>().notNull().default("created"),
    providerPaymentId: text("provider_payment_id"),
    providerRefundId: text("provider_refund_id"),
    failureReason: text("failure_reason"),
    /** When the reconciler last listed this paid order's payments (a second capture is refunded). */
    paymentsCheckedAt: timestamp("payments_checked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payment_orders_subscriber_idx").on(t.subscriberId),
    // The reconciler scans open orders and pending refunds by age.
    index("payment_orders_status_created_idx").on(t.status, t.createdAt),
    // One provider order being created per registration at a time.
    uniqueIndex("payment_orders_one_creating_idx").on(t.subscriberId).where(sql`${t.status} = 'creating'`),
    // The console's payments list, newest first.
    index("payment_orders_created_idx").on(t.createdAt, t.id),
  ],
);

export const paymentRefundStatuses = ["pending", "refunded"] as const;
export type PaymentRefundStatus = (typeof paymentRefundStatuses)[number];

/**
 * Every captured payment that did not complete a registration (duplicate, wrong amount, late, contest
 * full) gets one row, so it is refunded exactly once: the provider payment id is unique, and the
 * idempotency key sent with the refund is stored with it.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: id(),
    paymentOrderId: text("payment_order_id")
      .notNull()
      .references(() => paymentOrders.id, { onDelete: "cascade" }),
    providerPaymentId: text("provider_payment_id").notNull().unique(),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    reason: text("reason").notNull(),
    /** The organiser's written reason for a refund from the console, quoted in the refund e-mail. */
    organiserNote: text("organiser_note"),
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status").$type<PaymentRefundStatus>().notNull().default("pending"),
    providerRefundId: text("provider_refund_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("payment_refunds_status_idx").on(t.status)],
);

/** Webhook events already applied, so a replay changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  eventType: text("event_type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

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

export const contactMessageStatuses = ["new", "read", "archived"] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

/** A message sent with the contact form; the console's inbox moves it new → read → archived (and back). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    status: text("status").$type<ContactMessageStatus>().notNull().default("new"),
    /** When a staff member first opened it; kept when it is archived. */
    readAt: timestamp("read_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  // The inbox lists one status newest first, and the navigation counts the new ones.
  (t) => [index("contact_messages_status_created_idx").on(t.status, t.createdAt)],
);

/** Sliding-window counters shared by every app process (rate limits). */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Test factories: each inserts one row with sensible defaults (overridable) and returns the stored row.
 * Dates default relative to "now", money is in paise, ids come from newId().
 */
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import {
  banners,
  categories,
  cities,
  cmsPages,
  companyDetails,
  contestCategories,
  contestJudges,
  contests,
  countries,
  judges,
  paymentOrders,
  prizes,
  states,
  subscribers,
  testimonials,
  users,
  winners,
} from "#db/schema.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant `days` days from now (negative: in the past). */
export const daysFromNow = (days: number, from: Date = new Date()): Date => new Date(from.getTime() + days * DAY_MS);

let sequence = 0;
/** A short suffix that keeps unique columns (names, slugs, e-mails) unique within a database. */
const unique = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

/** Drizzle's `.returning()` answers a list; a factory inserts exactly one row. */
function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error("insert returned no row");
  return row;
}

type Insert<T extends { $inferInsert: unknown }> = Partial<T["$inferInsert"]>;

export type CountryRow = typeof countries.$inferSelect;
export type StateRow = typeof states.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
export type ContestCategoryRow = typeof contestCategories.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ContestRow = typeof contests.$inferSelect;
export type PrizeRow = typeof prizes.$inferSelect;
export type JudgeRow = typeof judges.$inferSelect;
export type ContestJudgeRow = typeof contestJudges.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type CmsPageRow = typeof cmsPages.$inferSelect;
export type CompanyDetailsRow = typeof companyDetails.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type SubscriberRow = typeof subscribers.$inferSelect;
export type WinnerRow = typeof winners.$inferSelect;

export async function createCountry(db: Db, overrides: Insert<typeof countries> = {}): Promise<CountryRow> {
  return one(
    await db
      .insert(countries)
      .values({ id: newId(), countryName: `Country ${unique()}`, ...overrides })
      .returning(),
  );
}

/** A state; without `countryId` a new country is created for it. */
export async function createState(db: Db, overrides: Insert<typeof states> = {}): Promise<StateRow> {
  const countryId = overrides.countryId ?? (await createCountry(db)).id;
  return one(
    await db
      .insert(states)
      .values({ id: newId(), stateName: `State ${unique()}`, ...overrides, countryId })
      .returning(),
  );
}

/** A city; without `stateId` a new state (and country) is created for it. */
export async function createCity(db: Db, overrides: Insert<typeof cities> = {}): Promise<CityRow> {
  const stateId = overrides.stateId ?? (await createState(db)).id;
  return one(
    await db
      .insert(cities)
      .values({ id: newId(), cityName: `City ${unique()}`, ...overrides, stateId })
      .returning(),
  );
}

export async function createContestCategory(db: Db, overrides: Insert<typeof contestCategories> = {}): Promise<ContestCategoryRow> {
  const suffix = unique();
  return one(
    await db
      .insert(contestCategories)
      .values({
        id: newId(),
        slug: `category-${suffix}`,
        name: `Contest category ${suffix}`,
        description: "Short videos about the town you live in.",
        contestType: "Contest",
        banner: "/uploads/categories/banner.webp",
        ...overrides,
      })
      .returning(),
  );
}

/** An interest offered in the registration form. */
export async function createCategory(db: Db, overrides: Insert<typeof categories> = {}): Promise<CategoryRow> {
  return one(
    await db
      .insert(categories)
      .values({ id: newId(), name: `Interest ${unique()}`, ...overrides })
      .returning(),
  );
}

/**
 * A contest whose registration is open now (started 2 days ago, ends in 5 days), running from day 7
 * to day 14, paid (₹499) with a ₹10,000 prize pool, no capacity limit and no location restriction.
 */
export async function createContest(db: Db, overrides: Insert<typeof contests> & { now?: Date } = {}): Promise<ContestRow> {
  const { now = new Date(), ...values } = overrides;
  return one(
    await db
      .insert(contests)
      .values({
        id: newId(),
        title: `Contest ${unique()}`,
        shortDescription: "Show your city in 60 seconds.",
        description: "<p>Film a reel about your city.</p>",
        thumbnail: "/uploads/contests/thumb.webp",
        banner: "/uploads/contests/banner.webp",
        gallery: ["/uploads/contests/g1.webp", "/uploads/contests/g2.webp"],
        rules: ["One entry per creator", "Original content only"],
        requirements: ["An Instagram account"],
        entryFeePaise: 49_900,
        prizePoolPaise: 1_000_000,
        maxParticipants: 0,
        registrationStartDate: daysFromNow(-2, now),
        registrationEndDate: daysFromNow(5, now),
        contestStartDate: daysFromNow(7, now),
        contestEndDate: daysFromNow(14, now),
        resultAnnouncementDate: daysFromNow(16, now),
        eligibleCountryIds: [],
        eligibleStateIds: [],
        eligibleCityIds: [],
        // Published unless a test makes a draft (publishedAt: null).
        publishedAt: now,
        ...values,
      })
      .returning(),
  );
}

export async function createPrize(db: Db, overrides: Insert<typeof prizes> & { contestId: string }): Promise<PrizeRow> {
  return one(
    await db
      .insert(prizes)
      .values({ id: newId(), title: "First prize", rank: 1, amountPaise: 500_000, description: "Cash prize", ...overrides })
      .returning(),
  );
}

export async function createJudge(db: Db, overrides: Insert<typeof judges> = {}): Promise<JudgeRow> {
  return one(
    await db
      .insert(judges)
      .values({
        id: newId(),
        firstName: `Judge${unique()}`,
        lastName: "Sharma",
        profession: "Film maker",
        bio: "Makes short films.",
        profileImage: "judges/face.webp",
        home: false,
        isActive: true,
        ...overrides,
      })
      .returning(),
  );
}

/** Puts a judge on a contest's panel. */
export async function linkJudge(
  db: Db,
  contestId: string,
  judgeId: string,
  overrides: Partial<Pick<typeof contestJudges.$inferInsert, "role" | "sortOrder">> = {},
): Promise<ContestJudgeRow> {
  return one(
    await db
      .insert(contestJudges)
      .values({ contestId, judgeId, role: "Judge", ...overrides })
      .returning(),
  );
}

export async function createBanner(db: Db, overrides: Insert<typeof banners> = {}): Promise<BannerRow> {
  return one(
    await db
      .insert(banners)
      .values({
        id: newId(),
        bannerImage: "/uploads/banners/hero.webp",
        bannerTitle: `Banner ${unique()}`,
        publishedAt: new Date(),
        ...overrides,
      })
      .returning(),
  );
}

export async function createTestimonial(db: Db, overrides: Insert<typeof testimonials> = {}): Promise<TestimonialRow> {
  return one(
    await db
      .insert(testimonials)
      .values({
        id: newId(),
        testimonial: "This contest got me my first brand deal.",
        name: `Creator ${unique()}`,
        profileImage: "/uploads/testimonials/face.webp",
        ...overrides,
      })
      .returning(),
  );
}

export async function createCmsPage(db: Db, overrides: Insert<typeof cmsPages> = {}): Promise<CmsPageRow> {
  const suffix = unique();
  return one(
    await db
      .insert(cmsPages)
      .values({
        id: newId(),
        slug: `page-${suffix}`,
        title: `Page ${suffix}`,
        content: "<h2>About</h2><p>We run contests.</p>",
        description: "A content page",
        publishedAt: new Date(),
        ...overrides,
      })
      .returning(),
  );
}

export async function createCompanyDetails(db: Db, overrides: Insert<typeof companyDetails> = {}): Promise<CompanyDetailsRow> {
  return one(
    await db
      .insert(companyDetails)
      .values({
        id: newId(),
        name: "Creator Contests",
        logo: "/uploads/company/logo.webp",
        phone: "+91 98765 43210",
        supportEmail: "support@example.in",
        address: "Indore, Madhya Pradesh",
        socialLinks: { instagram: "https://instagram.com/creatorcontests" },
        ...overrides,
      })
      .returning(),
  );
}

/** A user with an e-mail, mobile number, address and bank digits: the personal data tests look for. */
export async function createUser(db: Db, overrides: Insert<typeof users> = {}): Promise<UserRow> {
  const suffix = unique();
  const email = overrides.email ?? `creator.${suffix}@example.in`;
  return one(
    await db
      .insert(users)
      .values({
        id: newId(),
        firstName: "Asha",
        lastName: "Verma",
        mobileNo: "9876543210",
        address: "12 MG Road",
        pincode: "452001",
        dateOfBirth: "2004-05-17",
        gender: "female",
        bio: "I make travel reels.",
        link: "https://instagram.com/reel/abc",
        bankAccountLast4: "6789",
        socialMedia: { instagram: "https://instagram.com/asha" },
        profileImage: "/uploads/profiles/asha.webp",
        ...overrides,
        email,
        emailKey: overrides.emailKey ?? email.toLowerCase(),
      })
      .returning(),
  );
}

/**
 * A registration of a user to a contest. `status: "completed"` (the default) is a paid, finished
 * registration; `"pending"` is an unpaid order still holding a place.
 */
export async function createSubscriber(
  db: Db,
  overrides: Insert<typeof subscribers> & { contestId: string; userId: string },
): Promise<SubscriberRow> {
  const status = overrides.status ?? "completed";
  const completed = status === "completed";
  return one(
    await db
      .insert(subscribers)
      .values({
        id: newId(),
        link: "https://instagram.com/reel/entry",
        isPaid: completed,
        completedAt: completed ? new Date() : null,
        holdExpiresAt: status === "pending" ? daysFromNow(1 / 48) : null,
        ...overrides,
        status,
      })
      .returning(),
  );
}

export async function createWinner(
  db: Db,
  overrides: Insert<typeof winners> & { contestId: string; subscriberId: string },
): Promise<WinnerRow> {
  return one(
    await db
      .insert(winners)
      .values({ id: newId(), prizeRank: 1, prizeTitle: "First prize", prizeAmountPaise: 500_000, ...overrides })
      .returning(),
  );
}

/** A creator's completed registration in a contest, and its prize (first prize, ₹5,000, unless `prize` says otherwise). */
export async function createWinningEntry(
  db: Db,
  { contestId, userId, ...prize }: Omit<Insert<typeof winners>, "subscriberId"> & { contestId: string; userId: string },
): Promise<SubscriberRow> {
  const entry = await createSubscriber(db, { contestId, userId });
  await createWinner(db, { ...prize, contestId, subscriberId: entry.id });
  return entry;
}

/** A registration's payment order at the simulated gateway: ₹499, paid, with its payment id, unless `overrides` say otherwise. */
export async function createPaymentOrder(
  db: Db,
  overrides: Partial<typeof paymentOrders.$inferInsert> & { subscriberId: string },
): Promise<typeof paymentOrders.$inferSelect> {
  const id = overrides.id ?? newId();
  return one(
    await db
      .insert(paymentOrders)
      .values({
        id,
        provider: "simulated",
        providerOrderId: `order_${id}`,
        amountPaise: 49_900,
        status: "paid",
        providerPaymentId: `pay_${id.slice(0, 14)}`,
        ...overrides,
      })
      .returning(),
  );
}

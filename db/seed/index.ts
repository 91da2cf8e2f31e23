/**
 * Demo content for an empty database (docs/decisions.md#demo-content): every state of the site can be seen
 * and tested, with dates computed from `now` in India Standard Time so the states stay true whenever
 * the seed runs. Pictures are drawn by ./images.ts into `${dataDir}/uploads/public`.
 */
import { sql } from "drizzle-orm";
import { createPrivateDataDir, type Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { staff } from "#db/schema/console.ts";
import { paymentReceipts, receiptCounters } from "#db/schema/receipts.ts";
import { financialYearOf, formatReceiptNumber } from "#shared/receipts.ts";
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
import { type ContestSeed, contestIds, contestSeeds, type IstMoment } from "./contests.ts";
import { avatarSvg, coverSvg, ImageWriter, logoSvg } from "./images.ts";
import { allCountries } from "./india-locations.ts";
import { seedDemoJudging } from "./judging.ts";
import {
  bannerTitleHindi,
  cmsPageHindi,
  companyHindi,
  contestCategoryHindi,
  contestHindi,
  interestHindi,
  judgeHindi,
  testimonialHindi,
} from "./hindi.ts";
import { cmsPageSeeds, demoCompany } from "./pages.ts";
import {
  AFFILIATE_CODE,
  AFFILIATE_EMAIL,
  AFFILIATE_PASSWORD,
  AFFILIATE_PASSWORD_HASH,
  AFFILIATE_USER_ID,
  affiliateSeed,
  type ContestCategorySlug,
  contestCategorySeeds,
  creatorSeeds,
  type DemoUserSeed,
  interestNames,
  type JudgeKey,
  judgeSeeds,
  testimonialSeeds,
} from "./people.ts";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_ID, DEMO_OWNER_NAME, DEMO_OWNER_PASSWORD, DEMO_OWNER_PASSWORD_HASH } from "./staff.ts";

export { demoCompany } from "./pages.ts";

/** Fixed ids and facts of the demo content that tests and links rely on. */
export const demoIds = {
  cityHustleContestId: contestIds.cityHustle,
  stateFlexContestId: contestIds.stateFlex,
  bigLeagueContestId: contestIds.bigLeague,
  /** Free (entry fee 0), registration open, unlimited places. */
  freeContestId: contestIds.freeOpenMic,
  /** Registration opens in 5 days. */
  upcomingContestId: contestIds.upcoming,
  /** Registration ended 2 days ago; the contest starts in 3 days. */
  registrationClosedContestId: contestIds.registrationClosed,
  /** Started 2 days ago, ends in 5 days. */
  inProgressContestId: contestIds.inProgress,
  /** isCompleted, winners declared, 8 applicants of whom 3 won. */
  completedContestId: contestIds.completed,
  /** Ended 3 days ago with 5 completed registrations; winners not declared yet (the console declares them). */
  resultsPendingContestId: contestIds.resultsPending,
  /** The console's demo owner, without two-factor sign-in (README); not seeded on a public site. */
  demoOwnerEmail: DEMO_OWNER_EMAIL,
  demoOwnerPassword: DEMO_OWNER_PASSWORD,
  /** Paid, open, maxParticipants 2 with 1 completed registration: one place left. */
  fullSoonContestId: contestIds.fullSoon,
  affiliateUserId: AFFILIATE_USER_ID,
  affiliateEmail: AFFILIATE_EMAIL,
  affiliateCode: AFFILIATE_CODE,
  affiliatePassword: AFFILIATE_PASSWORD,
  /** Users whose referredByUserId is the affiliate. */
  referredUserEmails: creatorSeeds.filter((u) => u.referredByAffiliate).map((u) => u.email.toLowerCase()),
  /** An existing demo creator with no registration in any contest whose registration is open. */
  demoCreatorEmail: "aarav.patel@example.com",
} as const;

/** Every contest id of the demo content, in the order the home page lists them. */
export const demoContestIds: readonly string[] = contestSeeds.map((c) => c.id);

// ---------------------------------------------------------------------------------------------
// Time in India Standard Time (UTC+05:30, no daylight saving).

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The instant of an IST wall-clock time on the IST day `day` days from `now`'s IST day. */
export function istMoment(now: Date, moment: IstMoment): Date {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  const midnightUtcOfIstDay = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
  let ms: number;
  if (moment.time === "start") ms = 0;
  else if (moment.time === "end")
    ms = DAY_MS - 1000; // 23:59:59 IST
  else {
    const [h = 0, m = 0] = moment.time.split(":").map(Number);
    ms = (h * 60 + m) * 60_000;
  }
  return new Date(midnightUtcOfIstDay + moment.day * DAY_MS + ms - IST_OFFSET_MS);
}

// ---------------------------------------------------------------------------------------------

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

/** True when the database holds no content the demo could clash with. */
async function isEmpty(db: Executor): Promise<boolean> {
  // One after another: inside a transaction they share a single connection.
  const found = [
    await db.select({ id: companyDetails.id }).from(companyDetails).limit(1),
    await db.select({ id: contests.id }).from(contests).limit(1),
    await db.select({ id: users.id }).from(users).limit(1),
    await db.select({ id: countries.id }).from(countries).limit(1),
  ];
  return found.every((rows) => rows.length === 0);
}

/**
 * Seeds the demo content when the database is empty (no company details, contests, users or
 * countries), in one transaction. Returns whether it seeded.
 */
export async function seedDemoContentIfEmpty(
  db: Db,
  options: {
    dataDir: string;
    now?: Date;
    /** Seed the demo's sign-ins (owner, judges, the affiliate's password) the README gives: never on a public site. */
    demoStaff?: boolean;
  },
): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const now = options.now ?? new Date();
  createPrivateDataDir(options.dataDir);
  const images = new ImageWriter(options.dataDir);
  const plan = buildPlan(now, images, options.demoStaff ?? true);
  // Pictures first, so no row ever points at a missing file.
  await images.flush();
  return db.transaction(async (tx) => {
    // Two processes starting together: the second waits here, then finds the content in place.
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    if (!(await isEmpty(tx))) return false;
    await insertPlan(tx, plan);
    if (options.demoStaff ?? true) {
      await tx
        .insert(staff)
        .values({
          id: DEMO_OWNER_ID,
          email: DEMO_OWNER_EMAIL,
          emailKey: DEMO_OWNER_EMAIL,
          name: DEMO_OWNER_NAME,
          role: "owner",
          passwordHash: DEMO_OWNER_PASSWORD_HASH,
        })
        .onConflictDoNothing();
      await seedDemoJudging(tx, now);
    }
    return true;
  });
}

// ---------------------------------------------------------------------------------------------

type Plan = ReturnType<typeof buildPlan>;

/** `demoSignIns`: give the demo affiliate the README's password (never on a public site). */
function buildPlan(now: Date, images: ImageWriter, demoSignIns: boolean) {
  const daysAgo = (days: number, time: `${number}:${number}` = "11:30") => istMoment(now, { day: -days, time });

  // Company.
  const company: typeof companyDetails.$inferInsert = {
    id: newId(),
    name: demoCompany.name,
    logo: images.add("company", "logo", logoSvg(demoCompany.name), "png"),
    phone: demoCompany.phone,
    supportEmail: demoCompany.supportEmail,
    address: demoCompany.address,
    addressHi: companyHindi.address,
    socialLinks: { ...demoCompany.socialLinks },
    updatedAt: now,
  };

  // Places.
  const countryRows: (typeof countries.$inferInsert)[] = [];
  const stateRows: (typeof states.$inferInsert)[] = [];
  const cityRows: (typeof cities.$inferInsert)[] = [];
  const countryId = new Map<string, string>();
  const stateId = new Map<string, string>(); // "Country/State"
  const cityId = new Map<string, string>(); // "Country/State/City"
  for (const country of allCountries) {
    const cId = newId();
    countryId.set(country.name, cId);
    countryRows.push({ id: cId, countryName: country.name });
    for (const state of country.states) {
      const sId = newId();
      stateId.set(`${country.name}/${state.name}`, sId);
      stateRows.push({ id: sId, stateName: state.name, countryId: cId });
      for (const city of state.cities) {
        const id = newId();
        cityId.set(`${country.name}/${state.name}/${city}`, id);
        cityRows.push({ id, cityName: city, stateId: sId });
      }
    }
  }
  const need = (map: Map<string, string>, key: string) => {
    const value = map.get(key);
    if (!value) throw new Error(`Demo seed: unknown place ${key}`);
    return value;
  };
  const indiaId = need(countryId, "India");

  // Contest categories and interests.
  const contestCategoryId = new Map<ContestCategorySlug, string>();
  const contestCategoryRows: (typeof contestCategories.$inferInsert)[] = contestCategorySeeds.map((c, i) => {
    const id = newId();
    contestCategoryId.set(c.slug, id);
    return {
      id,
      slug: c.slug,
      name: c.name,
      description: c.description,
      contestType: c.contestType,
      nameHi: contestCategoryHindi[c.slug].name,
      descriptionHi: contestCategoryHindi[c.slug].description,
      contestTypeHi: contestCategoryHindi[c.slug].contestType,
      banner: images.add(
        "contest-categories",
        c.slug,
        coverSvg({ width: 1600, height: 600, title: c.name, kicker: c.contestType ?? "Contest", palette: i }),
      ),
      isActive: true,
      sortOrder: i + 1,
      createdAt: daysAgo(150 - i),
    };
  });
  const interestId = new Map<string, string>();
  const interestRows: (typeof categories.$inferInsert)[] = interestNames.map((name, i) => {
    const id = newId();
    interestId.set(name, id);
    return { id, name, nameHi: interestHindi[name] ?? null, isActive: true, sortOrder: i + 1 };
  });

  // Judges.
  const judgeId = new Map<JudgeKey, string>();
  const judgeRows: (typeof judges.$inferInsert)[] = judgeSeeds.map((j, i) => {
    const id = newId();
    judgeId.set(j.key, id);
    const fullName = `${j.firstName} ${j.lastName}`;
    return {
      id,
      firstName: j.firstName,
      lastName: j.lastName,
      profession: j.profession,
      bio: j.bio,
      professionHi: judgeHindi[j.key]?.profession ?? null,
      bioHi: judgeHindi[j.key]?.bio ?? null,
      profileImage: images.add("judges", slugify(fullName), avatarSvg({ name: fullName, palette: i })),
      home: j.home,
      isActive: j.isActive,
      sortOrder: i + 1,
      createdAt: daysAgo(140 - i),
    };
  });

  // Banners: three active with titles (the site writes them over the picture), one linking to its contest, one retired.
  const bannerSeeds: { title: string; active: boolean; contestId?: string }[] = [
    { title: "Your city. Your stage.", active: true },
    { title: "Create. Compete. Get noticed.", active: true },
    { title: "₹2 lakh up for grabs in The Big League", active: true, contestId: contestIds.bigLeague },
    { title: "Season 0 is a wrap", active: false },
  ];
  const bannerRows: (typeof banners.$inferInsert)[] = bannerSeeds.map((b, i) => ({
    id: newId(),
    bannerImage: images.add(
      "banners",
      `hero-${i + 1}`,
      coverSvg({ width: 1600, height: 700, title: b.title, textless: true, palette: [0, 1, 6, 4][i] }),
    ),
    bannerTitle: b.title,
    bannerTitleHi: bannerTitleHindi[b.title] ?? null,
    contestId: b.contestId ?? null,
    isActive: b.active,
    // The retired banner was published once, then hidden.
    publishedAt: daysAgo(100 - i),
    sortOrder: i + 1,
    createdAt: daysAgo(100 - i),
  }));

  // Testimonials.
  const testimonialRows: (typeof testimonials.$inferInsert)[] = testimonialSeeds.map((t, i) => ({
    id: newId(),
    testimonial: t.testimonial,
    name: t.name,
    testimonialHi: testimonialHindi[t.name]?.testimonial ?? null,
    nameHi: testimonialHindi[t.name]?.name ?? null,
    profileImage: t.withImage ? images.add("testimonials", slugify(t.name), avatarSvg({ name: t.name, palette: i + 3 })) : null,
    isActive: t.isActive,
    createdAt: daysAgo(90 - i * 5),
  }));

  // CMS pages.
  const cmsRows: (typeof cmsPages.$inferInsert)[] = cmsPageSeeds.map((p) => ({
    id: newId(),
    slug: p.slug,
    title: p.title,
    description: p.description,
    content: p.content,
    titleHi: cmsPageHindi[p.slug]?.title ?? null,
    descriptionHi: cmsPageHindi[p.slug]?.description ?? null,
    contentHi: cmsPageHindi[p.slug]?.content.trim() ?? null,
    isActive: true,
    publishedAt: now,
    updatedAt: now,
  }));

  // Users: the affiliate first, then the creators (three of them referred by the affiliate).
  const userRow = (u: DemoUserSeed, i: number): typeof users.$inferInsert => {
    const fullName = `${u.firstName} ${u.lastName}`;
    return {
      id: u.id,
      firstName: u.firstName,
      middleName: u.middleName ?? "",
      lastName: u.lastName,
      mobileNo: u.mobileNo,
      email: u.email,
      emailKey: u.email.toLowerCase(),
      countryId: indiaId,
      stateId: need(stateId, `India/${u.state}`),
      cityId: need(cityId, `India/${u.state}/${u.city}`),
      address: u.address,
      pincode: u.pincode,
      dateOfBirth: u.dateOfBirth,
      gender: u.gender,
      bio: u.bio,
      link: youtubeLink(`profile:${u.email}`),
      socialMedia: { instagram: u.instagram, ...(u.youtube ? { youtube: u.youtube } : {}) },
      categoryIds: u.interests.map((name) => need(interestId, name)),
      profileImage: images.add("users", slugify(fullName), avatarSvg({ name: fullName, palette: i })),
      affiliateCode: u.id === AFFILIATE_USER_ID ? AFFILIATE_CODE : null,
      affiliateActive: u.id === AFFILIATE_USER_ID,
      // Demo creators never sign in; the affiliate signs in with the password the README gives, in a local trial only.
      passwordHash: u.id === AFFILIATE_USER_ID && demoSignIns ? AFFILIATE_PASSWORD_HASH : null,
      referredByUserId: u.referredByAffiliate ? AFFILIATE_USER_ID : null,
      createdAt: daysAgo(u.joinedDaysAgo, "19:15"),
      updatedAt: daysAgo(u.joinedDaysAgo, "19:15"),
    };
  };
  const userRows = [affiliateSeed, ...creatorSeeds].map(userRow);
  const userIdByFirstName = new Map(creatorSeeds.map((u) => [u.firstName, u.id]));

  // Contests with their prizes, judges, registrations and winners.
  const contestRows: (typeof contests.$inferInsert)[] = [];
  const prizeRows: (typeof prizes.$inferInsert)[] = [];
  const contestJudgeRows: (typeof contestJudges.$inferInsert)[] = [];
  const subscriberRows: (typeof subscribers.$inferInsert)[] = [];
  const winnerRows: (typeof winners.$inferInsert)[] = [];
  // Paid demo registrations have their (test-mode) payment, so My registrations shows a receipt.
  const paymentOrderRows: (typeof paymentOrders.$inferInsert)[] = [];
  contestSeeds.forEach((c, index) => {
    contestRows.push(
      contestRow(c, index, now, images, need(contestCategoryId, c.category), {
        countries: (c.eligibility.countries ?? []).map((name) => need(countryId, name)),
        states: (c.eligibility.states ?? []).map((name) => need(stateId, `India/${name}`)),
        cities: (c.eligibility.cities ?? []).map(([state, city]) => need(cityId, `India/${state}/${city}`)),
      }),
    );
    c.prizes.forEach(([title, rupees, description], i) => {
      const hindi = contestHindi[c.slug]?.prizes?.[i];
      prizeRows.push({
        id: newId(),
        contestId: c.id,
        title,
        rank: i + 1,
        amountPaise: rupees * 100,
        description,
        titleHi: hindi?.[0] ?? null,
        descriptionHi: hindi?.[1] ?? null,
      });
    });
    c.judges.forEach(([key, role], i) => {
      contestJudgeRows.push({ contestId: c.id, judgeId: need(judgeId, key), role, sortOrder: i + 1 });
    });
    const paid = c.entryFeeRupees > 0;
    c.subscribers.forEach((s, i) => {
      const at = daysAgo(s.daysAgo, `${10 + ((i * 3) % 11)}:${(i * 17) % 60}` as `${number}:${number}`);
      const id = newId();
      subscriberRows.push({
        id,
        contestId: c.id,
        userId: need(userIdByFirstName, s.who),
        link: youtubeLink(`${c.id}:${s.who}`),
        status: "completed",
        isPaid: paid,
        holdExpiresAt: null,
        completedAt: new Date(at.getTime() + 3 * 60_000),
        createdAt: at,
      });
      if (paid) {
        const paidAt = new Date(at.getTime() + 3 * 60_000);
        paymentOrderRows.push({
          id: newId(),
          subscriberId: id,
          provider: "simulated",
          providerOrderId: `order_demo${id.slice(0, 14)}`,
          providerPaymentId: `pay_demo${id.slice(10, 24)}`,
          amountPaise: c.entryFeeRupees * 100,
          status: "paid",
          paymentsCheckedAt: paidAt,
          createdAt: at,
          updatedAt: paidAt,
        });
      }
      if (c.winnersDeclared && s.winnerRank) {
        const prize = c.prizes[s.winnerRank - 1];
        if (!prize) throw new Error(`Demo seed: no prize ${s.winnerRank} in ${c.title}`);
        winnerRows.push({
          id: newId(),
          contestId: c.id,
          subscriberId: id,
          prizeRank: s.winnerRank,
          prizeTitle: prize[0],
          prizeAmountPaise: prize[1] * 100,
        });
      }
    });
  });

  return {
    company,
    countryRows,
    stateRows,
    cityRows,
    contestCategoryRows,
    interestRows,
    judgeRows,
    bannerRows,
    testimonialRows,
    cmsRows,
    userRows,
    contestRows,
    prizeRows,
    contestJudgeRows,
    subscriberRows,
    winnerRows,
    paymentOrderRows,
  };
}

function contestRow(
  c: ContestSeed,
  index: number,
  now: Date,
  images: ImageWriter,
  contestCategoryId: string,
  eligible: { countries: string[]; states: string[]; cities: string[] },
): typeof contests.$inferInsert {
  const prizePoolPaise = c.prizes.reduce((sum, [, rupees]) => sum + rupees * 100, 0);
  const gallery = Array.from({ length: c.galleryImages }, (_, i) =>
    images.add(
      "contests",
      `${c.slug}-gallery-${i + 1}`,
      coverSvg({
        width: 1200,
        height: 800,
        title: ["Behind the scenes", "Creators at work", "Moments that made it"][i] ?? `Moments ${i + 1}`,
        kicker: c.title,
        palette: c.palette + i + 1,
        seed: `${c.slug}-gallery-${i}`,
      }),
    ),
  );
  const fee = c.entryFeeRupees > 0 ? `Entry ₹${c.entryFeeRupees}` : "Free entry";
  const created = istMoment(now, { day: Math.min(c.registrationStart.day - 7, -1), time: "12:00" });
  return {
    id: c.id,
    title: c.title,
    shortDescription: c.shortDescription,
    description: c.description.trim(),
    thumbnail: images.add(
      "contests",
      `${c.slug}-thumb`,
      coverSvg({ width: 800, height: 500, title: c.title, kicker: fee, palette: c.palette, seed: `${c.slug}-thumb` }),
    ),
    banner: images.add(
      "contests",
      `${c.slug}-banner`,
      coverSvg({
        width: 1600,
        height: 600,
        title: c.title,
        subtitle: c.shortDescription,
        kicker: fee,
        palette: c.palette,
        seed: `${c.slug}-banner`,
      }),
    ),
    gallery,
    rules: c.rules,
    requirements: c.requirements,
    titleHi: contestHindi[c.slug]?.title ?? null,
    shortDescriptionHi: contestHindi[c.slug]?.shortDescription ?? null,
    descriptionHi: contestHindi[c.slug]?.description?.trim() ?? null,
    rulesHi: contestHindi[c.slug]?.rules ?? [],
    requirementsHi: contestHindi[c.slug]?.requirements ?? [],
    contestCategoryId,
    entryFeePaise: c.entryFeeRupees * 100,
    entryFeeCurrency: "INR",
    prizePoolPaise,
    prizePoolCurrency: "INR",
    maxParticipants: c.maxParticipants,
    registrationStartDate: istMoment(now, c.registrationStart),
    registrationEndDate: istMoment(now, c.registrationEnd),
    contestStartDate: istMoment(now, c.contestStart),
    contestEndDate: istMoment(now, c.contestEnd),
    resultAnnouncementDate: istMoment(now, c.resultAnnouncement),
    isCompleted: c.isCompleted ?? false,
    status: c.status ?? null,
    winnersDeclared: c.winnersDeclared ?? false,
    // Declared at seeding: the demo's declared results can be withdrawn for a correction for 7 days.
    resultsDeclaredAt: c.winnersDeclared ? now : null,
    isActive: true,
    eligibleCountryIds: eligible.countries,
    eligibleStateIds: eligible.states,
    eligibleCityIds: eligible.cities,
    sortOrder: index + 1,
    createdAt: created,
    updatedAt: created,
  };
}

async function insertPlan(tx: Tx, plan: Plan): Promise<void> {
  await tx.insert(countries).values(plan.countryRows);
  await tx.insert(states).values(plan.stateRows);
  await tx.insert(cities).values(plan.cityRows);
  await tx.insert(contestCategories).values(plan.contestCategoryRows);
  await tx.insert(categories).values(plan.interestRows);
  await tx.insert(judges).values(plan.judgeRows);
  await tx.insert(testimonials).values(plan.testimonialRows);
  await tx.insert(cmsPages).values(plan.cmsRows);
  await tx.insert(users).values(plan.userRows);
  // Every demo contest is published: the site shows them as before drafts existed.
  await tx
    .insert(contests)
    .values(plan.contestRows.map((row) => ({ ...row, publishedAt: row.publishedAt ?? row.createdAt ?? new Date() })));
  // After the contests: a banner may link to one.
  await tx.insert(banners).values(plan.bannerRows);
  await tx.insert(prizes).values(plan.prizeRows);
  await tx.insert(contestJudges).values(plan.contestJudgeRows);
  await tx.insert(subscribers).values(plan.subscriberRows);
  await tx.insert(winners).values(plan.winnerRows);
  await tx.insert(paymentOrders).values(plan.paymentOrderRows);
  await numberDemoReceipts(tx, plan.paymentOrderRows);
  // Last: the company row is what marks the database as seeded.
  await tx.insert(companyDetails).values(plan.company);
}

/** The demo's paid orders get receipt numbers in the order they were paid, as live payments do. */
async function numberDemoReceipts(tx: Db, orders: (typeof paymentOrders.$inferInsert)[]) {
  const paid = orders.filter((o) => o.status === "paid").sort((a, b) => (a.updatedAt?.getTime() ?? 0) - (b.updatedAt?.getTime() ?? 0));
  const last = new Map<string, number>();
  const rows = paid.map((order) => {
    const financialYear = financialYearOf(order.updatedAt ?? new Date());
    const sequence = (last.get(financialYear) ?? 0) + 1;
    last.set(financialYear, sequence);
    return {
      paymentOrderId: order.id,
      receiptNumber: formatReceiptNumber(financialYear, sequence),
      financialYear,
      sequence,
      issuedAt: order.updatedAt,
    };
  });
  if (rows.length > 0) await tx.insert(paymentReceipts).values(rows);
  const counters = [...last].map(([financialYear, lastNumber]) => ({ financialYear, lastNumber }));
  if (counters.length > 0) await tx.insert(receiptCounters).values(counters);
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A stable, plausible-looking YouTube watch link. */
function youtubeLink(seed: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  let h = 2166136261;
  let id = "";
  for (let i = 0; i < 11; i++) {
    for (const ch of `${seed}#${i}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
    id += alphabet[(h >>> 0) % alphabet.length];
  }
  return `https://www.youtube.com/watch?v=${id}`;
}

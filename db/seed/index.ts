/**
 * Demo content for an empty database (docs/decisions.md#demo-content): every state of the site can be seen
 * and tested, with dates computed from `now` in India Standard Time so the states stay true whenever
 * the seed runs. Pictures are drawn by ./images.ts into `${dataDir}/uploads/public`.
 */
import { sql } from "drizzle-orm";
import { createPrivateDataDir, type Db } from "#db/client.ts";
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
import { contestIds, contestSeeds } from "./contests.ts";
import { ImageWriter } from "./image-writer.ts";
import { buildPlan, type Plan } from "./plan.ts";
import { seedDemoJudging } from "./judging.ts";
import { AFFILIATE_CODE, AFFILIATE_EMAIL, AFFILIATE_PASSWORD, AFFILIATE_USER_ID, creatorSeeds } from "./people.ts";
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

export { istMoment } from "./seed-values.ts";

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

/** The demo contests as rows, with their prizes, judges, registrations, payments and winners. */
import type { contestJudges, contests, paymentOrders, prizes, subscribers, winners } from "#db/schema.ts";
import { newId } from "#db/ids.ts";
import { type ContestSeed, contestSeeds } from "./contests.ts";
import type { ImageWriter } from "./image-writer.ts";
import { coverSvg } from "./images.ts";
import { contestHindi } from "./hindi.ts";
import { creatorSeeds } from "./people.ts";
import type { ContestCategorySlug, JudgeKey } from "./site-people.ts";
import type { PlacesPlan } from "./plan.ts";
import { type daysBefore, istMoment, need, youtubeLink } from "./seed-values.ts";

type ContestRows = {
  contestRows: (typeof contests.$inferInsert)[];
  prizeRows: (typeof prizes.$inferInsert)[];
  contestJudgeRows: (typeof contestJudges.$inferInsert)[];
  subscriberRows: (typeof subscribers.$inferInsert)[];
  winnerRows: (typeof winners.$inferInsert)[];
  /** Paid demo registrations have their (test-mode) payment, so My registrations shows a receipt. */
  paymentOrderRows: (typeof paymentOrders.$inferInsert)[];
};

const userIdByFirstName = new Map(creatorSeeds.map((u) => [u.firstName, u.id]));

/** Contests with their prizes, judges, registrations and winners. */
export function contestsPlan(plan: {
  now: Date;
  images: ImageWriter;
  daysAgo: ReturnType<typeof daysBefore>;
  places: PlacesPlan;
  contestCategoryId: Map<ContestCategorySlug, string>;
  judgeId: Map<JudgeKey, string>;
}): ContestRows {
  const { now, images, places, contestCategoryId, judgeId } = plan;
  const { countryId, stateId, cityId } = places;
  const rows: ContestRows = {
    contestRows: [],
    prizeRows: [],
    contestJudgeRows: [],
    subscriberRows: [],
    winnerRows: [],
    paymentOrderRows: [],
  };
  contestSeeds.forEach((c, index) => {
    rows.contestRows.push(
      contestRow(c, index, now, images, need(contestCategoryId, c.category), {
        countries: (c.eligibility.countries ?? []).map((name) => need(countryId, name)),
        states: (c.eligibility.states ?? []).map((name) => need(stateId, `India/${name}`)),
        cities: (c.eligibility.cities ?? []).map(([state, city]) => need(cityId, `India/${state}/${city}`)),
      }),
    );
    c.prizes.forEach(([title, rupees, description], i) => {
      const hindi = contestHindi[c.slug]?.prizes?.[i];
      rows.prizeRows.push({
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
      rows.contestJudgeRows.push({ contestId: c.id, judgeId: need(judgeId, key), role, sortOrder: i + 1 });
    });
    addRegistrations(rows, c, plan.daysAgo);
  });
  return rows;
}

/** The contest's completed registrations, each paid one's order, and its winners once declared. */
function addRegistrations(rows: ContestRows, c: ContestSeed, daysAgo: ReturnType<typeof daysBefore>): void {
  const paid = c.entryFeeRupees > 0;
  c.subscribers.forEach((s, i) => {
    const at = daysAgo(s.daysAgo, `${10 + ((i * 3) % 11)}:${(i * 17) % 60}` as `${number}:${number}`);
    const id = newId();
    rows.subscriberRows.push({
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
      rows.paymentOrderRows.push({
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
      rows.winnerRows.push({
        id: newId(),
        contestId: c.id,
        subscriberId: id,
        prizeRank: s.winnerRank,
        prizeTitle: prize[0],
        prizeAmountPaise: prize[1] * 100,
      });
    }
  });
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
  const created = istMoment(now, { day: Math.min(c.registrationStart.day - 7, -1), time: "12:00" });
  return {
    id: c.id,
    title: c.title,
    shortDescription: c.shortDescription,
    description: c.description.trim(),
    ...contestPictures(c, images),
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

/** The contest's thumbnail, banner and gallery, drawn with its title and entry fee. */
function contestPictures(c: ContestSeed, images: ImageWriter) {
  const fee = c.entryFeeRupees > 0 ? `Entry ₹${c.entryFeeRupees}` : "Free entry";
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
  return {
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
  };
}

/**
 * The demo content as rows, before anything is written: the company, places, categories, judges, the
 * site's content and its users here; contests and their registrations in ./contest-plan.ts.
 */
import type {
  banners,
  categories,
  cities,
  cmsPages,
  companyDetails,
  contestCategories,
  countries,
  judges,
  states,
  testimonials,
  users,
} from "#db/schema.ts";
import { newId } from "#db/ids.ts";
import { contestIds } from "./contests.ts";
import { contestsPlan } from "./contest-plan.ts";
import type { ImageWriter } from "./image-writer.ts";
import { avatarSvg, coverSvg, logoSvg } from "./images.ts";
import { allCountries } from "./india-locations.ts";
import { bannerTitleHindi, companyHindi, contestCategoryHindi, interestHindi, judgeHindi, testimonialHindi } from "./hindi.ts";
import { cmsPageHindi } from "./hindi-pages.ts";
import { cmsPageSeeds, demoCompany } from "./pages.ts";
import { AFFILIATE_CODE, AFFILIATE_PASSWORD_HASH, AFFILIATE_USER_ID, affiliateSeed, creatorSeeds, type DemoUserSeed } from "./people.ts";
import {
  type ContestCategorySlug,
  contestCategorySeeds,
  interestNames,
  type JudgeKey,
  judgeSeeds,
  testimonialSeeds,
} from "./site-people.ts";
import { daysBefore, need, slugify, youtubeLink } from "./seed-values.ts";

type DaysAgo = ReturnType<typeof daysBefore>;

export type Plan = ReturnType<typeof buildPlan>;

/** `demoSignIns`: give the demo affiliate the README's password (never on a public site). */
export function buildPlan(now: Date, images: ImageWriter, demoSignIns: boolean) {
  const daysAgo = daysBefore(now);
  const company = companyRow(now, images);
  const places = placesPlan();
  const { contestCategoryRows, contestCategoryId } = contestCategoriesPlan(images, daysAgo);
  const { interestRows, interestId } = interestsPlan();
  const { judgeRows, judgeId } = judgesPlan(images, daysAgo);
  const bannerRows = bannerRowsOf(images, daysAgo);
  const { testimonialRows, cmsRows } = pagesPlan(now, images, daysAgo);
  const userRows = userRowsOf({ images, daysAgo, places, interestId, demoSignIns });
  const contestPlan = contestsPlan({ now, images, daysAgo, places, contestCategoryId, judgeId });
  return {
    company,
    countryRows: places.countryRows,
    stateRows: places.stateRows,
    cityRows: places.cityRows,
    contestCategoryRows,
    interestRows,
    judgeRows,
    bannerRows,
    testimonialRows,
    cmsRows,
    userRows,
    ...contestPlan,
  };
}

function companyRow(now: Date, images: ImageWriter) {
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
  return company;
}

/** Every country, state and city, with the ids the seed gave them by name ("Country/State/City"). */
function placesPlan() {
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
  return { countryRows, stateRows, cityRows, countryId, stateId, cityId };
}

export type PlacesPlan = ReturnType<typeof placesPlan>;

function contestCategoriesPlan(images: ImageWriter, daysAgo: DaysAgo) {
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
  return { contestCategoryRows, contestCategoryId };
}

function interestsPlan() {
  const interestId = new Map<string, string>();
  const interestRows: (typeof categories.$inferInsert)[] = interestNames.map((name, i) => {
    const id = newId();
    interestId.set(name, id);
    return { id, name, nameHi: interestHindi[name] ?? null, isActive: true, sortOrder: i + 1 };
  });

  return { interestRows, interestId };
}

function judgesPlan(images: ImageWriter, daysAgo: DaysAgo) {
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
  return { judgeRows, judgeId };
}

/** Three active banners with titles (the site writes them over the picture), one linking to its contest, one retired. */
function bannerRowsOf(images: ImageWriter, daysAgo: DaysAgo) {
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
  return bannerRows;
}

/** The testimonials and the CMS pages. */
function pagesPlan(now: Date, images: ImageWriter, daysAgo: DaysAgo) {
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
  return { testimonialRows, cmsRows };
}

/** The affiliate first, then the creators (three of them referred by the affiliate). */
function userRowsOf(plan: {
  images: ImageWriter;
  daysAgo: DaysAgo;
  places: PlacesPlan;
  interestId: Map<string, string>;
  demoSignIns: boolean;
}) {
  const { images, daysAgo, places, interestId, demoSignIns } = plan;
  const { stateId, cityId } = places;
  const indiaId = need(places.countryId, "India");
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
  return userRows;
}

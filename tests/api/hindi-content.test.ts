import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { countries } from "#db/schema.ts";
import { judgingRubrics } from "#db/schema/judging.ts";
import { getCompanyDetails } from "#server/services/company/get-company-details.ts";
import { loadHomeLists } from "#server/services/content/home-lists.ts";
import { getCachedContest } from "#server/services/contests/cached-contest.ts";
import { judgingRulesOf } from "#server/services/judging/rubric.ts";
import type {
  Banner,
  CmsContent,
  CompanyDetails,
  Contest,
  ContestCategory,
  ContestSummary,
  Judge,
  Testimonial,
} from "#shared/api-types.ts";
import {
  createBanner,
  createCategory,
  createCmsPage,
  createCompanyDetails,
  createContest,
  createContestCategory,
  createCountry,
  createJudge,
  createPrize,
  createTestimonial,
  linkJudge,
} from "../support/factories.ts";
import { testDeviceCookie } from "../support/creator-session.ts";
import { getJson, postJson } from "../support/inject.ts";
import { contestWithPanel } from "../support/judging.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Content in Hindi beside the English (DESIGN.md, Languages): the public API answers each field's
 * Hindi when the call asks for Hindi (Accept-Language) and the English otherwise, field by field;
 * the public caches keep the two answers apart, and a console save reaches both.
 */
let t: TestApp;
let editor: string;
const HINDI = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.5" };
const ENGLISH = { "accept-language": "en-IN,en;q=0.9" };
const ids = {} as Record<"contest" | "plainContest" | "banner" | "plainBanner" | "page", string>;

beforeAll(async () => {
  t = await createTestApp();
  editor = await signInStaff(t.app, "editor");
  const db = t.database.db;
  const category = await createContestCategory(db, {
    name: "Travel Shorts",
    nameHi: "ट्रैवल शॉर्ट्स",
    description: "Ghats, forts and hill roads.",
    contestType: "Reel Contest",
    contestTypeHi: null,
  });
  const contest = await createContest(db, {
    title: "City Hustle",
    titleHi: "सिटी हसल",
    shortDescription: "Show the hustle of your city.",
    shortDescriptionHi: "अपने शहर की भागदौड़ दिखाइए।",
    description: "<p>Real places and real people.</p>",
    // No Hindi description and no Hindi requirements: those fall back to the English.
    rules: ["Original work only."],
    rulesHi: ["वीडियो आपका अपना ओरिजिनल काम हो।"],
    requirements: ["A public video link."],
    contestCategoryId: category.id,
    sortOrder: 1,
    // A country the site has a Hindi name for, and one it has not.
    eligibleCountryIds: [(await countryNamed(db, "India")).id, (await countryNamed(db, "Atlantis")).id],
  });
  ids.contest = contest.id;
  ids.plainContest = (await createContest(db, { title: "Plain Contest", contestCategoryId: category.id, sortOrder: 2 })).id;
  await createPrize(db, { contestId: contest.id, title: "Winner", titleHi: "विनर", description: "Cash prize." });
  const judge = await createJudge(db, {
    firstName: "Kavya",
    lastName: "Iyer",
    profession: "Choreographer",
    professionHi: "कोरियोग्राफ़र",
    bio: "Runs a dance studio.",
    home: true,
  });
  await linkJudge(db, contest.id, judge.id, { role: "Head Judge" });
  ids.banner = (await createBanner(db, { bannerTitle: "Your city. Your stage.", bannerTitleHi: "आपका शहर। आपका स्टेज।", sortOrder: 1 })).id;
  ids.plainBanner = (await createBanner(db, { bannerTitle: "English only", sortOrder: 2 })).id;
  await createTestimonial(db, { name: "Zoya Khan", nameHi: "ज़ोया ख़ान", testimonial: "Registration took two minutes." });
  await createCategory(db, { name: "Comedy", nameHi: "कॉमेडी" });
  ids.page = (
    await createCmsPage(db, {
      slug: "vibe-check",
      title: "Vibe Check",
      titleHi: "वाइब चेक",
      description: "What we are.",
      content: "<p>Big talent lives in small cities.</p>",
      contentHi: "<p>बड़ा टैलेंट छोटे शहरों में रहता है।</p>",
    })
  ).id;
  await createCompanyDetails(db, { name: "CreatorCup", address: "Vijay Nagar, Indore", addressHi: "विजय नगर, इंदौर" });
  await db.insert(judgingRubrics).values({
    contestId: contest.id,
    criteria: [
      { key: "c1", name: "Idea", nameHi: "आइडिया", description: "", weight: 60, anchors: { "1": "a", "4": "b", "7": "c", "10": "d" } },
      { key: "c2", name: "Craft", description: "", weight: 40, anchors: { "1": "a", "4": "b", "7": "c", "10": "d" } },
    ],
    checklist: [],
  });
});

/** The template database may hold the site's countries already; a test's own is added otherwise. */
async function countryNamed(db: TestApp["database"]["db"], name: string) {
  const [found] = await db.select().from(countries).where(eq(countries.countryName, name));
  return found ?? createCountry(db, { countryName: name });
}

afterAll(async () => {
  await t?.close();
});

type Active = { data: ContestSummary[] };
const titleOf = (list: ContestSummary[], id: string) => list.find((c) => c._id === id)?.title;

describe("the public lists in Hindi (Accept-Language: hi) and in English", () => {
  it("answers active contests in Hindi for a Hindi call and in English otherwise, from separate cache entries", async () => {
    // Hindi first, then English, then Hindi again: each answer stays in its own language.
    const hindi = await getJson<Active>(t.app, "/api/contest/active", HINDI);
    const english = await getJson<Active>(t.app, "/api/contest/active");
    const englishAsked = await getJson<Active>(t.app, "/api/contest/active", ENGLISH);
    const hindiAgain = await getJson<Active>(t.app, "/api/contest/active", HINDI);
    expect(titleOf(hindi.body.data, ids.contest)).toBe("सिटी हसल");
    expect(titleOf(hindiAgain.body.data, ids.contest)).toBe("सिटी हसल");
    expect(titleOf(english.body.data, ids.contest)).toBe("City Hustle");
    expect(titleOf(englishAsked.body.data, ids.contest)).toBe("City Hustle");
    // The shared response cache stores the two answers apart (and says they vary by language).
    expect(hindi.raw.headers["x-cache"]).toBe("miss");
    expect(english.raw.headers["x-cache"]).toBe("miss");
    expect(englishAsked.raw.headers["x-cache"]).toBe("hit");
    expect(hindiAgain.raw.headers["x-cache"]).toBe("hit");
    expect(hindiAgain.raw.headers.vary).toBe("accept-encoding, accept-language");
    // A contest without Hindi shows its English on the Hindi list.
    expect(titleOf(hindi.body.data, ids.plainContest)).toBe("Plain Contest");
    const card = hindi.body.data.find((c) => c._id === ids.contest);
    expect(card?.shortDescription).toBe("अपने शहर की भागदौड़ दिखाइए।");
    expect(card?.contestCategoryId?.name).toBe("ट्रैवल शॉर्ट्स");
  });

  it("answers one contest field by field: Hindi where written, English where not", async () => {
    const hindi = (await getJson<{ data: Contest }>(t.app, `/api/contest/get/${ids.contest}`, HINDI)).body.data;
    expect(hindi.title).toBe("सिटी हसल");
    expect(hindi.description).toBe("<p>Real places and real people.</p>");
    expect(hindi.rules).toEqual(["वीडियो आपका अपना ओरिजिनल काम हो।"]);
    expect(hindi.requirements).toEqual(["A public video link."]);
    expect(hindi.prizes[0]).toMatchObject({ title: "विनर", description: "Cash prize." });
    expect(hindi.judges[0]?.judgeId).toMatchObject({ firstName: "Kavya", profession: "कोरियोग्राफ़र" });
    // Words stored in English: the usual judge roles and the countries' names, in Hindi where the site has it.
    expect(hindi.judges[0]?.role).toBe("हेड जज");
    expect(hindi.eligibilityCriteria.location.countries.map((c) => c.countryName).sort()).toEqual(["Atlantis", "भारत"]);
    const english = (await getJson<{ data: Contest }>(t.app, `/api/contest/get/${ids.contest}`)).body.data;
    expect(english).toMatchObject({ title: "City Hustle", rules: ["Original work only."] });
    expect(english.prizes[0]?.title).toBe("Winner");
    expect(english.judges[0]?.judgeId.profession).toBe("Choreographer");
    expect(english.judges[0]?.role).toBe("Head Judge");
    expect(english.eligibilityCriteria.location.countries.map((c) => c.countryName)).toEqual(["Atlantis", "India"]);
    // Never a Hindi column in the spec's shapes.
    expect(JSON.stringify(english)).not.toMatch(/Hi"/);
    expect(JSON.stringify(hindi)).not.toMatch(/Hi"/);
  });

  it("answers banners, judges, testimonials, categories, content pages and company details in the call's language", async () => {
    const bannersHi = (await postJson<{ banners: Banner[] }>(t.app, "/api/banner/list", { isActive: true }, HINDI)).body.banners;
    const bannersEn = (await postJson<{ banners: Banner[] }>(t.app, "/api/banner/list", { isActive: true })).body.banners;
    expect(bannersHi.map((b) => b.bannerTitle)).toEqual(["आपका शहर। आपका स्टेज।", "English only"]);
    expect(bannersEn.map((b) => b.bannerTitle)).toEqual(["Your city. Your stage.", "English only"]);

    const judgesHi = (await postJson<[{ data: Judge[] }]>(t.app, "/api/judge/listByparams", { home: true }, HINDI)).body[0].data;
    expect(judgesHi[0]).toMatchObject({ profession: "कोरियोग्राफ़र", bio: "Runs a dance studio." });
    expect((await postJson<[{ data: Judge[] }]>(t.app, "/api/judge/listByparams", { home: true })).body[0].data[0]?.profession).toBe(
      "Choreographer",
    );

    const storiesHi = (await postJson<{ testimonials: Testimonial[] }>(t.app, "/api/testimonial/list", {}, HINDI)).body.testimonials;
    expect(storiesHi[0]).toMatchObject({ name: "ज़ोया ख़ान", testimonial: "Registration took two minutes." });
    expect((await postJson<{ testimonials: Testimonial[] }>(t.app, "/api/testimonial/list", {})).body.testimonials[0]?.name).toBe(
      "Zoya Khan",
    );

    const kindsHi = (await getJson<{ data: ContestCategory[] }>(t.app, "/api/contestCategory/active", HINDI)).body.data;
    expect(kindsHi[0]).toMatchObject({ name: "ट्रैवल शॉर्ट्स", description: "Ghats, forts and hill roads.", contestType: "Reel Contest" });
    expect((await getJson<{ data: ContestCategory[] }>(t.app, "/api/contestCategory/active")).body.data[0]?.name).toBe("Travel Shorts");

    const interestsHi = (await getJson<{ data: { name: string }[] }>(t.app, "/api/category/list/active", HINDI)).body.data;
    expect(interestsHi.map((c) => c.name)).toContain("कॉमेडी");
    expect((await getJson<{ data: { name: string }[] }>(t.app, "/api/category/list/active")).body.data.map((c) => c.name)).toContain(
      "Comedy",
    );

    const pageHi = (await getJson<{ data: { content: CmsContent } }>(t.app, "/api/cms/vibe-check", HINDI)).body.data.content;
    expect(pageHi).toMatchObject({ title: "वाइब चेक", content: "<p>बड़ा टैलेंट छोटे शहरों में रहता है।</p>", description: "What we are." });
    expect((await getJson<{ data: { content: CmsContent } }>(t.app, "/api/cms/vibe-check")).body.data.content.title).toBe("Vibe Check");

    const companyHi = (await getJson<{ data: CompanyDetails }>(t.app, "/api/company-details/get", HINDI)).body.data;
    const companyEn = (await getJson<{ data: CompanyDetails }>(t.app, "/api/company-details/get")).body.data;
    expect(companyHi).toMatchObject({ name: "CreatorCup", address: "विजय नगर, इंदौर" });
    expect(companyEn.address).toBe("Vijay Nagar, Indore");
  });

  it("keeps the English and Hindi answers of the pages' loaders apart in the shared cache", async () => {
    const ctx = t.app.ctx;
    const homeHi = await loadHomeLists(ctx, "hi");
    const homeEn = await loadHomeLists(ctx);
    expect(homeHi.banners[0]?.bannerTitle).toBe("आपका शहर। आपका स्टेज।");
    expect(homeEn.banners[0]?.bannerTitle).toBe("Your city. Your stage.");
    expect(titleOf(homeHi.contests, ids.contest)).toBe("सिटी हसल");
    expect(titleOf(homeEn.contests, ids.contest)).toBe("City Hustle");
    expect(homeHi.categories[0]?.name).toBe("ट्रैवल शॉर्ट्स");
    expect(homeHi.judges[0]?.profession).toBe("कोरियोग्राफ़र");
    expect(homeHi.testimonials[0]?.name).toBe("ज़ोया ख़ान");
    expect((await getCachedContest(ctx, ids.contest, "hi")).title).toBe("सिटी हसल");
    expect((await getCachedContest(ctx, ids.contest)).title).toBe("City Hustle");
    expect((await getCompanyDetails(ctx.db, "hi")).address).toBe("विजय नगर, इंदौर");
  });

  it("names the rubric's criteria in the page's language in the contest's judging rules", async () => {
    const [hindi] = await judgingRulesOf(t.database.db, ids.contest, "hi");
    const [english] = await judgingRulesOf(t.database.db, ids.contest);
    // The Hindi criterion name where written, the English one (Craft) where not.
    expect(hindi).toContain("आइडिया (60%)");
    expect(hindi).toContain("Craft (40%)");
    expect(english).toContain("Idea (60%)");
  });
});

describe("the console saves Hindi beside the English, and both languages' caches drop", () => {
  type Body = Record<string, unknown> & { data?: unknown; errors?: Record<string, string> };
  async function call(method: "GET" | "PUT", url: string, payload?: unknown) {
    const raw = await t.app.inject({
      method,
      url,
      headers: { cookie: editor },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: raw.statusCode, body: raw.json() as Body };
  }

  it("saves and reads a banner's Hindi title; the Hindi home list shows it at once and the English stays", async () => {
    // Both languages' lists are cached before the save.
    await postJson(t.app, "/api/banner/list", { isActive: true }, HINDI);
    await postJson(t.app, "/api/banner/list", { isActive: true });
    const saved = await call("PUT", `/api/admin/content/banners/${ids.plainBanner}`, {
      bannerImage: "/uploads/banners/hero.webp",
      bannerTitle: "English only",
      bannerTitleHi: "अब हिन्दी में भी",
      contestId: "",
      isActive: true,
    });
    expect(saved.status).toBe(200);
    const listed = (await call("GET", "/api/admin/content/banners")).body.data as { _id: string; bannerTitleHi: string }[];
    expect(listed.find((b) => b._id === ids.plainBanner)?.bannerTitleHi).toBe("अब हिन्दी में भी");
    const hindi = (await postJson<{ banners: Banner[] }>(t.app, "/api/banner/list", { isActive: true }, HINDI)).body.banners;
    const english = (await postJson<{ banners: Banner[] }>(t.app, "/api/banner/list", { isActive: true })).body.banners;
    expect(hindi.find((b) => b._id === ids.plainBanner)?.bannerTitle).toBe("अब हिन्दी में भी");
    expect(english.find((b) => b._id === ids.plainBanner)?.bannerTitle).toBe("English only");
  });

  it("saves and reads a contest's Hindi fields; the Hindi contest answers them and an emptied one falls back", async () => {
    await getJson(t.app, `/api/contest/get/${ids.contest}`, HINDI);
    const loaded = await call("GET", `/api/admin/contests/${ids.contest}`);
    const values = (loaded.body.data as { values: Record<string, unknown> & { prizes: Record<string, unknown>[] } }).values;
    expect(values).toMatchObject({
      titleHi: "सिटी हसल",
      descriptionHi: "",
      rulesHi: ["वीडियो आपका अपना ओरिजिनल काम हो।"],
      requirementsHi: [],
    });
    expect(values.prizes[0]).toMatchObject({ titleHi: "विनर", descriptionHi: "" });
    const saved = await call("PUT", `/api/admin/contests/${ids.contest}`, {
      ...values,
      titleHi: "सिटी हसल 2",
      shortDescriptionHi: "",
      descriptionHi: "<p>असली जगहें।</p>",
      prizes: values.prizes.map((p) => ({ ...p, descriptionHi: "कैश प्राइज़।" })),
    });
    expect(saved.status).toBe(200);
    const reloaded = (await call("GET", `/api/admin/contests/${ids.contest}`)).body.data as { values: Record<string, unknown> };
    expect(reloaded.values).toMatchObject({ titleHi: "सिटी हसल 2", shortDescriptionHi: "", descriptionHi: "<p>असली जगहें।</p>" });
    const hindi = (await getJson<{ data: Contest }>(t.app, `/api/contest/get/${ids.contest}`, HINDI)).body.data;
    expect(hindi).toMatchObject({
      title: "सिटी हसल 2",
      shortDescription: "Show the hustle of your city.",
      description: "<p>असली जगहें।</p>",
    });
    expect(hindi.prizes[0]?.description).toBe("कैश प्राइज़।");
    const english = (await getJson<{ data: Contest }>(t.app, `/api/contest/get/${ids.contest}`)).body.data;
    expect(english).toMatchObject({ title: "City Hustle", description: "<p>Real places and real people.</p>" });
  });

  it("saves a content page's Hindi body sanitised, and the company's Hindi address", async () => {
    const page = (await call("GET", `/api/admin/content/pages/${ids.page}`)).body.data as Record<string, unknown>;
    expect(page).toMatchObject({ titleHi: "वाइब चेक", descriptionHi: "" });
    const saved = await call("PUT", `/api/admin/content/pages/${ids.page}`, {
      title: page.title,
      titleHi: page.titleHi,
      slug: page.slug,
      description: page.description,
      descriptionHi: "हम कौन हैं।",
      content: page.content,
      contentHi: "<p>नया हिन्दी पेज<script>alert(1)</script></p>",
      isActive: true,
    });
    expect(saved.status).toBe(200);
    const hindi = (await getJson<{ data: { content: CmsContent } }>(t.app, "/api/cms/vibe-check", HINDI)).body.data.content;
    expect(hindi).toMatchObject({ description: "हम कौन हैं।", content: "<p>नया हिन्दी पेज</p>" });

    const company = (await call("GET", "/api/admin/content/company")).body.data as Record<string, unknown>;
    expect(company).toMatchObject({ nameHi: "", addressHi: "विजय नगर, इंदौर" });
    await getJson(t.app, "/api/company-details/get", HINDI);
    expect((await call("PUT", "/api/admin/content/company", { ...company, addressHi: "इंदौर, मध्य प्रदेश" })).status).toBe(200);
    expect((await getJson<{ data: CompanyDetails }>(t.app, "/api/company-details/get", HINDI)).body.data.address).toBe("इंदौर, मध्य प्रदेश");
    expect((await getJson<{ data: CompanyDetails }>(t.app, "/api/company-details/get")).body.data.address).toBe("Vijay Nagar, Indore");
  });

  it("refuses a Hindi field that is too long, at its field", async () => {
    const refused = await call("PUT", `/api/admin/content/banners/${ids.banner}`, {
      bannerImage: "/uploads/banners/hero.webp",
      bannerTitle: "Your city. Your stage.",
      bannerTitleHi: "अ".repeat(121),
      contestId: "",
      isActive: true,
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors ?? {})).toEqual(["bannerTitleHi"]);
  });
});

describe("the rubric's criteria in Hindi, from the console to the judge's screen", () => {
  async function inject(method: "GET" | "POST" | "PUT", url: string, headers: Record<string, string>, payload?: unknown) {
    const raw = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: raw.statusCode, body: raw.json() as Record<string, unknown> & { data?: never }, raw };
  }

  async function signInJudge(email: string): Promise<string> {
    const asked = await inject("POST", "/api/judge/sign-in/code", { cookie: testDeviceCookie(email) }, { email });
    const code = (asked.body.data as unknown as { testModeCode: string }).testModeCode;
    const signed = await inject("POST", "/api/judge/sign-in", { cookie: testDeviceCookie(email) }, { email, code });
    const setCookie = signed.raw.headers["set-cookie"];
    const pair = (Array.isArray(setCookie) ? setCookie : [setCookie]).find((c) => c?.startsWith("judge_session="));
    return (pair ?? "").split(";")[0] ?? "";
  }

  it("saves a criterion's Hindi in the console; a Hindi judge call gets it and the English where none was written", async () => {
    const { contest, subs, judges } = await contestWithPanel(t, editor, 2, 2);
    const anchors = { "1": "Weak", "4": "Fair", "7": "Good", "10": "Outstanding" };
    const saved = await inject(
      "PUT",
      `/api/admin/judging/contests/${contest.id}/rubric`,
      { cookie: editor },
      {
        criteria: [
          {
            name: "Story",
            nameHi: "कहानी",
            description: "Is it told well?",
            descriptionHi: "",
            weight: 100,
            anchors,
            anchorsHi: { "1": "कमज़ोर" },
          },
        ],
        checklist: ["The video is reachable"],
        blind: true,
      },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const overview = await inject("GET", `/api/admin/judging/contests/${contest.id}`, { cookie: editor });
    const rubric = (overview.body.data as unknown as { rubric: { criteria: Record<string, unknown>[] } }).rubric;
    expect(rubric.criteria[0]).toMatchObject({ name: "Story", nameHi: "कहानी", anchorsHi: { "1": "कमज़ोर" } });
    expect((await inject("POST", `/api/admin/judging/contests/${contest.id}/rounds/final/open`, { cookie: editor })).status).toBe(200);

    const [judge] = judges;
    const [entry] = subs;
    if (!judge || !entry) throw new Error("contestWithPanel made no judge or entry");
    const cookie = await signInJudge(judge.email);
    const url = `/api/judge/contests/${contest.id}/entries/${entry.id}`;
    const hindi = (await inject("GET", url, { cookie, ...HINDI })).body.data as unknown as { criteria: Record<string, unknown>[] };
    expect(hindi.criteria[0]).toEqual({
      key: "c1",
      name: "कहानी",
      description: "Is it told well?",
      weight: 100,
      anchors: { "1": "कमज़ोर", "4": "Fair", "7": "Good", "10": "Outstanding" },
    });
    const english = (await inject("GET", url, { cookie })).body.data as unknown as { criteria: Record<string, unknown>[] };
    expect(english.criteria[0]).toMatchObject({ name: "Story", anchors });
  });
});

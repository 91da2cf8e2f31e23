import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Banner, CmsContent, Judge, Testimonial } from "#shared/api-types.ts";
import {
  type BannerRow,
  type CmsPageRow,
  createBanner,
  createCmsPage,
  createContest,
  createJudge,
  createTestimonial,
  daysFromNow,
  type JudgeRow,
  type TestimonialRow,
} from "../support/factories.ts";
import { expectErrorShape, getJson, postJson } from "../support/inject.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

type JudgeList = [{ data: Judge[]; total: number }];
type BannerList = { success: true; banners: Banner[] };
type TestimonialPage = { isOk: true; testimonials: Testimonial[]; total: number };
type CmsAnswer = { isOk: true; data: { content: CmsContent } };

let t: TestApp;
const judge: Record<"homeFirst" | "homeSecond" | "plain" | "plainLast" | "homeInactive", JudgeRow> = {} as never;
const banner: Record<"alpha" | "bravo" | "charlie" | "inactive", BannerRow> = {} as never;
const testimonialRows: TestimonialRow[] = [];
let inactiveTestimonial: TestimonialRow;
let page: CmsPageRow;
let hostilePage: CmsPageRow;
let inactivePage: CmsPageRow;

// Every row is inserted before the first request: the API caches its hot lists for 30 s.
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;

  judge.homeInactive = await createJudge(db, { firstName: "Inactive", home: true, isActive: false, sortOrder: 0 });
  judge.homeFirst = await createJudge(db, {
    firstName: "Meera",
    lastName: "Nair",
    home: true,
    sortOrder: 1,
    profileImage: "https://cdn.example.in/meera.jpg",
  });
  judge.homeSecond = await createJudge(db, { firstName: "Kabir", home: true, sortOrder: 2 });
  judge.plain = await createJudge(db, { firstName: "Ravi", home: false, sortOrder: 3 });
  judge.plainLast = await createJudge(db, { firstName: "Zoya", home: false, sortOrder: 4 });

  const now = new Date();
  const advertised = await createContest(db, { title: "Advertised" });
  banner.alpha = await createBanner(db, { bannerTitle: "Alpha", sortOrder: 2, createdAt: daysFromNow(-3, now), contestId: advertised.id });
  banner.charlie = await createBanner(db, { bannerTitle: "Charlie", sortOrder: 1, createdAt: daysFromNow(-1, now) });
  banner.bravo = await createBanner(db, { bannerTitle: "Bravo", sortOrder: 3, createdAt: daysFromNow(-2, now) });
  banner.inactive = await createBanner(db, { bannerTitle: "Zulu", sortOrder: 0, isActive: false, createdAt: daysFromNow(0, now) });

  // Five active testimonials, one a day; names out of date order so the two sorts differ.
  const names = ["Esha", "Arjun", "Dev", "Bina", "Chirag"];
  for (const [index, name] of names.entries()) {
    testimonialRows.push(await createTestimonial(db, { name, testimonial: `Story of ${name}`, createdAt: daysFromNow(index - 10, now) }));
  }
  inactiveTestimonial = await createTestimonial(db, { name: "Hidden", isActive: false, createdAt: daysFromNow(1, now) });

  page = await createCmsPage(db, {
    slug: "about-us",
    title: "About Us",
    content: "<h2>Who we are</h2><p>We run <strong>contests</strong>.</p>",
  });
  hostilePage = await createCmsPage(db, {
    slug: "terms",
    title: "Terms",
    content: [
      "<p>Read these terms.</p>",
      "<script>alert('stolen')</script>",
      '<img src="/uploads/cms/terms.webp" alt="Terms" onerror="alert(document.cookie)">',
      '<a href="javascript:alert(1)">click</a>',
      '<a href="https://example.in/rules" target="_blank">rules</a>',
      '<iframe src="https://evil.example.com"></iframe>',
      '<p style="position:fixed" onclick="steal()">styled</p>',
    ].join(""),
  });
  inactivePage = await createCmsPage(db, { slug: "old-page", title: "Old", isActive: false });
});

afterAll(async () => {
  await t?.close();
});

describe("POST /api/judge/listByparams", () => {
  it("answers a list whose first item holds the judges in `data`, with the full judge shape", async () => {
    const res = await postJson<JudgeList>(t.app, "/api/judge/listByparams", { skip: 0, per_page: 100, home: true, isActive: true });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(1);
    const [first] = res.body;
    expect(first.total).toBe(2);
    expect(first.data.map((j) => j.firstName)).toEqual(["Meera", "Kabir"]);
    expect(first.data[0]).toEqual({
      _id: judge.homeFirst.id,
      firstName: "Meera",
      lastName: "Nair",
      profession: judge.homeFirst.profession,
      bio: judge.homeFirst.bio,
      profileImage: "https://cdn.example.in/meera.jpg",
      home: true,
      isActive: true,
    });
  });

  it("leaves inactive judges out when isActive is true, ordered by sort order", async () => {
    const res = await postJson<JudgeList>(t.app, "/api/judge/listByparams", { skip: 0, per_page: 100, isActive: true });
    expect(res.body[0].data.map((j) => j._id)).toEqual([judge.homeFirst.id, judge.homeSecond.id, judge.plain.id, judge.plainLast.id]);
    expect(res.body[0].total).toBe(4);
  });

  it("filters on isActive false and home false", async () => {
    const inactive = await postJson<JudgeList>(t.app, "/api/judge/listByparams", { isActive: false });
    expect(inactive.body[0].data.map((j) => j._id)).toEqual([judge.homeInactive.id]);
    const notHome = await postJson<JudgeList>(t.app, "/api/judge/listByparams", { home: false, isActive: true });
    expect(notHome.body[0].data.map((j) => j.firstName)).toEqual(["Ravi", "Zoya"]);
  });

  it("pages with skip and per_page while total counts every match", async () => {
    const res = await postJson<JudgeList>(t.app, "/api/judge/listByparams", { skip: 1, per_page: 2, isActive: true });
    expect(res.body[0].data.map((j) => j.firstName)).toEqual(["Kabir", "Ravi"]);
    expect(res.body[0].total).toBe(4);
    const past = await postJson<JudgeList>(t.app, "/api/judge/listByparams", { skip: 10, per_page: 2, isActive: true });
    expect(past.body[0]).toEqual({ data: [], total: 4 });
  });

  it("accepts the flags and numbers as strings, as a form would send them", async () => {
    const res = await postJson<JudgeList>(t.app, "/api/judge/listByparams", { skip: "0", per_page: "1", home: "true", isActive: "true" });
    expect(res.status).toBe(200);
    expect(res.body[0].data.map((j) => j.firstName)).toEqual(["Meera"]);
  });

  it("answers with the defaults when the POST has no body", async () => {
    const res = await postJson<JudgeList>(t.app, "/api/judge/listByparams");
    expect(res.status).toBe(200);
    expect(res.body[0].total).toBe(5);
  });

  it.each([
    [{ per_page: "abc" }],
    [{ per_page: 0 }],
    [{ per_page: 101 }],
    [{ skip: -1 }],
    [{ skip: 1.5 }],
    [{ home: "maybe" }],
    [{ isActive: 1 }],
  ])("refuses a bad body %j with 400", async (payload) => {
    const body = expectErrorShape(await postJson(t.app, "/api/judge/listByparams", payload), 400);
    expect(body.message).toMatch(/^Invalid body/);
  });
});

describe("POST /api/banner/list", () => {
  it("answers success and the active banners by sort order, each with the banner shape", async () => {
    const res = await postJson<BannerList>(t.app, "/api/banner/list", { isActive: true });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["banners", "success"]);
    expect(res.body.success).toBe(true);
    expect(res.body.banners.map((b) => b.bannerTitle)).toEqual(["Charlie", "Alpha", "Bravo"]);
    expect(res.body.banners[0]).toEqual({
      _id: banner.charlie.id,
      bannerImage: banner.charlie.bannerImage,
      bannerTitle: "Charlie",
      contestId: null,
      isActive: true,
      createdAt: banner.charlie.createdAt.toISOString(),
    });
    // A banner that advertises a contest carries its id, for the slide's link.
    expect(res.body.banners[1]).toMatchObject({ bannerTitle: "Alpha", contestId: banner.alpha.contestId });
    expect(banner.alpha.contestId).toBeTruthy();
  });

  it.each([
    [{ sortBy: "bannerTitle", sortDirection: "asc" }, ["Alpha", "Bravo", "Charlie"]],
    [{ sortBy: "bannerTitle", sortDirection: "desc" }, ["Charlie", "Bravo", "Alpha"]],
    [{ sortBy: "bannerTitle", sortDirection: "DESC" }, ["Charlie", "Bravo", "Alpha"]],
    [{ sortBy: "createdAt", sortDirection: -1 }, ["Charlie", "Bravo", "Alpha"]],
    [{ sortBy: "createdAt", sortDirection: 1 }, ["Alpha", "Bravo", "Charlie"]],
    [{ sortBy: "sortOrder", sortDirection: "desc" }, ["Bravo", "Alpha", "Charlie"]],
  ])("sorts %j", async (sort, titles) => {
    const res = await postJson<BannerList>(t.app, "/api/banner/list", { isActive: true, ...sort });
    expect(res.body.banners.map((b) => b.bannerTitle)).toEqual(titles);
  });

  it("filters on isActive false", async () => {
    const res = await postJson<BannerList>(t.app, "/api/banner/list", { isActive: "false" });
    expect(res.body.banners.map((b) => b._id)).toEqual([banner.inactive.id]);
  });

  it.each([[{ sortDirection: "sideways" }], [{ sortBy: "password" }], [{ isActive: "yes" }], [{ sortDirection: 2 }]])(
    "refuses a bad body %j with 400",
    async (payload) => {
      expectErrorShape(await postJson(t.app, "/api/banner/list", payload), 400);
    },
  );
});

describe("POST /api/testimonial/list", () => {
  it("answers the newest active testimonials first, ten a page, with the total", async () => {
    const res = await postJson<TestimonialPage>(t.app, "/api/testimonial/list", { isActive: true });
    expect(res.status).toBe(200);
    expect(res.body.isOk).toBe(true);
    expect(res.body.total).toBe(5);
    expect(res.body.testimonials.map((x) => x.name)).toEqual(["Chirag", "Bina", "Dev", "Arjun", "Esha"]);
    expect(res.body.testimonials.map((x) => x._id)).not.toContain(inactiveTestimonial.id);
    const newest = testimonialRows[4];
    expect(res.body.testimonials[0]).toEqual({
      _id: newest?.id,
      testimonial: "Story of Chirag",
      name: "Chirag",
      profileImage: newest?.profileImage,
      isActive: true,
      createdAt: newest?.createdAt.toISOString(),
    });
  });

  it("pages with pageNo and pageSize", async () => {
    const second = await postJson<TestimonialPage>(t.app, "/api/testimonial/list", { isActive: true, pageNo: 2, pageSize: 2 });
    expect(second.body.testimonials.map((x) => x.name)).toEqual(["Dev", "Arjun"]);
    expect(second.body.total).toBe(5);
    const last = await postJson<TestimonialPage>(t.app, "/api/testimonial/list", { isActive: true, pageNo: 3, pageSize: 2 });
    expect(last.body.testimonials.map((x) => x.name)).toEqual(["Esha"]);
  });

  it("sorts by name and by creation date ascending", async () => {
    const byName = await postJson<TestimonialPage>(t.app, "/api/testimonial/list", {
      isActive: true,
      sortBy: "name",
      sortDirection: "asc",
    });
    expect(byName.body.testimonials.map((x) => x.name)).toEqual(["Arjun", "Bina", "Chirag", "Dev", "Esha"]);
    const oldest = await postJson<TestimonialPage>(t.app, "/api/testimonial/list", {
      isActive: true,
      sortBy: "createdAt",
      sortDirection: "asc",
    });
    expect(oldest.body.testimonials.map((x) => x.name)).toEqual(["Esha", "Arjun", "Dev", "Bina", "Chirag"]);
  });

  it("lists every testimonial, inactive too, when isActive is not given", async () => {
    const res = await postJson<TestimonialPage>(t.app, "/api/testimonial/list", {});
    expect(res.body.total).toBe(6);
    expect(res.body.testimonials[0]?._id).toBe(inactiveTestimonial.id);
  });

  it.each([[{ pageNo: 0 }], [{ pageSize: "ten" }], [{ pageSize: 101 }], [{ sortBy: "email" }], [{ sortDirection: "up" }]])(
    "refuses a bad body %j with 400",
    async (payload) => {
      expectErrorShape(await postJson(t.app, "/api/testimonial/list", payload), 400);
    },
  );
});

describe("GET /api/cms/:slug", () => {
  it("answers data.content with the page's title and content", async () => {
    const res = await getJson<CmsAnswer>(t.app, "/api/cms/about-us");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isOk: true,
      data: {
        content: {
          _id: page.id,
          slug: "about-us",
          title: "About Us",
          content: "<h2>Who we are</h2><p>We run <strong>contests</strong>.</p>",
          description: page.description,
        },
      },
    });
  });

  it("sanitises the stored HTML: no script, event handler, javascript: link, frame or inline style", async () => {
    const res = await getJson<CmsAnswer>(t.app, `/api/cms/${hostilePage.slug}`);
    expect(res.status).toBe(200);
    const html = res.body.data.content.content;
    expect(html).toContain("<p>Read these terms.</p>");
    expect(html).toContain('<img src="/uploads/cms/terms.webp" alt="Terms" />');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("stolen");
    expect(html).not.toMatch(/onerror|onclick/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toContain("style=");
    // And nothing of it anywhere else in the answer.
    expect(res.raw.body).not.toMatch(/<script|onerror/i);
  });

  it("answers 404 with a message for an unknown or inactive slug", async () => {
    const unknown = expectErrorShape(await getJson(t.app, "/api/cms/no-such-page"), 404);
    expect(unknown.message).toBe("Content not found.");
    expectErrorShape(await getJson(t.app, `/api/cms/${inactivePage.slug}`), 404);
  });

  it.each(["Bad_Slug", "-leading-dash", "a".repeat(81), "%3Cscript%3E"])("refuses the malformed slug %s with 400", async (slug) => {
    expectErrorShape(await getJson(t.app, `/api/cms/${slug}`), 400);
  });
});

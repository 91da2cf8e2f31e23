import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/ids.ts";
import { auditLog } from "#db/schema/console.ts";
import { consoleUploads } from "#db/schema/console-content.ts";
import { banners, categories, cmsPages, companyDetails, contestCategories, judges, testimonials } from "#db/schema.ts";
import { sweepAbandonedUploads } from "#server/services/console/images/image-references.ts";
import {
  createBanner,
  createCategory,
  createCmsPage,
  createCompanyDetails,
  createContest,
  createContestCategory,
  createJudge,
  createTestimonial,
  createUser,
  linkJudge,
} from "../support/factories.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let editor: string;
let viewer: string;

type Body = Record<string, unknown> & { message?: string; errors?: Record<string, string>; data?: unknown };

async function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: unknown) {
  const raw = await t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: raw.statusCode, body: raw.json() as Body };
}

/** A multipart upload of one file, as the console's picture fields send it. */
async function upload(cookie: string | undefined, file: Buffer, purpose = "banner", filename = "picture.png") {
  const boundary = `----console${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const raw = await t.app.inject({
    method: "POST",
    url: "/api/admin/images",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...(cookie ? { cookie } : {}) },
    payload,
  });
  return { status: raw.statusCode, body: raw.json() as Body & { data?: { path: string; width: number; height: number } } };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#a249ed" } })
    .png()
    .toBuffer();
const onDisk = (webPath: string) => path.join(t.dataDir, "uploads", "public", webPath.replace(/^\/uploads\//, ""));

beforeAll(async () => {
  t = await createTestApp();
  [editor, viewer] = [await signInStaff(t.app, "editor"), await signInStaff(t.app, "viewer")];
});

afterAll(async () => {
  await t?.close();
});

const id = "64c0000000000000000000aa";
const routes: [method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown][] = [
  ["GET", "/api/admin/content/banners"],
  ["POST", "/api/admin/content/banners", { bannerImage: "/uploads/x.webp", bannerTitle: "x", contestId: "", isActive: true }],
  ["PUT", `/api/admin/content/banners/${id}`, { bannerImage: "/uploads/x.webp", bannerTitle: "x", contestId: "", isActive: true }],
  ["DELETE", `/api/admin/content/banners/${id}`],
  ["POST", `/api/admin/content/banners/${id}/move`, { direction: "up" }],
  ["GET", "/api/admin/content/testimonials"],
  ["POST", "/api/admin/content/testimonials", { testimonial: "x", name: "x", profileImage: "", isActive: true }],
  ["PUT", `/api/admin/content/testimonials/${id}`, { testimonial: "x", name: "x", profileImage: "", isActive: true }],
  ["DELETE", `/api/admin/content/testimonials/${id}`],
  ["GET", "/api/admin/content/judges"],
  [
    "POST",
    "/api/admin/content/judges",
    { firstName: "x", lastName: "", profession: "", bio: "", profileImage: "", home: false, isActive: true },
  ],
  [
    "PUT",
    `/api/admin/content/judges/${id}`,
    { firstName: "x", lastName: "", profession: "", bio: "", profileImage: "", home: false, isActive: true },
  ],
  ["DELETE", `/api/admin/content/judges/${id}`],
  ["POST", `/api/admin/content/judges/${id}/move`, { direction: "down" }],
  ["GET", "/api/admin/content/contest-categories"],
  ["POST", "/api/admin/content/contest-categories", { name: "x", slug: "x", description: "", contestType: "", banner: "", isActive: true }],
  [
    "PUT",
    `/api/admin/content/contest-categories/${id}`,
    { name: "x", slug: "x", description: "", contestType: "", banner: "", isActive: true },
  ],
  ["DELETE", `/api/admin/content/contest-categories/${id}`],
  ["POST", `/api/admin/content/contest-categories/${id}/move`, { direction: "up" }],
  ["GET", "/api/admin/content/registration-categories"],
  ["POST", "/api/admin/content/registration-categories", { name: "x", isActive: true }],
  ["PUT", `/api/admin/content/registration-categories/${id}`, { name: "x", isActive: true }],
  ["DELETE", `/api/admin/content/registration-categories/${id}`],
  ["POST", `/api/admin/content/registration-categories/${id}/move`, { direction: "up" }],
  ["GET", "/api/admin/content/pages"],
  ["GET", `/api/admin/content/pages/${id}`],
  ["POST", "/api/admin/content/pages", { title: "x", slug: "x", description: "", content: "", isActive: true }],
  ["PUT", `/api/admin/content/pages/${id}`, { title: "x", slug: "x", description: "", content: "", isActive: true }],
  ["DELETE", `/api/admin/content/pages/${id}`],
  ["GET", "/api/admin/content/company"],
  ["PUT", "/api/admin/content/company", { name: "x" }],
  ["POST", "/api/admin/images"],
];

describe("console content: who may call", () => {
  it.each(routes)("%s %s answers 401 signed out", async (method, url, body) => {
    const answer = await call(method, url, undefined, body);
    expect(answer.status).toBe(401);
    expect(answer.body.isOk).toBe(false);
  });

  it.each(routes.filter(([method]) => method !== "GET"))("%s %s answers 403 to a viewer", async (method, url, body) => {
    const answer = await call(method, url, viewer, body);
    expect(answer.status).toBe(403);
  });

  it("refuses a picture upload from a viewer and stores nothing", async () => {
    const answer = await upload(viewer, await png(40, 40));
    expect(answer.status).toBe(403);
    expect(await t.database.db.select().from(consoleUploads)).toEqual([]);
  });

  it.each(routes.filter(([method, url]) => method === "GET" && !url.includes(id)))("%s %s is open to a viewer", async (method, url) => {
    expect((await call(method, url, viewer)).status).toBe(200);
  });
});

describe("console content: bad input", () => {
  const existing: Record<string, string> = {};
  beforeAll(async () => {
    const db = t.database.db;
    existing.banners = (await createBanner(db)).id;
    existing.testimonials = (await createTestimonial(db)).id;
    existing.judges = (await createJudge(db)).id;
    existing["contest-categories"] = (await createContestCategory(db)).id;
    existing["registration-categories"] = (await createCategory(db)).id;
    existing.pages = (await createCmsPage(db, { slug: "bad-input-page" })).id;
  });

  const cases: [segment: string, body: Record<string, unknown>, field: string, message: string][] = [
    [
      "banners",
      { bannerImage: "/uploads/a.webp", bannerTitle: "x".repeat(121), contestId: "", isActive: true },
      "bannerTitle",
      "Banner title is too long (120 characters at most).",
    ],
    [
      "testimonials",
      { testimonial: "Great", name: "Asha\u0000", profileImage: "", isActive: true },
      "name",
      "Name contains characters that are not allowed.",
    ],
    [
      "judges",
      { firstName: "Meera", lastName: "", profession: "", bio: "", profileImage: "ftp://x/y.png", home: false, isActive: true },
      "profileImage",
      "Photo must be an uploaded image.",
    ],
    [
      "contest-categories",
      { name: "", slug: "dance", description: "", contestType: "", banner: "", isActive: true },
      "name",
      "Name is required.",
    ],
    ["registration-categories", { name: "   ", isActive: true }, "name", "Name is required."],
    ["pages", { title: "", slug: "faq", description: "", content: "", isActive: true }, "title", "Title is required."],
    [
      "pages",
      { title: "FAQ", slug: "FAQ page", description: "", content: "", isActive: true },
      "slug",
      "Slug may hold only lower-case letters, digits and dashes (up to 80).",
    ],
  ];

  it.each(cases)(
    "%s: %s is refused with its field's message on create and save, and nothing changes",
    async (segment, body, field, message) => {
      const payload = body;
      for (const [method, url] of [
        ["POST", `/api/admin/content/${segment}`],
        ["PUT", `/api/admin/content/${segment}/${existing[segment]}`],
      ] as const) {
        const answer = await call(method, url, editor, payload);
        expect(answer.status, `${method} ${url}`).toBe(400);
        expect(answer.body.errors?.[field], `${method} ${url}`).toBe(message);
        expect(answer.body.message).toBe(message);
      }
    },
  );

  it("refuses a move that is neither up nor down", async () => {
    for (const segment of ["banners", "judges", "contest-categories", "registration-categories"]) {
      const answer = await call("POST", `/api/admin/content/${segment}/${existing[segment]}/move`, editor, { direction: "left" });
      expect(answer.status, segment).toBe(400);
      expect(answer.body.errors, segment).toHaveProperty("direction");
    }
  });

  it("refuses an id that is not one", async () => {
    const answer = await call("PUT", "/api/admin/content/judges/not-an-id", editor, {});
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty("id");
  });
});

describe("pictures (POST /api/admin/images)", () => {
  it("re-encodes a real picture as WebP within its purpose's size, stores it where /uploads/ and /img/ serve it, and records it", async () => {
    const answer = await upload(editor, await png(3000, 1000), "banner");
    expect(answer.status).toBe(201);
    const stored = answer.body.data;
    expect(stored?.path).toMatch(/^\/uploads\/console\/banner\/[a-f0-9]{24}\.webp$/);
    expect(stored).toMatchObject({ width: 1920, height: 640 });
    expect((await sharp(onDisk(stored?.path ?? "")).metadata()).format).toBe("webp");
    const served = await t.app.inject({ method: "GET", url: stored?.path ?? "" });
    expect(served.statusCode).toBe(200);
    const resized = await t.app.inject({ method: "GET", url: `/img/480/${stored?.path.slice("/uploads/".length)}` });
    expect(resized.statusCode).toBe(200);
    expect(resized.headers["content-type"]).toBe("image/webp");
    expect(
      await t.database.db
        .select()
        .from(consoleUploads)
        .where(eq(consoleUploads.path, stored?.path ?? "")),
    ).toHaveLength(1);
  });

  it("refuses a file that is not a picture whatever its name, with the field's message", async () => {
    const answer = await upload(editor, Buffer.from("%PDF-1.7 not a picture"), "banner", "sneaky.png");
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ file: "This file is not a picture we can use: upload a JPG, PNG, WebP or GIF image." });
  });

  it("refuses a picture whose header lies (PNG bytes that do not decode)", async () => {
    const broken = Buffer.concat([(await png(10, 10)).subarray(0, 40), Buffer.alloc(200, 7)]);
    const answer = await upload(editor, broken);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("This file is not a picture we can use: upload a JPG, PNG, WebP or GIF image.");
  });

  it("refuses a file over the size limit with 413", async () => {
    const answer = await upload(editor, Buffer.concat([await png(10, 10), Buffer.alloc(11 * 1024 * 1024)]));
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe("The picture is too large: at most 10 MB.");
  });

  it("refuses a form without a file", async () => {
    const answer = await call("POST", "/api/admin/images", editor, { purpose: "banner" });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Choose a picture to upload.");
  });
});

describe("banners", () => {
  it("refuses a banner without a picture, at the field", async () => {
    const answer = await call("POST", "/api/admin/content/banners", editor, {
      bannerImage: "",
      bannerTitle: "No picture",
      contestId: "",
      isActive: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ bannerImage: "Banner image is required." });
    const hostile = await call("POST", "/api/admin/content/banners", editor, {
      bannerImage: "javascript:alert(1)",
      bannerTitle: "x",
      contestId: "",
      isActive: true,
    });
    expect(hostile.body.errors).toEqual({ bannerImage: "Banner image must be an uploaded image." });
  });

  it("creates a banner last in order, shows it on the home list at once, audits it, and claims its upload", async () => {
    const before = await call("POST", "/api/banner/list", undefined, { isActive: true });
    const known = (before.body.banners as unknown[]).length;
    const picture = (await upload(editor, await png(1600, 600))).body.data?.path as string;
    const answer = await call("POST", "/api/admin/content/banners", editor, {
      bannerImage: picture,
      bannerTitle: "Monsoon round",
      contestId: "",
      isActive: true,
    });
    expect(answer.status).toBe(201);
    const bannerId = (answer.body.data as { _id: string })._id;
    const [row] = await t.database.db.select().from(banners).where(eq(banners.id, bannerId));
    expect(row).toMatchObject({ bannerImage: picture, bannerTitle: "Monsoon round", isActive: true, sortOrder: known, publishedAt: null });
    // A new banner is a draft: on the home list once published.
    const draftList = await call("POST", "/api/banner/list", undefined, { isActive: true });
    expect((draftList.body.banners as { bannerTitle: string }[]).map((b) => b.bannerTitle)).not.toContain("Monsoon round");
    expect((await call("POST", `/api/admin/content/banners/${bannerId}/publishing`, editor, { action: "publish" })).status).toBe(200);
    const after = await call("POST", "/api/banner/list", undefined, { isActive: true });
    expect((after.body.banners as { bannerTitle: string }[]).map((b) => b.bannerTitle)).toContain("Monsoon round");
    expect(await t.database.db.select().from(consoleUploads).where(eq(consoleUploads.path, picture))).toEqual([]);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, bannerId));
    expect(audit).toMatchObject({ action: "create", entity: "banner" });
  });

  it("replacing a banner's picture removes the old file once nothing refers to it, and keeps a shared one", async () => {
    const first = (await upload(editor, await png(800, 300))).body.data?.path as string;
    const second = (await upload(editor, await png(800, 300))).body.data?.path as string;
    const created = await call("POST", "/api/admin/content/banners", editor, {
      bannerImage: first,
      bannerTitle: "Replace me",
      contestId: "",
      isActive: false,
    });
    const bannerId = (created.body.data as { _id: string })._id;
    // A judge uses the same picture: replacing the banner's must keep the file.
    await createJudge(t.database.db, { profileImage: first });
    expect(
      (
        await call("PUT", `/api/admin/content/banners/${bannerId}`, editor, {
          bannerImage: second,
          bannerTitle: "Replaced",
          contestId: "",
          isActive: false,
        })
      ).status,
    ).toBe(200);
    expect(existsSync(onDisk(first))).toBe(true);
    await t.database.db.update(judges).set({ profileImage: null }).where(eq(judges.profileImage, first));

    const third = (await upload(editor, await png(800, 300))).body.data?.path as string;
    expect(
      (
        await call("PUT", `/api/admin/content/banners/${bannerId}`, editor, {
          bannerImage: third,
          bannerTitle: "Replaced",
          contestId: "",
          isActive: false,
        })
      ).status,
    ).toBe(200);
    expect(existsSync(onDisk(second))).toBe(false);
    expect(existsSync(onDisk(third))).toBe(true);

    expect((await call("DELETE", `/api/admin/content/banners/${bannerId}`, editor)).status).toBe(200);
    expect(existsSync(onDisk(third))).toBe(false);
    expect(await t.database.db.select().from(banners).where(eq(banners.id, bannerId))).toEqual([]);
  });

  it("moves a banner up and down the hero's order", async () => {
    const db = t.database.db;
    await db.delete(banners);
    const [a, b, c] = [
      await createBanner(db, { bannerTitle: "A", sortOrder: 0 }),
      await createBanner(db, { bannerTitle: "B", sortOrder: 1 }),
      await createBanner(db, { bannerTitle: "C", sortOrder: 2 }),
    ];
    expect((await call("POST", `/api/admin/content/banners/${c.id}/move`, editor, { direction: "up" })).status).toBe(200);
    const list = await call("GET", "/api/admin/content/banners", viewer);
    expect((list.body.data as { _id: string }[]).map((x) => x._id)).toEqual([a.id, c.id, b.id]);
    const home = await call("POST", "/api/banner/list", undefined, {});
    expect((home.body.banners as { bannerTitle: string }[]).map((x) => x.bannerTitle)).toEqual(["A", "C", "B"]);
    expect((await call("POST", `/api/admin/content/banners/${a.id}/move`, editor, { direction: "sideways" })).status).toBe(400);
  });

  it("links a slide only to a contest on the site, and keeps that contest on the site while an active banner links to it", async () => {
    const db = t.database.db;
    const hidden = await createContest(db, { title: "Hidden contest", isActive: false });
    const shown = await createContest(db, { title: "Shown contest" });
    const base = { bannerImage: "/uploads/banners/hero-1.webp", bannerTitle: "Join now", isActive: true };
    const refused = await call("POST", "/api/admin/content/banners", editor, { ...base, contestId: hidden.id });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      contestId: "This contest is not on the site (inactive or archived): its link would lead nowhere.",
    });
    expect((await call("POST", "/api/admin/content/banners", editor, { ...base, contestId: "not-an-id" })).body.errors).toEqual({
      contestId: "Pick a contest from the list.",
    });
    const created = await call("POST", "/api/admin/content/banners", editor, { ...base, contestId: shown.id });
    expect(created.status).toBe(201);
    const bannerId = (created.body.data as { _id: string })._id;
    await call("POST", `/api/admin/content/banners/${bannerId}/publishing`, editor, { action: "publish" });
    const list = await call("GET", "/api/admin/content/banners", viewer);
    expect((list.body.data as { _id: string; contestTitle: string | null }[]).find((b) => b._id === bannerId)?.contestTitle).toBe(
      "Shown contest",
    );
    const home = await call("POST", "/api/banner/list", undefined, { isActive: true });
    expect((home.body.banners as { _id: string; contestId: string | null }[]).find((b) => b._id === bannerId)?.contestId).toBe(shown.id);

    const message = "An active banner on the home page links to this contest: point the banner elsewhere or hide it first.";
    const archive = await call("POST", `/api/admin/contests/${shown.id}/archive`, editor);
    expect(archive.status).toBe(409);
    expect(archive.body.message).toBe(message);
    const form = (await call("GET", `/api/admin/contests/${shown.id}`, editor)).body.data as { values: Record<string, unknown> };
    const deactivate = await call("PUT", `/api/admin/contests/${shown.id}`, editor, {
      ...form.values,
      isActive: false,
      contestCategoryId: (await createContestCategory(db)).id,
    });
    expect(deactivate.status).toBe(400);
    expect(deactivate.body.errors).toEqual({ isActive: message });

    // Once the banner is hidden, the contest may leave the site.
    await call("PUT", `/api/admin/content/banners/${bannerId}`, editor, { ...base, contestId: shown.id, isActive: false });
    expect((await call("POST", `/api/admin/contests/${shown.id}/archive`, editor)).status).toBe(200);
  });

  it("answers 404 for an unknown banner", async () => {
    expect(
      (
        await call("PUT", `/api/admin/content/banners/${newId()}`, editor, {
          bannerImage: "/uploads/a.webp",
          bannerTitle: "",
          contestId: "",
          isActive: true,
        })
      ).status,
    ).toBe(404);
    expect((await call("DELETE", `/api/admin/content/banners/${newId()}`, editor)).status).toBe(404);
  });
});

describe("testimonials", () => {
  it("refuses a testimonial without text or name, and saves one that the home slider shows", async () => {
    const bad = await call("POST", "/api/admin/content/testimonials", editor, {
      testimonial: " ",
      name: "",
      profileImage: "",
      isActive: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ testimonial: "Testimonial is required.", name: "Name is required." });
    await call("POST", "/api/testimonial/list", undefined, {});
    const created = await call("POST", "/api/admin/content/testimonials", editor, {
      testimonial: "Won my first prize!",
      name: "Asha",
      profileImage: "",
      isActive: true,
    });
    expect(created.status).toBe(201);
    const testimonialId = (created.body.data as { _id: string })._id;
    expect((await t.database.db.select().from(testimonials).where(eq(testimonials.id, testimonialId)))[0]).toMatchObject({
      name: "Asha",
      profileImage: null,
    });
    const list = await call("POST", "/api/testimonial/list", undefined, {});
    expect((list.body.testimonials as { name: string }[]).map((x) => x.name)).toContain("Asha");
    expect((await call("DELETE", `/api/admin/content/testimonials/${testimonialId}`, editor)).status).toBe(200);
    const gone = await call("POST", "/api/testimonial/list", undefined, {});
    expect((gone.body.testimonials as { name: string }[]).map((x) => x.name)).not.toContain("Asha");
  });

  it("saves changes to an existing testimonial and lists the changed fields", async () => {
    const row = await createTestimonial(t.database.db, { name: "Ravi", testimonial: "Great" });
    const answer = await call("PUT", `/api/admin/content/testimonials/${row.id}`, editor, {
      testimonial: "Great",
      name: "Ravi K",
      profileImage: "",
      isActive: false,
    });
    expect(answer.status).toBe(200);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(Object.keys(audit?.changedFields ?? {}).sort()).toEqual(["isActive", "name", "profileImage"]);
  });
});

describe("judges", () => {
  it("refuses to delete a judge on a contest, and deletes one on none", async () => {
    const db = t.database.db;
    const onPanel = await createJudge(db, { firstName: "Paneled" });
    const contest = await createContest(db, { title: "Judged contest" });
    await linkJudge(db, contest.id, onPanel.id);
    const refused = await call("DELETE", `/api/admin/content/judges/${onPanel.id}`, editor);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "This judge is on a contest (Judged contest): remove them from it first, or make the judge inactive.",
    );
    expect(await db.select().from(judges).where(eq(judges.id, onPanel.id))).toHaveLength(1);
    const list = await call("GET", "/api/admin/content/judges", viewer);
    expect((list.body.data as { _id: string; contestCount: number }[]).find((j) => j._id === onPanel.id)?.contestCount).toBe(1);

    const free = await createJudge(db, { firstName: "Free" });
    expect((await call("DELETE", `/api/admin/content/judges/${free.id}`, editor)).status).toBe(200);
  });

  it("creates a Hall of Fame judge that the home list shows, and refuses one without a first name", async () => {
    const bad = await call("POST", "/api/admin/content/judges", editor, {
      firstName: "",
      lastName: "",
      profession: "",
      bio: "",
      profileImage: "",
      home: true,
      isActive: true,
    });
    expect(bad.body.errors).toEqual({ firstName: "First name is required." });
    await call("POST", "/api/judge/listByparams", undefined, { home: true, isActive: true });
    const created = await call("POST", "/api/admin/content/judges", editor, {
      firstName: "Zara",
      lastName: "Khan",
      profession: "Animator",
      bio: "Draws things.",
      profileImage: "https://cdn.example.in/zara.jpg",
      home: true,
      isActive: true,
    });
    expect(created.status).toBe(201);
    const home = await call("POST", "/api/judge/listByparams", undefined, { home: true, isActive: true });
    expect(((home.body as unknown as [{ data: { firstName: string }[] }])[0]?.data ?? []).map((j) => j.firstName)).toContain("Zara");
  });
});

describe("contest categories", () => {
  it("refuses a slug in use and a bad slug at the field", async () => {
    const existing = await createContestCategory(t.database.db, { slug: "dance-off" });
    const taken = await call("POST", "/api/admin/content/contest-categories", editor, {
      name: "Dance",
      slug: existing.slug,
      description: "",
      contestType: "",
      banner: "",
      isActive: true,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ slug: "Another contest category already uses this slug." });
    const bad = await call("POST", "/api/admin/content/contest-categories", editor, {
      name: "Dance",
      slug: "Dance Off!",
      description: "",
      contestType: "",
      banner: "",
      isActive: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ slug: "Slug may hold only lower-case letters, digits and dashes (up to 80)." });
  });

  it("refuses to delete a category that holds contests; a renamed category shows on the home list at once", async () => {
    const db = t.database.db;
    const category = await createContestCategory(db, { name: "Busy", slug: "busy-category" });
    await createContest(db, { title: "In the busy one", contestCategoryId: category.id });
    await call("GET", "/api/contestCategory/active");
    const refused = await call("DELETE", `/api/admin/content/contest-categories/${category.id}`, editor);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "This category holds a contest (In the busy one): move it to another category first, or make the category inactive.",
    );
    expect(await db.select().from(contestCategories).where(eq(contestCategories.id, category.id))).toHaveLength(1);

    const renamed = await call("PUT", `/api/admin/content/contest-categories/${category.id}`, editor, {
      name: "Busy bees",
      slug: "busy-category",
      description: "Lots going on",
      contestType: "",
      banner: "",
      isActive: true,
    });
    expect(renamed.status).toBe(200);
    const active = await call("GET", "/api/contestCategory/active");
    expect((active.body.data as { _id: string; name: string; contestType: string }[]).find((c) => c._id === category.id)).toMatchObject({
      name: "Busy bees",
      contestType: "Contest",
    });
  });
});

describe("registration categories", () => {
  it("refuses a repeated name and deleting one creators picked; deletes an unused one", async () => {
    const db = t.database.db;
    const picked = await createCategory(db, { name: "Dance reels" });
    await createUser(db, { categoryIds: [picked.id] });
    const repeated = await call("POST", "/api/admin/content/registration-categories", editor, { name: "dance REELS", isActive: true });
    expect(repeated.status).toBe(409);
    expect(repeated.body.errors).toEqual({ name: "Another registration category already has this name." });
    const refused = await call("DELETE", `/api/admin/content/registration-categories/${picked.id}`, editor);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("A creator has picked this category: make it inactive instead, so their profiles keep it.");

    await call("GET", "/api/category/list/active");
    const hidden = await call("PUT", `/api/admin/content/registration-categories/${picked.id}`, editor, {
      name: "Dance reels",
      isActive: false,
    });
    expect(hidden.status).toBe(200);
    const offered = await call("GET", "/api/category/list/active");
    expect((offered.body.data as { _id: string }[]).map((c) => c._id)).not.toContain(picked.id);

    const unused = await createCategory(db, { name: "Unused" });
    expect((await call("DELETE", `/api/admin/content/registration-categories/${unused.id}`, editor)).status).toBe(200);
    expect(await db.select().from(categories).where(eq(categories.id, unused.id))).toEqual([]);
  });
});

describe("content pages", () => {
  it("stores a page's body sanitised, and the public page shows the new text at once", async () => {
    const page = await createCmsPage(t.database.db, { slug: "about-us", title: "About", content: "<p>Old text</p>" });
    expect((await call("GET", "/api/cms/about-us")).body).toMatchObject({ data: { content: { content: "<p>Old text</p>" } } });
    const answer = await call("PUT", `/api/admin/content/pages/${page.id}`, editor, {
      title: "About us",
      slug: "about-us",
      description: "",
      content: '<h2>New text</h2><p onclick="steal()">Hello<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
      isActive: true,
    });
    expect(answer.status).toBe(200);
    const [row] = await t.database.db.select().from(cmsPages).where(eq(cmsPages.id, page.id));
    expect(row?.content).toBe("<h2>New text</h2><p>Hello</p><a>x</a>");
    const shown = await call("GET", "/api/cms/about-us");
    expect(shown.body).toMatchObject({ data: { content: { title: "About us", content: "<h2>New text</h2><p>Hello</p><a>x</a>" } } });
  });

  it("creates a new page at its slug and refuses a slug in use", async () => {
    const created = await call("POST", "/api/admin/content/pages", editor, {
      title: "Prize FAQ",
      slug: "prize-faq",
      description: "Questions",
      content: "<p>Paid in 30 days.</p>",
      isActive: true,
    });
    expect(created.status).toBe(201);
    // A new page is a draft until published.
    expect((await call("GET", "/api/cms/prize-faq")).status).toBe(404);
    const pageId = (created.body.data as { _id: string })._id;
    expect((await call("POST", `/api/admin/content/pages/${pageId}/publishing`, editor, { action: "publish" })).status).toBe(200);
    expect((await call("GET", "/api/cms/prize-faq")).status).toBe(200);
    const clash = await call("POST", "/api/admin/content/pages", editor, {
      title: "Again",
      slug: "prize-faq",
      description: "",
      content: "",
      isActive: true,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual({ slug: "Another page already uses this slug." });
    const deleted = await call("DELETE", `/api/admin/content/pages/${(created.body.data as { _id: string })._id}`, editor);
    expect(deleted.status).toBe(200);
    expect((await call("GET", "/api/cms/prize-faq")).status).toBe(404);
  });

  it("keeps the menu's pages: their slug stays, they stay active and cannot be deleted", async () => {
    const menuPage = await createCmsPage(t.database.db, { slug: "the-rules", title: "The Rules" });
    const values = { title: "The Rules", slug: "the-rules", description: "", content: "<p>x</p>", isActive: true };
    const renamed = await call("PUT", `/api/admin/content/pages/${menuPage.id}`, editor, { ...values, slug: "rules" });
    expect(renamed.status).toBe(409);
    expect(renamed.body.errors).toEqual({ slug: "The menu links to this page: its slug cannot change." });
    const hidden = await call("PUT", `/api/admin/content/pages/${menuPage.id}`, editor, { ...values, isActive: false });
    expect(hidden.body.errors).toEqual({ isActive: "The menu links to this page: it must stay active." });
    const deleted = await call("DELETE", `/api/admin/content/pages/${menuPage.id}`, editor);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe("The menu links to this page: it cannot be deleted.");
    const list = await call("GET", "/api/admin/content/pages", viewer);
    expect((list.body.data as { slug: string; inMenu: boolean }[]).find((p) => p.slug === "the-rules")?.inMenu).toBe(true);
  });
});

describe("company details", () => {
  it("refuses bad links, phone and e-mail at their fields, and saves what the site's shell shows", async () => {
    await createCompanyDetails(t.database.db, { name: "CreatorCup" });
    const bad = await call("PUT", "/api/admin/content/company", editor, {
      name: "CreatorCup",
      logo: "",
      phone: "call me",
      supportEmail: "not-an-email",
      address: "",
      gstin: "27AAPFU0939",
      socialLinks: { whatsapp: "http://wa.me/91", instagram: "", youtube: "", facebook: "", twitter: "", linkedIn: "" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      phone: "Phone may hold only digits, spaces, dashes and a leading +.",
      supportEmail: "Enter a valid email",
      gstin: "A GSTIN is 15 characters, e.g. 27AAPFU0939F1ZV.",
      "socialLinks.whatsapp": "Please enter a valid WhatsApp link starting with https://",
    });

    await call("GET", "/api/company-details/get");
    const saved = await call("PUT", "/api/admin/content/company", editor, {
      name: "CreatorCup India",
      logo: "",
      phone: "+91 90000 11111",
      supportEmail: "help@creatorcup.in",
      address: "Indore",
      legalName: "Creator Cup Media Private Limited",
      gstin: "27aapfu0939f1zv",
      socialLinks: {
        whatsapp: "https://wa.me/919000011111",
        instagram: "https://instagram.com/creatorcup",
        youtube: "",
        facebook: "",
        twitter: "",
        linkedIn: "",
      },
    });
    expect(saved.status).toBe(200);
    const [row] = await t.database.db.select().from(companyDetails);
    expect(row).toMatchObject({
      name: "CreatorCup India",
      logo: null,
      phone: "+91 90000 11111",
      // Printed on receipts (docs/payments-and-capacity.md#receipts).
      legalName: "Creator Cup Media Private Limited",
      gstin: "27AAPFU0939F1ZV",
    });
    expect(row?.socialLinks).toEqual({ whatsapp: "https://wa.me/919000011111", instagram: "https://instagram.com/creatorcup" });
    const shown = await call("GET", "/api/company-details/get");
    expect(shown.body.data).toMatchObject({
      name: "CreatorCup India",
      supportEmail: "help@creatorcup.in",
      socialLinks: { whatsapp: "https://wa.me/919000011111" },
    });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "company-details"));
    expect(JSON.stringify(audit?.changedFields)).not.toContain("help@creatorcup.in");
  });
});

describe("abandoned uploads", () => {
  it("removes a picture no record took within a day, and keeps one a record uses", async () => {
    const abandoned = (await upload(editor, await png(100, 100), "photo")).body.data?.path as string;
    const used = (await upload(editor, await png(100, 100), "photo")).body.data?.path as string;
    // A record points at the second without claiming it (as if its save died before the claim).
    await createTestimonial(t.database.db, { name: "Claimed later", profileImage: used });
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const removed = await sweepAbandonedUploads(t.app.ctx, tomorrow, 100);
    expect(removed).toContain(abandoned);
    expect(removed).not.toContain(used);
    expect(existsSync(onDisk(abandoned))).toBe(false);
    expect(existsSync(onDisk(used))).toBe(true);
    expect(await t.database.db.select().from(consoleUploads).where(eq(consoleUploads.path, used))).toEqual([]);
  });
});

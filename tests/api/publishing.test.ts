import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/console.ts";
import { contests } from "#db/schema.ts";
import { menuContestLinks } from "#server/services/console/contests/menu-contest.ts";
import { publishDueItems } from "#server/services/publishing/publishing.ts";
import type { ContestSummary } from "#shared/api-types.ts";
import { toIstDay, toIstMoment } from "#shared/console/ist-input.ts";
import { menuContests } from "#shared/menu-contests.ts";
import { createBanner, createCmsPage, createContest, createContestCategory, daysFromNow } from "../support/factories.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let editor: string;

type Answer = { status: number; body: Record<string, unknown> & { message?: string; errors?: Record<string, string>; data?: unknown } };

async function call(method: "GET" | "POST" | "PUT", url: string, cookie?: string, payload?: unknown): Promise<Answer> {
  const raw = await t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: raw.statusCode, body: raw.json() };
}

const activeIds = async () => ((await call("GET", "/api/contest/active")).body.data as ContestSummary[]).map((c) => c._id);
const bannerIds = async (body: object = {}) =>
  ((await call("POST", "/api/banner/list", undefined, body)).body.banners as { _id: string }[]).map((b) => b._id);

beforeAll(async () => {
  t = await createTestApp();
  editor = await signInStaff(t.app, "editor");
});

afterAll(async () => {
  await t?.close();
});

describe("drafts never reach a public call", () => {
  it("a draft contest is missing from the list, its page, its applicants and registration; a scheduled one too until published", async () => {
    const db = t.database.db;
    t.app.ctx.cache.invalidate("contest");
    const draft = await createContest(db, { publishedAt: null, isActive: true });
    const scheduled = await createContest(db, { publishedAt: null, publishAt: daysFromNow(1) });
    const published = await createContest(db);
    const ids = await activeIds();
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(scheduled.id);
    for (const contest of [draft, scheduled]) {
      expect((await call("GET", `/api/contest/get/${contest.id}`)).status).toBe(404);
      expect((await call("GET", `/api/subscriber/list/${contest.id}`)).status).toBe(404);
    }
  });

  it("a draft banner is in no banner list, whatever the query asks; a draft page answers 'Content not found.'", async () => {
    const db = t.database.db;
    const draftBanner = await createBanner(db, { publishedAt: null });
    const banner = await createBanner(db);
    for (const query of [{}, { isActive: true }, { isActive: false }]) expect(await bannerIds(query)).not.toContain(draftBanner.id);
    expect(await bannerIds({ isActive: true })).toContain(banner.id);
    const page = await createCmsPage(db, { publishedAt: null });
    const answer = await call("GET", `/api/cms/${page.slug}`);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe("Content not found.");
  });

  it("a contest created in the console is a draft ('Active' unticked), and publishing it puts it on the site, audited", async () => {
    const category = await createContestCategory(t.database.db, { name: "Draft shorts" });
    const form = {
      title: "Half-written contest",
      shortDescription: "",
      description: "",
      thumbnail: "",
      banner: "",
      gallery: [],
      rules: [],
      requirements: [],
      contestCategoryId: category.id,
      entryFee: 0,
      entryFeeCurrency: "INR",
      prizePool: 0,
      prizePoolCurrency: "INR",
      maxParticipants: 0,
      registrationStartDate: toIstDay(daysFromNow(-1)),
      registrationEndDate: toIstDay(daysFromNow(5)),
      contestStartDate: `${toIstDay(daysFromNow(7))}T10:00`,
      contestEndDate: `${toIstDay(daysFromNow(14))}T18:00`,
      resultAnnouncementDate: "",
      eligibleCountryIds: [],
      eligibleStateIds: [],
      eligibleDistrictIds: [],
      eligibleCityIds: [],
      prizes: [],
      judges: [],
      // Even a form that says active makes a draft.
      isActive: true,
    };
    const created = await call("POST", "/api/admin/contests", editor, form);
    expect(created.status).toBe(201);
    const id = (created.body.data as { _id: string })._id;
    expect(await activeIds()).not.toContain(id);
    const facts = (await call("GET", `/api/admin/contests/${id}`, editor)).body.data as { facts: { publishedAt: string | null } };
    expect(facts.facts.publishedAt).toBeNull();

    const published = await call("POST", `/api/admin/contests/${id}/publishing`, editor, { action: "publish" });
    expect(published.status).toBe(200);
    expect(await activeIds()).toContain(id);
    const again = await call("POST", `/api/admin/contests/${id}/publishing`, editor, { action: "publish" });
    expect(again.status).toBe(409);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "contest"), eq(auditLog.entityId, id), eq(auditLog.action, "publish")));
    expect(entries).toHaveLength(1);
  });

  it("a publish time must be a future IST moment, said at the field; a viewer may not publish", async () => {
    const draft = await createContest(t.database.db, { publishedAt: null });
    const past = await call("POST", `/api/admin/contests/${draft.id}/publishing`, editor, {
      action: "schedule",
      at: toIstMoment(daysFromNow(-1)),
    });
    expect(past.status).toBe(400);
    expect(past.body.errors?.at).toBe("Publish time must be in the future (IST).");
    const viewer = await signInStaff(t.app, "viewer");
    expect((await call("POST", `/api/admin/contests/${draft.id}/publishing`, viewer, { action: "publish" })).status).toBe(403);
  });
});

describe("a scheduled publish", () => {
  it("happens once, at its time, under two sweeps at the same moment, with one audit entry", async () => {
    const db = t.database.db;
    const draft = await createContest(db, { publishedAt: null });
    const at = toIstMoment(new Date(Date.now() + 3 * 60_000));
    const scheduled = await call("POST", `/api/admin/contests/${draft.id}/publishing`, editor, { action: "schedule", at });
    expect(scheduled.status).toBe(200);
    expect(await activeIds()).not.toContain(draft.id);

    // Before its time, a sweep publishes nothing.
    expect((await publishDueItems(t.app.ctx, new Date())).contest).toBe(0);
    const due = new Date(Date.now() + 5 * 60_000);
    const reports = await Promise.all([publishDueItems(t.app.ctx, due), publishDueItems(t.app.ctx, due)]);
    expect(reports.map((r) => r.contest).sort()).toEqual([0, 1]);

    const [row] = await db.select().from(contests).where(eq(contests.id, draft.id));
    expect(row?.publishedAt?.getTime()).toBe(due.getTime());
    expect(await activeIds()).toContain(draft.id);
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, draft.id), eq(auditLog.action, "publish")));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.staffId).toBeNull();
    // A later sweep leaves it alone.
    expect((await publishDueItems(t.app.ctx, new Date(due.getTime() + 60_000))).contest).toBe(0);
  });

  it("publishes banners and pages too, and a cancelled time publishes nothing", async () => {
    const db = t.database.db;
    const banner = await createBanner(db, { publishedAt: null, publishAt: daysFromNow(-1) });
    const page = await createCmsPage(db, { publishedAt: null, publishAt: daysFromNow(-1) });
    const cancelled = await createContest(db, { publishedAt: null });
    await call("POST", `/api/admin/contests/${cancelled.id}/publishing`, editor, { action: "schedule", at: toIstMoment(daysFromNow(1)) });
    expect((await call("POST", `/api/admin/contests/${cancelled.id}/publishing`, editor, { action: "unschedule" })).status).toBe(200);
    const report = await publishDueItems(t.app.ctx, daysFromNow(2));
    expect(report.banner).toBeGreaterThanOrEqual(1);
    expect(report["cms-page"]).toBeGreaterThanOrEqual(1);
    expect(await bannerIds({ isActive: true })).toContain(banner.id);
    expect((await call("GET", `/api/cms/${page.slug}`)).status).toBe(200);
    expect(await activeIds()).not.toContain(cancelled.id);
  });
});

describe("contests people can find", () => {
  it("orders pinned first, then open, upcoming, in progress, completed, each by deadline", async () => {
    const db = t.database.db;
    await db.update(contests).set({ isActive: false });
    const completed = await createContest(db, {
      registrationStartDate: daysFromNow(-30),
      registrationEndDate: daysFromNow(-20),
      contestStartDate: daysFromNow(-15),
      contestEndDate: daysFromNow(-5),
      isCompleted: true,
    });
    const running = await createContest(db, {
      registrationStartDate: daysFromNow(-20),
      registrationEndDate: daysFromNow(-10),
      contestStartDate: daysFromNow(-2),
      contestEndDate: daysFromNow(6),
    });
    const upcoming = await createContest(db, { registrationStartDate: daysFromNow(3), registrationEndDate: daysFromNow(9) });
    const openLate = await createContest(db, { registrationEndDate: daysFromNow(6) });
    const openSoon = await createContest(db, { registrationEndDate: daysFromNow(2) });
    // Written straight to the database: the public list's cache is dropped as a console write would.
    t.app.ctx.cache.invalidate("contest");
    expect(await activeIds()).toEqual([openSoon.id, openLate.id, upcoming.id, running.id, completed.id]);

    expect((await call("POST", `/api/admin/contests/${completed.id}/pin`, editor, { pinned: true })).status).toBe(200);
    expect((await activeIds())[0]).toBe(completed.id);
  });

  it("the menu's links keep their names and point where the organiser chose, only at a contest on the site", async () => {
    const db = t.database.db;
    const chosen = await createContest(db, { title: "Chosen for City Hustle" });
    const draft = await createContest(db, { publishedAt: null });
    const refused = await call("PUT", "/api/admin/menu-contests/city-hustle", editor, { contestId: draft.id });
    expect(refused.status).toBe(400);
    const saved = await call("PUT", "/api/admin/menu-contests/city-hustle", editor, { contestId: chosen.id });
    expect(saved.status).toBe(200);
    const links = await menuContestLinks(db);
    expect(links.map((link) => link.name)).toEqual(menuContests.map((link) => link.name));
    expect(links[0]?.id).toBe(chosen.id);
    expect(links[1]?.id).toBe(menuContests[1].id);
    // The contest now linked by the menu must stay on the site.
    const archive = await call("POST", `/api/admin/contests/${chosen.id}/archive`, editor);
    expect(archive.status).toBe(409);
  });
});

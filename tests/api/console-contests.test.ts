import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/ids.ts";
import { auditLog } from "#db/schema/console.ts";
import { contestJudges, contests, prizes } from "#db/schema.ts";
import type { Contest, ContestSummary } from "#shared/api-types.ts";
import type { ConsoleContestRow, ContestFormFactsData, PlaceOption } from "#shared/console/contest-api.ts";
import type { ContestFormValues } from "#shared/console/contest-form.ts";
import { toIstDay, toIstMoment } from "#shared/console/ist-input.ts";
import { contestBadge } from "#shared/contest-status.ts";
import {
  type CityRow,
  type ContestCategoryRow,
  type CountryRow,
  createCity,
  createContest,
  createContestCategory,
  createCountry,
  createJudge,
  createPaymentOrder,
  createPrize,
  createState,
  createSubscriber,
  createUser,
  daysFromNow,
  type JudgeRow,
  linkJudge,
  type StateRow,
} from "../support/factories.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let editor: string;
let viewer: string;
let category: ContestCategoryRow;
let otherCategory: ContestCategoryRow;
let india: CountryRow;
let maharashtra: StateRow;
let nagpur: CityRow;
let pune: CityRow;
let judgeA: JudgeRow;
let judgeB: JudgeRow;

type Answer<T = Record<string, unknown>> = { status: number; body: T & { message?: string; errors?: Record<string, string> } };

async function call<T = Record<string, unknown>>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  const raw = await t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: raw.statusCode, body: raw.json() } as Answer<T>;
}

/** A valid paid contest form: registration open from yesterday to day 5, contest days 7–14 (IST). */
function validForm(overrides: Partial<ContestFormValues> = {}): ContestFormValues {
  return {
    title: "Monsoon Stories",
    shortDescription: "Film the first rain in your city.",
    description: '<p>Rain, <strong>chai</strong> and roads.</p><script>alert("x")</script>',
    thumbnail: "/uploads/console/thumbnail/t.webp",
    banner: "/uploads/console/contest/b.webp",
    gallery: ["/uploads/console/gallery/1.webp", "/uploads/console/gallery/2.webp"],
    rules: ["Original work only", "One entry per creator"],
    requirements: ["A public video link"],
    contestCategoryId: category.id,
    entryFee: 149.5,
    entryFeeCurrency: "INR",
    prizePool: 25000,
    prizePoolCurrency: "INR",
    maxParticipants: 100,
    registrationStartDate: toIstDay(daysFromNow(-1)),
    registrationEndDate: toIstDay(daysFromNow(5)),
    contestStartDate: `${toIstDay(daysFromNow(7))}T10:00`,
    contestEndDate: `${toIstDay(daysFromNow(14))}T18:00`,
    resultAnnouncementDate: `${toIstDay(daysFromNow(16))}T12:00`,
    eligibleCountryIds: [india.id],
    eligibleStateIds: [],
    eligibleDistrictIds: [],
    eligibleCityIds: [nagpur.id],
    prizes: [
      { title: "Winner", rank: 1, amount: 15000, description: "Cash" },
      { title: "Runner-up", rank: 2, amount: 10000, description: "" },
    ],
    judges: [
      { judgeId: judgeA.id, role: "Head judge" },
      { judgeId: judgeB.id, role: "Guest" },
    ],
    isActive: true,
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [editor, viewer] = [await signInStaff(t.app, "editor"), await signInStaff(t.app, "viewer")];
  category = await createContestCategory(db, { name: "Travel shorts" });
  otherCategory = await createContestCategory(db, { name: "Comedy" });
  india = await createCountry(db, { countryName: "India" });
  maharashtra = await createState(db, { countryId: india.id, stateName: "Maharashtra" });
  nagpur = await createCity(db, { stateId: maharashtra.id, cityName: "Nagpur" });
  pune = await createCity(db, { stateId: maharashtra.id, cityName: "Pune" });
  judgeA = await createJudge(db, { firstName: "Meera", lastName: "Nair" });
  judgeB = await createJudge(db, { firstName: "Kabir", lastName: "Das" });
});

afterAll(async () => {
  await t?.close();
});

describe("console contests: who may call", () => {
  const id = "64c000000000000000000001";
  const routes: [method: "GET" | "POST" | "PUT", url: string, write: boolean][] = [
    ["GET", "/api/admin/contests", false],
    ["GET", "/api/admin/contests/options", false],
    ["GET", "/api/admin/contests/places?kind=city&q=na", false],
    ["GET", `/api/admin/contests/${id}`, false],
    ["POST", "/api/admin/contests", true],
    ["PUT", `/api/admin/contests/${id}`, true],
    ["POST", `/api/admin/contests/${id}/duplicate`, true],
    ["POST", `/api/admin/contests/${id}/archive`, true],
    ["POST", `/api/admin/contests/${id}/restore`, true],
  ];

  it.each(routes)("%s %s answers 401 signed out", async (method, url) => {
    const answer = await call(method, url, undefined, method === "GET" ? undefined : {});
    expect(answer.status).toBe(401);
    expect(answer.body.isOk).toBe(false);
  });

  it.each(routes.filter(([, , write]) => write))("%s %s answers 403 to a viewer and writes nothing", async (method, url) => {
    const before = await t.database.db.select({ id: contests.id }).from(contests);
    const answer = await call(method, url, viewer, validForm());
    expect(answer.status).toBe(403);
    expect(await t.database.db.select({ id: contests.id }).from(contests)).toHaveLength(before.length);
  });

  it.each(routes.filter(([method, , write]) => !write && method === "GET"))("%s %s is open to a viewer", async (method, url) => {
    const answer = await call(method, url, viewer);
    // The unknown contest is 404: the viewer passed the role check.
    expect([200, 404]).toContain(answer.status);
  });
});

describe("creating a contest (POST /api/admin/contests)", () => {
  it("refuses bad input with each message at its field, and writes nothing", async () => {
    const cases: [Partial<ContestFormValues>, string, string][] = [
      [{ title: "  " }, "title", "Title is required."],
      [{ entryFee: -1 }, "entryFee", "Entry fee cannot be negative."],
      [{ prizePool: -5 }, "prizePool", "Prize pool cannot be negative."],
      [{ entryFee: 10.555 }, "entryFee", "Entry fee can have at most two decimal places."],
      [{ maxParticipants: -3 }, "maxParticipants", "Max participants cannot be negative."],
      [{ contestCategoryId: "" }, "contestCategoryId", "Contest category is required."],
      [
        { registrationEndDate: toIstDay(daysFromNow(-3)) },
        "registrationEndDate",
        "Registration end must be on or after registration start.",
      ],
      [
        { contestStartDate: `${toIstDay(daysFromNow(5))}T10:00` },
        "contestStartDate",
        "Contest start must be after the registration end day.",
      ],
      [{ contestEndDate: `${toIstDay(daysFromNow(7))}T09:00` }, "contestEndDate", "Contest end must be after contest start."],
      [
        { resultAnnouncementDate: `${toIstDay(daysFromNow(10))}T09:00` },
        "resultAnnouncementDate",
        "Result announcement must be after contest end.",
      ],
      [{ registrationStartDate: "2026-02-30" }, "registrationStartDate", "Registration start must be a real date."],
      [{ prizes: [{ title: "Winner", rank: 1, amount: -10, description: "" }] }, "prizes.0.amount", "Prize amount cannot be negative."],
      [
        {
          prizes: [
            { title: "A", rank: 1, amount: 1, description: "" },
            { title: "B", rank: 1, amount: 1, description: "" },
          ],
        },
        "prizes.1.rank",
        "Each prize needs its own rank.",
      ],
      [{ judges: [{ judgeId: "", role: "Judge" }] }, "judges.0.judgeId", "Pick a judge."],
      [{ thumbnail: "javascript:alert(1)" }, "thumbnail", "Thumbnail must be an uploaded image."],
    ];
    const before = (await t.database.db.select({ id: contests.id }).from(contests)).length;
    for (const [overrides, field, message] of cases) {
      const answer = await call("POST", "/api/admin/contests", editor, validForm(overrides));
      expect(answer.status, field).toBe(400);
      expect(answer.body.errors?.[field], field).toBe(message);
      expect(answer.body.message, field).toBe(message);
    }
    expect(await t.database.db.select({ id: contests.id }).from(contests)).toHaveLength(before);
  });

  it("refuses a category, place or judge that does not exist, at its field", async () => {
    const ghost = newId();
    const answer = await call(
      "POST",
      "/api/admin/contests",
      editor,
      validForm({ contestCategoryId: ghost, eligibleCityIds: [ghost], judges: [{ judgeId: ghost, role: "Judge" }] }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      contestCategoryId: "Contest category no longer exists: pick another.",
      eligibleCityIds: "Allowed cities holds a place that no longer exists.",
      "judges.0.judgeId": "This judge no longer exists.",
    });
  });

  it("creates the contest as a draft with its prizes, judges and places, audits it, and the public site shows it once published", async () => {
    // Prime the public caches first: the write must drop them.
    const activeBefore = await call<{ data: ContestSummary[] }>("GET", "/api/contest/active");
    expect(activeBefore.status).toBe(200);

    const answer = await call<{ data: { _id: string } }>("POST", "/api/admin/contests", editor, validForm());
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ isOk: true, message: "Contest created." });
    const id = answer.body.data._id;

    const [row] = await t.database.db.select().from(contests).where(eq(contests.id, id));
    expect(row).toMatchObject({
      title: "Monsoon Stories",
      description: "<p>Rain, <strong>chai</strong> and roads.</p>",
      entryFeePaise: 14_950,
      prizePoolPaise: 2_500_000,
      maxParticipants: 100,
      contestCategoryId: category.id,
      eligibleCountryIds: [india.id],
      eligibleCityIds: [nagpur.id],
      isActive: true,
      archivedAt: null,
      // A new contest is a draft: the site shows it once it is published.
      publishedAt: null,
    });
    // Registration runs from 00:00 IST of its first day through 23:59:59.999 IST of its last.
    expect(toIstMoment(row?.registrationStartDate)).toBe(`${toIstDay(daysFromNow(-1))}T00:00`);
    expect(row?.registrationEndDate?.toISOString()).toBe(new Date(`${toIstDay(daysFromNow(5))}T23:59:59.999+05:30`).toISOString());
    expect(row?.contestStartDate?.toISOString()).toBe(new Date(`${toIstDay(daysFromNow(7))}T10:00:00+05:30`).toISOString());

    const prizeRows = await t.database.db.select().from(prizes).where(eq(prizes.contestId, id));
    expect(prizeRows.map((p) => [p.rank, p.title, p.amountPaise]).sort()).toEqual([
      [1, "Winner", 1_500_000],
      [2, "Runner-up", 1_000_000],
    ]);
    const judgeRows = await t.database.db.select().from(contestJudges).where(eq(contestJudges.contestId, id));
    expect(judgeRows.map((j) => [j.sortOrder, j.judgeId, j.role]).sort()).toEqual([
      [0, judgeA.id, "Head judge"],
      [1, judgeB.id, "Guest"],
    ]);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "create")));
    expect(audit).toMatchObject({ entity: "contest" });
    expect(Object.keys(audit?.changedFields ?? {})).toEqual(expect.arrayContaining(["title", "entryFee", "prizes", "judges"]));

    expect((await call<{ data: ContestSummary[] }>("GET", "/api/contest/active")).body.data.map((c) => c._id)).not.toContain(id);
    expect((await call("POST", `/api/admin/contests/${id}/publishing`, editor, { action: "publish" })).status).toBe(200);
    const active = await call<{ data: ContestSummary[] }>("GET", "/api/contest/active");
    expect(active.body.data.map((c) => c._id)).toContain(id);
    const page = await call<{ data: Contest }>("GET", `/api/contest/get/${id}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      title: "Monsoon Stories",
      entryFee: 149.5,
      eligibilityCriteria: { location: { cities: [{ _id: nagpur.id, cityName: "Nagpur" }] } },
    });
    expect(page.body.data.prizes.map((p) => p.title)).toEqual(["Winner", "Runner-up"]);
    expect(page.body.data.judges.map((j) => j.role)).toEqual(["Head judge", "Guest"]);
  });
});

describe("editing a contest (GET and PUT /api/admin/contests/:id)", () => {
  it("answers the form's values in IST and rupees, with the facts that lock fields", async () => {
    const created = await call<{ data: { _id: string } }>("POST", "/api/admin/contests", editor, validForm({ title: "Form round trip" }));
    const answer = await call<{ data: { values: ContestFormValues; facts: ContestFormFactsData } }>(
      "GET",
      `/api/admin/contests/${created.body.data._id}`,
      viewer,
    );
    expect(answer.status).toBe(200);
    const { values, facts } = answer.body.data;
    const sent = validForm({ title: "Form round trip", description: "<p>Rain, <strong>chai</strong> and roads.</p>" });
    // A form sent without Hindi answers each Hindi field empty (the Hindi pages show the English).
    const expected = {
      ...sent,
      titleHi: "",
      shortDescriptionHi: "",
      descriptionHi: "",
      rulesHi: [],
      requirementsHi: [],
      prizes: sent.prizes.map((prize) => ({ ...prize, titleHi: "", descriptionHi: "" })),
    };
    expect({ ...values, prizes: values.prizes.map(({ id: _id, ...rest }) => rest) }).toEqual(expected);
    expect(values.prizes.every((p) => typeof p.id === "string" && p.id.length === 24)).toBe(true);
    expect(facts).toMatchObject({ completedRegistrations: 0, hasPayments: false, archivedAt: null, badge: "Registration Open" });
    expect(facts.places.cities).toEqual([{ _id: nagpur.id, name: "Nagpur", within: "Maharashtra" }]);
  });

  it("answers 404 for an unknown contest", async () => {
    expect((await call("GET", `/api/admin/contests/${newId()}`, viewer)).status).toBe(404);
    expect((await call("PUT", `/api/admin/contests/${newId()}`, editor, validForm())).status).toBe(404);
  });

  it("keeps saved prizes' ids, adds and removes the others, and lists the changed fields in the audit log", async () => {
    const created = await call<{ data: { _id: string } }>("POST", "/api/admin/contests", editor, validForm({ title: "Prize keeper" }));
    const id = created.body.data._id;
    const loaded = await call<{ data: { values: ContestFormValues } }>("GET", `/api/admin/contests/${id}`, editor);
    const [first] = loaded.body.data.values.prizes;
    const answer = await call("PUT", `/api/admin/contests/${id}`, editor, {
      ...loaded.body.data.values,
      title: "Prize keeper, renamed",
      prizes: [
        { ...first, amount: 20000 },
        { title: "Special mention", rank: 3, amount: 0, description: "" },
      ],
    });
    expect(answer.status).toBe(200);
    const rows = await t.database.db.select().from(prizes).where(eq(prizes.contestId, id));
    expect(rows.map((p) => p.rank).sort()).toEqual([1, 3]);
    expect(rows.find((p) => p.rank === 1)).toMatchObject({ id: first?.id, amountPaise: 2_000_000 });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "update")));
    expect(Object.keys(audit?.changedFields ?? {}).sort()).toEqual(["prizes", "title"]);
  });

  it("refuses max participants below the completed registrations, and allows 0 (unlimited)", async () => {
    const contest = await createContest(t.database.db, { maxParticipants: 10, contestCategoryId: category.id });
    for (let i = 0; i < 3; i++) {
      const user = await createUser(t.database.db);
      await createSubscriber(t.database.db, { contestId: contest.id, userId: user.id });
    }
    const loaded = await call<{ data: { values: ContestFormValues; facts: ContestFormFactsData } }>(
      "GET",
      `/api/admin/contests/${contest.id}`,
      editor,
    );
    expect(loaded.body.data.facts.completedRegistrations).toBe(3);
    const values = loaded.body.data.values;
    const refused = await call("PUT", `/api/admin/contests/${contest.id}`, editor, { ...values, maxParticipants: 2 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      maxParticipants: "Max participants cannot be below the 3 completed registrations (0 means unlimited).",
    });
    const [unchanged] = await t.database.db.select().from(contests).where(eq(contests.id, contest.id));
    expect(unchanged?.maxParticipants).toBe(10);

    expect((await call("PUT", `/api/admin/contests/${contest.id}`, editor, { ...values, maxParticipants: 3 })).status).toBe(200);
    expect((await call("PUT", `/api/admin/contests/${contest.id}`, editor, { ...values, maxParticipants: 0 })).status).toBe(200);
  });

  it("refuses to change the entry fee of a contest with payments, and saves its other fields", async () => {
    const contest = await createContest(t.database.db, { entryFeePaise: 9_900, contestCategoryId: category.id });
    const user = await createUser(t.database.db);
    const subscriber = await createSubscriber(t.database.db, { contestId: contest.id, userId: user.id, status: "pending" });
    await createPaymentOrder(t.database.db, {
      subscriberId: subscriber.id,
      amountPaise: 9_900,
      status: "created",
      providerPaymentId: null,
    });
    const loaded = await call<{ data: { values: ContestFormValues; facts: ContestFormFactsData } }>(
      "GET",
      `/api/admin/contests/${contest.id}`,
      editor,
    );
    expect(loaded.body.data.facts.hasPayments).toBe(true);
    const values = loaded.body.data.values;
    expect(values.entryFee).toBe(99);

    const refused = await call("PUT", `/api/admin/contests/${contest.id}`, editor, { ...values, entryFee: 149 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      entryFee: "The entry fee cannot change: creators have already paid or started paying this fee.",
    });

    const saved = await call("PUT", `/api/admin/contests/${contest.id}`, editor, { ...values, title: "Same fee, new title" });
    expect(saved.status).toBe(200);
    const [row] = await t.database.db.select().from(contests).where(eq(contests.id, contest.id));
    expect(row).toMatchObject({ title: "Same fee, new title", entryFeePaise: 9_900 });
  });

  it("drops the cached public contest page when a contest is saved", async () => {
    const contest = await createContest(t.database.db, { title: "Cached title", contestCategoryId: category.id });
    expect((await call<{ data: Contest }>("GET", `/api/contest/get/${contest.id}`)).body.data.title).toBe("Cached title");
    const loaded = await call<{ data: { values: ContestFormValues } }>("GET", `/api/admin/contests/${contest.id}`, editor);
    expect(
      (await call("PUT", `/api/admin/contests/${contest.id}`, editor, { ...loaded.body.data.values, title: "Fresh title" })).status,
    ).toBe(200);
    expect((await call<{ data: Contest }>("GET", `/api/contest/get/${contest.id}`)).body.data.title).toBe("Fresh title");
  });
});

describe("the contest list (GET /api/admin/contests)", () => {
  const now = new Date();
  let states: Record<string, string>;

  beforeAll(async () => {
    const db = t.database.db;
    const make = (title: string, values: Parameters<typeof createContest>[1]) =>
      createContest(db, { title, contestCategoryId: otherCategory.id, ...values }).then((c) => c.id);
    states = {
      upcoming: await make("Zeta upcoming", {
        registrationStartDate: daysFromNow(3),
        registrationEndDate: daysFromNow(6),
        contestStartDate: daysFromNow(8),
        contestEndDate: daysFromNow(10),
      }),
      open: await make("Zeta open", { maxParticipants: 50 }),
      closed: await make("Zeta closed", {
        registrationStartDate: daysFromNow(-9),
        registrationEndDate: daysFromNow(-3),
        contestStartDate: daysFromNow(2),
        contestEndDate: daysFromNow(9),
      }),
      running: await make("Zeta running", {
        registrationStartDate: daysFromNow(-9),
        registrationEndDate: daysFromNow(-5),
        contestStartDate: daysFromNow(-2),
        contestEndDate: daysFromNow(3),
      }),
      completed: await make("Zeta completed", {
        registrationStartDate: daysFromNow(-30),
        registrationEndDate: daysFromNow(-20),
        contestStartDate: daysFromNow(-18),
        contestEndDate: daysFromNow(-10),
      }),
      flagged: await make("Zeta flagged done", { isCompleted: true }),
    };
    const user = await createUser(db);
    await createSubscriber(db, { contestId: states.open as string, userId: user.id });
    await createSubscriber(db, { contestId: states.open as string, userId: (await createUser(db)).id, status: "pending" });
  });

  type ListAnswer = { data: { contests: ConsoleContestRow[]; total: number; page: number; pageSize: number } };

  it("searches by title and shows each contest's badge by the shared rules, dates and fill count", async () => {
    const answer = await call<ListAnswer>("GET", "/api/admin/contests?q=zeta", viewer);
    expect(answer.status).toBe(200);
    const byTitle = Object.fromEntries(answer.body.data.contests.map((c) => [c.title, c]));
    expect(answer.body.data.total).toBe(6);
    expect(byTitle["Zeta upcoming"]?.badge).toBe("Upcoming");
    expect(byTitle["Zeta open"]).toMatchObject({
      badge: "Registration Open",
      completedRegistrations: 1,
      maxParticipants: 50,
      categoryName: "Comedy",
    });
    expect(byTitle["Zeta closed"]?.badge).toBe("Registration Closed");
    expect(byTitle["Zeta running"]?.badge).toBe("In Progress");
    expect(byTitle["Zeta completed"]?.badge).toBe("Completed");
    expect(byTitle["Zeta flagged done"]?.badge).toBe("Completed");
    // The row carries the dates the badge reads (the isCompleted flag is not among its columns).
    for (const row of answer.body.data.contests.filter((c) => c.title !== "Zeta flagged done"))
      expect(row.badge).toBe(contestBadge(row, now));
  });

  it("filters by badge in the database, agreeing with the badge each row shows", async () => {
    const expected = {
      upcoming: ["Zeta upcoming"],
      "registration-open": ["Zeta open"],
      "registration-closed": ["Zeta closed"],
      "in-progress": ["Zeta running"],
      completed: ["Zeta completed", "Zeta flagged done"],
    };
    for (const [status, titles] of Object.entries(expected)) {
      const answer = await call<ListAnswer>("GET", `/api/admin/contests?q=zeta&status=${status}`, viewer);
      expect(answer.body.data.contests.map((c) => c.title).sort(), status).toEqual(titles.sort());
      expect(answer.body.data.total, status).toBe(titles.length);
    }
  });

  it("treats % and _ in the search as letters", async () => {
    const answer = await call<ListAnswer>("GET", `/api/admin/contests?q=${encodeURIComponent("%")}`, viewer);
    expect(answer.body.data.total).toBe(0);
  });

  it("pages 50 at a time like every console list, newest first", async () => {
    for (let i = 0; i < 51; i++)
      await createContest(t.database.db, { title: `Paging ${String(i).padStart(2, "0")}`, createdAt: new Date(Date.now() + i * 1000) });
    const first = await call<ListAnswer>("GET", "/api/admin/contests?q=paging", viewer);
    expect(first.body.data).toMatchObject({ total: 51, page: 1, pageSize: 50 });
    expect(first.body.data.contests[0]?.title).toBe("Paging 50");
    const second = await call<ListAnswer>("GET", "/api/admin/contests?q=paging&page=2", viewer);
    expect(second.body.data.contests.map((c) => c.title)).toEqual(["Paging 00"]);
  });

  it("refuses an unknown status filter", async () => {
    const answer = await call("GET", "/api/admin/contests?status=sometime", viewer);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty("status");
  });
});

describe("duplicate, archive and restore", () => {
  it("duplicates a contest as an inactive draft with its prizes and judges, and audits it", async () => {
    const db = t.database.db;
    const source = await createContest(db, { title: "Original", contestCategoryId: category.id, isCompleted: true, winnersDeclared: true });
    await createPrize(db, { contestId: source.id, rank: 1, title: "Gold" });
    await createPrize(db, { contestId: source.id, rank: 2, title: "Silver" });
    await linkJudge(db, source.id, judgeA.id, { role: "Chair" });
    await createSubscriber(db, { contestId: source.id, userId: (await createUser(db)).id });

    const answer = await call<{ data: { _id: string } }>("POST", `/api/admin/contests/${source.id}/duplicate`, editor);
    expect(answer.status).toBe(201);
    const copyId = answer.body.data._id;
    const [copy] = await db.select().from(contests).where(eq(contests.id, copyId));
    expect(copy).toMatchObject({
      title: "Copy of Original",
      isActive: false,
      isCompleted: false,
      winnersDeclared: false,
      entryFeePaise: source.entryFeePaise,
      gallery: source.gallery,
      contestCategoryId: category.id,
    });
    const copiedPrizes = await db.select().from(prizes).where(eq(prizes.contestId, copyId));
    expect(copiedPrizes.map((p) => p.title).sort()).toEqual(["Gold", "Silver"]);
    expect(await db.select().from(contestJudges).where(eq(contestJudges.contestId, copyId))).toEqual([
      expect.objectContaining({ judgeId: judgeA.id, role: "Chair" }),
    ]);
    const form = await call<{ data: { facts: ContestFormFactsData } }>("GET", `/api/admin/contests/${copyId}`, viewer);
    expect(form.body.data.facts.completedRegistrations).toBe(0);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, copyId), eq(auditLog.action, "duplicate")));
    expect(audit?.changedFields).toEqual({ duplicateOf: source.id });
  });

  it("archives a contest off the site and the current list, and restores it inactive", async () => {
    const db = t.database.db;
    const contest = await createContest(db, { title: "Archive me", contestCategoryId: category.id });
    expect((await call("GET", `/api/contest/get/${contest.id}`)).status).toBe(200);

    const archived = await call("POST", `/api/admin/contests/${contest.id}/archive`, editor);
    expect(archived.status).toBe(200);
    expect((await db.select().from(contests).where(eq(contests.id, contest.id)))[0]).toMatchObject({
      isActive: false,
      archivedAt: expect.any(Date),
    });
    expect((await call("GET", `/api/contest/get/${contest.id}`)).status).toBe(404);
    const current = await call<{ data: { contests: ConsoleContestRow[] } }>("GET", "/api/admin/contests?q=archive%20me", viewer);
    expect(current.body.data.contests).toEqual([]);
    const inArchive = await call<{ data: { contests: ConsoleContestRow[] } }>(
      "GET",
      "/api/admin/contests?q=archive%20me&archived=true",
      viewer,
    );
    expect(inArchive.body.data.contests.map((c) => c._id)).toEqual([contest.id]);

    expect((await call("POST", `/api/admin/contests/${contest.id}/restore`, editor)).status).toBe(200);
    expect((await db.select().from(contests).where(eq(contests.id, contest.id)))[0]).toMatchObject({ isActive: false, archivedAt: null });
    const actions = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, contest.id));
    expect(actions.map((a) => a.action).sort()).toEqual(["archive", "restore"]);
  });

  it("keeps the menu's contests on the site: they cannot be archived or made inactive", async () => {
    const db = t.database.db;
    const menuContest = await createContest(db, { id: "64b000000000000000000002", title: "State Flex", contestCategoryId: category.id });
    const archive = await call("POST", `/api/admin/contests/${menuContest.id}/archive`, editor);
    expect(archive.status).toBe(409);
    expect(archive.body.message).toBe("The site's menu links to this contest: it must stay on the site.");
    const loaded = await call<{ data: { values: ContestFormValues } }>("GET", `/api/admin/contests/${menuContest.id}`, editor);
    const hidden = await call("PUT", `/api/admin/contests/${menuContest.id}`, editor, { ...loaded.body.data.values, isActive: false });
    expect(hidden.status).toBe(400);
    expect(hidden.body.errors).toEqual({ isActive: "The site's menu links to this contest: it must stay on the site." });
    expect((await db.select().from(contests).where(eq(contests.id, menuContest.id)))[0]).toMatchObject({
      isActive: true,
      archivedAt: null,
    });
  });

  it("answers 404 for an unknown contest", async () => {
    for (const action of ["duplicate", "archive", "restore"]) {
      expect((await call("POST", `/api/admin/contests/${newId()}/${action}`, editor)).status, action).toBe(404);
    }
  });
});

describe("the form's choices", () => {
  it("finds places by name, names starting with the text first, each with where it lies", async () => {
    await createCity(t.database.db, { stateId: maharashtra.id, cityName: "Anagpur Colony" });
    const answer = await call<{ data: PlaceOption[] }>("GET", "/api/admin/contests/places?kind=city&q=nag", viewer);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((p) => p.name)).toEqual(["Nagpur", "Anagpur Colony"]);
    expect(answer.body.data[0]).toEqual({ _id: nagpur.id, name: "Nagpur", within: "Maharashtra" });
    const states = await call<{ data: PlaceOption[] }>("GET", "/api/admin/contests/places?kind=state&q=maha", viewer);
    expect(states.body.data).toEqual([{ _id: maharashtra.id, name: "Maharashtra", within: "India" }]);
    expect(pune.cityName).toBe("Pune");
  });

  it("lists contest categories and judges", async () => {
    const answer = await call<{ data: { categories: { _id: string }[]; judges: { _id: string; name: string }[] } }>(
      "GET",
      "/api/admin/contests/options",
      viewer,
    );
    expect(answer.body.data.categories.map((c) => c._id)).toEqual(expect.arrayContaining([category.id, otherCategory.id]));
    expect(answer.body.data.judges).toEqual(expect.arrayContaining([expect.objectContaining({ _id: judgeA.id, name: "Meera Nair" })]));
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Contest, ContestSummary } from "#shared/api-types.ts";
import {
  type CityRow,
  type ContestCategoryRow,
  type ContestRow,
  type CountryRow,
  createCity,
  createContest,
  createContestCategory,
  createCountry,
  createJudge,
  createPrize,
  createState,
  createSubscriber,
  createUser,
  createWinner,
  daysFromNow,
  type JudgeRow,
  linkJudge,
  type StateRow,
  type SubscriberRow,
} from "../support/factories.ts";
import { expectErrorShape, getJson } from "../support/inject.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

type Ok<T> = { isOk: true; data: T };

let t: TestApp;
let category: ContestCategoryRow;
let first: ContestRow;
let second: ContestRow;
let inactive: ContestRow;
let detailed: ContestRow;
let declared: ContestRow;
let full: ContestRow;
let free: ContestRow;
let india: CountryRow;
let nepal: CountryRow;
let goa: StateRow;
let assam: StateRow;
let panaji: CityRow;
let guwahati: CityRow;
let headJudge: JudgeRow;
let guestJudge: JudgeRow;
let undeclaredWinner: SubscriberRow;
let winnerOne: SubscriberRow;
let winnerTwo: SubscriberRow;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const now = new Date();
  category = await createContestCategory(db, { name: "Reels", slug: "reels" });

  // The active list: sort order first, then creation time.
  second = await createContest(db, {
    title: "Second by order",
    sortOrder: 2,
    contestCategoryId: category.id,
    createdAt: daysFromNow(-5, now),
  });
  first = await createContest(db, { title: "First by order", sortOrder: 1, createdAt: daysFromNow(-1, now) });
  inactive = await createContest(db, { title: "Hidden contest", sortOrder: 0, isActive: false });

  india = await createCountry(db, { countryName: "India" });
  nepal = await createCountry(db, { countryName: "Nepal" });
  goa = await createState(db, { countryId: india.id, stateName: "Goa" });
  assam = await createState(db, { countryId: india.id, stateName: "Assam" });
  panaji = await createCity(db, { stateId: goa.id, cityName: "Panaji" });
  guwahati = await createCity(db, { stateId: assam.id, cityName: "Guwahati" });

  detailed = await createContest(db, {
    title: "City Hustle",
    sortOrder: 3,
    contestCategoryId: category.id,
    description: '<p>Show your <em>city</em>.</p><script>alert("x")</script><img src="/uploads/c.webp" onerror="alert(1)">',
    entryFeePaise: 9_950,
    prizePoolPaise: 2_500_050,
    maxParticipants: 100,
    eligibleCountryIds: [nepal.id, india.id],
    eligibleStateIds: [goa.id, assam.id],
    eligibleCityIds: [panaji.id, guwahati.id],
    status: "Registration Open",
  });
  await createPrize(db, { contestId: detailed.id, rank: 2, title: "Runner-up", amountPaise: 250_050, description: "Second place" });
  await createPrize(db, { contestId: detailed.id, rank: 1, title: "Winner", amountPaise: 1_000_000, description: "First place" });
  headJudge = await createJudge(db, { firstName: "Anika", lastName: "Rao", profession: "Director" });
  guestJudge = await createJudge(db, { firstName: "Farhan", lastName: "Ali", profession: "Editor" });
  await linkJudge(db, detailed.id, guestJudge.id, { role: "Guest Judge", sortOrder: 2 });
  await linkJudge(db, detailed.id, headJudge.id, { role: "Head Judge", sortOrder: 1 });
  // Completed registrations count toward participants; pending and cancelled ones do not.
  const [ada, bela, chand, dina] = await Promise.all([createUser(db), createUser(db), createUser(db), createUser(db)]);
  undeclaredWinner = await createSubscriber(db, { contestId: detailed.id, userId: ada.id });
  await createSubscriber(db, { contestId: detailed.id, userId: bela.id });
  await createSubscriber(db, { contestId: detailed.id, userId: chand.id, status: "pending" });
  await createSubscriber(db, { contestId: detailed.id, userId: dina.id, status: "cancelled", isPaid: false });
  // A winner row exists, but the winners are not declared yet.
  await createWinner(db, { contestId: detailed.id, subscriberId: undeclaredWinner.id });

  declared = await createContest(db, {
    title: "The Big League",
    sortOrder: 4,
    isCompleted: true,
    winnersDeclared: true,
    registrationStartDate: daysFromNow(-30, now),
    registrationEndDate: daysFromNow(-20, now),
    contestStartDate: daysFromNow(-15, now),
    contestEndDate: daysFromNow(-5, now),
  });
  winnerOne = await createSubscriber(db, { contestId: declared.id, userId: ada.id });
  winnerTwo = await createSubscriber(db, { contestId: declared.id, userId: bela.id });
  await createWinner(db, {
    contestId: declared.id,
    subscriberId: winnerTwo.id,
    prizeRank: 2,
    prizeTitle: "Runner-up",
    prizeAmountPaise: 150_025,
  });
  await createWinner(db, {
    contestId: declared.id,
    subscriberId: winnerOne.id,
    prizeRank: 1,
    prizeTitle: "Winner",
    prizeAmountPaise: 500_000,
  });

  full = await createContest(db, { title: "Full house", sortOrder: 5, maxParticipants: 1 });
  await createSubscriber(db, { contestId: full.id, userId: chand.id });

  free = await createContest(db, {
    title: "Free and dateless",
    sortOrder: 6,
    entryFeePaise: 0,
    prizePoolPaise: 0,
    registrationStartDate: null,
    registrationEndDate: null,
    contestStartDate: null,
    contestEndDate: null,
    resultAnnouncementDate: null,
    status: "Coming Soon",
  });
});

afterAll(async () => {
  await t?.close();
});

describe("GET /api/contest/active", () => {
  it("lists the active contests open first, then upcoming, then completed, by sort order where their deadlines tie, without inactive ones", async () => {
    const res = await getJson<Ok<ContestSummary[]>>(t.app, "/api/contest/active");
    expect(res.status).toBe(200);
    expect(res.body.isOk).toBe(true);
    expect(res.body.data.map((c) => c.title)).toEqual([
      "First by order",
      "Second by order",
      "City Hustle",
      "Full house",
      "Free and dateless",
      "The Big League",
    ]);
    expect(res.body.data.map((c) => c._id)).not.toContain(inactive.id);
  });

  it("answers each contest as a summary: rupees from paise, ISO dates, the category reference", async () => {
    const res = await getJson<Ok<ContestSummary[]>>(t.app, "/api/contest/active");
    const summary = res.body.data.find((c) => c._id === second.id);
    expect(summary).toEqual({
      _id: second.id,
      title: "Second by order",
      shortDescription: second.shortDescription,
      thumbnail: second.thumbnail,
      banner: second.banner,
      contestCategoryId: { _id: category.id, name: "Reels", slug: "reels" },
      entryFee: 499,
      entryFeeCurrency: "INR",
      prizePool: 10_000,
      prizePoolCurrency: "INR",
      maxParticipants: 0,
      registrationStartDate: second.registrationStartDate?.toISOString(),
      registrationEndDate: second.registrationEndDate?.toISOString(),
      contestStartDate: second.contestStartDate?.toISOString(),
      contestEndDate: second.contestEndDate?.toISOString(),
      resultAnnouncementDate: second.resultAnnouncementDate?.toISOString(),
      isCompleted: false,
      status: null,
      placesLeft: null,
      isFull: false,
      pinned: false,
    });
    const dateless = res.body.data.find((c) => c._id === free.id);
    expect(dateless).toMatchObject({ entryFee: 0, prizePool: 0, registrationStartDate: null, contestEndDate: null, status: "Coming Soon" });
    expect(res.body.data.find((c) => c._id === first.id)?.contestCategoryId).toBeNull();
  });

  it("says how many places are left, counted as the contest page counts them", async () => {
    const res = await getJson<Ok<ContestSummary[]>>(t.app, "/api/contest/active");
    expect(res.body.data.find((c) => c._id === full.id)).toMatchObject({ maxParticipants: 1, placesLeft: 0, isFull: true });
    const detail = await getJson<Ok<Contest>>(t.app, `/api/contest/get/${full.id}`);
    expect(detail.body.data).toMatchObject({ placesLeft: 0, isFull: true });
  });
});

describe("GET /api/contest/get/:id", () => {
  it("answers the contest with its category, places, prizes in rupees and judges", async () => {
    const res = await getJson<Ok<Contest>>(t.app, `/api/contest/get/${detailed.id}`);
    expect(res.status).toBe(200);
    const contest = res.body.data;
    expect(contest._id).toBe(detailed.id);
    expect(contest.title).toBe("City Hustle");
    expect(contest.contestCategoryId).toEqual({ _id: category.id, name: "Reels", slug: "reels" });
    expect(contest.entryFee).toBe(99.5);
    expect(contest.prizePool).toBe(25_000.5);
    expect(contest.status).toBe("Registration Open");
    expect(contest.gallery).toEqual(detailed.gallery);
    expect(contest.rules).toEqual(detailed.rules);
    expect(contest.requirements).toEqual(detailed.requirements);
    expect(contest.eligibilityCriteria.location).toEqual({
      countries: [
        { _id: india.id, countryName: "India" },
        { _id: nepal.id, countryName: "Nepal" },
      ],
      states: [
        { _id: assam.id, stateName: "Assam" },
        { _id: goa.id, stateName: "Goa" },
      ],
      districts: [],
      cities: [
        { _id: guwahati.id, cityName: "Guwahati" },
        { _id: panaji.id, cityName: "Panaji" },
      ],
    });
    expect(contest.prizes.map(({ _id, ...prize }) => prize)).toEqual([
      { title: "Winner", rank: 1, amount: 10_000, description: "First place" },
      { title: "Runner-up", rank: 2, amount: 2_500.5, description: "Second place" },
    ]);
    expect(contest.judges).toEqual([
      {
        judgeId: { _id: headJudge.id, firstName: "Anika", lastName: "Rao", profession: "Director", profileImage: headJudge.profileImage },
        role: "Head Judge",
      },
      {
        judgeId: { _id: guestJudge.id, firstName: "Farhan", lastName: "Ali", profession: "Editor", profileImage: guestJudge.profileImage },
        role: "Guest Judge",
      },
    ]);
  });

  it("counts only completed registrations and is not full below the limit", async () => {
    const res = await getJson<Ok<Contest>>(t.app, `/api/contest/get/${detailed.id}`);
    expect(res.body.data.participantCount).toBe(2);
    expect(res.body.data.maxParticipants).toBe(100);
    expect(res.body.data.isFull).toBe(false);
  });

  it("is full once completed registrations reach maxParticipants", async () => {
    const res = await getJson<Ok<Contest>>(t.app, `/api/contest/get/${full.id}`);
    expect(res.body.data).toMatchObject({ participantCount: 1, maxParticipants: 1, isFull: true });
  });

  it("keeps winnersDetails empty until the winners are declared", async () => {
    const res = await getJson<Ok<Contest>>(t.app, `/api/contest/get/${detailed.id}`);
    expect(res.body.data.winnersDeclared).toBe(false);
    expect(res.body.data.winnersDetails).toEqual([]);
    expect(res.raw.body).not.toContain(undeclaredWinner.id);
  });

  it("lists the winners by rank, prize amounts in rupees, once declared", async () => {
    const res = await getJson<Ok<Contest>>(t.app, `/api/contest/get/${declared.id}`);
    expect(res.body.data.winnersDeclared).toBe(true);
    expect(res.body.data.isCompleted).toBe(true);
    expect(res.body.data.winnersDetails).toEqual([
      { subscriberId: winnerOne.id, prizeRank: 1, prizeTitle: "Winner", prizeAmount: 5_000 },
      { subscriberId: winnerTwo.id, prizeRank: 2, prizeTitle: "Runner-up", prizeAmount: 1_500.25 },
    ]);
  });

  it("answers empty lists and nulls for a contest with no places, prizes, judges or dates", async () => {
    const res = await getJson<Ok<Contest>>(t.app, `/api/contest/get/${free.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      entryFee: 0,
      contestCategoryId: null,
      registrationStartDate: null,
      registrationEndDate: null,
      eligibilityCriteria: { location: { countries: [], states: [], cities: [] } },
      prizes: [],
      judges: [],
      winnersDetails: [],
      participantCount: 0,
      isFull: false,
    });
  });

  it("sanitises the description HTML", async () => {
    const res = await getJson<Ok<Contest>>(t.app, `/api/contest/get/${detailed.id}`);
    const html = res.body.data.description;
    expect(html).toContain("<p>Show your <em>city</em>.</p>");
    expect(html).toContain('<img src="/uploads/c.webp" />');
    expect(html).not.toMatch(/<script|onerror|alert/i);
  });

  it("answers 404 with a message for an inactive contest and an unknown id", async () => {
    expect(expectErrorShape(await getJson(t.app, `/api/contest/get/${inactive.id}`), 404).message).toBe("Contest not found.");
    expect(expectErrorShape(await getJson(t.app, `/api/contest/get/${"0".repeat(24)}`), 404).message).toBe("Contest not found.");
  });

  it.each(["xyz", "0".repeat(23), "0".repeat(25), "A".repeat(24), `${"0".repeat(23)}g`, "%20"])(
    "refuses the malformed id %j with 400 and a message",
    async (id) => {
      const body = expectErrorShape(await getJson(t.app, `/api/contest/get/${id}`), 400);
      expect(body.message).toContain("id");
    },
  );
});

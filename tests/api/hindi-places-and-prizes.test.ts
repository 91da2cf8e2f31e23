import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appContext } from "#app/router-context.ts";
import { loadApplicantsPage } from "#app/routes/applicants.server.ts";
import { loadContestPage } from "#app/routes/contest.server.ts";
import { readIndiaPlaces } from "#db/places/read-places-file.ts";
import { india } from "#db/seed/india-locations.ts";
import { countries, prizes, states } from "#db/schema.ts";
import type { Contest } from "#shared/api-types.ts";
import { eligiblePlaceNames } from "#shared/eligible-places.ts";
import { stateName } from "#shared/places/state-names.ts";
import { cookieForEmail } from "../support/creator-session.ts";
import {
  createCity,
  createContest,
  createCountry,
  createPrize,
  createState,
  createSubscriber,
  createUser,
  createWinner,
} from "../support/factories.ts";
import { getJson } from "../support/inject.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * What the Hindi site still showed in English: India's states (stored once, in English) and the
 * winners' prize titles (the organiser's Hindi title, prizes.titleHi). Both are named on the server
 * for a Hindi request; the English site is unchanged.
 */
let t: TestApp;
const HINDI = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.5" };
const ids = {} as Record<"statesContest" | "finished" | "first" | "second" | "third" | "up" | "mp", string>;

type Db = TestApp["database"]["db"];

/** The template database may hold the site's places already; a test's own are added otherwise. */
async function countryNamed(db: Db, name: string) {
  const [found] = await db.select().from(countries).where(eq(countries.countryName, name));
  return found ?? createCountry(db, { countryName: name });
}
async function stateNamed(db: Db, countryId: string, name: string) {
  const [found] = await db.select().from(states).where(eq(states.stateName, name));
  return found ?? createState(db, { countryId, stateName: name });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const indiaRow = await countryNamed(db, "India");
  const up = await stateNamed(db, indiaRow.id, "Uttar Pradesh");
  const mp = await stateNamed(db, indiaRow.id, "Madhya Pradesh");
  const bagmati = await stateNamed(db, (await countryNamed(db, "Nepal")).id, "Bagmati Province");
  ids.up = up.id;
  ids.mp = mp.id;
  ids.statesContest = (await createContest(db, { title: "State Flex", eligibleStateIds: [mp.id, up.id, bagmati.id] })).id;

  const finished = await createContest(db, {
    title: "Chai and Comedy",
    isCompleted: true,
    winnersDeclared: true,
    entryFeePaise: 0,
    registrationStartDate: new Date(Date.now() - 30 * 86_400_000),
    registrationEndDate: new Date(Date.now() - 20 * 86_400_000),
    contestStartDate: new Date(Date.now() - 15 * 86_400_000),
    contestEndDate: new Date(Date.now() - 5 * 86_400_000),
  });
  ids.finished = finished.id;
  // First has a Hindi title; Second has none (its English shows); Third was renamed after the results,
  // so its winner keeps the English title it was declared with and no Hindi that may say something else.
  await createPrize(db, { contestId: finished.id, rank: 1, title: "First", titleHi: "प्रथम", amountPaise: 700_000 });
  await createPrize(db, { contestId: finished.id, rank: 2, title: "Second", titleHi: "  ", amountPaise: 300_000 });
  await createPrize(db, { contestId: finished.id, rank: 3, title: "Third place", titleHi: "तृतीय स्थान", amountPaise: 100_000 });
  const city = await createCity(db, { stateId: up.id, cityName: "Gorakhpur" });
  const places = { countryId: indiaRow.id, stateId: up.id, cityId: city.id };
  const entries = await Promise.all(
    ["Asha", "Bela", "Chand"].map(async (firstName) => {
      const user = await createUser(db, { firstName, ...places });
      return createSubscriber(db, { contestId: finished.id, userId: user.id, isPaid: false });
    }),
  );
  [ids.first, ids.second, ids.third] = entries.map((entry) => entry.id) as [string, string, string];
  await createWinner(db, { contestId: finished.id, subscriberId: ids.first, prizeRank: 1, prizeTitle: "First", prizeAmountPaise: 700_000 });
  await createWinner(db, {
    contestId: finished.id,
    subscriberId: ids.second,
    prizeRank: 2,
    prizeTitle: "Second",
    prizeAmountPaise: 300_000,
  });
  await createWinner(db, { contestId: finished.id, subscriberId: ids.third, prizeRank: 3, prizeTitle: "Third", prizeAmountPaise: 100_000 });
});

afterAll(async () => {
  await t?.close();
});

/** A page's loader as the server runs it for `path`. */
function loaderArgs(path: string, contestId: string) {
  const context = new RouterContextProvider();
  context.set(appContext, t.app.ctx);
  return { request: new Request(`http://contests.example.in${path}`), context, params: { contestId } } as never;
}

describe("India's states in Hindi", () => {
  it("has the Hindi name of every state and union territory the seed and the places dataset hold", () => {
    const names = new Set([...india.states.map((s) => s.name), ...readIndiaPlaces().map((s) => s.name)]);
    expect(names.size).toBe(36);
    const missing = [...names].filter((name) => stateName(name, "hi") === name);
    expect(missing).toEqual([]);
    expect(stateName("Uttar Pradesh", "hi")).toBe("उत्तर प्रदेश");
    expect(stateName("Dadra and Nagar Haveli and Daman and Diu", "hi")).toBe("दादरा और नगर हवेली और दमन और दीव");
    expect(stateName("Uttar Pradesh", "en")).toBe("Uttar Pradesh");
    expect(stateName("Bagmati Province", "hi")).toBe("Bagmati Province");
  });

  it("names the contest's allowed states in Hindi, in Hindi order, for the Hindi API call and the Hindi page's loader", async () => {
    const hindi = (await getJson<{ data: Contest }>(t.app, `/api/contest/get/${ids.statesContest}`, HINDI)).body.data;
    // उ before म in Hindi, Devanagari before Latin; a state without a Hindi name (Nepal's) keeps its stored one.
    expect(hindi.eligibilityCriteria.location.states.map((s) => s.stateName)).toEqual(["उत्तर प्रदेश", "मध्य प्रदेश", "Bagmati Province"]);
    const english = (await getJson<{ data: Contest }>(t.app, `/api/contest/get/${ids.statesContest}`)).body.data;
    expect(english.eligibilityCriteria.location.states.map((s) => s.stateName)).toEqual([
      "Bagmati Province",
      "Madhya Pradesh",
      "Uttar Pradesh",
    ]);

    // The page: the "Allowed states" row and the eligibility line read these names.
    const page = await loadContestPage(loaderArgs(`/hi/contest/${ids.statesContest}`, ids.statesContest));
    const location = page.contest.eligibilityCriteria.location;
    expect(location.states).toEqual([
      { _id: ids.up, stateName: "उत्तर प्रदेश" },
      { _id: ids.mp, stateName: "मध्य प्रदेश" },
      { _id: expect.any(String), stateName: "Bagmati Province" },
    ]);
    expect(eligiblePlaceNames(location, "{name} ज़िला")).toEqual(["उत्तर प्रदेश", "मध्य प्रदेश", "Bagmati Province"]);
    const englishPage = await loadContestPage(loaderArgs(`/contest/${ids.statesContest}`, ids.statesContest));
    expect(englishPage.contest.eligibilityCriteria.location.states.map((s) => s.stateName)).toContain("Uttar Pradesh");
  });

  it("names the state in the confirm dialog's lookup in Hindi for a Hindi call, the town as stored", async () => {
    const user = await createUser(t.database.db, {
      countryId: (await countryNamed(t.database.db, "India")).id,
      stateId: ids.up,
      cityId: (await createCity(t.database.db, { stateId: ids.up, cityName: "Basti" })).id,
    });
    const cookie = await cookieForEmail(t.app, user.email);
    type Masked = { data: { stateId: { _id: string; stateName: string }; cityId: { cityName: string } } };
    const hindi = await getJson<Masked>(t.app, `/api/user/getByEmail/${user.email}`, { cookie, ...HINDI });
    expect(hindi.body.data.stateId).toEqual({ _id: ids.up, stateName: "उत्तर प्रदेश" });
    expect(hindi.body.data.cityId.cityName).toBe("Basti");
    const english = await getJson<Masked>(t.app, `/api/user/getByEmail/${user.email}`, { cookie });
    expect(english.body.data.stateId.stateName).toBe("Uttar Pradesh");
  });
});

describe("the winners' prize titles on the Hindi contest and applicants pages", () => {
  it("answers each winner's prize in Hindi where the organiser wrote it, in English where not", async () => {
    const hindi = (await getJson<{ data: Contest }>(t.app, `/api/contest/get/${ids.finished}`, HINDI)).body.data;
    expect(hindi.winnersDetails.map((w) => [w.subscriberId, w.prizeTitle])).toEqual([
      [ids.first, "प्रथम"],
      [ids.second, "Second"],
      [ids.third, "Third"],
    ]);
    const english = (await getJson<{ data: Contest }>(t.app, `/api/contest/get/${ids.finished}`)).body.data;
    expect(english.winnersDetails.map((w) => w.prizeTitle)).toEqual(["First", "Second", "Third"]);
  });

  it("shows the Hindi prize title in the Hindi contest page's winners strip and on its applicants page", async () => {
    const page = await loadContestPage(loaderArgs(`/hi/contest/${ids.finished}`, ids.finished));
    expect(page.winners.map((w) => [w.rankLabel, w.prizeLabel])).toEqual([
      ["#1", "प्रथम (₹7,000)"],
      ["#2", "Second (₹3,000)"],
      ["#3", "Third (₹1,000)"],
    ]);
    // The applicants page splits the same contest's winners in the browser, from its loader's contest.
    const applicants = await loadApplicantsPage(loaderArgs(`/hi/contest/${ids.finished}/applicants`, ids.finished));
    expect(applicants.contest.winnersDetails.find((w) => w.subscriberId === ids.first)?.prizeTitle).toBe("प्रथम");

    const english = await loadContestPage(loaderArgs(`/contest/${ids.finished}`, ids.finished));
    expect(english.winners.map((w) => w.prizeLabel)).toEqual(["First (₹7,000)", "Second (₹3,000)", "Third (₹1,000)"]);
  });

  it("follows a console change of the Hindi title once the contest's pages are dropped from the cache", async () => {
    await t.database.db.update(prizes).set({ titleHi: "दूसरा" }).where(eq(prizes.title, "Second"));
    t.app.ctx.cache.invalidate("contest:");
    const page = await loadContestPage(loaderArgs(`/hi/contest/${ids.finished}`, ids.finished));
    expect(page.winners[1]?.prizeLabel).toBe("दूसरा (₹3,000)");
  });
});

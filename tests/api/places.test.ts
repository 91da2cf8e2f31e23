import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importIndiaPlaces } from "#db/places/import-places.ts";
import { cities, countries, states } from "#db/schema.ts";
import type { City, District, PincodePlace } from "#shared/api-types.ts";
import { signInCreator } from "../support/creator-session.ts";
import { createCity, createCountry, createState } from "../support/factories.ts";
import { expectErrorShape, getJson, postJson } from "../support/inject.ts";
import { placesSample } from "../support/places-sample.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

type Ok<T> = { isOk: true; data: T };

let t: TestApp;
let up: string;
let demoGorakhpur: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // A database seeded before the import: India, Uttar Pradesh and its Gorakhpur without a district.
  const india = await createCountry(db, { countryName: "India" });
  up = (await createState(db, { countryId: india.id, stateName: "Uttar Pradesh" })).id;
  demoGorakhpur = (await createCity(db, { stateId: up, cityName: "Gorakhpur" })).id;
  const nepal = await createCountry(db, { countryName: "Nepal" });
  await createCity(db, {
    stateId: (await createState(db, { countryId: nepal.id, stateName: "Bagmati Province" })).id,
    cityName: "Kathmandu",
  });
  const report = await importIndiaPlaces(db, { data: placesSample(), version: "test-sample" });
  expect(report).toMatchObject({ imported: true, districts: 3 });
});

afterAll(async () => {
  await t?.close();
});

describe("the places import", () => {
  it("runs once per version, keeps the places that were there and leaves the other countries alone", async () => {
    const db = t.database.db;
    expect(await importIndiaPlaces(db, { data: placesSample(), version: "test-sample" })).toMatchObject({ imported: false });
    const [gorakhpur] = await db.select().from(cities).where(eq(cities.id, demoGorakhpur));
    expect(gorakhpur?.districtId).toBeTruthy();
    expect((await db.select().from(countries)).map((c) => c.countryName).sort()).toEqual(["India", "Nepal"]);
    expect((await db.select().from(states).where(eq(states.stateName, "Uttar Pradesh"))).map((s) => s.id)).toEqual([up]);
  });
});

describe("GET /api/location/pincode/:pincode", () => {
  it("answers the towns of a pincode with state and district, the town named like its district first, and takes '273 001'", async () => {
    const res = await getJson<Ok<PincodePlace[]>>(t.app, "/api/location/pincode/273%20001");
    expect(res.status).toBe(200);
    expect(res.raw.headers["cache-control"]).toContain("max-age=60");
    const [first, ...rest] = res.body.data;
    expect(first).toMatchObject({
      _id: demoGorakhpur,
      cityName: "Gorakhpur",
      stateId: up,
      stateName: "Uttar Pradesh",
      districtName: "Gorakhpur",
    });
    expect(rest.length).toBeGreaterThan(3);
    expect(rest.every((p) => p.stateName === "Uttar Pradesh" && p.districtName === "Gorakhpur")).toBe(true);
  });

  it("offers every town of a pincode with several (194101 in Ladakh)", async () => {
    const res = await getJson<Ok<PincodePlace[]>>(t.app, "/api/location/pincode/194101");
    expect(res.body.data.length).toBeGreaterThan(5);
    expect(res.body.data[0]).toMatchObject({ cityName: "Leh", stateName: "Ladakh", districtName: "Leh" });
  });

  it("answers an empty list for an unknown pincode and 400 for one that is not 6 digits", async () => {
    expect((await getJson<Ok<PincodePlace[]>>(t.app, "/api/location/pincode/999999")).body.data).toEqual([]);
    expectErrorShape(await getJson(t.app, "/api/location/pincode/12345"), 400);
    expectErrorShape(await getJson(t.app, "/api/location/pincode/abcdef"), 400);
  });
});

describe("GET /api/location/search/city/state/:stateId", () => {
  it("finds a state's towns by the start of their name or of a word in it, at most 20, names starting with it first", async () => {
    const res = await getJson<Ok<City[]>>(t.app, `/api/location/search/city/state/${up}?q=GORA`);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ cityName: "Gorakhpur", districtName: "Gorakhpur" });
    expect(res.body.data.every((c) => /(^|[ (])gora/i.test(c.cityName))).toBe(true);
    const all = await getJson<Ok<City[]>>(t.app, `/api/location/search/city/state/${up}?q=`);
    expect(all.body.data).toHaveLength(20);
    // The town people mean comes first: the district's own, before shorter names that start alike.
    expect(all.body.data[0]).toMatchObject({ cityName: "Gorakhpur", districtName: "Gorakhpur" });
    const go = await getJson<Ok<City[]>>(t.app, `/api/location/search/city/state/${up}?q=go`);
    expect(go.body.data[0]).toMatchObject({ cityName: "Gorakhpur", districtName: "Gorakhpur" });
    expect(go.body.data.map((c) => c.cityName)).toContain("Golghar");
    const words = await getJson<Ok<City[]>>(t.app, `/api/location/search/city/state/${up}?q=road`);
    expect(words.body.data.map((c) => c.cityName)).toContain("Bank Road (Gorakhpur)");
  });

  it("takes LIKE's wildcards literally and refuses a malformed state id", async () => {
    expect((await getJson<Ok<City[]>>(t.app, `/api/location/search/city/state/${up}?q=%25`)).body.data).toEqual([]);
    expectErrorShape(await getJson(t.app, "/api/location/search/city/state/up?q=a"), 400);
  });
});

describe("a town that is not listed", () => {
  it("needs the creator's session, and keeps one place for one town of a district however it is typed", async () => {
    const districts = await getJson<Ok<District[]>>(t.app, `/api/location/list/district/state/${up}`);
    const gorakhpurDistrict = districts.body.data.find((d) => d.districtName === "Gorakhpur") as District;
    expectErrorShape(
      await postJson(t.app, "/api/location/unlisted-town", { districtId: gorakhpurDistrict._id, townName: "Chauri Nagar" }),
      401,
    );
    const cookie = await signInCreator(t.app, "new.town@example.in");
    const made = await postJson<Ok<City>>(
      t.app,
      "/api/location/unlisted-town",
      { districtId: gorakhpurDistrict._id, townName: "  Chauri   Nagar " },
      { cookie },
    );
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ cityName: "Chauri Nagar", stateId: up, districtName: "Gorakhpur", listed: false });
    const again = await postJson<Ok<City>>(
      t.app,
      "/api/location/unlisted-town",
      { districtId: gorakhpurDistrict._id, townName: "chauri nagar" },
      { cookie },
    );
    expect(again.body.data._id).toBe(made.body.data._id);
    // Not offered to other creators until an organiser adds it.
    const search = await getJson<Ok<City[]>>(t.app, `/api/location/search/city/state/${up}?q=chauri`);
    expect(search.body.data.map((c) => c._id)).not.toContain(made.body.data._id);
    // A listed town typed as missing is the listed town.
    const listed = await postJson<Ok<City>>(
      t.app,
      "/api/location/unlisted-town",
      { districtId: gorakhpurDistrict._id, townName: "gorakhpur" },
      { cookie },
    );
    expect(listed.body.data).toMatchObject({ _id: demoGorakhpur });
    expect(listed.body.data.listed).toBeUndefined();
    const bad = expectErrorShape(
      await postJson(t.app, "/api/location/unlisted-town", { districtId: gorakhpurDistrict._id, townName: "1" }, { cookie }),
      400,
    );
    expect(JSON.stringify(bad)).toContain("Type your town");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/ids.ts";
import { placePincodes } from "#db/schema/places.ts";
import type { City, Country, PincodePlace, State } from "#shared/api-types.ts";
import { type CityRow, type CountryRow, createCity, createCountry, createState, type StateRow } from "../support/factories.ts";
import { expectErrorShape, getJson } from "../support/inject.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

type Ok<T> = { isOk: true; data: T };

let t: TestApp;
let india: CountryRow;
let bhutan: CountryRow;
let empty: CountryRow;
let kerala: StateRow;
let bihar: StateRow;
let thimphuDistrict: StateRow;
let patna: CityRow;
let gaya: CityRow;
let kochi: CityRow;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  india = await createCountry(db, { countryName: "India" });
  bhutan = await createCountry(db, { countryName: "Bhutan" });
  empty = await createCountry(db, { countryName: "Zanzibar" });
  kerala = await createState(db, { countryId: india.id, stateName: "Kerala" });
  bihar = await createState(db, { countryId: india.id, stateName: "Bihar" });
  thimphuDistrict = await createState(db, { countryId: bhutan.id, stateName: "Thimphu" });
  patna = await createCity(db, { stateId: bihar.id, cityName: "Patna" });
  gaya = await createCity(db, { stateId: bihar.id, cityName: "Gaya" });
  kochi = await createCity(db, { stateId: kerala.id, cityName: "Kochi" });
});

afterAll(async () => {
  await t?.close();
});

describe("GET /api/location/list/country", () => {
  it("lists every country by name as _id and countryName", async () => {
    const res = await getJson<Ok<Country[]>>(t.app, "/api/location/list/country");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isOk: true,
      data: [
        { _id: bhutan.id, countryName: "Bhutan" },
        { _id: india.id, countryName: "India" },
        { _id: empty.id, countryName: "Zanzibar" },
      ],
    });
  });

  it("names the countries in Hindi for a Hindi page, the one it has a Hindi name for", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/location/list/country", headers: { "accept-language": "hi" } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Ok<Country[]>).data).toEqual([
      { _id: bhutan.id, countryName: "Bhutan" },
      { _id: india.id, countryName: "भारत" },
      { _id: empty.id, countryName: "Zanzibar" },
    ]);
    // The English list is unchanged after it: each language's answer is its own.
    const english = await getJson<Ok<Country[]>>(t.app, "/api/location/list/country");
    expect(english.body.data.map((c) => c.countryName)).toEqual(["Bhutan", "India", "Zanzibar"]);
  });
});

describe("GET /api/location/list/state/country/:countryId", () => {
  it("lists only that country's states, by name", async () => {
    const res = await getJson<Ok<State[]>>(t.app, `/api/location/list/state/country/${india.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isOk: true,
      data: [
        { _id: bihar.id, stateName: "Bihar", countryId: india.id },
        { _id: kerala.id, stateName: "Kerala", countryId: india.id },
      ],
    });
    expect(res.raw.body).not.toContain(thimphuDistrict.id);
  });

  it("names India's states in Hindi for a Hindi call, in Hindi order, and keeps each language's list apart", async () => {
    const english = () => getJson<Ok<State[]>>(t.app, `/api/location/list/state/country/${india.id}`);
    const hindi = () =>
      getJson<Ok<State[]>>(t.app, `/api/location/list/state/country/${india.id}`, { "accept-language": "hi-IN,hi;q=0.9" });
    expect((await english()).body.data.map((s) => s.stateName)).toEqual(["Bihar", "Kerala"]);
    // केरल comes before बिहार in Hindi (क before ब), the other way round from English.
    expect((await hindi()).body.data).toEqual([
      { _id: kerala.id, stateName: "केरल", countryId: india.id },
      { _id: bihar.id, stateName: "बिहार", countryId: india.id },
    ]);
    expect((await english()).body.data.map((s) => s.stateName)).toEqual(["Bihar", "Kerala"]);
    expect((await hindi()).body.data.map((s) => s.stateName)).toEqual(["केरल", "बिहार"]);
  });

  it("keeps a state it has no Hindi name for as stored on the Hindi site", async () => {
    const res = await getJson<Ok<State[]>>(t.app, `/api/location/list/state/country/${bhutan.id}`, { "accept-language": "hi" });
    expect(res.body.data).toEqual([{ _id: thimphuDistrict.id, stateName: "Thimphu", countryId: bhutan.id }]);
  });

  it("answers an empty list for a country without states", async () => {
    const res = await getJson<Ok<State[]>>(t.app, `/api/location/list/state/country/${empty.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it("answers 404 with a message for an unknown country, 400 for a malformed id", async () => {
    expect(expectErrorShape(await getJson(t.app, `/api/location/list/state/country/${"f".repeat(24)}`), 404).message).toBe(
      "Country not found",
    );
    expectErrorShape(await getJson(t.app, "/api/location/list/state/country/india"), 400);
  });
});

describe("GET /api/location/list/city/state/:stateId", () => {
  it("lists only that state's cities, by name", async () => {
    const res = await getJson<Ok<City[]>>(t.app, `/api/location/list/city/state/${bihar.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isOk: true,
      data: [
        { _id: gaya.id, cityName: "Gaya", stateId: bihar.id },
        { _id: patna.id, cityName: "Patna", stateId: bihar.id },
      ],
    });
    expect(res.raw.body).not.toContain(kochi.id);
  });

  it("answers 404 with a message for an unknown state, and does not keep that failure once the state exists", async () => {
    const laterId = newId();
    expect(expectErrorShape(await getJson(t.app, `/api/location/list/city/state/${laterId}`), 404).message).toBe("State not found");
    await createState(t.database.db, { id: laterId, countryId: india.id, stateName: "Sikkim" });
    const res = await getJson<Ok<City[]>>(t.app, `/api/location/list/city/state/${laterId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it("refuses a malformed state id with 400", async () => {
    expectErrorShape(await getJson(t.app, `/api/location/list/city/state/${kerala.id.toUpperCase()}`), 400);
    expectErrorShape(await getJson(t.app, "/api/location/list/city/state/1;drop"), 400);
  });
});

describe("GET /api/location/pincode/:pincode in Hindi", () => {
  it("names the pincode's state in Hindi for a Hindi call and in English otherwise, towns as stored", async () => {
    await t.database.db.insert(placePincodes).values({ pincode: "800001", cityId: patna.id });
    const hindi = await getJson<Ok<PincodePlace[]>>(t.app, "/api/location/pincode/800001", { "accept-language": "hi" });
    expect(hindi.body.data).toEqual([{ _id: patna.id, cityName: "Patna", stateId: bihar.id, stateName: "बिहार", countryId: india.id }]);
    // The same cached answer, in English.
    const english = await getJson<Ok<PincodePlace[]>>(t.app, "/api/location/pincode/800001");
    expect(english.body.data.map((p) => p.stateName)).toEqual(["Bihar"]);
  });
});

/**
 * The console's places (docs/places.md#places-in-the-console): search by name or pincode, add, rename,
 * hide and show, the towns creators typed with their counts, merging one into a listed place or adding
 * it; who may do each, the audit rows, what the public lookups then offer, and that the next places
 * import keeps every change.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importIndiaPlaces } from "#db/places/import-places.ts";
import type { StateRecord } from "#db/places/read-places-file.ts";
import { auditLog } from "#db/schema/console.ts";
import { cities, districts, states, users } from "#db/schema.ts";
import type { City, PincodePlace } from "#shared/api-types.ts";
import type { ConsolePlaceView, PlaceListView } from "#shared/console/places.ts";
import { signInCreator } from "../support/creator-session.ts";
import { createUser } from "../support/factories.ts";
import { expectErrorShape, getJson, postJson } from "../support/inject.ts";
import { placesSample } from "../support/places-sample.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

type Ok<T> = { isOk: true; message?: string; data: T };

let t: TestApp;
let editor: string;
let viewer: string;
let creator: string;
let up: string;
let gorakhpurDistrict: string;

const list = async (query: string, cookie = viewer) => {
  const answer = await getJson<Ok<PlaceListView>>(t.app, `/api/admin/places?${query}`, { cookie });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const placeNamed = async (name: string, status = "listed") =>
  (await list(`status=${status}&q=${encodeURIComponent(name)}`)).places.find((p) => p.name === name) as ConsolePlaceView;
const change = <T = ConsolePlaceView>(path: string, body: unknown = {}, cookie = editor) =>
  postJson<Ok<T>>(t.app, `/api/admin/places${path}`, body, { cookie });
const publicSearch = async (q: string) =>
  (await getJson<Ok<City[]>>(t.app, `/api/location/search/city/state/${up}?q=${encodeURIComponent(q)}`)).body.data.map((c) => c.cityName);
const publicPincode = async (pincode: string) =>
  (await getJson<Ok<PincodePlace[]>>(t.app, `/api/location/pincode/${pincode}`)).body.data.map((c) => c.cityName);
const typeTown = async (townName: string) =>
  (await postJson<Ok<City>>(t.app, "/api/location/unlisted-town", { districtId: gorakhpurDistrict, townName }, { cookie: creator })).body
    .data;
const fieldErrors = (body: unknown) => (body as { errors?: Record<string, string> }).errors;
const auditOf = (entityId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.createdAt));

beforeAll(async () => {
  t = await createTestApp();
  await importIndiaPlaces(t.database.db, { data: placesSample(), version: "console-sample" });
  [editor, viewer, creator] = [
    await signInStaff(t.app, "editor"),
    await signInStaff(t.app, "viewer"),
    await signInCreator(t.app, "typed.town@example.in"),
  ];
  const [state] = await t.database.db.select().from(states).where(eq(states.stateName, "Uttar Pradesh"));
  up = state?.id ?? "";
  const [district] = await t.database.db
    .select()
    .from(districts)
    .where(and(eq(districts.stateId, up), eq(districts.districtName, "Gorakhpur")));
  gorakhpurDistrict = district?.id ?? "";
});

afterAll(async () => {
  await t?.close();
});

describe("who may call the places routes", () => {
  it("answers 401 signed out, lets a viewer read and refuses a viewer's change", async () => {
    expectErrorShape(await getJson(t.app, "/api/admin/places"), 401);
    expect((await getJson(t.app, "/api/admin/places", { cookie: viewer })).status).toBe(200);
    const refused = expectErrorShape(await change("", { name: "Nowhere", stateId: up, districtId: gorakhpurDistrict }, viewer), 403);
    expect(refused).toMatchObject({ action: "places.manage", requiredRole: "editor" });
    const campierganj = await placeNamed("Campierganj");
    expectErrorShape(await change(`/${campierganj.id}/hide`, {}, viewer), 403);
  });
});

describe("searching places", () => {
  it("finds places by the start of a word of their name, or by pincode, 50 a page within a state", async () => {
    const byName = await list("q=PIPR");
    expect(byName.places.map((p) => p.name)).toEqual(expect.arrayContaining(["Pipraich", "Piprouli"]));
    expect(byName.places.every((p) => /(^| )pipr/i.test(p.name))).toBe(true);
    const byPincode = await list("q=273%20158");
    expect(byPincode.places.map((p) => p.name)).toContain("Campierganj");
    expect(byPincode.places.every((p) => p.pincodes.includes("273158"))).toBe(true);
    const first = await list(`stateId=${up}`);
    const second = await list(`stateId=${up}&page=2`);
    expect(first.total).toBeGreaterThan(400);
    expect(first.places).toHaveLength(50);
    expect(second.places[0]?.name.localeCompare(first.places[49]?.name ?? "")).toBeGreaterThanOrEqual(0);
    expect(first.places.every((p) => p.stateName === "Uttar Pradesh" && p.status === "listed")).toBe(true);
    expectErrorShape(await getJson(t.app, "/api/admin/places?status=gone", { cookie: viewer }), 400);
  });
});

describe("changing places", () => {
  it("adds a town in a district, offered publicly at once, refusing a name already there at the field", async () => {
    const added = await change("", { name: "Sahjanwa  Bazar", stateId: up, districtId: gorakhpurDistrict, pincode: "273 209" });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ name: "Sahjanwa Bazar", districtName: "Gorakhpur", status: "listed", pincodes: ["273209"] });
    expect(await publicSearch("sahjanwa b")).toContain("Sahjanwa Bazar");
    expect(await publicPincode("273209")).toContain("Sahjanwa Bazar");
    const [row] = await auditOf(added.body.data.id);
    expect(row).toMatchObject({
      action: "create",
      entity: "place",
      changedFields: { name: "Sahjanwa Bazar", district: "Gorakhpur", pincode: "273209" },
    });
    const twice = expectErrorShape(await change("", { name: "sahjanwa bazar", stateId: up, districtId: gorakhpurDistrict }), 400);
    expect(fieldErrors(twice)).toEqual({ name: "Sahjanwa Bazar is already listed there." });
    const noDistrict = expectErrorShape(await change("", { name: "Elsewhere", stateId: up }), 400);
    expect(fieldErrors(noDistrict)).toEqual({ districtId: "Choose the district." });
    expect(fieldErrors(expectErrorShape(await change("", { name: "1", stateId: up, districtId: gorakhpurDistrict }), 400))).toMatchObject({
      name: "Type the place's name (letters, at least 2).",
    });
  });

  it("renames a place: the public lists follow, and a creator typing the old name gets the renamed place", async () => {
    const place = await placeNamed("Piprouli");
    const renamed = await change(`/${place.id}/rename`, { name: "Piprauli" });
    expect(renamed.body).toMatchObject({ message: "Renamed to Piprauli.", data: { id: place.id, name: "Piprauli" } });
    expect(await publicSearch("pipr")).toContain("Piprauli");
    expect(await publicSearch("pipr")).not.toContain("Piprouli");
    expect(await typeTown("piprouli")).toMatchObject({ _id: place.id, cityName: "Piprauli" });
    expect((await auditOf(place.id))[0]).toMatchObject({ action: "rename", changedFields: { from: "Piprouli", to: "Piprauli" } });
  });

  it("hides a place from the public lookups while its creators keep it, and shows it again, each once in the audit log", async () => {
    const place = await placeNamed("Campierganj");
    const creatorThere = await createUser(t.database.db, { countryId: null, stateId: up, cityId: place.id });
    expect((await change(`/${place.id}/hide`)).body).toMatchObject({ message: "Campierganj is hidden.", data: { status: "hidden" } });
    expect((await change(`/${place.id}/hide`)).body.message).toBe("Already hidden.");
    expect(await publicPincode("273158")).not.toContain("Campierganj");
    expect(await publicSearch("campier")).toEqual([]);
    expect((await getJson<Ok<City[]>>(t.app, `/api/location/list/city/state/${up}`)).body.data.map((c) => c._id)).not.toContain(place.id);
    const [kept] = await t.database.db.select({ cityId: users.cityId }).from(users).where(eq(users.id, creatorThere.id));
    expect(kept?.cityId).toBe(place.id);
    expect((await placeNamed("Campierganj", "hidden")).creators).toBe(1);
    expect((await auditOf(place.id)).map((r) => r.action)).toEqual(["hide"]);
    await change(`/${place.id}/show`);
    expect(await publicPincode("273158")).toContain("Campierganj");
    await change(`/${place.id}/hide`);
    expect((await auditOf(place.id)).map((r) => r.action)).toEqual(["hide", "show", "hide"]);
  });
});

describe("towns creators typed", () => {
  it("lists them with how many creators typed each, most first", async () => {
    const chora = await typeTown("Chauri Chora");
    const kauria = await typeTown("Jungle Kauria Nagar");
    for (const cityId of [chora._id, chora._id, kauria._id]) await createUser(t.database.db, { stateId: up, cityId });
    const typed = await list("status=unlisted");
    expect(typed.places.slice(0, 2).map((p) => [p.name, p.creators, p.districtName])).toEqual([
      ["Chauri Chora", 2, "Gorakhpur"],
      ["Jungle Kauria Nagar", 1, "Gorakhpur"],
    ]);
    expect(typed.counts.unlisted).toBe(typed.total);
  });

  it("merges a typed town into a listed place: its creators move there and the next creator who types it gets that place", async () => {
    const typed = await placeNamed("Chauri Chora", "unlisted");
    const into = await placeNamed("Chauri Chaura");
    const candidates = await getJson<Ok<ConsolePlaceView[]>>(t.app, `/api/admin/places/${typed.id}/merge-candidates?q=chauri`, {
      cookie: viewer,
    });
    expect(candidates.body.data.map((p) => p.id)).toContain(into.id);
    expectErrorShape(await change(`/${typed.id}/merge`, { intoId: typed.id }), 400);
    const merged = await change(`/${typed.id}/merge`, { intoId: into.id });
    expect(merged.body).toMatchObject({ message: "Merged into Chauri Chaura.", data: { id: into.id, creators: 2 } });
    expect(await t.database.db.select().from(cities).where(eq(cities.id, typed.id))).toEqual([]);
    expect((await auditOf(into.id))[0]).toMatchObject({
      action: "merge",
      changedFields: { merged: "Chauri Chora", into: "Chauri Chaura", creatorsMoved: 2, district: "Gorakhpur" },
    });
    expect(await typeTown("chauri  chora")).toMatchObject({ _id: into.id, cityName: "Chauri Chaura" });
    expect((await list("status=unlisted&q=chauri")).places).toEqual([]);
  });

  it("adds a typed town as a listed place, offered publicly from then on", async () => {
    const typed = await placeNamed("Jungle Kauria Nagar", "unlisted");
    expect(await publicSearch("jungle kauria n")).toEqual([]);
    const listed = await change(`/${typed.id}/list`, { name: "Jungle Kauriya Nagar", pincode: "273152" });
    expect(listed.body.data).toMatchObject({ id: typed.id, name: "Jungle Kauriya Nagar", status: "listed", creators: 1 });
    expect(await publicSearch("jungle kauriya")).toContain("Jungle Kauriya Nagar");
    expect((await auditOf(typed.id))[0]).toMatchObject({
      action: "add-typed-town",
      changedFields: { from: "Jungle Kauria Nagar", to: "Jungle Kauriya Nagar" },
    });
    expectErrorShape(await change(`/${typed.id}/merge`, { intoId: typed.id }), 409);
  });
});

describe("the next places import", () => {
  it("keeps every console change: renamed, hidden, added and merged places stay as the organiser left them", async () => {
    const db = t.database.db;
    const byName = async (name: string) =>
      db
        .select()
        .from(cities)
        .where(and(eq(cities.districtId, gorakhpurDistrict), eq(cities.cityName, name)));
    // A newer dataset that also names the merged typed town and a town still waiting in the review.
    await typeTown("Rampur Buzurg Tola");
    const newer: StateRecord[] = placesSample().map((s) =>
      s.name !== "Uttar Pradesh"
        ? s
        : {
            ...s,
            districts: s.districts.map((d) => ({
              ...d,
              towns: [...d.towns, { name: "Chauri Chora", pincodes: ["273201"] }, { name: "Rampur Buzurg Tola", pincodes: ["273212"] }],
            })),
          },
    );
    const before = (await db.select({ id: cities.id }).from(cities)).length;
    expect(await importIndiaPlaces(db, { data: newer, version: "console-sample-2" })).toMatchObject({ imported: true });
    expect((await db.select({ id: cities.id }).from(cities)).length).toBe(before);
    expect(await byName("Piprouli")).toEqual([]);
    expect(await byName("Chauri Chora")).toEqual([]);
    expect((await byName("Piprauli"))[0]?.status).toBe("listed");
    expect((await byName("Campierganj"))[0]?.status).toBe("hidden");
    expect((await byName("Sahjanwa Bazar"))[0]?.status).toBe("listed");
    expect((await byName("Jungle Kauriya Nagar"))[0]?.status).toBe("listed");
    // The town creators typed that the dataset now names is offered; the rest stays as it was.
    expect((await byName("Rampur Buzurg Tola"))[0]?.status).toBe("listed");
    expect(await publicPincode("273158")).not.toContain("Campierganj");
  });
});

import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { newId } from "../ids.ts";
import { placeFormerNames, placeImports, placePincodes } from "../schema/places.ts";
import { cities, countries, districts, states } from "../schema.ts";
import { readIndiaPlaces, type StateRecord } from "./read-places-file.ts";

/**
 * The version of db/places/india-places.tsv.gz. A new file gets a new version; each database imports
 * each version once, at start-up (docs/places.md).
 */
export const INDIA_PLACES_VERSION = "india-post-directory-2026-02-13";

export type ImportReport = { version: string; imported: boolean; districts: number; towns: number; pincodes: number };

const CHUNK = 10_000;
const lower = (text: string) => text.toLocaleLowerCase("en");

/** How a place's name is compared: lower case, spaces collapsed (the import, renames, typed towns). */
export const placeNameKey = (name: string) => lower(name.trim().replace(/\s+/g, " "));

type Rows =
  | { table: "cities"; rows: { id: string; city_name: string; state_id: string; district_id: string }[] }
  | { table: "place_pincodes"; rows: { pincode: string; city_id: string }[] };
type PgliteClient = { query: (sql: string, params: unknown[], options: { blob: Blob }) => Promise<unknown> };

/**
 * Inserts many rows at once. On PGlite through COPY from an in-memory file (a JSON parameter took
 * longer there); on PostgreSQL through one JSON parameter per chunk.
 */
async function insertRows(db: Db, { table, rows }: Rows): Promise<void> {
  const client = (db as unknown as { $client?: unknown }).$client as Partial<PgliteClient> | undefined;
  const columns = table === "cities" ? ["id", "city_name", "state_id", "district_id"] : ["pincode", "city_id"];
  if (client && typeof client.query === "function" && "dumpDataDir" in client) {
    // Names never hold a tab or newline (the places file is split on them); a backslash is COPY's escape.
    const text = rows.map((row) => columns.map((c) => (row as Record<string, string>)[c]?.replaceAll("\\", "\\\\")).join("\t")).join("\n");
    await client.query(`copy ${table} (${columns.join(", ")}) from '/dev/blob'`, [], { blob: new Blob([`${text}\n`]) });
    return;
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    if (table === "cities") {
      await db.execute(sql`insert into cities (id, city_name, state_id, district_id)
        select id, city_name, state_id, district_id from json_to_recordset(${json}::json)
          as x(id text, city_name text, state_id text, district_id text)
        on conflict do nothing`);
    } else {
      await db.execute(sql`insert into place_pincodes (pincode, city_id)
        select pincode, city_id from json_to_recordset(${json}::json) as x(pincode text, city_id text)
        on conflict do nothing`);
    }
  }
}

async function ensureCountry(db: Db, name: string): Promise<string> {
  await db.insert(countries).values({ id: newId(), countryName: name }).onConflictDoNothing();
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.countryName, name));
  if (!row) throw new Error(`country ${name} missing after insert`);
  return row.id;
}

async function ensureStates(db: Db, countryId: string, names: string[]): Promise<Map<string, string>> {
  await db
    .insert(states)
    .values(names.map((stateName) => ({ id: newId(), stateName, countryId })))
    .onConflictDoNothing();
  const rows = await db.select().from(states).where(eq(states.countryId, countryId));
  return new Map(rows.map((s) => [s.stateName, s.id]));
}

async function ensureDistricts(db: Db, data: StateRecord[], stateIds: Map<string, string>): Promise<Map<string, string>> {
  const rows = data.flatMap((s) =>
    s.districts.map((d) => ({ id: newId(), districtName: d.name, stateId: stateIds.get(s.name) as string })),
  );
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insert(districts)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  const existing = await db
    .select()
    .from(districts)
    .where(inArray(districts.stateId, [...stateIds.values()]));
  return new Map(existing.map((d) => [`${d.stateId}|${d.districtName}`, d.id]));
}

/**
 * Places that were there before the import (the demo's, or an organiser's) and have no district keep
 * their id, so contests and creators that chose them are untouched: each takes the district of the
 * dataset's town of the same name in its state, preferring the district of that name (Gorakhpur, not
 * the Gorakhpur in Hisar).
 */
async function adoptExistingPlaces(db: Db, data: StateRecord[], stateIds: Map<string, string>, districtIds: Map<string, string>) {
  const loose = await db
    .select({ id: cities.id, name: cities.cityName, stateId: cities.stateId })
    .from(cities)
    .where(and(inArray(cities.stateId, [...stateIds.values()]), sql`${cities.districtId} is null`));
  for (const place of loose) {
    const state = data.find((s) => stateIds.get(s.name) === place.stateId);
    const candidates = state?.districts.filter((d) => d.towns.some((t) => lower(t.name) === lower(place.name))) ?? [];
    const district = candidates.find((d) => lower(d.name) === lower(place.name)) ?? candidates[0];
    if (!district) continue;
    const town = district.towns.find((t) => lower(t.name) === lower(place.name));
    const districtId = districtIds.get(`${place.stateId}|${district.name}`);
    const taken = await db
      .select({ id: cities.id })
      .from(cities)
      .where(and(eq(cities.districtId, districtId as string), eq(cities.cityName, town?.name ?? place.name)));
    if (taken.length === 0)
      await db
        .update(cities)
        .set({ districtId, cityName: town?.name ?? place.name })
        .where(eq(cities.id, place.id));
  }
}

/**
 * The places already there, by district and name key: an earlier version's, the demo's, and the
 * console's (added, renamed, hidden, merged), which keep their ids, names and status. A place an
 * organiser renamed is also found by its former name, and a merged typed town by the place it went
 * into, so the dataset's name does not come back as a second place.
 */
async function storedPlaceIds(db: Db, stateIds: string[]): Promise<Map<string, string>> {
  const stored = await db
    .select({ id: cities.id, districtId: cities.districtId, name: cities.cityName })
    .from(cities)
    .where(inArray(cities.stateId, stateIds));
  const formerNames = await db
    .select({ id: placeFormerNames.cityId, districtId: placeFormerNames.districtId, nameKey: placeFormerNames.nameKey })
    .from(placeFormerNames)
    .innerJoin(cities, eq(cities.id, placeFormerNames.cityId))
    .where(inArray(cities.stateId, stateIds));
  const idOf = new Map(formerNames.map((f) => [`${f.districtId}|${f.nameKey}`, f.id]));
  // A place's own name wins over another's former name.
  for (const c of stored) idOf.set(`${c.districtId}|${placeNameKey(c.name)}`, c.id);
  return idOf;
}

/** A town creators typed (unlisted) that the dataset now names is listed; hidden places stay hidden. */
async function listTypedTownsTheDatasetNames(
  db: Db,
  data: StateRecord[],
  stateIds: Map<string, string>,
  districtIds: Map<string, string>,
): Promise<void> {
  const typed = await db
    .select({ id: cities.id, districtId: cities.districtId, name: cities.cityName })
    .from(cities)
    .where(and(inArray(cities.stateId, [...stateIds.values()]), eq(cities.status, "unlisted")));
  if (typed.length === 0) return;
  const named = new Set(
    data.flatMap((s) =>
      s.districts.flatMap((d) => d.towns.map((t) => `${districtIds.get(`${stateIds.get(s.name)}|${d.name}`)}|${placeNameKey(t.name)}`)),
    ),
  );
  const listed = typed.filter((c) => named.has(`${c.districtId}|${placeNameKey(c.name)}`)).map((c) => c.id);
  if (listed.length > 0) await db.update(cities).set({ status: "listed" }).where(inArray(cities.id, listed));
}

/** Imports India's states, districts, towns and pincodes once per version (docs/places.md). */
export async function importIndiaPlaces(db: Db, options: { data?: StateRecord[]; version?: string } = {}): Promise<ImportReport> {
  const version = options.version ?? INDIA_PLACES_VERSION;
  return db.transaction(async (tx) => {
    // Several processes may start together on one PostgreSQL: one imports, the others wait and skip.
    await tx.execute(sql`select pg_advisory_xact_lock(727003)`);
    const [done] = await tx.select().from(placeImports).where(eq(placeImports.version, version));
    if (done) return { version, imported: false, districts: done.districts, towns: done.towns, pincodes: done.pincodes };
    const data = options.data ?? readIndiaPlaces();
    const countryId = await ensureCountry(tx, "India");
    const stateIds = await ensureStates(
      tx,
      countryId,
      data.map((s) => s.name),
    );
    const districtIds = await ensureDistricts(tx, data, stateIds);
    await adoptExistingPlaces(tx, data, stateIds, districtIds);

    const { cityRows, pincodeRows } = await townRows(tx, data, stateIds, districtIds);
    await insertRows(tx, { table: "cities", rows: cityRows });
    await listTypedTownsTheDatasetNames(tx, data, stateIds, districtIds);
    const newPairs = await newPincodePairs(tx, pincodeRows, stateIds);
    await insertRows(tx, { table: "place_pincodes", rows: newPairs });
    const report = {
      districts: districtIds.size,
      towns: data.reduce((n, s) => n + s.districts.reduce((m, d) => m + d.towns.length, 0), 0),
      pincodes: new Set(pincodeRows.map((r) => r.pincode)).size,
    };
    await tx.insert(placeImports).values({ version, ...report });
    return { version, imported: true, ...report };
  });
}

/** The towns not stored yet, and every town's pincodes (towns stored before keep their ids). */
async function townRows(tx: Db, data: StateRecord[], stateIds: Map<string, string>, districtIds: Map<string, string>) {
  const idOf = await storedPlaceIds(tx, [...stateIds.values()]);
  const cityRows: { id: string; city_name: string; state_id: string; district_id: string }[] = [];
  const pincodeRows: { pincode: string; city_id: string }[] = [];
  for (const state of data) {
    const stateId = stateIds.get(state.name) as string;
    for (const district of state.districts) {
      const districtId = districtIds.get(`${stateId}|${district.name}`) as string;
      for (const town of district.towns) {
        const key = `${districtId}|${placeNameKey(town.name)}`;
        let cityId = idOf.get(key);
        if (!cityId) {
          cityId = newId();
          idOf.set(key, cityId);
          cityRows.push({ id: cityId, city_name: town.name, state_id: stateId, district_id: districtId });
        }
        for (const pincode of town.pincodes) pincodeRows.push({ pincode, city_id: cityId });
      }
    }
  }
  return { cityRows, pincodeRows };
}

/** A later version adds to what an earlier one stored: pairs already there are left out. */
async function newPincodePairs(tx: Db, pincodeRows: { pincode: string; city_id: string }[], stateIds: Map<string, string>) {
  const known = await tx
    .select({ pincode: placePincodes.pincode, cityId: placePincodes.cityId })
    .from(placePincodes)
    .innerJoin(cities, eq(cities.id, placePincodes.cityId))
    .where(inArray(cities.stateId, [...stateIds.values()]));
  const had = new Set(known.map((k) => `${k.pincode}|${k.cityId}`));
  const seen = new Set<string>();
  return pincodeRows.filter((r) => {
    const key = `${r.pincode}|${r.city_id}`;
    if (had.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

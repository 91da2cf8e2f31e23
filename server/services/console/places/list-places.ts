import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { placePincodes } from "#db/schema/places.ts";
import { cities, countries, districts, type PlaceStatus, states, users } from "#db/schema.ts";
import { type ConsolePlaceView, PLACE_PAGE_SIZE, type PlaceListOptions, type PlaceListView } from "#shared/console/places.ts";
import { normalisePincode } from "#shared/registration/forgiving-input.ts";
import { notFound } from "../../../errors.ts";
import { townSearchKey } from "../../locations/find-towns.ts";

/** Pincodes shown beside a place; the rest are found by searching one. */
const PINCODES_SHOWN = 4;
const MERGE_CANDIDATES = 20;

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const nameKey = sql`lower(${cities.cityName})`;

/** Places whose name, or a word of it, starts with what was typed; or every place of a 6-digit pincode. */
function searchCondition(q: string): SQL | undefined {
  const pincode = normalisePincode(q);
  if (/^\d{6}$/.test(pincode))
    return inArray(cities.id, sql`(select ${placePincodes.cityId} from ${placePincodes} where ${placePincodes.pincode} = ${pincode})`);
  const key = townSearchKey(q);
  if (key === "") return undefined;
  return sql`(${nameKey} like ${`${likeLiteral(key)}%`} or ${nameKey} like ${`% ${likeLiteral(key)}%`})`;
}

const placeColumns = {
  id: cities.id,
  name: cities.cityName,
  status: cities.status,
  stateId: cities.stateId,
  stateName: states.stateName,
  districtId: cities.districtId,
  districtName: districts.districtName,
};
type PlaceRow = {
  id: string;
  name: string;
  status: PlaceStatus;
  stateId: string;
  stateName: string;
  districtId: string | null;
  districtName: string | null;
};

/** The rows as the console shows them, with a few pincodes and how many creators name each. */
async function withPincodesAndCreators(db: Db, rows: PlaceRow[]): Promise<ConsolePlaceView[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [pincodes, creators] = await Promise.all([
    db
      .select({ cityId: placePincodes.cityId, pincode: placePincodes.pincode })
      .from(placePincodes)
      .where(inArray(placePincodes.cityId, ids))
      .orderBy(asc(placePincodes.pincode)),
    db.select({ cityId: users.cityId, count: count() }).from(users).where(inArray(users.cityId, ids)).groupBy(users.cityId),
  ]);
  const countOf = new Map(creators.map((c) => [c.cityId, Number(c.count)]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    status: r.status,
    stateId: r.stateId,
    stateName: r.stateName,
    districtId: r.districtId,
    districtName: r.districtName,
    pincodes: pincodes
      .filter((p) => p.cityId === r.id)
      .slice(0, PINCODES_SHOWN)
      .map((p) => p.pincode),
    creators: countOf.get(r.id) ?? 0,
  }));
}

const selectPlaces = (db: Db) =>
  db
    .select(placeColumns)
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .leftJoin(districts, eq(districts.id, cities.districtId));

/**
 * One tab of the console's places, searched by name or pincode and narrowed to a state, 50 a page.
 * Towns creators typed come with the most creators first (the ones worth reviewing); the others by name.
 */
export async function listConsolePlaces(db: Db, options: PlaceListOptions & { pageSize?: number }): Promise<PlaceListView> {
  const pageSize = options.pageSize ?? PLACE_PAGE_SIZE;
  const where = and(
    eq(cities.status, options.status),
    options.stateId ? eq(cities.stateId, options.stateId) : undefined,
    searchCondition(options.q),
  );
  const creatorCount = sql<number>`(select count(*) from ${users} where ${users.cityId} = ${cities.id})`;
  const order =
    options.status === "unlisted" ? [desc(creatorCount), asc(cities.cityName)] : [asc(cities.cityName), asc(districts.districtName)];
  const [rows, [matching], grouped] = await Promise.all([
    selectPlaces(db)
      .where(where)
      .orderBy(...order, asc(cities.id))
      .limit(pageSize)
      .offset((options.page - 1) * pageSize),
    db.select({ count: count() }).from(cities).where(where),
    db.select({ status: cities.status, count: count() }).from(cities).groupBy(cities.status),
  ]);
  const counts = { listed: 0, hidden: 0, unlisted: 0 };
  for (const row of grouped) counts[row.status] = Number(row.count);
  return { places: await withPincodesAndCreators(db, rows), total: Number(matching?.count ?? 0), page: options.page, pageSize, counts };
}

export async function getConsolePlace(db: Db, id: string): Promise<ConsolePlaceView> {
  const rows = await selectPlaces(db).where(eq(cities.id, id));
  const [place] = await withPincodesAndCreators(db, rows);
  if (!place) throw notFound("Place not found.");
  return place;
}

/**
 * Listed places a typed town could be merged into: those of its state whose name starts like what
 * the organiser typed (or, before anything is typed, like the typed town's first three letters),
 * its own district first.
 */
export async function findMergeCandidates(db: Db, id: string, q: string): Promise<ConsolePlaceView[]> {
  const town = await getConsolePlace(db, id);
  const typed = townSearchKey(q) || townSearchKey(town.name).slice(0, 3);
  const rows = await selectPlaces(db)
    .where(and(eq(cities.stateId, town.stateId), eq(cities.status, "listed"), searchCondition(typed)))
    .orderBy(sql`(${cities.districtId} is not distinct from ${town.districtId}) desc`, asc(cities.cityName))
    .limit(MERGE_CANDIDATES);
  return withPincodesAndCreators(db, rows);
}

/** Every state, with its country, for the console's state filter and add form (India's first). */
export async function listStatesForConsole(db: Db): Promise<{ id: string; name: string; country: string; hasDistricts: boolean }[]> {
  const rows = await db
    .select({
      id: states.id,
      name: states.stateName,
      country: countries.countryName,
      hasDistricts: sql<boolean>`exists (select 1 from ${districts} where ${districts.stateId} = ${states.id})`,
    })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .orderBy(sql`${countries.countryName} = 'India' desc`, asc(countries.countryName), asc(states.stateName));
  return rows.map((r) => ({ ...r, hasDistricts: Boolean(r.hasDistricts) }));
}

import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { cities, countries, districts, states } from "#db/schema.ts";
import type { City, Country, District, State } from "#shared/api-types.ts";
import { notFound } from "../../errors.ts";

export async function listCountries(db: Db): Promise<Country[]> {
  const rows = await db.select().from(countries).orderBy(asc(countries.countryName));
  return rows.map((c) => ({ _id: c.id, countryName: c.countryName }));
}

export async function listStatesOfCountry(db: Db, countryId: string): Promise<State[]> {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  if (!country) throw notFound("Country not found");
  const rows = await db.select().from(states).where(eq(states.countryId, countryId)).orderBy(asc(states.stateName));
  return rows.map((s) => ({ _id: s.id, stateName: s.stateName, countryId: s.countryId }));
}

async function assertState(db: Db, stateId: string): Promise<void> {
  const [state] = await db.select({ id: states.id }).from(states).where(eq(states.id, stateId));
  if (!state) throw notFound("State not found");
}

/** The towns a city picker offers: listed ones only, with their district when they have one. */
export function cityOf(row: {
  id: string;
  cityName: string;
  stateId: string;
  districtId: string | null;
  districtName: string | null;
  status?: string;
}): City {
  return {
    _id: row.id,
    cityName: row.cityName,
    stateId: row.stateId,
    ...(row.districtId ? { districtId: row.districtId, districtName: row.districtName ?? "" } : {}),
    ...(row.status === "unlisted" ? { listed: false } : {}),
  };
}

export const cityColumns = {
  id: cities.id,
  cityName: cities.cityName,
  stateId: cities.stateId,
  districtId: cities.districtId,
  districtName: districts.districtName,
  status: cities.status,
};

/** The spec's list of a state's cities: every listed town (thousands in a large state; the form searches instead). */
export async function listCitiesOfState(db: Db, stateId: string): Promise<City[]> {
  await assertState(db, stateId);
  const rows = await db
    .select(cityColumns)
    .from(cities)
    .leftJoin(districts, eq(districts.id, cities.districtId))
    .where(and(eq(cities.stateId, stateId), eq(cities.status, "listed")))
    .orderBy(asc(cities.cityName), asc(districts.districtName));
  return rows.map(cityOf);
}

export async function listDistrictsOfState(db: Db, stateId: string): Promise<District[]> {
  await assertState(db, stateId);
  const rows = await db.select().from(districts).where(eq(districts.stateId, stateId)).orderBy(asc(districts.districtName));
  return rows.map((d) => ({ _id: d.id, districtName: d.districtName, stateId: d.stateId }));
}

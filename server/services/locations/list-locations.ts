import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { cities, countries, states } from "#db/schema.ts";
import type { City, Country, State } from "#shared/api-types.ts";
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

export async function listCitiesOfState(db: Db, stateId: string): Promise<City[]> {
  const [state] = await db.select({ id: states.id }).from(states).where(eq(states.id, stateId));
  if (!state) throw notFound("State not found");
  const rows = await db.select().from(cities).where(eq(cities.stateId, stateId)).orderBy(asc(cities.cityName));
  return rows.map((c) => ({ _id: c.id, cityName: c.cityName, stateId: c.stateId }));
}

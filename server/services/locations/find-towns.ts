import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { cities, districts, states } from "#db/schema.ts";
import { placePincodes } from "#db/schema/places.ts";
import type { City, PincodePlace } from "#shared/api-types.ts";
import { cityColumns, cityOf } from "./list-locations.ts";

export const TOWN_SEARCH_LIMIT = 20;

/** What a search matches on: lower case, spaces collapsed, LIKE's wildcards taken literally. */
export function townSearchKey(query: string): string {
  return query.trim().replace(/\s+/g, " ").toLocaleLowerCase("en").slice(0, 60);
}
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A state's listed towns whose name, or a word of it, starts with what was typed ('gora' finds
 * Gorakhpur; 'sector 62' finds Noida Sector 62); names that start with it first, a district's own town
 * first among them. The start of the
 * name uses the index on (state, status, lower(name)); words inside a name are checked on that
 * state's rows only.
 */
export async function searchTownsOfState(db: Db, stateId: string, query: string): Promise<City[]> {
  const key = townSearchKey(query);
  const name = sql`lower(${cities.cityName})`;
  const start = `${likeLiteral(key)}%`;
  const matches =
    key === ""
      ? sql`true`
      : sql`(${name} like ${start} or ${name} like ${`% ${likeLiteral(key)}%`} or ${name} like ${`%(${likeLiteral(key)}%`})`;
  const rows = await db
    .select(cityColumns)
    .from(cities)
    .leftJoin(districts, eq(districts.id, cities.districtId))
    .where(and(eq(cities.stateId, stateId), eq(cities.status, "listed"), matches))
    .orderBy(
      sql`(${name} like ${start}) desc`,
      // The towns people mean first: a district's own town ('go' offers Gorakhpur before Golghar, 'jai'
      // Jaipur before Jaitu), and village codes such as '12 Z' last.
      sql`(${name} = lower(${districts.districtName})) desc`,
      sql`(${cities.cityName} ~ '[0-9]')`,
      // Typed: the shorter name is the closer match. Nothing typed: by name, not by shortness.
      ...(key === "" ? [] : [sql`length(${cities.cityName})`]),
      asc(cities.cityName),
      asc(districts.districtName),
    )
    .limit(TOWN_SEARCH_LIMIT);
  return rows.map(cityOf);
}

/**
 * The listed towns a pincode serves, the town named like its district first (273001 offers
 * Gorakhpur before Bank Road), then by name.
 */
export async function findPlacesByPincode(db: Db, pincode: string): Promise<PincodePlace[]> {
  const rows = await db
    .select({ ...cityColumns, stateName: states.stateName, countryId: states.countryId })
    .from(placePincodes)
    .innerJoin(cities, eq(cities.id, placePincodes.cityId))
    .innerJoin(states, eq(states.id, cities.stateId))
    .leftJoin(districts, eq(districts.id, cities.districtId))
    .where(and(eq(placePincodes.pincode, pincode), eq(cities.status, "listed")))
    .orderBy(sql`(lower(${cities.cityName}) = lower(${districts.districtName})) desc`, asc(cities.cityName))
    .limit(200);
  return rows.map((row) => ({ ...cityOf(row), stateName: row.stateName, countryId: row.countryId }));
}

import { and, asc, eq, ilike, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { cities, countries, districts, states } from "#db/schema.ts";
import { placePincodes } from "#db/schema/places.ts";
import { normalisePincode } from "#shared/registration/forgiving-input.ts";
import type { PlaceKind, PlaceOption } from "#shared/console/contest-api.ts";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const PICKER_LIMIT = 20;

/**
 * The type-ahead of the eligibility pickers: places whose name starts with what was typed first, then
 * those that contain it; a state names its country and a city its state, so two Aurangabads differ.
 */
export async function searchPlaces(db: Db, kind: PlaceKind, query: string): Promise<PlaceOption[]> {
  const text = query.trim();
  const pattern = `%${escapeLike(text)}%`;
  const rank = (name: string) => (name.toLowerCase().startsWith(text.toLowerCase()) ? 0 : 1);
  const sorted = (options: PlaceOption[]) =>
    options.sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name)).slice(0, PICKER_LIMIT);
  // More than shown, so names that start with the text are not cut off by names that only contain it.
  const fetchLimit = PICKER_LIMIT * 5;
  if (kind === "country") {
    const rows = await db
      .select()
      .from(countries)
      .where(text ? ilike(countries.countryName, pattern) : undefined)
      .orderBy(asc(countries.countryName))
      .limit(fetchLimit);
    return sorted(rows.map((c) => ({ _id: c.id, name: c.countryName, within: null })));
  }
  if (kind === "state") {
    const rows = await db
      .select({ id: states.id, name: states.stateName, within: countries.countryName })
      .from(states)
      .innerJoin(countries, eq(states.countryId, countries.id))
      .where(text ? ilike(states.stateName, pattern) : undefined)
      .orderBy(asc(states.stateName))
      .limit(fetchLimit);
    return sorted(rows.map((s) => ({ _id: s.id, name: s.name, within: s.within })));
  }
  if (kind === "district") {
    const rows = await db
      .select({ id: districts.id, name: districts.districtName, within: states.stateName })
      .from(districts)
      .innerJoin(states, eq(districts.stateId, states.id))
      .where(text ? ilike(districts.districtName, pattern) : undefined)
      .orderBy(asc(districts.districtName))
      .limit(fetchLimit);
    return sorted(rows.map((d) => ({ _id: d.id, name: d.name, within: d.within })));
  }
  // A city by name, or every town of a pincode (docs/places.md): '273001' finds Gorakhpur and its neighbours.
  const pincode = normalisePincode(text);
  const byPincode = /^\d{6}$/.test(pincode);
  const rows = await db
    .select({ id: cities.id, name: cities.cityName, district: districts.districtName, state: states.stateName })
    .from(cities)
    .innerJoin(states, eq(cities.stateId, states.id))
    .leftJoin(districts, eq(cities.districtId, districts.id))
    .where(
      and(
        eq(cities.status, "listed"),
        byPincode
          ? inArray(cities.id, db.select({ id: placePincodes.cityId }).from(placePincodes).where(eq(placePincodes.pincode, pincode)))
          : text
            ? ilike(cities.cityName, pattern)
            : undefined,
      ),
    )
    .orderBy(asc(cities.cityName))
    .limit(fetchLimit);
  const options = rows.map((c) => ({ _id: c.id, name: c.name, within: cityWithin(c) }));
  return byPincode ? options.slice(0, PICKER_LIMIT * 2) : sorted(options);
}

/** "Hisar district, Haryana": what tells apart the towns of one name. */
const cityWithin = (c: { district: string | null; state: string }) => (c.district ? `${c.district} district, ${c.state}` : c.state);

/** The chosen places with their names, in the order given; unknown ids are left out. */
export async function placesByIds(
  db: Db,
  ids: { countries: string[]; states: string[]; districts: string[]; cities: string[] },
): Promise<{ countries: PlaceOption[]; states: PlaceOption[]; districts: PlaceOption[]; cities: PlaceOption[] }> {
  const [countryRows, stateRows, districtRows, cityRows] = await Promise.all([
    ids.countries.length ? db.select().from(countries).where(inArray(countries.id, ids.countries)) : [],
    ids.states.length
      ? db
          .select({ id: states.id, name: states.stateName, within: countries.countryName })
          .from(states)
          .innerJoin(countries, eq(states.countryId, countries.id))
          .where(inArray(states.id, ids.states))
      : [],
    ids.districts.length
      ? db
          .select({ id: districts.id, name: districts.districtName, within: states.stateName })
          .from(districts)
          .innerJoin(states, eq(districts.stateId, states.id))
          .where(inArray(districts.id, ids.districts))
      : [],
    ids.cities.length
      ? db
          .select({ id: cities.id, name: cities.cityName, district: districts.districtName, state: states.stateName })
          .from(cities)
          .innerJoin(states, eq(cities.stateId, states.id))
          .leftJoin(districts, eq(cities.districtId, districts.id))
          .where(inArray(cities.id, ids.cities))
      : [],
  ]);
  const inOrder = (order: string[], options: PlaceOption[]) =>
    order.map((id) => options.find((o) => o._id === id)).filter((o): o is PlaceOption => o !== undefined);
  return {
    countries: inOrder(
      ids.countries,
      countryRows.map((c) => ({ _id: c.id, name: c.countryName, within: null })),
    ),
    states: inOrder(
      ids.states,
      stateRows.map((s) => ({ _id: s.id, name: s.name, within: s.within })),
    ),
    districts: inOrder(
      ids.districts,
      districtRows.map((d) => ({ _id: d.id, name: d.name, within: d.within })),
    ),
    cities: inOrder(
      ids.cities,
      cityRows.map((c) => ({ _id: c.id, name: c.name, within: cityWithin(c) })),
    ),
  };
}

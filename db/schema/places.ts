import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id } from "./columns.ts";

export const countries = pgTable("countries", {
  id: id(),
  countryName: text("country_name").notNull().unique(),
});

export const states = pgTable(
  "states",
  {
    id: id(),
    stateName: text("state_name").notNull(),
    countryId: text("country_id")
      .notNull()
      .references(() => countries.id),
  },
  (t) => [uniqueIndex("states_country_name_idx").on(t.countryId, t.stateName)],
);

/** A state's districts (docs/places.md): from the pincode directory, or added in the console. */
export const districts = pgTable(
  "districts",
  {
    id: id(),
    districtName: text("district_name").notNull(),
    stateId: text("state_id")
      .notNull()
      .references(() => states.id),
  },
  (t) => [uniqueIndex("districts_state_name_idx").on(t.stateId, t.districtName)],
);

/**
 * listed: offered in the city pickers. hidden: taken off them by an organiser (creators who chose it
 * keep it). unlisted: typed by a creator whose town was missing, waiting for an organiser to add it or
 * merge it into a listed place (docs/places.md).
 */
export const placeStatuses = ["listed", "hidden", "unlisted"] as const;
export type PlaceStatus = (typeof placeStatuses)[number];

/** The spec's cities: every town, once per district (docs/places.md). */
export const cities = pgTable(
  "cities",
  {
    id: id(),
    cityName: text("city_name").notNull(),
    stateId: text("state_id")
      .notNull()
      .references(() => states.id),
    /** Null for the demo's places abroad, which have no districts. */
    districtId: text("district_id").references(() => districts.id),
    status: text("status").$type<PlaceStatus>().notNull().default("listed"),
  },
  (t) => [
    // One town of a name per district; the same name may be a town in several districts.
    uniqueIndex("cities_state_district_name_idx").on(t.stateId, sql`coalesce(${t.districtId}, '')`, t.cityName),
    // The pickers search a state's listed towns by the start of a word of their name.
    index("cities_state_search_idx").on(t.stateId, t.status, sql`lower(${t.cityName}) text_pattern_ops`),
    index("cities_district_idx").on(t.districtId),
  ],
);

/** Which towns a pincode serves: a pincode may carry several towns, a town several pincodes (docs/places.md). */
export const placePincodes = pgTable(
  "place_pincodes",
  {
    pincode: text("pincode").notNull(),
    cityId: text("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.pincode, t.cityId] }), index("place_pincodes_city_idx").on(t.cityId)],
);

/** Each version of the places dataset imported into this database, so it runs once (db/places/import-places.ts). */
export const placeImports = pgTable("place_imports", {
  version: text("version").primaryKey(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  districts: integer("districts").notNull(),
  towns: integer("towns").notNull(),
  pincodes: integer("pincodes").notNull(),
});

/**
 * A name a place was known by before an organiser renamed it, or a creator's typed town merged into
 * it: the places import and 'My town is not listed' find the place by it, so neither brings the old
 * name back as a second place (docs/places.md#places-in-the-console).
 */
export const placeFormerNames = pgTable(
  "place_former_names",
  {
    cityId: text("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    /** The district the name was in (the place's own; null for places abroad). */
    districtId: text("district_id"),
    /** Lower case, spaces collapsed: what the import and the typed-town lookup compare. */
    nameKey: text("name_key").notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.nameKey] }), index("place_former_names_district_idx").on(t.districtId, t.nameKey)],
);

import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { cities } from "../schema.ts";

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

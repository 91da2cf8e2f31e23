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

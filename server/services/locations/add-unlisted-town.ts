import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { cities, districts } from "#db/schema.ts";
import type { City } from "#shared/api-types.ts";
import { badRequest } from "../../errors.ts";
import { cityOf } from "./list-locations.ts";

/**
 * A town a creator could not find, typed with its district (docs/places.md#my-town-is-not-listed).
 * A listed town of that name in that district is used instead; one already typed by someone else is
 * shared; otherwise a new place waits, unlisted (not offered to others), for an organiser to add it
 * or merge it into a listed place.
 */
export async function addUnlistedTown(db: Db, input: { districtId: string; townName: string }): Promise<City> {
  const [district] = await db.select().from(districts).where(eq(districts.id, input.districtId));
  if (!district) throw badRequest("Choose your district.");
  const same = and(eq(cities.districtId, district.id), sql`lower(${cities.cityName}) = lower(${input.townName})`);
  const existing = async () => {
    const [row] = await db
      .select({ id: cities.id, cityName: cities.cityName, stateId: cities.stateId, districtId: cities.districtId, status: cities.status })
      .from(cities)
      .where(and(same, ne(cities.status, "hidden")))
      .orderBy(sql`${cities.status} = 'listed' desc`)
      .limit(1);
    return row ? cityOf({ ...row, districtName: district.districtName }) : null;
  };
  const found = await existing();
  if (found) return found;
  await db
    .insert(cities)
    .values({ id: newId(), cityName: input.townName, stateId: district.stateId, districtId: district.id, status: "unlisted" })
    .onConflictDoNothing();
  const made = await existing();
  // A hidden place of that name: the organiser took it off the list; the creator's entry joins it for review.
  if (made) return made;
  const [hidden] = await db.select().from(cities).where(same).limit(1);
  if (!hidden) throw badRequest("Choose your district.");
  return cityOf({ ...hidden, districtName: district.districtName, status: "unlisted" });
}

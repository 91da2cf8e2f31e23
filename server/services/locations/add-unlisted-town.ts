import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { placeNameKey } from "#db/places/import-places.ts";
import { placeFormerNames } from "#db/schema/places.ts";
import { cities, districts } from "#db/schema.ts";
import type { City } from "#shared/api-types.ts";
import { badRequest } from "../../errors.ts";
import { cityOf } from "./list-locations.ts";

/** A listed place an organiser renamed from this name, or merged a town of this name into. */
async function listedByFormerName(db: Db, district: { id: string; districtName: string }, townName: string): Promise<City | null> {
  const [row] = await db
    .select({ id: cities.id, cityName: cities.cityName, stateId: cities.stateId, districtId: cities.districtId, status: cities.status })
    .from(placeFormerNames)
    .innerJoin(cities, eq(cities.id, placeFormerNames.cityId))
    .where(
      and(eq(placeFormerNames.districtId, district.id), eq(placeFormerNames.nameKey, placeNameKey(townName)), eq(cities.status, "listed")),
    )
    .limit(1);
  if (!row) return null;
  const [own] =
    row.districtId === district.id
      ? [district]
      : await db
          .select()
          .from(districts)
          .where(eq(districts.id, row.districtId ?? ""));
  return cityOf({ ...row, districtName: own?.districtName ?? null });
}

/**
 * A town a creator could not find, typed with its district (docs/places.md#my-town-is-not-listed).
 * A listed town of that name in that district is used instead; one already typed by someone else is
 * shared; a name an organiser renamed or merged away finds that place; otherwise a new place waits,
 * unlisted (not offered to others), for an organiser to add it or merge it into a listed place.
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
  const found = (await existing()) ?? (await listedByFormerName(db, district, input.townName));
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

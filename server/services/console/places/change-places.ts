import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { newId } from "#db/ids.ts";
import { placeNameKey } from "#db/places/import-places.ts";
import { placeFormerNames, placePincodes } from "#db/schema/places.ts";
import { cities, contests, districts, type PlaceStatus, states, users } from "#db/schema.ts";
import type { AddPlaceInput, ConsolePlaceView } from "#shared/console/places.ts";
import { placeMessages } from "#shared/console/places.ts";
import { AppError, badRequest, notFound } from "../../../errors.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";
import { getConsolePlace } from "./list-places.ts";

type Change = { staffId: string };

const fieldError = (field: string, message: string) => badRequest(message, { errors: { [field]: message } });

async function placeForUpdate(tx: Db, id: string) {
  const [place] = await tx.select().from(cities).where(eq(cities.id, id)).for("update");
  if (!place) throw notFound("Place not found.");
  return place;
}

/** Another place of that name (any case) in the district refuses the name, saying where to find it. */
async function assertNameFree(tx: Db, place: { stateId: string; districtId: string | null; name: string; exceptId?: string }) {
  const [other] = await tx
    .select({ name: cities.cityName, status: cities.status })
    .from(cities)
    .where(
      and(
        eq(cities.stateId, place.stateId),
        sql`${cities.districtId} is not distinct from ${place.districtId}`,
        sql`lower(${cities.cityName}) = ${placeNameKey(place.name)}`,
        place.exceptId ? ne(cities.id, place.exceptId) : undefined,
      ),
    );
  if (!other) return;
  const where: Record<PlaceStatus, string> = {
    listed: "is already listed there",
    hidden: "is already there, hidden: show it from the Hidden tab",
    unlisted: "was typed there by creators: add it from the Typed by creators tab",
  };
  throw fieldError("name", `${other.name} ${where[other.status]}.`);
}

/** The place keeps answering to a name it had (the import and typed towns find it by it). */
async function keepFormerName(tx: Db, cityId: string, districtId: string | null, name: string) {
  await tx
    .insert(placeFormerNames)
    .values({ cityId, districtId, nameKey: placeNameKey(name) })
    .onConflictDoNothing();
}

/** A name in use again as a place's own is no longer anyone's former name in that district. */
async function releaseFormerName(tx: Db, districtId: string | null, name: string) {
  await tx
    .delete(placeFormerNames)
    .where(and(sql`${placeFormerNames.districtId} is not distinct from ${districtId}`, eq(placeFormerNames.nameKey, placeNameKey(name))));
}

async function addPincode(tx: Db, cityId: string, pincode: string) {
  if (pincode) await tx.insert(placePincodes).values({ pincode, cityId }).onConflictDoNothing();
}

/** A new listed place: a town in a district of the state (a state abroad, without districts, takes none). */
export async function addPlace(db: Db, change: Change & { input: AddPlaceInput }): Promise<ConsolePlaceView> {
  const { name, stateId, districtId, pincode } = change.input;
  const id = newId();
  await db.transaction(async (tx) => {
    const [state] = await tx.select().from(states).where(eq(states.id, stateId));
    if (!state) throw fieldError("stateId", placeMessages.state);
    const [district] = districtId
      ? await tx
          .select()
          .from(districts)
          .where(and(eq(districts.id, districtId), eq(districts.stateId, stateId)))
      : [];
    const [anyDistrict] = await tx.select({ id: districts.id }).from(districts).where(eq(districts.stateId, stateId)).limit(1);
    if (anyDistrict && !district) throw fieldError("districtId", placeMessages.district);
    await assertNameFree(tx, { stateId, districtId: district?.id ?? null, name });
    await releaseFormerName(tx, district?.id ?? null, name);
    await tx.insert(cities).values({ id, cityName: name, stateId, districtId: district?.id ?? null, status: "listed" });
    await addPincode(tx, id, pincode);
    await recordAudit(tx, {
      staffId: change.staffId,
      action: "create",
      entity: "place",
      entityId: id,
      changedFields: { name, district: district?.districtName ?? null, state: state.stateName, ...(pincode ? { pincode } : {}) },
    });
  });
  return getConsolePlace(db, id);
}

/** A new name for a place; creators and contests that chose it keep it, and the old name still finds it. */
export async function renamePlace(db: Db, change: Change & { id: string; name: string }): Promise<ConsolePlaceView> {
  await db.transaction(async (tx) => {
    const place = await placeForUpdate(tx, change.id);
    if (place.cityName === change.name) return;
    await assertNameFree(tx, { stateId: place.stateId, districtId: place.districtId, name: change.name, exceptId: place.id });
    await releaseFormerName(tx, place.districtId, change.name);
    if (placeNameKey(place.cityName) !== placeNameKey(change.name)) await keepFormerName(tx, place.id, place.districtId, place.cityName);
    await tx.update(cities).set({ cityName: change.name }).where(eq(cities.id, place.id));
    await recordAudit(tx, {
      staffId: change.staffId,
      action: "rename",
      entity: "place",
      entityId: place.id,
      changedFields: { from: place.cityName, to: change.name },
    });
  });
  return getConsolePlace(db, change.id);
}

/**
 * Hides a listed place from the public pickers and pincode lookups, or shows a hidden one again.
 * Creators who chose it keep it. Doing it twice changes it once (one audit entry).
 */
export async function setPlaceHidden(
  db: Db,
  change: Change & { id: string; hidden: boolean },
): Promise<{ place: ConsolePlaceView; changed: boolean }> {
  const changed = await db.transaction(async (tx) => {
    const place = await placeForUpdate(tx, change.id);
    if (place.status === "unlisted") throw new AppError("CONFLICT", "A town creators typed is added or merged, not hidden.");
    const to: PlaceStatus = change.hidden ? "hidden" : "listed";
    if (place.status === to) return false;
    await tx.update(cities).set({ status: to }).where(eq(cities.id, place.id));
    await recordAudit(tx, {
      staffId: change.staffId,
      action: change.hidden ? "hide" : "show",
      entity: "place",
      entityId: place.id,
      changedFields: { status: to },
    });
    return true;
  });
  return { place: await getConsolePlace(db, change.id), changed };
}

/** A town creators typed becomes a listed place, under its typed name or a corrected one. */
export async function listTypedTown(db: Db, change: Change & { id: string; name: string; pincode: string }): Promise<ConsolePlaceView> {
  await db.transaction(async (tx) => {
    const town = await placeForUpdate(tx, change.id);
    if (town.status !== "unlisted") throw new AppError("CONFLICT", `${town.cityName} is not a town creators typed.`);
    const renamed = town.cityName !== change.name;
    if (renamed) {
      await assertNameFree(tx, { stateId: town.stateId, districtId: town.districtId, name: change.name, exceptId: town.id });
      await releaseFormerName(tx, town.districtId, change.name);
      if (placeNameKey(town.cityName) !== placeNameKey(change.name)) await keepFormerName(tx, town.id, town.districtId, town.cityName);
    }
    await tx.update(cities).set({ cityName: change.name, status: "listed" }).where(eq(cities.id, town.id));
    await addPincode(tx, town.id, change.pincode);
    await recordAudit(tx, {
      staffId: change.staffId,
      action: "add-typed-town",
      entity: "place",
      entityId: town.id,
      changedFields: {
        status: "listed",
        ...(renamed ? { from: town.cityName, to: change.name } : {}),
        ...(change.pincode ? { pincode: change.pincode } : {}),
      },
    });
  });
  return getConsolePlace(db, change.id);
}

/**
 * A town creators typed is the listed place `intoId` (of the same state): its creators move to that
 * place, contests that named it name that place, and the typed name finds that place from now on
 * (for the next creator who types it, and for the places import). The typed town is gone.
 */
export async function mergeTypedTown(db: Db, change: Change & { id: string; intoId: string }): Promise<ConsolePlaceView> {
  await db.transaction(async (tx) => {
    const town = await placeForUpdate(tx, change.id);
    if (town.status !== "unlisted") throw new AppError("CONFLICT", `${town.cityName} is not a town creators typed.`);
    const [into] = await tx.select().from(cities).where(eq(cities.id, change.intoId)).for("update");
    if (into?.status !== "listed" || into.stateId !== town.stateId)
      throw fieldError("intoId", "Choose a listed place of the same state to merge into.");
    const moved = await tx.update(users).set({ cityId: into.id }).where(eq(users.cityId, town.id)).returning({ id: users.id });
    await tx
      .update(contests)
      .set({ eligibleCityIds: sql`array_replace(${contests.eligibleCityIds}, ${town.id}, ${into.id})` })
      .where(sql`${town.id} = any(${contests.eligibleCityIds})`);
    await tx.execute(sql`insert into ${placePincodes} (pincode, city_id)
      select pincode, ${into.id} from ${placePincodes} where city_id = ${town.id} on conflict do nothing`);
    await tx.execute(sql`insert into ${placeFormerNames} (city_id, district_id, name_key)
      select ${into.id}, district_id, name_key from ${placeFormerNames} where city_id = ${town.id} on conflict do nothing`);
    await keepFormerName(tx, into.id, town.districtId, town.cityName);
    await tx.delete(cities).where(eq(cities.id, town.id));
    const [district] = town.districtId ? await tx.select().from(districts).where(eq(districts.id, town.districtId)) : [];
    await recordAudit(tx, {
      staffId: change.staffId,
      action: "merge",
      entity: "place",
      entityId: into.id,
      changedFields: {
        merged: town.cityName,
        mergedId: town.id,
        district: district?.districtName ?? null,
        into: into.cityName,
        creatorsMoved: moved.length,
      },
    });
  });
  return getConsolePlace(db, change.intoId);
}

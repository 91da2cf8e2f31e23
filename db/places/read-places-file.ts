import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";

export type TownRecord = { name: string; pincodes: string[] };
export type DistrictRecord = { name: string; towns: TownRecord[] };
export type StateRecord = { name: string; districts: DistrictRecord[] };

/** The dataset every database imports (db/places/README.md says where it comes from). */
export const indiaPlacesFile = path.join(import.meta.dirname, "india-places.tsv.gz");

/**
 * Reads the places file: `S<TAB>state`, `D<TAB>district`, then one line per town, `name<TAB>pincodes`
 * (comma-separated). Lines starting with # are comments.
 */
export function parsePlaces(text: string): StateRecord[] {
  const states: StateRecord[] = [];
  let state: StateRecord | undefined;
  let district: DistrictRecord | undefined;
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const [first, second = ""] = line.split("\t");
    if (first === "S") {
      state = { name: second, districts: [] };
      states.push(state);
      district = undefined;
    } else if (first === "D") {
      if (!state) throw new Error("places file: a district before any state");
      district = { name: second, towns: [] };
      state.districts.push(district);
    } else {
      if (!district || !first) throw new Error(`places file: a town outside a district: ${line}`);
      district.towns.push({ name: first, pincodes: second.split(",").filter(Boolean) });
    }
  }
  return states;
}

export function readIndiaPlaces(file = indiaPlacesFile): StateRecord[] {
  return parsePlaces(gunzipSync(readFileSync(file)).toString("utf8"));
}

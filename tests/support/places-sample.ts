import { readIndiaPlaces, type StateRecord } from "#db/places/read-places-file.ts";

/** Three districts of the real dataset: the whole file takes minutes to import, these a moment. */
export function placesSample(): StateRecord[] {
  const pick = (state: string, district: string) => {
    const s = readIndiaPlaces().find((x) => x.name === state) as StateRecord;
    return { name: state, districts: s.districts.filter((d) => d.name === district) };
  };
  return [pick("Uttar Pradesh", "Gorakhpur"), pick("Haryana", "Hisar"), pick("Ladakh", "Leh")];
}

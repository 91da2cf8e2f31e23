import { describe, expect, it } from "vitest";
import { parsePlaces, readIndiaPlaces, type StateRecord } from "#db/places/read-places-file.ts";

// The file every database imports (db/places/README.md): read once for the whole file.
const india: StateRecord[] = readIndiaPlaces();
const townsOf = (state: StateRecord) => state.districts.flatMap((d) => d.towns);

describe("India's places dataset", () => {
  it("holds all 28 states and 8 union territories under their current names, each with districts and towns", () => {
    const names = india.map((s) => s.name);
    expect(names).toHaveLength(36);
    for (const name of [
      "Uttar Pradesh",
      "Chhattisgarh",
      "Telangana",
      "Ladakh",
      "Puducherry",
      "Jammu and Kashmir",
      "Andaman and Nicobar Islands",
      "Dadra and Nagar Haveli and Daman and Diu",
      "Lakshadweep",
      "Delhi",
    ]) {
      expect(names).toContain(name);
    }
    for (const state of india) {
      expect(state.districts.length, state.name).toBeGreaterThan(0);
      for (const district of state.districts) expect(district.towns.length, `${state.name}/${district.name}`).toBeGreaterThan(0);
    }
    const up = india.find((s) => s.name === "Uttar Pradesh") as StateRecord;
    expect(up.districts.length).toBeGreaterThanOrEqual(70);
    expect(townsOf(up).length).toBeGreaterThan(15_000);
  });

  it("covers the whole directory: about 19,000 pincodes and 150,000 towns, every pincode of 6 digits", () => {
    const towns = india.flatMap(townsOf);
    const pincodes = new Set(towns.flatMap((t) => t.pincodes));
    expect(towns.length).toBeGreaterThan(150_000);
    expect(pincodes.size).toBeGreaterThan(19_000);
    for (const pincode of pincodes) expect(pincode).toMatch(/^[1-9]\d{5}$/);
  });

  it("keeps a town once per district, whatever the number of its post offices, without office-type suffixes", () => {
    for (const state of india) {
      for (const district of state.districts) {
        const names = district.towns.map((t) => t.name.toLowerCase());
        expect(new Set(names).size, `${state.name}/${district.name}`).toBe(names.length);
      }
    }
    expect(india.flatMap(townsOf).filter((t) => /\s(B\.O|S\.O|H\.O|BO|SO|HO|GPO)$/.test(t.name))).toEqual([]);
  });

  it("offers every town of a pincode with several (194101, Leh, in Ladakh)", () => {
    const ladakh = india.find((s) => s.name === "Ladakh") as StateRecord;
    const served = ladakh.districts.flatMap((d) => d.towns.filter((t) => t.pincodes.includes("194101")).map((t) => `${d.name}/${t.name}`));
    expect(served.length).toBeGreaterThan(5);
    expect(served).toContain("Leh/Leh");
  });

  it("keeps a town of one name in two districts as two places (Gorakhpur in Gorakhpur, UP, and in Hisar, Haryana; several in Madhya Pradesh)", () => {
    const where = india.flatMap((s) =>
      s.districts.filter((d) => d.towns.some((t) => t.name === "Gorakhpur")).map((d) => `${s.name}/${d.name}`),
    );
    expect(where).toEqual(
      expect.arrayContaining(["Uttar Pradesh/Gorakhpur", "Haryana/Hisar", "Madhya Pradesh/Seoni", "Madhya Pradesh/Raisen"]),
    );
    const mp = india.find((s) => s.name === "Madhya Pradesh") as StateRecord;
    expect(mp.districts.filter((d) => d.towns.some((t) => t.name === "Gorakhpur")).length).toBeGreaterThan(1);
  });

  it("parses the file format and refuses a town outside a district", () => {
    expect(parsePlaces("# note\nS\tGoa\nD\tNorth Goa\nMapusa\t403507,403526\n")).toEqual([
      { name: "Goa", districts: [{ name: "North Goa", towns: [{ name: "Mapusa", pincodes: ["403507", "403526"] }] }] },
    ]);
    expect(() => parsePlaces("S\tGoa\nMapusa\t403507\n")).toThrow(/outside a district/);
  });
});

import { describe, expect, it } from "vitest";
import { CITY_OFFER_LIMIT, citiesToKeep, type KnownPlace, offeredCities } from "#app/features/console/contests/cities-in-states.ts";
import type { City } from "#shared/api-types.ts";

const maharashtra: KnownPlace = { _id: "s-mh", name: "Maharashtra", within: "India" };
const karnataka: KnownPlace = { _id: "s-ka", name: "Karnataka", within: "India" };
const punjab: KnownPlace = { _id: "s-pb", name: "Punjab", within: "India" };
// As the contest was saved with them (no state id: the label names the state), and as found within a state.
const nagpur: KnownPlace = { _id: "c-nagpur", name: "Nagpur", within: "Nagpur district, Maharashtra" };
const pune: KnownPlace = { _id: "c-pune", name: "Pune", within: "Maharashtra" };
const mysuru: KnownPlace = { _id: "c-mysuru", name: "Mysuru", within: "Mysuru district, Karnataka", stateId: "s-ka" };
// A third state's town.
const amritsar: KnownPlace = { _id: "c-amritsar", name: "Amritsar", within: "Amritsar district, Punjab" };
const known = Object.fromEntries([maharashtra, karnataka, punjab, nagpur, pune, mysuru, amritsar].map((p) => [p._id, p]));

describe("the contest's eligible cities when the chosen states change", () => {
  it("keeps the cities of a chosen state, in their order, and drops the others", () => {
    const chosen = [nagpur._id, mysuru._id, pune._id, amritsar._id];
    expect(citiesToKeep(chosen, [karnataka._id], known)).toEqual([mysuru._id]);
    expect(citiesToKeep(chosen, [maharashtra._id], known)).toEqual([nagpur._id, pune._id]);
    expect(citiesToKeep(chosen, [punjab._id, karnataka._id], known)).toEqual([mysuru._id, amritsar._id]);
  });

  it("keeps every city when no state is chosen (no restriction by state), and drops a city it cannot place", () => {
    expect(citiesToKeep([nagpur._id, mysuru._id], [], known)).toEqual([nagpur._id, mysuru._id]);
    expect(citiesToKeep(["c-unknown", pune._id], [maharashtra._id], known)).toEqual([pune._id]);
  });

  it("a town found within a state is placed by its state's id, not by its label", () => {
    const sameName: KnownPlace = { _id: "c-x", name: "Rampur", within: "Karnataka", stateId: "s-mh" };
    expect(citiesToKeep([sameName._id], [karnataka._id], { ...known, [sameName._id]: sameName })).toEqual([]);
  });
});

describe("the cities offered within the chosen states", () => {
  const town = (id: string, cityName: string, stateId: string, districtName?: string): City => ({
    _id: id,
    cityName,
    stateId,
    ...(districtName ? { districtName } : {}),
  });

  it("offers only the chosen states' towns, labelled as the picker labels them, without those already chosen", () => {
    const found = [
      town("c-nagpur", "Nagpur", "s-mh", "Nagpur"),
      town("c-nashik", "Nashik", "s-mh", "Nashik"),
      // An answer for a state no longer chosen (Karnataka was swapped for Maharashtra).
      town("c-nanjangud", "Nanjangud", "s-ka", "Mysuru"),
      town("c-nagpur", "Nagpur", "s-mh", "Nagpur"),
      town("c-navi", "Navi Mumbai", "s-mh"),
    ];
    expect(offeredCities(found, [maharashtra], "na", [nagpur._id])).toEqual([
      { _id: "c-nashik", name: "Nashik", within: "Nashik district, Maharashtra", stateId: "s-mh" },
      { _id: "c-navi", name: "Navi Mumbai", within: "Maharashtra", stateId: "s-mh" },
    ]);
  });

  it("puts names that start with the text first, each state's order kept, at most 20", () => {
    const found = [town("a", "Old Nagar", "s-mh"), town("b", "Nagar", "s-ka"), town("c", "New Nagar", "s-ka"), town("d", "Nagaon", "s-mh")];
    expect(offeredCities(found, [maharashtra, karnataka], "nag", []).map((o) => o.name)).toEqual([
      "Nagar",
      "Nagaon",
      "Old Nagar",
      "New Nagar",
    ]);
    const many = Array.from({ length: 30 }, (_, i) => town(`t${i}`, `Town ${i}`, "s-ka"));
    expect(offeredCities(many, [karnataka], "", [])).toHaveLength(CITY_OFFER_LIMIT);
  });
});

import { describe, expect, it } from "vitest";
import { eligiblePlaceNames, joinWithAnd } from "#shared/eligible-places.ts";

const india = { countryName: "India" };

describe("eligible places, in the page's words", () => {
  it("names the narrowest level a contest restricts", () => {
    const location = {
      countries: [india],
      states: [{ stateName: "Madhya Pradesh" }],
      cities: [{ cityName: "Indore" }, { cityName: "Bhopal" }],
    };
    expect(eligiblePlaceNames(location, "{name} district")).toEqual(["Indore", "Bhopal"]);
    expect(eligiblePlaceNames({ ...location, cities: [], districts: [{ districtName: "Gorakhpur" }] }, "{name} ज़िला")).toEqual([
      "Gorakhpur ज़िला",
    ]);
    expect(eligiblePlaceNames({ ...location, cities: [] }, "{name} district")).toEqual(["Madhya Pradesh"]);
    expect(eligiblePlaceNames({ countries: [india], states: [], cities: [] }, "{name} district")).toEqual(["India"]);
  });

  it("joins names with the language's 'and'", () => {
    expect(joinWithAnd(["Indore"], "{first} and {last}")).toBe("Indore");
    expect(joinWithAnd(["Indore", "Jaipur", "Nagpur"], "{first} and {last}")).toBe("Indore, Jaipur and Nagpur");
    expect(joinWithAnd(["Indore", "Jaipur"], "{first} और {last}")).toBe("Indore और Jaipur");
    expect(joinWithAnd([], "{first} and {last}")).toBe("");
  });
});

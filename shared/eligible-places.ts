import { fill } from "./i18n/catalogue.ts";

/** A contest's eligible places, as the contest API sends them. */
export type EligibleLocation = {
  countries: { countryName: string }[];
  states: { stateName: string }[];
  districts?: { districtName: string }[];
  cities: { cityName: string }[];
};

/**
 * The names of the narrowest level a contest restricts (cities, else districts, else states, else
 * countries), in the page's language: `district` is the catalogue's "{name} district".
 */
export function eligiblePlaceNames(location: EligibleLocation, district: string): string[] {
  const districts = location.districts ?? [];
  if (location.cities.length > 0) return location.cities.map((city) => city.cityName);
  if (districts.length > 0) return districts.map((each) => fill(district, { name: each.districtName }));
  if (location.states.length > 0) return location.states.map((state) => state.stateName);
  return location.countries.map((country) => country.countryName);
}

/** "Indore, Jaipur and Nagpur" with the catalogue's "{first} and {last}"; one name alone as it is. */
export function joinWithAnd(names: readonly string[], listAnd: string): string {
  if (names.length <= 1) return names[0] ?? "";
  return fill(listAnd, { first: names.slice(0, -1).join(", "), last: names.at(-1) ?? "" });
}

/** Who may enter a contest, in one line (docs/places.md#eligibility); apart from the rules so the contest page loads no messages. */
type EligibleLocation = {
  countries: { countryName: string }[];
  states: { stateName: string }[];
  districts?: { districtName: string }[];
  cities: { cityName: string }[];
};

/** "Indore, Jaipur, Lucknow and Nagpur". */
function listOf(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * Who may enter, in one line, by the narrowest level the contest restricts: 'Open to creators in
 * Indore, Jaipur, Lucknow and Nagpur'. Null when anyone may enter.
 */
export function openToText(location: EligibleLocation): string | null {
  const districts = location.districts ?? [];
  const names =
    location.cities.length > 0
      ? location.cities.map((city) => city.cityName)
      : districts.length > 0
        ? districts.map((district) => `${district.districtName} district`)
        : location.states.length > 0
          ? location.states.map((state) => state.stateName)
          : location.countries.map((country) => country.countryName);
  return names.length > 0 ? `Open to creators in ${listOf(names)}` : null;
}

/**
 * The eligibility messages (docs/product-rules.md#validation) live here and messages.ts takes them
 * from here, so the contest page's 'Open to creators in …' line does not bring every registration
 * message into its first download.
 */
export const eligibilityMessages = {
  countryNotEligible: "Your country is not eligible for this contest.",
  stateNotEligible: "Your state is not eligible for this contest.",
  cityNotEligible: "Your city is not eligible for this contest.",
} as const;
const m = eligibilityMessages;

export type EligibilityRules = { countryIds: string[]; stateIds: string[]; cityIds: string[] };
type UserPlace = { countryId: string | null; stateId: string | null; cityId: string | null };

/** docs/product-rules.md#validation: an empty list means no restriction; the first failing level gives its message. */
export function eligibilityError(rules: EligibilityRules, place: UserPlace): string | null {
  if (rules.countryIds.length > 0 && !rules.countryIds.includes(place.countryId ?? "")) return m.countryNotEligible;
  if (rules.stateIds.length > 0 && !rules.stateIds.includes(place.stateId ?? "")) return m.stateNotEligible;
  if (rules.cityIds.length > 0 && !rules.cityIds.includes(place.cityId ?? "")) return m.cityNotEligible;
  return null;
}

type EligibleLocation = {
  countries: { countryName: string }[];
  states: { stateName: string }[];
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
  const names =
    location.cities.length > 0
      ? location.cities.map((city) => city.cityName)
      : location.states.length > 0
        ? location.states.map((state) => state.stateName)
        : location.countries.map((country) => country.countryName);
  return names.length > 0 ? `Open to creators in ${listOf(names)}` : null;
}

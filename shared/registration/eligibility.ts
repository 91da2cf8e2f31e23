/**
 * The eligibility messages (docs/product-rules.md#validation) live here and messages.ts takes them
 * from here. The contest page's 'Open to creators in …' line is in open-to-text.ts, so the page's
 * first download carries none of these.
 */
export const eligibilityMessages = {
  countryNotEligible: "Your country is not eligible for this contest.",
  stateNotEligible: "Your state is not eligible for this contest.",
  districtNotEligible: "Your district is not eligible for this contest.",
  cityNotEligible: "Your city is not eligible for this contest.",
  /** docs/places.md#eligibility: a town not on our list cannot be matched against a contest's cities. */
  cityNotListed:
    "This contest is open only to the cities it names, and your town is not on our list yet, so it cannot enter. If you live in one of those cities, choose it from the list.",
} as const;
const m = eligibilityMessages;

export type EligibilityRules = { countryIds: string[]; stateIds: string[]; districtIds?: string[]; cityIds: string[] };
/** `districtId` comes with India's towns; `listed: false` marks a town the creator typed (docs/places.md). */
type UserPlace = { countryId: string | null; stateId: string | null; cityId: string | null; districtId?: string | null; listed?: boolean };

/**
 * docs/product-rules.md#validation: an empty list means no restriction; the first failing level gives
 * its message, from country to state, district and city. A contest that lists cities refuses a town
 * that is not listed, saying why, even in a district it takes: nobody has checked which city it is.
 */
export function eligibilityError(rules: EligibilityRules, place: UserPlace): string | null {
  if (rules.countryIds.length > 0 && !rules.countryIds.includes(place.countryId ?? "")) return m.countryNotEligible;
  if (rules.stateIds.length > 0 && !rules.stateIds.includes(place.stateId ?? "")) return m.stateNotEligible;
  const districtIds = rules.districtIds ?? [];
  if (districtIds.length > 0 && !districtIds.includes(place.districtId ?? "")) return m.districtNotEligible;
  if (rules.cityIds.length > 0 && !rules.cityIds.includes(place.cityId ?? "")) {
    return place.listed === false ? m.cityNotListed : m.cityNotEligible;
  }
  return null;
}

import { registrationMessages as m } from "./messages.ts";

export type EligibilityRules = { countryIds: string[]; stateIds: string[]; cityIds: string[] };
type UserPlace = { countryId: string | null; stateId: string | null; cityId: string | null };

/** docs/product-rules.md#validation: an empty list means no restriction; the first failing level gives its message. */
export function eligibilityError(rules: EligibilityRules, place: UserPlace): string | null {
  if (rules.countryIds.length > 0 && !rules.countryIds.includes(place.countryId ?? "")) return m.countryNotEligible;
  if (rules.stateIds.length > 0 && !rules.stateIds.includes(place.stateId ?? "")) return m.stateNotEligible;
  if (rules.cityIds.length > 0 && !rules.cityIds.includes(place.cityId ?? "")) return m.cityNotEligible;
  return null;
}

import { fill } from "#shared/i18n/catalogue.ts";
import type { Catalogue } from "#shared/i18n/namespaces.ts";
import { type EligibleLocation, eligiblePlaceNames, joinWithAnd } from "#shared/eligible-places.ts";

/**
 * The details form's 'Open to creators in Indore, Jaipur, Lucknow and Nagpur' in the page's language
 * (as shared/registration/open-to-text.ts words it in English), by the narrowest level the contest
 * restricts. Null when anyone may enter.
 */
export function openTo(location: EligibleLocation, m: Catalogue["registration"]["details"]): string | null {
  const names = eligiblePlaceNames(location, m.district);
  if (names.length === 0) return null;
  return fill(m.openTo, { places: joinWithAnd(names, m.listAnd) });
}

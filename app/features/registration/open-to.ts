import { fill } from "#shared/i18n/catalogue.ts";
import type { Catalogue } from "#shared/i18n/namespaces.ts";

type EligibleLocation = {
  countries: { countryName: string }[];
  states: { stateName: string }[];
  districts?: { districtName: string }[];
  cities: { cityName: string }[];
};

/**
 * The details form's 'Open to creators in Indore, Jaipur, Lucknow and Nagpur' in the page's language
 * (as shared/registration/open-to-text.ts words it in English), by the narrowest level the contest
 * restricts. Null when anyone may enter.
 */
export function openTo(location: EligibleLocation, m: Catalogue["registration"]["details"]): string | null {
  const districts = location.districts ?? [];
  const names =
    location.cities.length > 0
      ? location.cities.map((city) => city.cityName)
      : districts.length > 0
        ? districts.map((district) => fill(m.district, { name: district.districtName }))
        : location.states.length > 0
          ? location.states.map((state) => state.stateName)
          : location.countries.map((country) => country.countryName);
  if (names.length === 0) return null;
  const last = names[names.length - 1] ?? "";
  const places = names.length === 1 ? last : fill(m.listAnd, { first: names.slice(0, -1).join(", "), last });
  return fill(m.openTo, { places });
}

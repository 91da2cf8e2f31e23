import type { Language } from "../i18n/language.ts";

/**
 * The Hindi names of the countries the site's places cover (db/seed/india-locations.ts). The
 * database keeps one name per country, in English; a country added later without a Hindi name here
 * keeps that name on the Hindi site.
 */
const hindiNames = new Map([
  ["Bangladesh", "बांग्लादेश"],
  ["India", "भारत"],
  ["Nepal", "नेपाल"],
  ["Sri Lanka", "श्रीलंका"],
]);

/** A country's name as a page in `language` writes it: "India" → "भारत" on the Hindi site. */
export function countryName(name: string, language: Language): string {
  return (language === "hi" && hindiNames.get(name)) || name;
}

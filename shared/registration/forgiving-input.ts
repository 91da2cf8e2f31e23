/**
 * The details form takes what people type on a phone and keeps what it means
 * (docs/product-rules.md#validation): the same functions serve the form and the server.
 */

/** Spaces (any kind), dashes of any kind, dots and brackets people put inside phone numbers. */
const PHONE_PUNCTUATION = /[\s\-\u2010-\u2015.()]/g;

/**
 * '+91 98765 43210', '0091-98765-43210', '098765 43210' and '98765-43210' are all 9876543210.
 * Anything that is not an Indian mobile number once the country code or trunk 0 is dropped is
 * returned with only its punctuation removed, so the format rule can refuse it.
 */
export function normaliseMobile(value: string): string {
  const compact = value.replace(PHONE_PUNCTUATION, "");
  const match = /^(?:\+91|0091|91|0)?(\d{10})$/.exec(compact);
  return match?.[1] ?? compact;
}

/** '110 001', '110-001' and ' 110001 ' are 110001; anything else keeps its characters, so the rule can refuse it. */
export function normalisePincode(value: string): string {
  const compact = value.replace(/[\s\-\u2010-\u2015]/g, "");
  return /^\d+$/.test(compact) ? compact : value.trim();
}

/** Runs of spaces inside a name become one ('Mary  Ann' is 'Mary Ann'); composed to one form (NFC). */
export function normaliseName(value: string): string {
  return value.normalize("NFC").replace(/\s+/g, " ");
}

export const YOUNGEST_AGE_YEARS = 5;
export const OLDEST_AGE_YEARS = 100;

/** Today's date in India (YYYY-MM-DD), whatever the zone of the machine asking. */
export function istToday(now: Date): string {
  return new Date(now.getTime() + 330 * 60 * 1000).toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) moved back by whole years; 29 February falls back to the 28th in other years. */
function yearsBefore(date: string, years: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const target = year - years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${String(target).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
}

/** The dates of birth the form accepts: from 100 years ago to 5 years ago, inclusive, in IST. */
export function dateOfBirthRange(now: Date): { earliest: string; latest: string } {
  const today = istToday(now);
  return { earliest: yearsBefore(today, OLDEST_AGE_YEARS), latest: yearsBefore(today, YOUNGEST_AGE_YEARS) };
}

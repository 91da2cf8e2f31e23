import { istToday } from "../registration/forgiving-input.ts";

/** Below this age a parent's or guardian's consent comes first (DPDP Act 2023, section 9). */
export const ADULT_AGE_YEARS = 18;

/** Whole years from a YYYY-MM-DD date of birth to `today` (YYYY-MM-DD, India Standard Time). */
export function ageInYears(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Whether the person born on `dateOfBirth` is 18 or older today in IST (a birthday on 29 February counts from 1 March). */
export function isAdult(dateOfBirth: string, now = new Date()): boolean {
  return ageInYears(dateOfBirth, istToday(now)) >= ADULT_AGE_YEARS;
}

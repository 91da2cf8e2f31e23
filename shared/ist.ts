import { formatDate } from "./i18n/formats.ts";

/** India Standard Time: UTC+05:30 all year, whatever zone the server or browser is in. */
export const IST_OFFSET_MS = 330 * 60 * 1000;
export const IST_OFFSET_SECONDS = IST_OFFSET_MS / 1000;
export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The IST calendar day of an instant, as a number of days since 1970-01-01 (IST). */
export function istDayNumber(at: Date): number {
  return Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS);
}

/** 00:00:00.000 IST of the day that holds `at`. */
export function startOfIstDay(at: Date): Date {
  return new Date(istDayNumber(at) * DAY_MS - IST_OFFSET_MS);
}

/** 23:59:59.999 IST of the day that holds `at`. */
export function endOfIstDay(at: Date): Date {
  return new Date((istDayNumber(at) + 1) * DAY_MS - IST_OFFSET_MS - 1);
}

/** "21 Nov 2026", in IST (the English site's and the console's form; formats.ts has the Hindi one). */
export function formatIstDate(value: string | Date | null | undefined): string {
  return formatDate(value, "en", "date");
}

/** "21 Nov 2026, 4:05 pm", in IST. */
export function formatIstDateTime(value: string | Date | null | undefined): string {
  return formatDate(value, "en", "dateTime");
}

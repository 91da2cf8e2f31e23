import { formatDate } from "./i18n/formats.ts";

import { DAY_MS, IST_OFFSET_MS } from "./ist-offset.ts";

export { DAY_MS, HOUR_MS, IST_OFFSET_MS, IST_OFFSET_SECONDS, MINUTE_MS } from "./ist-offset.ts";

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

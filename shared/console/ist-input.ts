import { endOfIstDay, IST_OFFSET_MS, startOfIstDay } from "../ist.ts";

/**
 * The console shows and takes every contest date in India Standard Time, whatever the browser's zone
 * (docs/product-rules.md, contests). Days are "YYYY-MM-DD"; moments "YYYY-MM-DDTHH:mm", the values of
 * <input type="date"> and <input type="datetime-local">, read as IST wall-clock time.
 */
export const IST_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
export const IST_MOMENT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant of an IST wall-clock time ("YYYY-MM-DDTHH:mm", or a day for its midnight); null when not a real date. */
export function istMomentToInstant(value: string): Date | null {
  const match = IST_MOMENT_PATTERN.exec(value) ?? IST_DAY_PATTERN.exec(value);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.slice(1).map((part) => Number(part ?? 0));
  if (hour > 23 || minute > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(utc);
  // 2026-02-30 would roll over to March: not a real day.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - IST_OFFSET_MS);
}

/** 00:00:00.000 IST of a "YYYY-MM-DD" day. */
export function istDayStart(day: string): Date | null {
  if (!IST_DAY_PATTERN.test(day)) return null;
  return istMomentToInstant(day);
}

/** 23:59:59.999 IST of a "YYYY-MM-DD" day: registration ends through the whole of its last day. */
export function istDayEnd(day: string): Date | null {
  const start = istDayStart(day);
  return start ? endOfIstDay(start) : null;
}

const shifted = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString();

/** The IST day of an instant, "YYYY-MM-DD". */
export function toIstDay(at: Date | string | null | undefined): string {
  if (!at) return "";
  return shifted(startOfIstDay(new Date(at))).slice(0, 10);
}

/** The IST wall-clock time of an instant, "YYYY-MM-DDTHH:mm". */
export function toIstMoment(at: Date | string | null | undefined): string {
  if (!at) return "";
  return shifted(new Date(at)).slice(0, 16);
}

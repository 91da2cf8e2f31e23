/** India Standard Time: UTC+05:30 all year, whatever zone the server or browser is in. */
const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

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

const dateFormat = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "21 Nov 2026", in IST. */
export function formatIstDate(value: string | Date | null | undefined): string {
  if (!value) return "-";
  return dateFormat.format(new Date(value));
}

/** "21 Nov 2026, 4:05 pm", in IST. */
export function formatIstDateTime(value: string | Date | null | undefined): string {
  if (!value) return "-";
  return dateTimeFormat.format(new Date(value));
}

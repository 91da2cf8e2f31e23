import { intlLocale, type Language } from "./language.ts";

/**
 * India's formats in both languages (DESIGN.md, Languages): 1,00,000 grouping, ₹ without paise for
 * whole rupees, IST, Hindi month and day names on the Hindi site, and always Latin digits (Devanagari
 * digits confuse UPI amounts).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(language: Language, fractionDigits: number): Intl.NumberFormat {
  const key = `${language}:${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[language], {
      numberingSystem: "latn",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** 100000 → "1,00,000". */
export function formatNumber(value: number, language: Language = "en"): string {
  return numberFormat(language, Number.isInteger(value) ? 0 : 2).format(value);
}

/** Paise as money: 149900 → "₹1,499"; 149950 → "₹1,499.50"; 10000000 → "₹1,00,000". */
export function formatPaise(paise: number, language: Language = "en"): string {
  const whole = paise % 100 === 0;
  const sign = paise < 0 ? "-" : "";
  return `${sign}₹${numberFormat(language, whole ? 0 : 2).format(Math.abs(paise) / 100)}`;
}

/** Rupees (the spec's API shapes) as money: 1499 → "₹1,499". */
export function formatRupees(rupees: number, language: Language = "en"): string {
  return formatPaise(Math.round(rupees * 100), language);
}

type DateStyle = "date" | "dateTime" | "dayMonth" | "time" | "weekdayDate";

const dateOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: "numeric", month: "short", year: "numeric" },
  dateTime: { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" },
  dayMonth: { day: "numeric", month: "short" },
  time: { hour: "numeric", minute: "2-digit" },
  weekdayDate: { weekday: "short", day: "numeric", month: "short", year: "numeric" },
};

/** An instant in IST: "21 Nov 2026" / "21 नव॰ 2026"; the same text on the server and in the browser. */
export function formatDate(value: string | Date | null | undefined, language: Language = "en", style: DateStyle = "date"): string {
  if (!value) return "-";
  const key = `${language}:${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    // Hindi's CLDR day periods are the Latin "am"/"pm": the Hindi site writes times on the 24-hour clock instead.
    const clock = language === "hi" && "hour" in dateOptions[style] ? { hourCycle: "h23" as const } : {};
    format = new Intl.DateTimeFormat(intlLocale[language], {
      timeZone: "Asia/Kolkata",
      numberingSystem: "latn",
      ...dateOptions[style],
      ...clock,
    });
    dateFormats.set(key, format);
  }
  return format.format(new Date(value));
}

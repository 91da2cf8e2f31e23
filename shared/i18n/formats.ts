import { IST_OFFSET_MS } from "../ist-offset.ts";
import { indianDigits } from "./indian-digits.ts";
import type { Language } from "./language.ts";

/**
 * India's formats in both languages (DESIGN.md, Languages): 1,00,000 grouping, ₹ without paise for
 * whole rupees, IST, Hindi month and day names on the Hindi site, and always Latin digits (Devanagari
 * digits confuse UPI amounts).
 */
/** 100000 → "1,00,000". */
export function formatNumber(value: number, _language: Language = "en"): string {
  return Number.isInteger(value) ? indianDigits(value, 0, 0) : indianDigits(value, 2, 2);
}

/** Paise as money: 149900 → "₹1,499"; 149950 → "₹1,499.50"; 10000000 → "₹1,00,000". */
export function formatPaise(paise: number, _language: Language = "en"): string {
  const whole = paise % 100 === 0;
  const sign = paise < 0 ? "-" : "";
  const digits = whole ? 0 : 2;
  return `${sign}₹${indianDigits(Math.abs(paise) / 100, digits, digits)}`;
}

/** Rupees (the spec's API shapes) as money: 1499 → "₹1,499". */
export function formatRupees(rupees: number, language: Language = "en"): string {
  return formatPaise(Math.round(rupees * 100), language);
}

type DateStyle = "date" | "dateTime" | "dayMonth" | "time" | "weekdayDate";

/** CLDR's short names, as Intl writes them for en-IN and hi-IN (tests/unit/formats.test.ts compares). */
const monthNames: Record<Language, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
  hi: ["जन॰", "फ़र॰", "मार्च", "अप्रैल", "मई", "जून", "जुल॰", "अग॰", "सित॰", "अक्टू॰", "नव॰", "दिस॰"],
};
const weekdayNames: Record<Language, readonly string[]> = {
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  hi: ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"],
};

/**
 * An instant in IST: "21 Nov 2026" / "21 नव॰ 2026"; the same text on the server and in the browser.
 * Written from tables, not Intl (see indian-digits.ts), as Intl.DateTimeFormat writes it for en-IN and
 * hi-IN. Hindi's CLDR day periods are the Latin "am"/"pm": the Hindi site writes times on the 24-hour clock.
 */
export function formatDate(value: string | Date | null | undefined, language: Language = "en", style: DateStyle = "date"): string {
  if (!value) return "-";
  const at = new Date(new Date(value).getTime() + IST_OFFSET_MS);
  const day = at.getUTCDate();
  const month = monthNames[language][at.getUTCMonth()];
  const year = at.getUTCFullYear();
  const minutes = String(at.getUTCMinutes()).padStart(2, "0");
  const hours = at.getUTCHours();
  const time =
    language === "hi" ? `${String(hours).padStart(2, "0")}:${minutes}` : `${hours % 12 || 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
  switch (style) {
    case "date":
      return `${day} ${month} ${year}`;
    case "dateTime":
      return `${day} ${month} ${year}, ${time}`;
    case "dayMonth":
      return `${day} ${month}`;
    case "time":
      return time;
    case "weekdayDate":
      return `${weekdayNames[language][at.getUTCDay()]}, ${day} ${month}${language === "en" ? "," : ""} ${year}`;
  }
}

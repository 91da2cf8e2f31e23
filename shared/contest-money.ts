import { formatNumber, formatRupees } from "./i18n/formats.ts";
import type { Language } from "./i18n/language.ts";

/** A contest's amount (entry fee, prize, prize pool) in its currency: "₹12,000" (Indian grouping), or "500 USD". */
export function contestMoney(amount: number, currency: string, language: Language = "en"): string {
  return currency === "INR" ? formatRupees(amount, language) : `${formatNumber(amount, language)} ${currency}`;
}

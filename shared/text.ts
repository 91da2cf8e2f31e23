import { indianDigits } from "./i18n/indian-digits.ts";

/** "7" → "07": the list numbers of the home categories (docs/product-rules.md, content). */
export function listNumber(index: number): string {
  return String(index).padStart(2, "0");
}

/** Cuts text to `length` characters and adds an ellipsis when anything was cut (docs/product-rules.md, content). */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** "₹1,499" for rupee amounts; other currencies by their code. Without Intl: see indian-digits.ts. */
export function formatMoney(amount: number, currency = "INR"): string {
  const digits = indianDigits(amount, 0, 2);
  return currency === "INR" ? `₹${digits}` : `${digits} ${currency}`;
}

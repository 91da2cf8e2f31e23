import { numberFormat } from "./formats.ts";

/**
 * Paise with paise always shown, as accounts are kept: 49900 → "₹499.00", 1234560000 → "₹1,23,45,600.00"
 * (the console's payments, refunds and registrations, and their exports).
 */
export function formatPaiseForAccounts(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  return `${sign}₹${numberFormat("en", 2).format(Math.abs(paise) / 100)}`;
}

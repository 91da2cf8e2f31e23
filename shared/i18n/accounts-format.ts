import { indianDigits } from "./indian-digits.ts";

/**
 * Paise with paise always shown, as accounts are kept: 49900 → "₹499.00", 1234560000 → "₹1,23,45,600.00"
 * (the console's payments, refunds and registrations, and their exports).
 */
export function formatPaiseForAccounts(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  return `${sign}₹${indianDigits(Math.abs(paise) / 100, 2, 2)}`;
}

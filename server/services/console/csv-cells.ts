import { IST_OFFSET_MS } from "#shared/ist.ts";

/*
 * The cells every console CSV writes alike (registrations, payments, refunds), so an accountant's
 * spreadsheet reads the files the same way.
 */

/** "2026-11-23 16:05:09" in IST: a date and time every spreadsheet reads as one. */
export const csvIstTime = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");

/** Rupees with their paise and nothing else: 9900 → "99.00". */
export const csvRupees = (paise: number) => (paise / 100).toFixed(2);

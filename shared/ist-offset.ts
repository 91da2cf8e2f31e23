/**
 * India Standard Time: UTC+05:30 all year, whatever zone the server or browser is in; and the units of
 * time. A module of its own so the date formatter can use it without importing ist.ts, which imports it.
 */
export const IST_OFFSET_MS = 330 * 60 * 1000;
export const IST_OFFSET_SECONDS = IST_OFFSET_MS / 1000;
export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

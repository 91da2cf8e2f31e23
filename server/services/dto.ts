/** Conversions shared by every service that answers the web. */
export const rupees = (paise: number | null | undefined): number => Math.round(paise ?? 0) / 100;
export const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/** Values the demo seed computes: IST instants, slugs, stable links, and look-ups that must succeed. */
import type { IstMoment } from "./contests.ts";

// Time in India Standard Time (UTC+05:30, no daylight saving).
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The instant of an IST wall-clock time on the IST day `day` days from `now`'s IST day. */
export function istMoment(now: Date, moment: IstMoment): Date {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  const midnightUtcOfIstDay = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
  let ms: number;
  if (moment.time === "start") ms = 0;
  else if (moment.time === "end")
    ms = DAY_MS - 1000; // 23:59:59 IST
  else {
    const [h = 0, m = 0] = moment.time.split(":").map(Number);
    ms = (h * 60 + m) * 60_000;
  }
  return new Date(midnightUtcOfIstDay + moment.day * DAY_MS + ms - IST_OFFSET_MS);
}

/** `days` days before `now`'s IST day, at an IST wall-clock time. */
export const daysBefore =
  (now: Date) =>
  (days: number, time: `${number}:${number}` = "11:30") =>
    istMoment(now, { day: -days, time });

/** The id the seed gave a place, contest category, judge or user: a typo in the demo data fails loudly. */
export function need(map: Map<string, string>, key: string): string {
  const value = map.get(key);
  if (!value) throw new Error(`Demo seed: unknown place ${key}`);
  return value;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A stable, plausible-looking YouTube watch link. */
export function youtubeLink(seed: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  let h = 2166136261;
  let id = "";
  for (let i = 0; i < 11; i++) {
    for (const ch of `${seed}#${i}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
    id += alphabet[(h >>> 0) % alphabet.length];
  }
  return `https://www.youtube.com/watch?v=${id}`;
}

import { randomInt } from "node:crypto";

/** Codes people type into the registration form: letters, digits, dash and underscore. */
export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** No 0/O or 1/I, so a code read aloud or copied from a screenshot is typed right. */
const SUFFIX_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** Why a code is not acceptable, or null when it is. */
export function affiliateCodeProblem(code: string): string | null {
  return AFFILIATE_CODE_PATTERN.test(code)
    ? null
    : "An affiliate code is 3 to 32 letters, digits, dashes or underscores (for example ASHA2026).";
}

/** A code like ASHA7KQ2: up to six letters of the first name, then four random characters. */
export function generateAffiliateCode(firstName: string): string {
  const prefix = firstName
    .normalize("NFKD")
    .toUpperCase()
    .replace(/[^A-Z]/g, "")
    .slice(0, 6);
  const length = prefix.length >= 3 ? 4 : 8;
  let suffix = "";
  for (let i = 0; i < length; i++) suffix += SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)];
  return `${prefix.length >= 3 ? prefix : ""}${suffix}`;
}

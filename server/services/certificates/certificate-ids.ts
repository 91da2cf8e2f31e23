import { randomBytes } from "node:crypto";

/** Crockford's base 32: no I, L, O or U, so an id read off paper is typed back without mix-ups. */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const ID_LENGTH = 20;
const ID_PATTERN = /^[0-9a-hjkmnp-tv-z]{20}$/;

/** 20 random characters: 100 random bits, so nobody can guess another creator's certificate. */
export function newCertificateId(): string {
  // 256 is a multiple of 32, so every character is uniformly random.
  return [...randomBytes(ID_LENGTH)].map((byte) => ALPHABET[byte & 31]).join("");
}

/**
 * An id as typed or printed ("K7QM-3XJD-…", any case, with I/L for 1 and O for 0) in its stored
 * form, or null when it cannot be one.
 */
export function normalizeCertificateId(input: string): string | null {
  if (input.length > 64) return null;
  const id = input
    .toLowerCase()
    .replace(/[\s-]+/g, "")
    .replace(/[il]/g, "1")
    .replace(/o/g, "0");
  return ID_PATTERN.test(id) ? id : null;
}

/** "K7QM-3XJD-9WPA-R2TE-5HNC": how the certificate prints its id. */
export function formatCertificateId(id: string): string {
  return (id.toUpperCase().match(/.{1,4}/g) ?? []).join("-");
}

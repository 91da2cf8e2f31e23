import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config.ts";
import { loadEncryptionKey } from "../encryption/encryption.ts";

type KeyConfig = Pick<Config, "encryptionKey" | "encryptionKeyFile" | "dataDir">;

// Only memoises a pure derivation of the configured key (saves re-reading the key file); not a registry.
const peppers = new WeakMap<KeyConfig, Buffer>();

/**
 * The secret sign-in codes are hashed with, derived from the encryption key (never in the database):
 * a million possible codes are no protection once someone holds the table, a keyed hash is.
 */
function pepperFor(config: KeyConfig): Buffer {
  let pepper = peppers.get(config);
  if (!pepper) {
    pepper = createHmac("sha256", loadEncryptionKey(config)).update("creator sign-in codes").digest();
    peppers.set(config, pepper);
  }
  return pepper;
}

/** Six digits, leading zeros included, from the system's cryptographic source. */
export function newSignInCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/** The stored form of a code: bound to the address it was sent to, so it opens nothing else. */
export function hashSignInCode(config: KeyConfig, emailKey: string, code: string): string {
  return createHmac("sha256", pepperFor(config)).update(`${emailKey}\n${code}`).digest("hex");
}

/** Compares in constant time, so the answer's timing says nothing about how close a guess was. */
export function signInCodeMatches(config: KeyConfig, emailKey: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashSignInCode(config, emailKey, code), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

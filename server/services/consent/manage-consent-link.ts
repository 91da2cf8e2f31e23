import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config.ts";
import { loadEncryptionKey } from "../encryption/encryption.ts";
import { emailKeyOf } from "../identity/email-key.ts";

type KeyConfig = Pick<Config, "encryptionKey" | "encryptionKeyFile" | "dataDir">;

// Only memoises a pure derivation of the configured key (saves re-reading the key file); not a registry.
const keys = new WeakMap<KeyConfig, Buffer>();
function keyFor(config: KeyConfig): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = createHmac("sha256", loadEncryptionKey(config)).update("manage consent links").digest();
    keys.set(config, key);
  }
  return key;
}

/**
 * The 'Manage consent' link of every e-mail (docs/privacy.md#withdrawing): the address and a keyed
 * hash of it, so whoever holds the e-mail can withdraw in one tap without signing in, and nobody can
 * make a link for another address. It can only ever reduce what is processed.
 */
export function manageConsentToken(config: KeyConfig, email: string): string {
  const emailKey = emailKeyOf(email);
  const mac = createHmac("sha256", keyFor(config)).update(emailKey).digest("base64url");
  return `${Buffer.from(emailKey).toString("base64url")}.${mac}`;
}

/** The address a token was made for, or null for a forged or malformed one. */
export function emailOfManageConsentToken(config: KeyConfig, token: string): string | null {
  const [encoded, mac] = token.split(".");
  if (!encoded || !mac || token.length > 500) return null;
  const emailKey = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = Buffer.from(createHmac("sha256", keyFor(config)).update(emailKey).digest("base64url"));
  const actual = Buffer.from(mac);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? emailKey : null;
}

export const manageConsentUrl = (config: KeyConfig & Pick<Config, "publicUrl">, email: string) =>
  `${config.publicUrl}/privacy/consent?t=${encodeURIComponent(manageConsentToken(config, email))}`;

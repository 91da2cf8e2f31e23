import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../../config.ts";

/**
 * AES-256-GCM for identity documents and bank details (DESIGN.md, Security and privacy). The key
 * comes from ENCRYPTION_KEY or from a key file in DATA_DIR (created once, mode 0600); never from
 * the database, so a database dump alone reveals nothing.
 */
export type Encryptor = {
  encrypt: (plain: Buffer) => Buffer;
  decrypt: (sealed: Buffer) => Buffer;
  encryptText: (plain: string) => string;
  decryptText: (sealed: string) => string;
};

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_FILE_NAME = "encryption.key";

export function createEncryptor(key: Buffer): Encryptor {
  if (key.length !== 32) throw new Error("The encryption key must be 32 bytes");
  // Layout: version byte | 12-byte IV | 16-byte tag | ciphertext.
  const encrypt = (plain: Buffer): Buffer => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
  };
  const decrypt = (sealed: Buffer): Buffer => {
    if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) throw new Error("Not a sealed value");
    const iv = sealed.subarray(1, 1 + IV_BYTES);
    const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv("aes-256-gcm", key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
  };
  return {
    encrypt,
    decrypt,
    encryptText: (plain) => encrypt(Buffer.from(plain, "utf8")).toString("base64"),
    decryptText: (sealed) => decrypt(Buffer.from(sealed, "base64")).toString("utf8"),
  };
}

/** The configured key, or the key file in DATA_DIR, created with a fresh random key when missing. */
export function loadEncryptionKey(config: Pick<Config, "encryptionKey" | "dataDir">): Buffer {
  if (config.encryptionKey) return Buffer.from(config.encryptionKey, "hex");
  const file = path.join(config.dataDir, KEY_FILE_NAME);
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      // "wx": never overwrite a key another process wrote a moment ago.
      writeFileSync(file, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  chmodSync(file, 0o600);
  const hex = readFileSync(file, "utf8").trim();
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`${file} does not hold a 64-hex-character key`);
  return Buffer.from(hex, "hex");
}

const encryptors = new WeakMap<Config, Encryptor>();

/** One encryptor per configuration (the key file is read once). */
export function encryptorFor(config: Config): Encryptor {
  let encryptor = encryptors.get(config);
  if (!encryptor) {
    encryptor = createEncryptor(loadEncryptionKey(config));
    encryptors.set(config, encryptor);
  }
  return encryptor;
}

import { createCipheriv, createDecipheriv, type DecipherGCM, randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { createPrivateDataDir } from "#db/client.ts";
import type { Config } from "../../config.ts";

/**
 * AES-256-GCM for identity documents and bank details (docs/uploads-and-storage.md). The key comes
 * from ENCRYPTION_KEY, from the file ENCRYPTION_KEY_FILE names, or from a key file in DATA_DIR
 * (created once, mode 0600); never from the database, so a database dump alone reveals nothing.
 */
export type Encryptor = {
  encrypt: (plain: Buffer) => Buffer;
  /** Opens both layouts: a value sealed by encrypt and a file sealed by sealStream. */
  decrypt: (sealed: Buffer) => Buffer;
  encryptText: (plain: string) => string;
  decryptText: (sealed: string) => string;
  /** Seals a stream of any length in constant memory (layout 2, the tag at the end). */
  sealStream: () => Transform;
  /** Opens what sealStream wrote; the stream fails when the tag does not match. */
  openStream: () => Transform;
};

/** Layout 1: version | IV | tag | ciphertext. Layout 2 (streams): version | IV | ciphertext | tag. */
const VERSION = 1;
const STREAM_VERSION = 2;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES;
export const KEY_FILE_NAME = "encryption.key";

const notSealed = () => new Error("Not a sealed value");

export function createEncryptor(key: Buffer): Encryptor {
  if (key.length !== 32) throw new Error("The encryption key must be 32 bytes");
  const encrypt = (plain: Buffer) => encryptWith(key, plain);
  const decrypt = (sealed: Buffer) => decryptWith(key, sealed);
  return {
    encrypt,
    decrypt,
    encryptText: (plain) => encrypt(Buffer.from(plain, "utf8")).toString("base64"),
    decryptText: (sealed) => decrypt(Buffer.from(sealed, "base64")).toString("utf8"),
    sealStream: () => sealingStream(key),
    openStream: () => openingStream(key),
  };
}

/** Seals a value in layout 1. */
function encryptWith(key: Buffer, plain: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

/** Opens a value of either layout. */
function decryptWith(key: Buffer, sealed: Buffer): Buffer {
  if (sealed.length < HEADER_BYTES + TAG_BYTES) throw notSealed();
  const iv = sealed.subarray(1, HEADER_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  if (sealed[0] === VERSION) {
    decipher.setAuthTag(sealed.subarray(HEADER_BYTES, HEADER_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES + TAG_BYTES)), decipher.final()]);
  }
  if (sealed[0] !== STREAM_VERSION) throw notSealed();
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
}

/** Layout 2 as a stream: the header before the first bytes, the tag after the last. */
function sealingStream(key: Buffer): Transform {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  let headerSent = false;
  const header = (stream: Transform) => {
    if (!headerSent) stream.push(Buffer.concat([Buffer.from([STREAM_VERSION]), iv]));
    headerSent = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      header(this);
      done(null, cipher.update(chunk));
    },
    flush(done) {
      header(this);
      const last = cipher.final();
      if (last.length > 0) this.push(last);
      done(null, cipher.getAuthTag());
    },
  });
}

/** Opens layout 2 as a stream, checking the tag at its end. */
function openingStream(key: Buffer): Transform {
  let header = Buffer.alloc(0);
  let decipher: DecipherGCM | undefined;
  // The last 16 bytes seen may be the tag, so they are held back until the stream ends.
  let tail = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let data = chunk;
      if (!decipher) {
        header = Buffer.concat([header, data]);
        if (header.length < HEADER_BYTES) return done();
        if (header[0] !== STREAM_VERSION) return done(notSealed());
        decipher = createDecipheriv("aes-256-gcm", key, header.subarray(1, HEADER_BYTES));
        data = header.subarray(HEADER_BYTES);
      }
      const all = tail.length > 0 ? Buffer.concat([tail, data]) : data;
      const cut = Math.max(0, all.length - TAG_BYTES);
      tail = Buffer.from(all.subarray(cut));
      done(null, decipher.update(all.subarray(0, cut)));
    },
    flush(done) {
      if (!decipher || tail.length < TAG_BYTES) return done(notSealed());
      try {
        decipher.setAuthTag(tail);
        done(null, decipher.final());
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

type KeyConfig = Pick<Config, "encryptionKey" | "encryptionKeyFile" | "dataDir">;

/** Why a key file cannot be used, or null when it holds a key (checked when the configuration loads). */
export function keyFileProblem(file: string): string | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    return `cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"}: ${file})`;
  }
  return /^[0-9a-f]{64}$/i.test(text.trim()) ? null : `must hold 64 hex characters (32 bytes): ${file}`;
}

/** The configured key, the key file ENCRYPTION_KEY_FILE names, or DATA_DIR's key file (made when missing). */
export function loadEncryptionKey(config: KeyConfig): Buffer {
  if (config.encryptionKey) return Buffer.from(config.encryptionKey, "hex");
  if (config.encryptionKeyFile) {
    const problem = keyFileProblem(config.encryptionKeyFile);
    if (problem) throw new Error(`ENCRYPTION_KEY_FILE ${problem}`);
    return Buffer.from(readFileSync(config.encryptionKeyFile, "utf8").trim(), "hex");
  }
  const file = path.join(config.dataDir, KEY_FILE_NAME);
  if (!existsSync(file)) {
    createPrivateDataDir(config.dataDir);
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

/** Where the key comes from, as the start-up log and the README describe it. */
export function encryptionKeySource(config: KeyConfig): "environment" | "key file" | "DATA_DIR" {
  if (config.encryptionKey) return "environment";
  if (config.encryptionKeyFile && !isInside(config.dataDir, config.encryptionKeyFile)) return "key file";
  return "DATA_DIR";
}

/**
 * A copy of DATA_DIR (a backup, a stolen volume) that holds the key as well decrypts everything, so
 * production warns when the key lives there.
 */
export function encryptionKeyWarning(config: KeyConfig & Pick<Config, "nodeEnv">): string | null {
  if (config.nodeEnv !== "production" || encryptionKeySource(config) !== "DATA_DIR") return null;
  const file = config.encryptionKeyFile ?? path.join(config.dataDir, KEY_FILE_NAME);
  return `The encryption key (${file}) is kept in DATA_DIR, next to the documents and bank details it protects: set ENCRYPTION_KEY, or ENCRYPTION_KEY_FILE to a file outside DATA_DIR.`;
}

function isInside(dir: string, file: string): boolean {
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  const relative = path.relative(real(dir), real(file));
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

/** The encryptor of the configured key (the key file is read, or made, here). */
export const loadEncryptor = (config: KeyConfig): Encryptor => createEncryptor(loadEncryptionKey(config));

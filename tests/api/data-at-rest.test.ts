import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "#db/client.ts";
import { seedDemoContentIfEmpty } from "#db/seed/index.ts";
import { buildApp } from "#server/app.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { createEncryptor, encryptionKeyWarning, loadEncryptionKey } from "#server/services/encryption/encryption.ts";
import { simulatedSecret } from "#server/services/payments/simulated-gateway.ts";
import { createTestDatabase } from "../support/test-database.ts";

const folders: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "contests-at-rest-"));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const KEY_HEX = "ab".repeat(32);
const configError = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe("[DATA AT REST] encryption of files as streams", () => {
  const encryptor = createEncryptor(randomBytes(32));
  const seal = (plain: Buffer, chunk: number) => buffer(Readable.from(chunks(plain, chunk)).pipe(encryptor.sealStream()));
  const open = (sealed: Buffer, chunk: number) => buffer(Readable.from(chunks(sealed, chunk)).pipe(encryptor.openStream()));
  function* chunks(data: Buffer, size: number) {
    for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
  }

  it.each([0, 1, 16, 17, 65_539, 1024 * 1024 + 5])("seals and opens %i bytes, whatever the chunking", async (bytes) => {
    const plain = randomBytes(bytes);
    for (const chunk of [1, 7, 64 * 1024]) {
      if (bytes > 100_000 && chunk < 1024) continue;
      const sealed = await seal(plain, chunk);
      expect(sealed.length).toBe(plain.length + 29);
      if (bytes >= 16) expect(sealed.includes(plain.subarray(0, 16))).toBe(false);
      expect((await open(sealed, chunk === 1 ? 3 : chunk)).equals(plain)).toBe(true);
      expect(encryptor.decrypt(sealed).equals(plain)).toBe(true);
    }
  });

  it("refuses a changed, cut or foreign file instead of answering wrong bytes", async () => {
    const plain = randomBytes(5000);
    const sealed = await seal(plain, 1000);
    const changed = Buffer.from(sealed);
    changed[2000] = (changed[2000] ?? 0) ^ 1;
    await expect(open(changed, 512)).rejects.toThrow();
    await expect(open(sealed.subarray(0, sealed.length - 1), 512)).rejects.toThrow();
    const foreign = await buffer(Readable.from([plain]).pipe(createEncryptor(randomBytes(32)).sealStream()));
    await expect(open(foreign, 512)).rejects.toThrow();
    // Values sealed before streams existed (layout 1) still open.
    expect(encryptor.decrypt(encryptor.encrypt(plain)).equals(plain)).toBe(true);
  });
});

describe("[DATA AT REST] where the key comes from", () => {
  it("takes ENCRYPTION_KEY from the environment and writes no key file", () => {
    const dataDir = tempDir();
    const config = loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, ENCRYPTION_KEY: KEY_HEX });
    expect(loadEncryptionKey(config).toString("hex")).toBe(KEY_HEX);
    expect(existsSync(path.join(dataDir, "encryption.key"))).toBe(false);
    expect(encryptionKeyWarning(config)).toBeNull();
  });

  it("reads ENCRYPTION_KEY_FILE outside DATA_DIR and writes no key file", () => {
    const dataDir = tempDir();
    const keyFile = path.join(tempDir(), "creatorcup.key");
    writeFileSync(keyFile, `${KEY_HEX}\n`, { mode: 0o400 });
    const config = loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, ENCRYPTION_KEY_FILE: keyFile });
    expect(config.encryptionKeyFile).toBe(keyFile);
    expect(loadEncryptionKey(config).toString("hex")).toBe(KEY_HEX);
    expect(existsSync(path.join(dataDir, "encryption.key"))).toBe(false);
    expect(encryptionKeyWarning(config)).toBeNull();
  });

  it("stops start-up with one line for a missing or malformed key file, or two keys", () => {
    const missing = path.join(tempDir(), "none.key");
    expect(configError({ ENCRYPTION_KEY_FILE: missing })).toBe(
      `Invalid configuration: ENCRYPTION_KEY_FILE cannot be read (ENOENT: ${missing})`,
    );
    const malformed = path.join(tempDir(), "short.key");
    writeFileSync(malformed, "abc123\n");
    expect(configError({ ENCRYPTION_KEY_FILE: malformed })).toBe(
      `Invalid configuration: ENCRYPTION_KEY_FILE must hold 64 hex characters (32 bytes): ${malformed}`,
    );
    const good = path.join(tempDir(), "good.key");
    writeFileSync(good, KEY_HEX);
    expect(configError({ ENCRYPTION_KEY_FILE: good, ENCRYPTION_KEY: KEY_HEX })).toBe(
      "Invalid configuration: ENCRYPTION_KEY_FILE and ENCRYPTION_KEY cannot both be set",
    );
  });

  it("otherwise makes a key file in DATA_DIR (0600) and, in production only, warns about it", () => {
    const dataDir = tempDir();
    const config = loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir });
    const key = loadEncryptionKey(config);
    const file = path.join(dataDir, "encryption.key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadEncryptionKey(config).equals(key)).toBe(true);
    expect(encryptionKeyWarning(config)).toBe(
      `The encryption key (${file}) is kept in DATA_DIR, next to the documents and bank details it protects: set ENCRYPTION_KEY, or ENCRYPTION_KEY_FILE to a file outside DATA_DIR.`,
    );
    expect(encryptionKeyWarning({ ...config, nodeEnv: "development" })).toBeNull();
    // A key file named inside DATA_DIR is no better than the default one.
    const inside = path.join(dataDir, "my.key");
    writeFileSync(inside, KEY_HEX);
    expect(encryptionKeyWarning(loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, ENCRYPTION_KEY_FILE: inside }))).toBe(
      `The encryption key (${inside}) is kept in DATA_DIR, next to the documents and bank details it protects: set ENCRYPTION_KEY, or ENCRYPTION_KEY_FILE to a file outside DATA_DIR.`,
    );
  });
});

describe("[DATA AT REST] start-up", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function startWith(env: Record<string, string>) {
    const config = loadConfig({ LOG_LEVEL: "silent", ...env });
    const database = await createTestDatabase();
    const app = await buildApp({ config, database, logger: false });
    const warn = vi.spyOn(app.log, "warn");
    const info = vi.spyOn(app.log, "info");
    await app.ready();
    const { encryptor } = app.ctx;
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    const notes = info.mock.calls.map((call) => String(call[0]));
    await app.close();
    await database.close();
    return { warnings, notes, encryptor };
  }

  it("says so in production when the key lives in DATA_DIR (as information on a local trial), and not when it comes from elsewhere", async () => {
    const dataDir = tempDir();
    const inDataDir = await startWith({ NODE_ENV: "production", DATA_DIR: dataDir });
    expect(inDataDir.notes).toContain(
      `Local trial: The encryption key (${path.join(dataDir, "encryption.key")}) is kept in DATA_DIR, next to the documents and bank details it protects: set ENCRYPTION_KEY, or ENCRYPTION_KEY_FILE to a file outside DATA_DIR. Fine for trying the site; a public site must.`,
    );
    // A local trial's start-up reads as information: nothing is logged as a warning.
    expect(inDataDir.warnings).toEqual([]);
    // The key is loaded at start-up, so a bad one stops the start rather than the first upload.
    expect(statSync(path.join(dataDir, "encryption.key")).mode & 0o777).toBe(0o600);
    const fromEnv = await startWith({ NODE_ENV: "production", DATA_DIR: tempDir(), ENCRYPTION_KEY: KEY_HEX });
    expect(fromEnv.warnings.filter((w) => w.includes("encryption key"))).toEqual([]);
    expect(fromEnv.encryptor.decryptText(createEncryptor(Buffer.from(KEY_HEX, "hex")).encryptText("x"))).toBe("x");
    // Two production starts in one test: more than the default 30 s on a busy 2-core machine.
  }, 120_000);
});

describe("[DATA AT REST] the embedded database's files", () => {
  it("creates DATA_DIR 0700 and keeps every database file 0600, tightening an older world-readable one", async () => {
    const parent = tempDir();
    const dataDir = path.join(parent, "data");
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const entries = readdirSync(path.join(dataDir, "pglite"), { recursive: true, withFileTypes: true });
    expect(entries.length).toBeGreaterThan(100);
    const loose = entries
      .filter((entry) => !entry.isSymbolicLink())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => (statSync(file).mode & 0o777) !== (statSync(file).isDirectory() ? 0o700 : 0o600));
    expect(loose).toEqual([]);

    // A DATA_DIR left 0755 with 0644 files by an earlier version is made private at the next start.
    chmodSync(dataDir, 0o755);
    const versionFile = path.join(dataDir, "pglite", "PG_VERSION");
    chmodSync(versionFile, 0o644);
    mkdirSync(path.join(dataDir, "pglite", "old"), { mode: 0o755 });
    const reopened = await openDatabase({ dataDir });
    await reopened.close();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(versionFile).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, "pglite", "old")).mode & 0o777).toBe(0o700);
  }, 180_000);
});

describe("[DATA AT REST] DATA_DIR without the embedded database", () => {
  it("is created 0700 by demo seeding (PostgreSQL with SEED_DEMO) and by the test-mode checkout's key", async () => {
    const database = await createTestDatabase();
    try {
      const seeded = path.join(tempDir(), "data");
      expect(await seedDemoContentIfEmpty(database.db, { dataDir: seeded })).toBe(true);
      expect(statSync(seeded).mode & 0o777).toBe(0o700);
    } finally {
      await database.close();
    }
    const keyed = path.join(tempDir(), "data");
    simulatedSecret({ dataDir: keyed });
    expect(statSync(keyed).mode & 0o777).toBe(0o700);
  }, 120_000);
});

import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config.ts";

/**
 * Where uploaded files live (DESIGN.md, Files). Public files are served under /uploads/; private
 * files (identity documents, already encrypted by the caller) are reachable by no URL. Keys are
 * relative paths made by the server, never by the browser.
 */
export type FileStorage = {
  /** Stores a public file and answers the path the web uses ("/uploads/profiles/…"). */
  putPublic: (key: string, data: Buffer) => Promise<string>;
  putPrivate: (key: string, data: Buffer) => Promise<void>;
  getPrivate: (key: string) => Promise<Buffer>;
  /** Removes a file stored by putPublic (by its web path) or putPrivate (by its key); missing is fine. */
  removePublic: (webPath: string) => Promise<void>;
  removePrivate: (key: string) => Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function resolveInside(root: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe storage key: ${key}`);
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
  return full;
}

/** Local disk: DATA_DIR/uploads/public (served by app.ts under /uploads/) and DATA_DIR/private. */
export function createLocalDiskStorage(dataDir: string): FileStorage {
  const publicRoot = path.resolve(dataDir, "uploads", "public");
  const privateRoot = path.resolve(dataDir, "private");
  const write = async (file: string, data: Buffer, mode: number) => {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, data, { mode, flag: "wx" });
  };
  return {
    putPublic: async (key, data) => {
      await write(resolveInside(publicRoot, key), data, 0o644);
      return `/uploads/${key}`;
    },
    putPrivate: async (key, data) => write(resolveInside(privateRoot, key), data, 0o600),
    getPrivate: async (key) => readFile(resolveInside(privateRoot, key)),
    removePublic: async (webPath) => {
      if (!webPath.startsWith("/uploads/")) return;
      await rm(resolveInside(publicRoot, webPath.slice("/uploads/".length)), { force: true });
    },
    removePrivate: async (key) => rm(resolveInside(privateRoot, key), { force: true }),
  };
}

const storages = new WeakMap<Config, FileStorage>();

export function storageFor(config: Config): FileStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage = createLocalDiskStorage(config.dataDir);
    storages.set(config, storage);
  }
  return storage;
}

/** A random file name part, so stored names never come from the upload. */
export const randomName = () => randomBytes(12).toString("hex");

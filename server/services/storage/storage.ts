import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Config } from "../../config.ts";
import { createS3Storage, type S3FileStorage } from "./s3-storage.ts";

/** Public files are served under /uploads/; private files (encrypted by the caller) by no URL. */
export type StorageArea = "public" | "private";

export type PendingFile = { area: StorageArea; key: string; modifiedAt: Date };

/**
 * Where uploaded files live (docs/uploads-and-storage.md). Keys are relative paths made by the
 * server, never by the browser. An upload is first written as pending (under a name no URL serves)
 * and moved to its place only once the row that points at it exists, so a process that dies in
 * between leaves a pending file for sweepPendingUploads, never an orphaned document.
 */
export type FileStorage = {
  /** Stores a public file and answers the path the web uses ("/uploads/profiles/…"). */
  putPublic: (key: string, data: Buffer) => Promise<string>;
  putPrivate: (key: string, data: Buffer) => Promise<void>;
  getPrivate: (key: string) => Promise<Buffer>;
  /** The stored bytes of a private file as a stream (for files too big to hold in memory). */
  readPrivate: (key: string) => Readable;
  /** Removes a file stored by putPublic (by its web path) or putPrivate (by its key); missing is fine. */
  removePublic: (webPath: string) => Promise<void>;
  removePrivate: (key: string) => Promise<void>;
  /** Streams `source` (through `transform` when given) into a pending file; answers the bytes written. */
  putPending: (area: StorageArea, key: string, source: Readable, transform?: Transform) => Promise<number>;
  /** Moves a pending file to its place; for a public file answers its web path. */
  commitPending: (area: StorageArea, key: string) => Promise<string>;
  removePending: (area: StorageArea, key: string) => Promise<void>;
  listPending: () => Promise<PendingFile[]>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** A key as the server made it (letters, digits, / _ . -, no ".."); anything else is refused. */
export function storageKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

function resolveInside(root: string, key: string): string {
  storageKey(key);
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
  return full;
}

export const publicWebPath = (key: string) => `/uploads/${key}`;

/**
 * Local disk: DATA_DIR/uploads/public (served by app.ts under /uploads/), DATA_DIR/private and
 * DATA_DIR/pending/{public,private}. Folders are 0700 and private files 0600.
 */
export function createLocalDiskStorage(dataDir: string): FileStorage {
  const roots = { public: path.resolve(dataDir, "uploads", "public"), private: path.resolve(dataDir, "private") };
  const pendingRoot = path.resolve(dataDir, "pending");
  const pendingRoots = { public: path.join(pendingRoot, "public"), private: path.join(pendingRoot, "private") };
  const modes = { public: 0o644, private: 0o600 };
  const makeParent = (file: string) => mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const write = async (file: string, data: Buffer, mode: number) => {
    await makeParent(file);
    await writeFile(file, data, { mode, flag: "wx" });
  };
  return {
    putPublic: async (key, data) => {
      await write(resolveInside(roots.public, key), data, modes.public);
      return publicWebPath(key);
    },
    putPrivate: async (key, data) => write(resolveInside(roots.private, key), data, modes.private),
    getPrivate: async (key) => readFile(resolveInside(roots.private, key)),
    readPrivate: (key) => createReadStream(resolveInside(roots.private, key)),
    removePublic: async (webPath) => {
      if (!webPath.startsWith("/uploads/")) return;
      await rm(resolveInside(roots.public, webPath.slice("/uploads/".length)), { force: true });
    },
    removePrivate: async (key) => rm(resolveInside(roots.private, key), { force: true }),
    putPending: async (area, key, source, transform) => {
      const file = resolveInside(pendingRoots[area], key);
      await makeParent(file);
      const sink = createWriteStream(file, { flags: "wx", mode: 0o600 });
      try {
        await (transform ? pipeline(source, transform, sink) : pipeline(source, sink));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return sink.bytesWritten;
    },
    commitPending: async (area, key) => {
      const from = resolveInside(pendingRoots[area], key);
      const to = resolveInside(roots[area], key);
      await makeParent(to);
      await chmod(from, modes[area]);
      await rename(from, to);
      return area === "public" ? publicWebPath(key) : key;
    },
    removePending: async (area, key) => rm(resolveInside(pendingRoots[area], key), { force: true }),
    listPending: async () => {
      const found: PendingFile[] = [];
      for (const area of ["public", "private"] as const) {
        const entries = await readdir(pendingRoots[area], { recursive: true, withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          if (!entry.isFile()) continue;
          const file = path.join(entry.parentPath, entry.name);
          const info = await stat(file).catch(() => null);
          if (info) found.push({ area, key: path.relative(pendingRoots[area], file).split(path.sep).join("/"), modifiedAt: info.mtime });
        }
      }
      return found;
    },
  };
}

/** The configured storage: the S3 bucket when S3_BUCKET is set, otherwise DATA_DIR. */
export function createConfiguredStorage(config: Config): FileStorage {
  return config.s3 ? createS3Storage(config.s3, path.join(config.dataDir, "tmp", "uploads")) : createLocalDiskStorage(config.dataDir);
}

/** The S3 backend when the storage is one (for what only it offers: serving public files, its readiness check). */
export function s3StorageOf(storage: FileStorage): S3FileStorage | null {
  return (storage as Partial<S3FileStorage>).kind === "s3" ? (storage as S3FileStorage) : null;
}

/** A random file name part, so stored names never come from the upload. */
export const randomName = () => randomBytes(12).toString("hex");

import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable, Transform } from "node:stream";
import { type FileStorage, randomName, type StorageArea } from "./storage.ts";

type Staged = { area: StorageArea; key: string; bytes: number; state: "pending" | "committed" | "discarded" };

/** Where uploads wait, as plain bytes, to be decoded: DATA_DIR/tmp/uploads (0700, files 0600). */
export const uploadTempDir = (dataDir: string) => path.join(dataDir, "tmp", "uploads");

/**
 * The files of one form: temporary files and pending stored files, until the form is done. Either
 * commit() moves every pending file to its place (after the row pointing at them is written), or
 * discard() removes whatever was not committed; temporary files are always removed.
 */
export class UploadBatch {
  private readonly temporary: string[] = [];
  private readonly staged: Staged[] = [];

  private readonly storage: FileStorage;
  private readonly tempDir: string;

  constructor(storage: FileStorage, tempDir: string) {
    this.storage = storage;
    this.tempDir = tempDir;
  }

  /** A fresh temporary file name (the caller creates it with mode 0600). */
  async tempFile(): Promise<string> {
    await mkdir(this.tempDir, { recursive: true, mode: 0o700 });
    const file = path.join(this.tempDir, randomName());
    this.temporary.push(file);
    return file;
  }

  /** Streams `source` (through `transform`, e.g. encryption) into a pending file; answers its size. */
  async stage(area: StorageArea, key: string, source: Readable, transform?: Transform): Promise<number> {
    const bytes = await this.storage.putPending(area, key, source, transform);
    this.staged.push({ area, key, bytes, state: "pending" });
    return bytes;
  }

  /** Bytes of the files committed: what this form keeps on disk. */
  get keptBytes(): number {
    return this.staged.filter((file) => file.state === "committed").reduce((sum, file) => sum + file.bytes, 0);
  }

  /**
   * Moves every pending file to its place. A move that fails is left pending: the row already points
   * at it, so the sweep finishes the move later (sweepPendingUploads). Answers those failures.
   */
  async commit(): Promise<Error[]> {
    const failures: Error[] = [];
    for (const file of this.staged) {
      if (file.state !== "pending") continue;
      file.state = "committed";
      await this.storage.commitPending(file.area, file.key).catch((error: Error) => failures.push(error));
    }
    return failures;
  }

  async discard(): Promise<void> {
    const pending = this.staged.filter((file) => file.state === "pending");
    await Promise.allSettled([
      ...this.temporary.splice(0).map((file) => rm(file, { force: true })),
      ...pending.map((file) => this.storage.removePending(file.area, file.key)),
    ]);
    for (const file of pending) file.state = "discarded";
  }
}

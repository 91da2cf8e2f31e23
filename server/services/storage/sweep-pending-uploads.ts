import { readdir, rm, rmdir, stat } from "node:fs/promises";
import path from "node:path";
import { eq, or } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema.ts";
import type { AppContext } from "../../context.ts";
import { publicWebPath, type StorageArea } from "./storage.ts";
import { uploadTempDir } from "./upload-batch.ts";

/** Longer than any upload can take (wait for a turn, a slow phone's upload, re-encoding). */
export const PENDING_MAX_AGE_MS = 60 * 60 * 1000;

export type SweepResult = { committed: number; removed: number };

/**
 * Finishes what a process killed mid-upload left behind. A pending file older than maxAgeMs is
 * moved to its place when a user row points at it (killed between insert and move), and removed
 * otherwise (killed before the insert, or the form was refused); old temporary files are removed.
 */
export async function sweepPendingUploads(
  ctx: Pick<AppContext, "db" | "config" | "storage">,
  options: { maxAgeMs?: number; now?: Date } = {},
): Promise<SweepResult> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.maxAgeMs ?? PENDING_MAX_AGE_MS);
  const { storage } = ctx;
  const result: SweepResult = { committed: 0, removed: 0 };
  for (const file of await storage.listPending()) {
    if (file.modifiedAt.getTime() > cutoff) continue;
    if (await isReferenced(ctx.db, file.area, file.key)) {
      await storage.commitPending(file.area, file.key);
      result.committed++;
    } else {
      await storage.removePending(file.area, file.key);
      result.removed++;
    }
  }
  const tempDir = uploadTempDir(ctx.config.dataDir);
  for (const name of await readdir(tempDir).catch(() => [] as string[])) {
    const file = path.join(tempDir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs <= cutoff) {
      await rm(file, { force: true, recursive: true });
      result.removed++;
    }
  }
  await removeEmptyFolders(path.join(ctx.config.dataDir, "pending"), cutoff);
  return result;
}

async function isReferenced(db: Db, area: StorageArea, key: string): Promise<boolean> {
  const where =
    area === "public"
      ? eq(users.profileImage, publicWebPath(key))
      : or(eq(users.aadharCardKey, key), eq(users.panCardKey, key), eq(users.cancelledChequeKey, key));
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  return Boolean(row);
}

/** Old per-user folders under pending/ left empty (not new ones: an upload may be about to fill them). */
async function removeEmptyFolders(root: string, cutoff: number): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((folder) => path.relative(root, folder).split(path.sep).length > 2)
    .sort((a, b) => b.length - a.length);
  for (const folder of folders) {
    const info = await stat(folder).catch(() => null);
    if (info && info.mtimeMs <= cutoff) await rmdir(folder).catch(() => {});
  }
}

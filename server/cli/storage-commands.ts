import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { HeadObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import type { Config } from "../config.ts";
import { contentTypeOf, createS3Client, s3Location } from "../services/storage/s3-storage.ts";
import type { StorageArea } from "../services/storage/storage.ts";
import { CliError, usageError } from "./cli-error.ts";
import type { Output } from "./prompt.ts";

export const storageUsage = `Files:
  storage copy-to-s3 [--dry-run]
      Copies the uploaded files in DATA_DIR into the S3 bucket (S3_BUCKET, S3_ENDPOINT, S3_REGION,
      S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): uploads/public/ to public/, private/ to private/ (or
      S3_PRIVATE_BUCKET). Documents stay encrypted as they are. Files already there with the same size
      are skipped, so it can run again; it needs no database and changes nothing in DATA_DIR.`;

/** DATA_DIR's folders and where their files go. */
const sources: { area: StorageArea; folder: (dataDir: string) => string }[] = [
  { area: "public", folder: (dataDir) => path.join(dataDir, "uploads", "public") },
  { area: "private", folder: (dataDir) => path.join(dataDir, "private") },
];

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** `storage copy-to-s3`: moving an existing site's files into the object store (docs/uploads-and-storage.md). */
export async function runStorageCommand(args: string[], io: Pick<Output, "out">, config: Config): Promise<void> {
  const [action, ...rest] = args;
  if (action !== "copy-to-s3") throw usageError(`Unknown storage command: ${action ?? "(none)"}`);
  let dryRun = false;
  try {
    dryRun = Boolean(parseArgs({ args: rest, options: { "dry-run": { type: "boolean" } }, strict: true }).values["dry-run"]);
  } catch (error) {
    throw usageError((error as Error).message);
  }
  const s3 = config.s3;
  if (!s3) throw new CliError("S3_BUCKET is not set: name the bucket (and S3_ENDPOINT, S3_REGION and the keys) to copy into.");
  const client = createS3Client(s3);
  const totals = { copied: 0, skipped: 0, bytes: 0 };
  try {
    for (const { area, folder } of sources) {
      const root = folder(config.dataDir);
      for (const relative of await filesUnder(root)) {
        const file = path.join(root, relative);
        const { size } = await stat(file);
        const target = s3Location(s3, area, relative);
        const existing = await client
          .send(new HeadObjectCommand({ Bucket: target.bucket, Key: target.key }))
          .then((head) => head.ContentLength ?? -1)
          .catch((error: { $metadata?: { httpStatusCode?: number } }) => {
            if (error.$metadata?.httpStatusCode === 404) return null;
            throw error;
          });
        if (existing === size) {
          totals.skipped++;
          continue;
        }
        if (!dryRun) {
          await client.send(
            new PutObjectCommand({
              Bucket: target.bucket,
              Key: target.key,
              Body: createReadStream(file),
              ContentLength: size,
              ContentType: contentTypeOf(relative),
            }),
          );
        }
        totals.copied++;
        totals.bytes += size;
      }
    }
  } finally {
    client.destroy();
  }
  const mb = (totals.bytes / 1024 / 1024).toFixed(1);
  io.out(
    `${dryRun ? "Would copy" : "Copied"} ${totals.copied} file${totals.copied === 1 ? "" : "s"} (${mb} MB) to ${s3.bucket}` +
      `${s3.privateBucket ? ` and ${s3.privateBucket}` : ""}; ${totals.skipped} already there.`,
  );
}

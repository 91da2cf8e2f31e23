import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { errorAndCauses } from "#shared/error-causes.ts";
import type { S3Config } from "../../config.ts";
import { type FileStorage, type PendingFile, publicWebPath, randomName, type StorageArea, storageKey } from "./storage.ts";

/** Object names: public media under public/, documents under private/ (or in their own bucket), forms in progress under pending/. */
const prefixes = { public: "public/", private: "private/" } as const;
const pendingPrefix = "pending/";

const contentTypes: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
};
export const contentTypeOf = (key: string) => contentTypes[path.extname(key).toLowerCase()] ?? "application/octet-stream";

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { name?: string }).name === "NoSuchKey" ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Where a stored file lives in the object store: its bucket and object name. */
export function s3Location(s3: S3Config, area: StorageArea, key: string): { bucket: string; key: string } {
  return { bucket: area === "private" && s3.privateBucket ? s3.privateBucket : s3.bucket, key: `${prefixes[area]}${storageKey(key)}` };
}

export function createS3Client(s3: S3Config): S3Client {
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    // Checksums only where S3 requires them: several S3-compatible servers do not understand the
    // SDK's default trailing checksums on streamed uploads.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
}

export type PublicObject = { body: Readable; contentType: string; bytes?: number; modifiedAt?: Date };

/** What the S3 backend offers beyond FileStorage: public files for /uploads/ and /img/, and a readiness check. */
export type S3FileStorage = FileStorage & {
  kind: "s3";
  /** A public file's bytes (null when missing), for /uploads/… and the resized copies of /img/. */
  readPublic: (key: string) => Promise<PublicObject | null>;
  /** When a public file last changed (null when missing). */
  statPublic: (key: string) => Promise<{ modifiedAt: Date; bytes: number } | null>;
  /** Both buckets answer and accept our credentials. */
  check: () => Promise<void>;
  client: S3Client;
};

/**
 * Uploaded files in an S3-compatible object store (docs/uploads-and-storage.md), so every app
 * process sees the same files. The same steps as on disk: a form's files are written under
 * pending/ and moved (copied, then deleted) to public/ or private/ once the row pointing at them
 * exists, so the sweep can finish or remove what a killed process left. Documents arrive already
 * encrypted by the caller and live under private/ (or S3_PRIVATE_BUCKET), which no route serves.
 * Streams are staged in a temporary file first: S3 needs an upload's length before its bytes.
 */
export function createS3Storage(s3: S3Config, tempDir: string): S3FileStorage {
  const objects = s3Objects(s3);
  return {
    kind: "s3",
    client: objects.client,
    ...storedFiles(objects),
    ...pendingFiles(objects, tempDir),
    ...publicReads(objects),
  };
}

type S3Objects = ReturnType<typeof s3Objects>;

/** Where each area's objects are, and the few S3 calls every part of the storage makes. */
function s3Objects(s3: S3Config) {
  const client = createS3Client(s3);
  return {
    s3,
    client,
    bucketOf: (area: StorageArea) => s3Location(s3, area, "x").bucket,
    objectKey: (area: StorageArea, key: string) => s3Location(s3, area, key).key,
    pendingKey: (area: StorageArea, key: string) => `${pendingPrefix}${prefixes[area]}${storageKey(key)}`,
    put: (bucket: string, key: string, body: Buffer | Readable, bytes: number) =>
      client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: bytes, ContentType: contentTypeOf(key) })),
    remove: (bucket: string, key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })),
    getBuffer: async (bucket: string, key: string) => {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!answer.Body) throw new Error(`Empty object: ${key}`);
      return Buffer.from(await answer.Body.transformToByteArray());
    },
  };
}

/** Tries of a staged file's upload when the connection is reset under it. */
const STAGED_UPLOAD_TRIES = 3;

/** A connection cut under a request (a kept-alive socket the server had just closed), not an answer from S3. */
function isConnectionReset(error: unknown): boolean {
  return errorAndCauses(error).some((link) => link.code === "ECONNRESET" || link.code === "EPIPE");
}

/**
 * The SDK cannot send a stream twice, so a staged file's upload cut by a reset is sent again here from
 * the file, with a fresh stream: putting the same bytes under the same key again is harmless. Without
 * it, one reset lost the creator's whole sign-up.
 */
async function putFileAgainOnReset(upload: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await upload();
      return;
    } catch (error) {
      if (attempt >= STAGED_UPLOAD_TRIES || !isConnectionReset(error)) throw error;
    }
  }
}

/** Files written straight to their place: public images and private documents, read and removed. */
function storedFiles(
  o: S3Objects,
): Pick<S3FileStorage, "putPublic" | "putPrivate" | "getPrivate" | "readPrivate" | "removePublic" | "removePrivate"> {
  const { s3, client, bucketOf, objectKey, put, remove, getBuffer } = o;
  return {
    putPublic: async (key, data) => {
      await put(s3.bucket, objectKey("public", key), data, data.length);
      return publicWebPath(key);
    },
    putPrivate: async (key, data) => {
      await put(bucketOf("private"), objectKey("private", key), data, data.length);
    },
    getPrivate: async (key) => getBuffer(bucketOf("private"), objectKey("private", key)),
    readPrivate: (key) => {
      const out = new PassThrough();
      client
        .send(new GetObjectCommand({ Bucket: bucketOf("private"), Key: objectKey("private", key) }))
        .then((answer) => pipeline(answer.Body as Readable, out))
        .catch((error: Error) => out.destroy(error));
      return out;
    },
    removePublic: async (webPath) => {
      if (!webPath.startsWith("/uploads/")) return;
      await remove(s3.bucket, objectKey("public", webPath.slice("/uploads/".length)));
    },
    removePrivate: async (key) => {
      await remove(bucketOf("private"), objectKey("private", key));
    },
  };
}

/**
 * A form's files under pending/ until the row pointing at them exists, then moved (copied, then
 * deleted); the sweep lists what a killed process left.
 */
function pendingFiles(
  o: S3Objects,
  tempDir: string,
): Pick<S3FileStorage, "putPending" | "commitPending" | "removePending" | "listPending"> {
  const { client, bucketOf, objectKey, pendingKey, put, remove } = o;
  return {
    putPending: async (area, key, source, transform) => {
      const target = pendingKey(area, key);
      await mkdir(tempDir, { recursive: true, mode: 0o700 });
      const staged = path.join(tempDir, `s3-${randomName()}`);
      try {
        const sink = createWriteStream(staged, { flags: "wx", mode: 0o600 });
        await (transform ? pipeline(source, transform, sink) : pipeline(source, sink));
        const { size } = await stat(staged);
        await putFileAgainOnReset(() => put(bucketOf(area), target, createReadStream(staged), size));
        return size;
      } finally {
        await rm(staged, { force: true });
      }
    },
    commitPending: async (area, key) => {
      const bucket = bucketOf(area);
      const from = pendingKey(area, key);
      const to = objectKey(area, key);
      try {
        await client.send(new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: `${bucket}/${from}` }));
      } catch (error) {
        // Moved already (a sweep finishing a commit that was cut between copy and delete).
        if (!isMissing(error) || !(await exists(client, bucket, to))) throw error;
      }
      await remove(bucket, from);
      return area === "public" ? publicWebPath(key) : key;
    },
    removePending: async (area, key) => {
      await remove(bucketOf(area), pendingKey(area, key));
    },
    listPending: async () => {
      const found: PendingFile[] = [];
      for (const area of ["public", "private"] as const) {
        const prefix = `${pendingPrefix}${prefixes[area]}`;
        let token: string | undefined;
        do {
          const page = await client.send(new ListObjectsV2Command({ Bucket: bucketOf(area), Prefix: prefix, ContinuationToken: token }));
          for (const object of page.Contents ?? []) {
            if (object.Key) found.push({ area, key: object.Key.slice(prefix.length), modifiedAt: object.LastModified ?? new Date(0) });
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      }
      return found;
    },
  };
}

/** Public files as the site serves them (/uploads/, /img/), and the buckets' readiness. */
function publicReads(o: S3Objects): Pick<S3FileStorage, "readPublic" | "statPublic" | "check"> {
  const { s3, client, bucketOf, objectKey } = o;
  return {
    readPublic: async (key) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey("public", key) }));
        if (!answer.Body) return null;
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType ?? contentTypeOf(key),
          bytes: answer.ContentLength,
          modifiedAt: answer.LastModified,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    statPublic: async (key) => {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: objectKey("public", key) }));
        return { modifiedAt: head.LastModified ?? new Date(0), bytes: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    check: async () => {
      const buckets = [...new Set([s3.bucket, bucketOf("private")])];
      await Promise.all(buckets.map((bucket) => client.send(new HeadBucketCommand({ Bucket: bucket }))));
    },
  };
}

async function exists(client: S3Client, bucket: string, key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

import { createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat, utimes } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyInstance } from "fastify";
import { LRUCache } from "lru-cache";
import { type ImageFormat, type ResizedImage, resizedImage, resolveSource } from "../services/images/resize-image.ts";
import type { S3FileStorage } from "../services/storage/s3-storage.ts";
import { randomName } from "../services/storage/storage.ts";

/**
 * GET /uploads/{key} when files live in the bucket: with PUBLIC_MEDIA_URL a permanent redirect to
 * the bucket's public address or CDN, otherwise the object streamed through this process with the
 * same cache headers as from disk. Only public/ objects are reachable: the key is checked like any
 * storage key, and documents live under private/ (or in their own bucket).
 */
export async function s3MediaRoutes(app: FastifyInstance, options: { storage: S3FileStorage; publicMediaUrl?: string }): Promise<void> {
  const { storage, publicMediaUrl } = options;
  app.get<{ Params: { "*": string } }>("/uploads/*", { schema: { hide: true } }, async (request, reply) => {
    const key = request.params["*"];
    if (!resolveSource("/uploads", key)) return reply.status(404).type("text/plain").send("Not found");
    if (publicMediaUrl) return reply.redirect(`${publicMediaUrl}/${key}`, 301);
    const object = await storage.readPublic(key);
    if (!object) return reply.status(404).type("text/plain").send("Not found");
    reply.type(object.contentType).header("cache-control", "public, max-age=604800");
    if (object.bytes !== undefined) reply.header("content-length", object.bytes);
    if (object.modifiedAt) reply.header("last-modified", object.modifiedAt.toUTCString());
    return reply.send(object.body);
  });
}

/** How long a process trusts what the bucket said about an original (deleted ones 404 after at most this). */
const ORIGINAL_CHECK_MS = 60_000;
const checked = new WeakMap<S3FileStorage, LRUCache<string, { modifiedAt: Date } | "missing">>();

/**
 * The resized copy of a public upload kept in the bucket: the original is mirrored once into
 * DATA_DIR/cache/originals (a cache: each process fills its own), then resized as from disk.
 */
export async function resizedFromBucket(
  storage: S3FileStorage,
  dataDir: string,
  relative: string,
  width: number,
  format: ImageFormat,
): Promise<ResizedImage | null> {
  const originals = path.join(dataDir, "cache", "originals");
  const local = resolveSource(originals, relative);
  if (!local) return null;
  let known = checked.get(storage);
  if (!known) {
    known = new LRUCache({ max: 5_000, ttl: ORIGINAL_CHECK_MS });
    checked.set(storage, known);
  }
  let state = known.get(relative);
  if (!state) {
    state = (await storage.statPublic(relative)) ?? "missing";
    known.set(relative, state);
  }
  if (state === "missing") return null;
  const mirrored = await stat(local).catch(() => null);
  if (!mirrored || mirrored.mtimeMs < state.modifiedAt.getTime()) {
    const object = await storage.readPublic(relative);
    if (!object) return null;
    await mkdir(path.dirname(local), { recursive: true, mode: 0o700 });
    const temporary = `${local}.${randomName()}.tmp`;
    try {
      await pipeline(object.body, createWriteStream(temporary, { mode: 0o600 }));
      const modifiedAt = object.modifiedAt ?? state.modifiedAt;
      await utimes(temporary, modifiedAt, modifiedAt);
      await rename(temporary, local);
    } finally {
      await rm(temporary, { force: true });
    }
  }
  return resizedImage(dataDir, relative, width, format, originals);
}

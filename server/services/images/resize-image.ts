import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS } from "#shared/media-url.ts";

/**
 * Resized copies of public uploads, in the fixed widths of IMAGE_WIDTHS, encoded as WebP and kept on
 * disk under DATA_DIR/cache/images so each size is made once. Only files under uploads/public can be
 * read: the relative path is checked by pattern and the resolved path must stay inside that folder.
 */
const SAFE_PATH = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9._-]*\.(?:webp|png|jpe?g|avif|gif)$/i;

export type ResizedImage = { file: string; bytes: number };
/** WebP for pages; JPEG for share previews, which some messaging apps cannot show as WebP. */
export type ImageFormat = "webp" | "jpeg";

export function isAllowedWidth(width: number): boolean {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

export function resolveSource(uploadsDir: string, relative: string): string | null {
  if (!SAFE_PATH.test(relative) || relative.includes("..")) return null;
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : null;
}

const inFlight = new Map<string, Promise<ResizedImage | null>>();

/**
 * The cached WebP of `relative` at `width` pixels wide (never enlarged); null when the source is
 * missing. Sources are public uploads on disk, or their local copies when files live in a bucket.
 */
export function resizedImage(
  dataDir: string,
  relative: string,
  width: number,
  format: ImageFormat = "webp",
  sourceRoot = path.join(dataDir, "uploads", "public"),
): Promise<ResizedImage | null> {
  const source = resolveSource(sourceRoot, relative);
  if (!source || !isAllowedWidth(width)) return Promise.resolve(null);
  const target = path.join(dataDir, "cache", "images", String(width), `${relative}.${format === "jpeg" ? "jpg" : "webp"}`);
  const running = inFlight.get(target);
  if (running) return running;
  const job = produce(source, target, width, format).finally(() => inFlight.delete(target));
  inFlight.set(target, job);
  return job;
}

async function produce(source: string, target: string, width: number, format: ImageFormat): Promise<ResizedImage | null> {
  const sourceStat = await stat(source).catch(() => null);
  if (!sourceStat?.isFile()) return null;
  const cached = await stat(target).catch(() => null);
  // A source replaced under the same name makes its copies stale.
  if (cached && cached.mtimeMs >= sourceStat.mtimeMs) return { file: target, bytes: cached.size };
  const resized = sharp(await readFile(source)).resize({ width, withoutEnlargement: true });
  const output = await (format === "jpeg"
    ? resized.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true })
    : resized.webp({ quality: 68, effort: 4 })
  ).toBuffer();
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(temporary, output);
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
  return { file: target, bytes: output.length };
}

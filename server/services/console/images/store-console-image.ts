import sharp from "sharp";
import type { Db } from "#db/client.ts";
import { consoleUploads } from "#db/schema/console-content.ts";
import { type ConsoleImagePurpose, consoleImageMessages, consoleImageRules } from "#shared/console/image-upload.ts";
import type { AppContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { randomName } from "../../storage/storage.ts";
import { imageGate } from "../../storage/upload-limits.ts";

/** Big enough for any camera or design export, small enough that a decompression bomb is refused early. */
const MAX_INPUT_PIXELS = 60_000_000;

type ImageKind = "jpeg" | "png" | "webp" | "gif";

/** JPEG, PNG, WebP or GIF told apart by their first bytes, whatever the file's name or type says. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpeg";
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (data.length >= 12 && data.subarray(0, 4).toString("latin1") === "RIFF" && data.subarray(8, 12).toString("latin1") === "WEBP")
    return "webp";
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString("latin1"))) return "gif";
  return null;
}

const refused = (message: string, status: "BAD_REQUEST" | "PAYLOAD_TOO_LARGE" = "BAD_REQUEST") =>
  new AppError(status, message, { errors: { file: message } });

/**
 * Checks an uploaded picture by its content, decodes it (only a real image passes), and re-encodes it
 * as WebP no larger than its purpose needs. The re-encode drops EXIF (GPS positions included) and
 * anything hidden after the image data.
 */
export async function reencodeConsoleImage(data: Buffer, purpose: ConsoleImagePurpose): Promise<Buffer> {
  const rule = consoleImageRules[purpose];
  if (data.length === 0) throw refused(consoleImageMessages.empty);
  if (data.length > rule.maxBytes) throw refused(consoleImageMessages.tooLarge(rule.maxBytes), "PAYLOAD_TOO_LARGE");
  if (!sniffImage(data)) throw refused(consoleImageMessages.notAnImage);
  const release = await imageGate.enter();
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new Error("no size");
    return await image
      .rotate()
      .resize({ width: rule.maxWidth, height: rule.maxHeight, fit: "inside", withoutEnlargement: true })
      .webp({ quality: rule.quality })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused(consoleImageMessages.notAnImage);
  } finally {
    release();
  }
}

/**
 * Stores a console upload through the storage interface, so the public pages (and their srcset
 * widths under /img/) serve it at once, and records it until a saved record points at it.
 */
export async function storeConsoleImage(
  ctx: Pick<AppContext, "db" | "storage">,
  options: { staffId: string; data: Buffer; purpose: ConsoleImagePurpose },
): Promise<{ path: string; width: number; height: number }> {
  const encoded = await reencodeConsoleImage(options.data, options.purpose);
  const { width = 0, height = 0 } = await sharp(encoded).metadata();
  const path = await ctx.storage.putPublic(`console/${options.purpose}/${randomName()}.webp`, encoded);
  await recordUpload(ctx.db, path, options.staffId);
  return { path, width, height };
}

async function recordUpload(db: Db, path: string, staffId: string): Promise<void> {
  await db.insert(consoleUploads).values({ path, staffId }).onConflictDoNothing();
}

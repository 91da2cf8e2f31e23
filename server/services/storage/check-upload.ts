import sharp from "sharp";
import { type UploadField, uploadTypeMessage } from "#shared/registration/user-details-schema.ts";
import { AppError } from "../../errors.ts";

export type DocumentKind = "pdf" | "jpg" | "png";

/** How many first bytes sniffDocument needs. */
export const SNIFF_BYTES = 8;

/**
 * pdf/jpg/jpeg/png told apart by their first bytes (docs/product-rules.md, validation), whatever the
 * file's name says.
 */
export function sniffDocument(data: Buffer): DocumentKind | null {
  if (data.length >= 5 && data.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpg";
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  return null;
}

// libvips keeps up to 50 MB of decoded operations for reuse; uploads are each decoded once, and
// resized copies are kept on disk (services/images), so that memory would only stay held.
sharp.cache(false);

const PROFILE_FORMATS = new Set(["jpeg", "png", "webp"]);
/** Big enough for any phone photo, small enough that a decompression bomb is refused early. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes the profile image (so only a real JPEG, PNG or WebP passes) and re-encodes it as WebP at
 * most 800 px wide: the re-encode drops EXIF, including the GPS position phones write. The upload is
 * read from its temporary file, never held whole in memory; the small WebP is.
 */
export async function reencodeProfileImage(input: string | Buffer): Promise<Buffer> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const meta = await image.metadata();
    if (!meta.format || !PROFILE_FORMATS.has(meta.format)) throw new Error("not an accepted image");
    return await image
      .rotate()
      .resize({ width: 800, height: 800, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw uploadError("profileImage");
  }
}

export const uploadError = (field: UploadField) =>
  new AppError("BAD_REQUEST", uploadTypeMessage(field), { errors: { [field]: uploadTypeMessage(field) } });

/**
 * Media paths are stored relative to the site. Judge images come in three kinds (docs/product-rules.md, content):
 * an absolute URL (used as is), a path containing "uploads" (served from our host), or a bare file
 * name (an upload kept under /uploads/).
 */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path) || path.startsWith("data:")) return path;
  if (path.includes("uploads")) return path.startsWith("/") ? path : `/${path}`;
  return `/uploads/${path.replace(/^\/+/, "")}`;
}

/** An absolute URL for share previews, which must not be relative. */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).toString();
}

/** The widths the image route makes (server/services/images): a fixed set, so nobody can ask for 10 000 sizes. */
export const IMAGE_WIDTHS = [96, 160, 320, 480, 640, 720, 800, 960, 1080, 1200, 1280, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The upload path under /uploads/ of a stored media path, or null when it is not one of ours. */
function uploadPath(path: string | null | undefined): string | null {
  const url = mediaUrl(path);
  if (!url?.startsWith("/uploads/")) return null;
  const rest = url.slice("/uploads/".length).split(/[?#]/)[0] ?? "";
  return rest && !rest.includes("..") ? rest : null;
}

/** A resized copy of a stored image (WebP, `width` pixels wide); absolute URLs are used as they are. */
export function imageSrc(path: string | null | undefined, width: ImageWidth): string | null {
  const rest = uploadPath(path);
  return rest ? `/img/${width}/${rest}` : mediaUrl(path);
}

/** A srcset over `widths` for our own uploads; undefined for foreign URLs (the browser takes src). */
export function imageSrcSet(path: string | null | undefined, widths: readonly ImageWidth[]): string | undefined {
  const rest = uploadPath(path);
  if (!rest) return undefined;
  return widths.map((width) => `/img/${width}/${rest} ${width}w`).join(", ");
}

/** The absolute URL of a share-preview picture: a 1200-pixel JPEG of an upload, or the site's default card. */
export function shareImageUrl(path: string | null | undefined, origin: string): string {
  const rest = uploadPath(path);
  if (rest) return absoluteUrl(`/img/1200/${rest}?format=jpeg`, origin);
  const url = mediaUrl(path);
  return absoluteUrl(url ?? "/share-card.png", origin);
}

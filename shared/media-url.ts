/**
 * Media paths are stored relative to the site (spec §7). Judge images come in three kinds (spec §3):
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

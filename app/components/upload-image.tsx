import { type ImageWidth, imageSrc, imageSrcSet } from "#shared/media-url.ts";

type UploadImageProps = {
  /** A stored media path (or an absolute URL). */
  path: string | null | undefined;
  alt: string;
  /** Intrinsic size of the slot's aspect ratio, so the browser reserves the space before the file arrives. */
  width: number;
  height: number;
  /** Candidate widths for srcset; the largest is the fallback src. */
  widths: readonly ImageWidth[];
  sizes: string;
  /** The page's main picture: fetched first and never lazy. */
  priority?: boolean;
  className?: string;
  fallback?: string;
};

/** An uploaded picture in the sizes its slot needs (WebP variants from /img/{width}/…). */
export function UploadImage({ path, alt, width, height, widths, sizes, priority, className, fallback }: UploadImageProps) {
  const largest = widths[widths.length - 1] ?? 800;
  const src = imageSrc(path, largest) ?? fallback;
  if (!src) return null;
  return (
    <img
      src={src}
      srcSet={imageSrcSet(path, widths)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}

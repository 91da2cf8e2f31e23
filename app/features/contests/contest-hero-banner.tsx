import { UploadImage } from "#app/components/upload-image.tsx";

/**
 * The banner the organiser uploaded for a contest, behind its page's hero title (docs/publishing.md):
 * dimmed on the dark hero so the white title stays readable; decorative (the title says what it is).
 */
export function contestHeroBanner(banner: string | null) {
  if (!banner) return undefined;
  return (
    <UploadImage
      path={banner}
      alt=""
      width={1600}
      height={700}
      widths={[480, 720, 960, 1280, 1600]}
      sizes="100vw"
      priority
      className="absolute inset-0 h-full w-full object-cover opacity-35"
    />
  );
}

import { UploadImage } from "#app/components/upload-image.tsx";

/**
 * The banner the organiser uploaded for a contest, behind its page's hero title (docs/publishing.md):
 * dimmed on the dark hero so the white title stays readable; decorative (the title says what it is).
 * Not fetched with high priority: on slow 4G the page's text and scripts matter more than a dimmed
 * background (an eager 1600 px fetch also held up the jump to #winners after a card's 'view results').
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
      className="absolute inset-0 h-full w-full object-cover opacity-35"
    />
  );
}

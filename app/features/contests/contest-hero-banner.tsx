import { UploadImage } from "#app/components/upload-image.tsx";

/**
 * The banner the organiser uploaded for a contest, in its page's hero (docs/publishing.md): shown
 * whole, at full strength, below the title on a phone and beside it from 1024 px (app.css,
 * .contest-hero-banner). Never behind the title: banners carry their own lettering, which collided
 * with the title at any dimming that still showed the picture. Its box is 8:3 (the demo's 1600 x 600)
 * whatever file arrives, so nothing moves when it does; another shape is fitted inside it, not cut,
 * since cutting would cut its lettering. Decorative (the title says what it is).
 * Not fetched with high priority: on slow 4G the page's text and scripts matter more (an eager
 * 1600 px fetch also held up the jump to #winners after a card's 'view results').
 */
export function contestHeroBanner(banner: string | null) {
  if (!banner) return undefined;
  return (
    <UploadImage
      path={banner}
      alt=""
      width={1600}
      height={600}
      widths={[480, 720, 960, 1280, 1600]}
      // At most 672 px from 704 px (stacked at max-w-2xl; beside the title from 1024 px, at most 592 px), else the page's width less its sides.
      sizes="(min-width: 704px) 672px, calc(100vw - 32px)"
      className="contest-hero-banner"
    />
  );
}

import { Slider } from "#app/components/slider.tsx";
import { UploadImage } from "#app/components/upload-image.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";

export type ImageSlideshowProps = {
  images: readonly string[];
  effect?: "fade" | "slide";
  autoplayMs?: number | false;
  speedMs?: number;
  pagination?: boolean;
  navigation?: boolean;
  loop?: boolean;
  label?: string;
};

/**
 * The reusable image slideshow of docs/product-rules.md#contests with its defaults: fade, autoplay every 5000 ms that
 * continues after interaction, 800 ms transitions, loop, one slide per view, pagination on, arrows off.
 * Renders nothing for an empty list; slides are labelled "Slide N".
 */
export function ImageSlideshow({
  images,
  effect = "fade",
  autoplayMs = 5000,
  speedMs = 800,
  pagination = true,
  navigation = false,
  loop = true,
  label,
}: ImageSlideshowProps) {
  const m = useMessages("contest").slideshow;
  const f = useFormat();
  if (images.length === 0) return null;
  return (
    <Slider
      items={images}
      label={label ?? m.label}
      effect={effect}
      autoplayMs={autoplayMs}
      speedMs={speedMs}
      loop={loop}
      pagination={pagination}
      navigation={navigation}
      className="rounded-2xl"
      renderSlide={(image, { index, near }) => (
        <div className="aspect-[3/2] overflow-hidden rounded-2xl bg-brand-100">
          {near ? (
            <UploadImage
              path={image}
              alt={f.fill(m.slide, { number: index + 1 })}
              width={1200}
              height={800}
              widths={[480, 640, 800, 1080]}
              sizes="(min-width: 1280px) 780px, (min-width: 1024px) 60vw, calc(100vw - 32px)"
              className="h-full w-full object-cover"
            />
          ) : null}
        </div>
      )}
    />
  );
}

import { Slider } from "#app/components/slider.tsx";
import { UploadImage } from "#app/components/upload-image.tsx";
import type { Banner } from "#shared/api-types.ts";

/**
 * The home hero: banners shown whole at their 16:7 shape. The pictures carry their own large title,
 * so nothing is laid over them; the title is the picture's alt text.
 */
export function HeroBanners({ banners, loading }: { banners: Banner[]; loading: boolean }) {
  return (
    <section aria-labelledby="home-title" className="bg-ink pt-20 pb-6 text-white sm:pt-24 sm:pb-8">
      <h1 id="home-title" className="sr-only">
        CreatorCup: contests for young creators from India's smaller cities
      </h1>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {banners.length === 0 ? (
          <div className="flex aspect-[16/7] items-center justify-center rounded-2xl bg-white/5 text-lg font-semibold text-gray-200 ring-1 ring-white/10">
            {loading ? "Loading Banners..." : "No Banners Available"}
          </div>
        ) : (
          <Slider
            items={banners}
            label="Banners"
            effect="slide"
            autoplayMs={5000}
            loop
            pagination
            tone="light"
            className="rounded-2xl"
            renderSlide={(banner, { index, near }) => (
              <div className="aspect-[16/7] overflow-hidden rounded-2xl bg-brand-900">
                {near ? (
                  <UploadImage
                    path={banner.bannerImage}
                    alt={banner.bannerTitle || `Banner ${index + 1}`}
                    width={1600}
                    height={700}
                    widths={[480, 720, 960, 1280, 1600]}
                    sizes="(min-width: 1280px) 1232px, calc(100vw - 32px)"
                    priority={index === 0}
                    className="h-full w-full object-cover"
                  />
                ) : null}
              </div>
            )}
          />
        )}
      </div>
    </section>
  );
}

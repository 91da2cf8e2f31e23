import { Link } from "react-router";
import { Slider } from "#app/components/slider.tsx";
import { UploadImage } from "#app/components/upload-image.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { Banner } from "#shared/api-types.ts";

/** A banner's words, over the bottom of its picture; the whole slide leads to its contest when it has one. */
function BannerCaption({ banner, seeContest }: { banner: Banner; seeContest: string }) {
  if (!banner.bannerTitle) return null;
  return (
    <div className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 p-4 sm:p-8 lg:p-10">
      <p className="max-w-3xl text-lg leading-tight font-extrabold tracking-tight text-balance text-white drop-shadow sm:text-4xl lg:text-5xl">
        {banner.bannerTitle}
      </p>
      {banner.contestId ? (
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-white px-3 py-1.5 text-xs font-bold text-ink shadow sm:px-5 sm:py-2.5 sm:text-sm">
          <span className="sr-only sm:not-sr-only">{seeContest}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 12h14M13 6l6 6-6 6" />
          </svg>
        </span>
      ) : null}
    </div>
  );
}

/** One banner: its picture, a shade that keeps the words readable, and its caption. */
function BannerSlide({ banner, index }: { banner: Banner; index: number }) {
  const { hero } = useMessages("home");
  const { fill, path } = useFormat();
  const slide = (
    <>
      <UploadImage
        path={banner.bannerImage}
        // The title is the caption's text; without one the picture needs its own name.
        alt={banner.bannerTitle ? "" : fill(hero.bannerAlt, { number: index + 1 })}
        width={1600}
        height={700}
        widths={[480, 720, 960, 1280, 1600]}
        sizes="(min-width: 1280px) 1232px, calc(100vw - 32px)"
        priority={index === 0}
        className="h-full w-full object-cover"
      />
      {/* Keeps white words readable on any picture. */}
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-ink/85 via-ink/30 to-transparent" />
      <BannerCaption banner={banner} seeContest={hero.seeContest} />
    </>
  );
  const frame = "relative block aspect-[16/7] overflow-hidden rounded-2xl bg-brand-900";
  return banner.contestId ? (
    <Link to={path(`/contest/${banner.contestId}`)} className={`${frame} group`} data-testid="banner-slide">
      {slide}
    </Link>
  ) : (
    <div className={frame} data-testid="banner-slide">
      {slide}
    </div>
  );
}

/**
 * The home hero: banners at their 16:7 shape, each with its title written over the picture (the
 * pictures carry no words: text stays sharp, wraps on a phone and can be read out, translated and
 * found). A banner that advertises a contest links to it.
 */
export function HeroBanners({ banners, loading }: { banners: Banner[]; loading: boolean }) {
  const { hero } = useMessages("home");
  return (
    <section aria-labelledby="home-title" className="bg-ink pt-20 pb-6 text-white sm:pt-24 sm:pb-8">
      <h1 id="home-title" className="sr-only">
        {hero.title}
      </h1>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {banners.length === 0 ? (
          <div className="flex aspect-[16/7] items-center justify-center rounded-2xl bg-white/5 text-lg font-semibold text-gray-200 ring-1 ring-white/10">
            {loading ? hero.loading : hero.empty}
          </div>
        ) : (
          <Slider
            items={banners}
            label={hero.label}
            effect="slide"
            autoplayMs={5000}
            loop
            pagination
            tone="light"
            className="rounded-2xl"
            // A banner that is not near yet is left empty by the slider (every banner has the same shape).
            renderSlide={(banner, { index }) => <BannerSlide banner={banner} index={index} />}
          />
        )}
      </div>
    </section>
  );
}

import { Slider } from "#app/components/slider.tsx";
import { UploadImage } from "#app/components/upload-image.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import type { Judge } from "#shared/api-types.ts";

/** Hall of Fame: judges flagged for the home page, one at a time (fade, 800 ms, every 5 s, loop). */
export function HallOfFame({ judges }: { judges: Judge[] }) {
  const { hallOfFame: m } = useMessages("home");
  return (
    <section aria-labelledby="hall-of-fame" className="bg-ink py-16 text-white sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-[0.2em] text-brand-200 uppercase">{m.kicker}</p>
        <h2 id="hall-of-fame" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {m.title}
        </h2>
        <div className="mt-8">
          {judges.length === 0 ? (
            <p className="py-10 text-center text-lg text-gray-200">{m.loading}</p>
          ) : (
            <Slider
              items={judges}
              label={m.label}
              effect="fade"
              speedMs={800}
              autoplayMs={5000}
              loop
              pagination
              tone="light"
              renderSlide={(judge, { near }) => (
                <figure className="grid items-center gap-6 sm:grid-cols-[minmax(0,16rem)_1fr] sm:gap-10">
                  <div className="mx-auto aspect-square w-48 overflow-hidden rounded-3xl bg-brand-800 sm:w-full">
                    {near ? (
                      <UploadImage
                        path={judge.profileImage}
                        alt={`${judge.firstName} ${judge.lastName}`}
                        width={400}
                        height={400}
                        widths={[320, 480]}
                        sizes="(min-width: 640px) 256px, 192px"
                        fallback="/default-avatar.svg"
                        className="h-full w-full object-cover"
                      />
                    ) : null}
                  </div>
                  <figcaption>
                    <p className="text-3xl font-extrabold">
                      {judge.firstName} {judge.lastName}
                    </p>
                    <p className="mt-1 font-semibold text-brand-200">{judge.profession}</p>
                    <p className="mt-4 max-w-2xl leading-relaxed text-gray-200">{judge.bio}</p>
                  </figcaption>
                </figure>
              )}
            />
          )}
        </div>
      </div>
    </section>
  );
}

import { Slider } from "#app/components/slider.tsx";
import { UploadImage } from "#app/components/upload-image.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { Testimonial } from "#shared/api-types.ts";

const RATING = 5;

// Five 20 px stars 4 px apart (one every 28.8 units) drawn as one path: a slide's rating is two elements, not twelve.
const STAR = "l3 6.6 7.2.7-5.4 4.8 1.6 7.1-6.4-3.7-6.4 3.7 1.6-7.1-5.4-4.8 7.2-.7z";
const STARS_PATH = Array.from({ length: RATING }, (_, i) => `M${12 + i * 28.8} 2${STAR}`).join("");

/** Testimonials: fade (800 ms), loop, previous/next arrows, a fixed rating of 5. */
export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const { testimonials: m } = useMessages("home");
  const { fill } = useFormat();
  if (testimonials.length === 0) return null;
  const rating = fill(m.rating, { rating: RATING });
  return (
    <section aria-labelledby="testimonials" className="bg-lilac py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="testimonials" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {m.title}
        </h2>
        <Slider
          items={testimonials}
          label={m.label}
          effect="fade"
          speedMs={800}
          autoplayMs={false}
          loop
          pagination={false}
          navigation
          className="mt-8"
          renderSlide={(item, { near }) => (
            <figure className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-10">
              <div className="mx-auto h-20 w-20 overflow-hidden rounded-full bg-brand-100">
                {near ? (
                  <UploadImage
                    path={item.profileImage}
                    fallback="/default-avatar.svg"
                    alt={item.name}
                    width={80}
                    height={80}
                    widths={[160]}
                    sizes="80px"
                    className="h-full w-full object-cover"
                  />
                ) : null}
              </div>
              <figcaption className="mt-4">
                <p className="text-lg font-bold">{item.name}</p>
                <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{m.role}</p>
              </figcaption>
              <svg
                role="img"
                aria-label={rating}
                viewBox="0 0 139.2 24"
                className="mx-auto mt-3 h-5 w-[116px] text-amber-400"
                fill="currentColor"
              >
                <path d={STARS_PATH} />
              </svg>
              <blockquote className="mt-4 text-lg leading-relaxed text-gray-800">“{item.testimonial}”</blockquote>
            </figure>
          )}
        />
      </div>
    </section>
  );
}

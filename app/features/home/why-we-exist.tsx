import { useLanguage, useMessages } from "#app/i18n/i18n.tsx";
import { truncateGraphemes } from "#shared/i18n/graphemes.ts";
import type { ContestCategory } from "#shared/api-types.ts";
import { listNumber, truncate } from "#shared/text.ts";

/** Why We Exist: the contest categories, numbered 01, 02… (docs/product-rules.md#pages). */
export function WhyWeExist({ categories }: { categories: ContestCategory[] }) {
  const { whyWeExist: m } = useMessages("home");
  const language = useLanguage();
  // English cuts as the spec says (20 characters and "..."); Hindi by grapheme, so a syllable is never split.
  const cut = (text: string, length: number) => (language === "hi" ? truncateGraphemes(text, length + 1, "hi") : truncate(text, length));
  return (
    <section aria-labelledby="why-we-exist" className="bg-lilac py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-[0.2em] text-brand-700 uppercase">{m.kicker}</p>
        <h2 id="why-we-exist" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {m.title}
        </h2>
        {categories.length === 0 ? (
          <p className="mt-8 text-gray-700">{m.empty}</p>
        ) : (
          <ol className="mt-8 divide-y divide-brand-200 border-y border-brand-200">
            {categories.map((category, index) => (
              <li
                key={category._id}
                className="grid grid-cols-[3.5rem_1fr] items-center gap-2 py-5 md:grid-cols-[5rem_minmax(0,18rem)_1fr] md:gap-8"
              >
                <span aria-hidden="true" className="text-3xl font-black text-brand-500 tabular-nums">
                  {listNumber(index + 1)}
                </span>
                <div>
                  <h3 className="text-xl font-bold">
                    <span className="sr-only">{listNumber(index + 1)}. </span>
                    {category.name}
                  </h3>
                  <p className="text-sm text-gray-700" data-testid="category-short">
                    {cut(category.description, 20)}
                  </p>
                </div>
                <p className="hidden text-gray-700 md:block" data-testid="category-wide">
                  {cut(category.description, 70)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

import { Link } from "react-router";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";

/** Each teaser's words (home namespace) and the content page it leads to. */
const teasers = [
  { key: "followers", to: "/cms/vibe-check" },
  { key: "algorithm", to: "/cms/hall-of-fame" },
  { key: "smallCity", to: "/cms/hack-zone" },
] as const;

/** The three pain-point teasers under the hero. */
export function PainPoints() {
  const { painPoints: m } = useMessages("home");
  const { path } = useFormat();
  return (
    <section aria-label={m.label} className="bg-ink pb-14 text-white">
      <ul className="mx-auto grid max-w-7xl gap-4 px-4 sm:px-6 md:grid-cols-3">
        {teasers.map(({ key, to }) => (
          <li key={key} className="flex flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
            <h2 className="text-xl font-bold text-brand-200">{m[key].kicker}</h2>
            <p className="mt-2 flex-1 text-gray-200">{m[key].text}</p>
            <Link
              to={path(to)}
              className="tap-area mt-4 inline-flex w-fit items-center gap-1 font-semibold text-white underline-offset-4 hover:underline"
            >
              {m[key].link}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

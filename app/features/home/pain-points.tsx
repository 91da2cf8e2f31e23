import { Link } from "react-router";

const teasers = [
  {
    kicker: "No followers? No problem.",
    text: "Judges score the video, never the follower count. Your first reel can win.",
    link: { to: "/cms/vibe-check", label: "Read the vibe check" },
  },
  {
    kicker: "Tired of shouting into the algorithm?",
    text: "Every shortlisted entry is watched in full by creators who have made it.",
    link: { to: "/cms/hall-of-fame", label: "Meet the judges" },
  },
  {
    kicker: "Big city talent, small city address?",
    text: "Contests just for your state or city, small entry fees and prize money paid to your bank.",
    link: { to: "/cms/hack-zone", label: "Get the hacks" },
  },
] as const;

/** The three pain-point teasers under the hero. */
export function PainPoints() {
  return (
    <section aria-label="Why creators join" className="bg-ink pb-14 text-white">
      <ul className="mx-auto grid max-w-7xl gap-4 px-4 sm:px-6 md:grid-cols-3">
        {teasers.map((teaser) => (
          <li key={teaser.kicker} className="flex flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
            <h2 className="text-xl font-bold text-brand-200">{teaser.kicker}</h2>
            <p className="mt-2 flex-1 text-gray-200">{teaser.text}</p>
            <Link
              to={teaser.link.to}
              className="mt-4 inline-flex w-fit items-center gap-1 font-semibold text-white underline-offset-4 hover:underline"
            >
              {teaser.link.label}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

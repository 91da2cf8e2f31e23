import { useMessages } from "#app/i18n/i18n.tsx";
import { ContestCard, type ContestCardData } from "./contest-card.tsx";

/**
 * How It Works: the steps in one line each, then every contest on the site, open ones first. Right
 * under the hero and tight on a phone, so the first open contest's title is on a 360 × 780 first screen.
 */
export function HowItWorks({ contests, now }: { contests: ContestCardData[]; now: Date }) {
  const { howItWorks: m } = useMessages("home");
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:py-20">
      <p className="text-sm font-semibold tracking-[0.2em] text-brand-700 uppercase">{m.kicker}</p>
      <h2 id="how-it-works" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {m.title}
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-gray-700 sm:mt-3 sm:text-base">{m.text}</p>
      {contests.length === 0 ? (
        <p className="mt-8 text-gray-700">{m.empty}</p>
      ) : (
        // contest-cards (app.css): the cards below a phone's first screen wait to be laid out until they near it.
        <ul className="contest-cards mt-6 grid gap-6 sm:mt-8 sm:grid-cols-2 lg:grid-cols-3">
          {contests.map((contest, index) => (
            <li key={contest._id} className="flex">
              <ContestCard contest={contest} now={now} firstOnScreen={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

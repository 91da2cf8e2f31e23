import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { UploadImage } from "#app/components/upload-image.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { Winner } from "#shared/contest-winners.ts";

const safeLink = (link: string) => (/^https?:\/\//i.test(link) ? link : null);

/** One winner: their picture, rank, name, prize and, when it is a web address, their video. */
function WinnerCard({ winner: { applicant, rankLabel, prizeLabel } }: { winner: Winner }) {
  const m = useMessages("contest").winners;
  const f = useFormat();
  const name = `${applicant.userId.firstName} ${applicant.userId.lastName}`.trim();
  const video = safeLink(applicant.link);
  return (
    <li className="flex min-w-0 items-center gap-4 rounded-2xl bg-gradient-to-br from-amber-50 to-white p-4 shadow-sm ring-2 ring-amber-300">
      <UploadImage
        path={applicant.userId.profileImage}
        fallback="/default-avatar.svg"
        alt={name}
        width={64}
        height={64}
        widths={[160]}
        sizes="64px"
        className="h-16 w-16 shrink-0 rounded-full object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 text-sm font-bold text-amber-800">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
            <path d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V17h3v2H8v-2h3v-2.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3V3zm0 4H6v1a2 2 0 0 0 1 1.7V7zm10 0v2.7A2 2 0 0 0 18 8V7h-1z" />
          </svg>
          {f.fill(m.rank, { rank: rankLabel })}
        </p>
        <h3 className="truncate text-lg font-bold text-ink">{name}</h3>
        <p className="text-sm text-gray-700">
          {m.prize} <span className="font-semibold text-ink">{prizeLabel}</span>
        </p>
        {video ? (
          <a
            href={video}
            target="_blank"
            rel="noopener noreferrer"
            className="tap-area text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            {m.video}
            <span className="sr-only">{f.fill(m.videoBy, { name })}</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}

/**
 * A finished contest's page opens with its winners: what a visitor coming back for the results
 * wants first (docs/product-rules.md#contests). The same facts as the applicants page's winner cards.
 */
export function ContestWinners({
  contestId,
  winners,
  resultsComing = false,
}: {
  contestId: string;
  winners: Winner[];
  /** Ended with no results declared (or the results withdrawn for correction): say they are coming. */
  resultsComing?: boolean;
}) {
  const section = useRef<HTMLElement>(null);
  const m = useMessages("contest").winners;
  const f = useFormat();
  // A card's 'view results' leads here from far down the home page: the router's jump to the hash can
  // run before this part is shown (it hydrates on its own), so it jumps once it is.
  useEffect(() => {
    if (location.hash === "#winners") section.current?.scrollIntoView();
  }, []);
  if (winners.length === 0 && resultsComing) {
    return (
      <section aria-labelledby="results-coming" className="bg-lilac">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
          <h2 id="results-coming" className="text-xl font-extrabold tracking-tight sm:text-2xl">
            {m.comingTitle}
          </h2>
          <p className="mt-1 text-gray-700">{m.comingText}</p>
        </div>
      </section>
    );
  }
  if (winners.length === 0) return null;
  return (
    <section ref={section} id="winners" aria-labelledby="winners-title" className="scroll-mt-4 bg-lilac">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="winners-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {m.title}
          </h2>
          <Link
            to={f.path(`/contest/${contestId}/applicants`)}
            className="tap-area text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {m.everyApplicant}
          </Link>
        </div>
        <ol className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="contest-winners">
          {winners.map((winner) => (
            <WinnerCard key={winner.applicant._id} winner={winner} />
          ))}
        </ol>
      </div>
    </section>
  );
}

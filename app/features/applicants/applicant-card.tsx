import { UploadImage } from "#app/components/upload-image.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { Applicant } from "#shared/api-types.ts";

const safeLink = (link: string) => (/^https?:\/\//i.test(link) ? link : null);

export type WinnerInfo = { rank: string; prize: string };

/** One applicant: photo, full name, video link and when they registered; winners add trophy, rank and prize. */
export function ApplicantCard({ applicant, winner, isViewer = false }: { applicant: Applicant; winner?: WinnerInfo; isViewer?: boolean }) {
  const { applicants: m, winners } = useMessages("contest");
  const f = useFormat();
  const name = `${applicant.userId.firstName} ${applicant.userId.lastName}`.trim();
  const video = safeLink(applicant.link);
  return (
    <article
      className={`relative flex gap-4 rounded-2xl p-5 shadow-sm ${winner ? "bg-gradient-to-br from-amber-50 to-white ring-2 ring-amber-300" : isViewer ? "bg-brand-50 ring-2 ring-brand-400" : "bg-white ring-1 ring-gray-200"}`}
      data-viewer={isViewer ? "" : undefined}
    >
      {winner ? (
        <span className="absolute top-4 right-4 text-amber-500" title={m.winner}>
          <svg role="img" aria-label={m.trophy} viewBox="0 0 24 24" className="h-7 w-7" fill="currentColor">
            <path d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V17h3v2H8v-2h3v-2.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3V3zm0 4H6v1a2 2 0 0 0 1 1.7V7zm10 0v2.7A2 2 0 0 0 18 8V7h-1z" />
          </svg>
        </span>
      ) : null}
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
      <div className="min-w-0">
        {isViewer ? (
          <span className="mb-1 inline-block rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
            {m.you}
          </span>
        ) : null}
        <h3 className="truncate pr-8 text-lg font-bold">{name}</h3>
        {winner ? (
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm">
            <dt className="text-gray-600">{m.rank}</dt>
            <dd className="font-semibold">{winner.rank}</dd>
            <dt className="text-gray-600">{m.prize}</dt>
            <dd className="font-semibold">{winner.prize}</dd>
          </dl>
        ) : null}
        {video ? (
          <a
            href={video}
            target="_blank"
            rel="noopener noreferrer"
            className="tap-area mt-1 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            {winners.video}
            <span className="sr-only">{f.fill(winners.videoBy, { name })}</span>
          </a>
        ) : null}
        <p className="mt-1 text-xs text-gray-600">
          {m.subscribed} <time dateTime={applicant.createdAt}>{f.date(applicant.createdAt, "dateTime")}</time>
        </p>
      </div>
    </article>
  );
}

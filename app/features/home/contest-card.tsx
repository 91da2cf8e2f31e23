import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { UploadImage } from "#app/components/upload-image.tsx";
import { usePageLoaded } from "#app/components/use-page-loaded.ts";
import { useFormat } from "#app/i18n/i18n.tsx";
import type { ContestSummary } from "#shared/api-types.ts";
import type { ContestCardAction } from "#shared/contest-order.ts";
import { type ContestCardTexts, contestCardBadge } from "#shared/contest-status.ts";
import { contestMoney } from "#shared/contest-money.ts";

const badgeColours: Record<string, string> = {
  Completed: "bg-gray-800 text-white",
  "In Progress": "bg-amber-300 text-amber-950",
  "Registration Closed": "bg-rose-100 text-rose-900",
  "Registration Open": "bg-emerald-100 text-emerald-900",
  "Registration Full": "bg-rose-700 text-white",
  Upcoming: "bg-sky-100 text-sky-900",
};

/** `action`: the button, chosen by the loader from the contest's stage (shared/contest-order.ts). */
export type ContestCardData = ContestSummary & ContestCardTexts & { action: ContestCardAction };

/** How long is left and how many places, when the loader has something to say about either. */
function DeadlineAndPlaces({ deadline, places }: { deadline: string | null; places: string | null }) {
  if (!deadline && !places) return null;
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold">
      {deadline ? (
        <span data-testid="contest-deadline" className="inline-flex items-center gap-1.5 text-gray-800">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 text-brand-700" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
          {deadline}
        </span>
      ) : null}
      {places ? (
        <span data-testid="contest-places" className="rounded-full bg-amber-100 px-2.5 py-0.5 text-amber-950">
          {places}
        </span>
      ) : null}
    </p>
  );
}

/**
 * `firstOnScreen`: the first card sits on a phone's first screen, right under the hero, so its picture
 * comes with the page (it is what the phone paints largest); the others wait for the page to load.
 */
export function ContestCard({ contest, now, firstOnScreen = false }: { contest: ContestCardData; now: Date; firstOnScreen?: boolean }) {
  const badge = contestCardBadge(contest, now);
  const f = useFormat();
  // Written by the loader in the page's language, from the same clock as `now`.
  const { deadlineLabel: deadline, placesLabel: places, badgeLabel, actionLabel: action, categoryLabel, entryFeeLabel } = contest;
  const pageLoaded = usePageLoaded();
  // 'view results' leads straight to the winners, at the top of the contest's page.
  const target = f.path(contest.action.to);
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200 transition hover:-translate-y-1 hover:shadow-lg">
      <div className="relative aspect-[8/5] bg-brand-100">
        {firstOnScreen || pageLoaded ? (
          <UploadImage
            path={contest.thumbnail}
            alt={contest.title}
            width={800}
            height={500}
            widths={[320, 480, 640, 800]}
            sizes="(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, calc(100vw - 32px)"
            className="h-full w-full object-cover"
          />
        ) : null}
        <span
          data-testid="contest-badge"
          className={`absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-bold ${badgeColours[badge] ?? "bg-white text-ink"}`}
        >
          {badgeLabel}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{categoryLabel}</p>
        <h3 className="mt-1 text-xl font-bold text-ink">{contest.title}</h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-gray-700">{contest.shortDescription}</p>
        <DeadlineAndPlaces deadline={deadline} places={places} />
        <div className="mt-5 flex items-center justify-between gap-3">
          <p className="text-sm text-gray-700">
            {entryFeeLabel}{" "}
            <span className="block text-lg font-bold text-ink">{contestMoney(contest.entryFee, contest.entryFeeCurrency, f.language)}</span>
          </p>
          <Link to={target} className={buttonClass({ size: "sm" })} aria-label={`${action}: ${contest.title}`}>
            {action}
          </Link>
        </div>
      </div>
    </article>
  );
}

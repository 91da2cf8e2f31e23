import { type ContestBadgeFacts, consoleContestBadge } from "#shared/console/contest-badge.ts";

const tones: Record<string, string> = {
  Draft: "bg-white text-gray-800 ring-gray-400",
  Scheduled: "bg-indigo-50 text-indigo-900 ring-indigo-200",
  Upcoming: "bg-sky-50 text-sky-900 ring-sky-200",
  "Registration Open": "bg-green-50 text-green-900 ring-green-200",
  "Registration Closed": "bg-amber-50 text-amber-900 ring-amber-200",
  "In Progress": "bg-brand-50 text-brand-900 ring-brand-200",
  Completed: "bg-gray-100 text-gray-800 ring-gray-300",
};

/** A contest's badge in the console (its list and its page say the same). */
export function ContestStatusBadge({ contest }: { contest: ContestBadgeFacts }) {
  const badge = consoleContestBadge(contest);
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tones[badge] ?? tones.Upcoming}`}
    >
      {badge}
    </span>
  );
}

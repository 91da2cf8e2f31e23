const tones: Record<string, string> = {
  Draft: "bg-white text-gray-800 ring-gray-400",
  Scheduled: "bg-indigo-50 text-indigo-900 ring-indigo-200",
  Upcoming: "bg-sky-50 text-sky-900 ring-sky-200",
  "Registration Open": "bg-green-50 text-green-900 ring-green-200",
  "Registration Closed": "bg-amber-50 text-amber-900 ring-amber-200",
  "In Progress": "bg-brand-50 text-brand-900 ring-brand-200",
  Completed: "bg-gray-100 text-gray-800 ring-gray-300",
};

/** What the console knows of a contest to badge it: the shared rules' badge (from its dates) and its publishing. */
export type ContestBadgeFacts = { badge: string; publishedAt: string | null; publishAt: string | null };

/**
 * The console's word for a contest: "Draft" until it is published, "Scheduled" while a publish time is
 * set (the publishing sweep publishes it then), and once published the badge of the shared status rules
 * that the home page's cards show. A draft's dates may well say "Registration Open", but nobody can
 * register: the site does not show it.
 */
export function consoleContestBadge({ badge, publishedAt, publishAt }: ContestBadgeFacts): string {
  if (publishedAt) return badge;
  return publishAt ? "Scheduled" : "Draft";
}

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

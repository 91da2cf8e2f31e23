const tones: Record<string, string> = {
  Upcoming: "bg-sky-50 text-sky-900 ring-sky-200",
  "Registration Open": "bg-green-50 text-green-900 ring-green-200",
  "Registration Closed": "bg-amber-50 text-amber-900 ring-amber-200",
  "In Progress": "bg-brand-50 text-brand-900 ring-brand-200",
  Completed: "bg-gray-100 text-gray-800 ring-gray-300",
};

/** The badge of the shared status rules, as the home page's contest cards show it. */
export function ContestStatusBadge({ badge }: { badge: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tones[badge] ?? tones.Upcoming}`}
    >
      {badge}
    </span>
  );
}

/** What the console knows of a contest to badge it: the shared rules' badge (from its dates) and its publishing. */
export type ContestBadgeFacts = { badge: string; publishedAt: string | Date | null; publishAt: string | Date | null };

/**
 * The console's word for a contest: "Draft" until it is published, "Scheduled" while a publish time is
 * set (the publishing sweep publishes it then), and once published the badge of the shared status rules
 * that the home page's cards show. A draft's dates may well say "Registration Open", but nobody can
 * register: the site does not show it. The list's Status filter (badgeCondition) sorts contests the same way.
 */
export function consoleContestBadge({ badge, publishedAt, publishAt }: ContestBadgeFacts): string {
  if (publishedAt) return badge;
  return publishAt ? "Scheduled" : "Draft";
}

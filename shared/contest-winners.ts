import type { Applicant, Contest } from "./api-types.ts";
import { contestMoney } from "./contest-money.ts";
import type { Language } from "./i18n/language.ts";

export type Winner = {
  applicant: Applicant;
  rank: number | null;
  /** '#1', or '-' without a rank (docs/product-rules.md#contests, applicants page). */
  rankLabel: string;
  /** 'Winner (₹12,000)', the title alone without an amount, or '-'. */
  prizeLabel: string;
};

/**
 * The declared winners in rank order with their rank and prize texts, and everyone else in
 * registration order: the one place the public pages split them. Who is a winner is the applicants
 * list's `isWinner` (the server's one rule, server/services/contests/declared-winner.ts); the
 * contest's winnersDetails only give their rank and prize. Nobody is a winner until the contest's
 * winners are declared. The amounts are written in the page's language's format (the prize titles
 * are the organiser's).
 */
export function splitWinners(
  contest: Pick<Contest, "winnersDetails" | "prizePoolCurrency">,
  applicants: Applicant[],
  declared: boolean,
  language: Language = "en",
): { winners: Winner[]; others: Applicant[] } {
  if (!declared) return { winners: [], others: applicants };
  const details = new Map(contest.winnersDetails.map((w) => [w.subscriberId, w]));
  const winners = applicants
    .filter((applicant) => applicant.isWinner)
    .map((applicant) => {
      const detail = details.get(applicant._id);
      const prizeLabel =
        detail?.prizeTitle && detail.prizeAmount !== null
          ? `${detail.prizeTitle} (${contestMoney(detail.prizeAmount, contest.prizePoolCurrency, language)})`
          : (detail?.prizeTitle ?? "-");
      const rank = detail?.prizeRank ?? null;
      return { applicant, rank, rankLabel: rank ? `#${rank}` : "-", prizeLabel };
    })
    .sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER));
  const winnerIds = new Set(winners.map((w) => w.applicant._id));
  return { winners, others: applicants.filter((a) => !winnerIds.has(a._id)) };
}

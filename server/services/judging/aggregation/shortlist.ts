import type { RankedEntry } from "./types.ts";

export type ShortlistRule = { top: number } | { percent: number };

/**
 * The entries proposed for the final: the top N, or the top X% (rounded up), of the ranking. Entries
 * tied with the last one in are taken too: a cut never falls by chance inside a tie.
 */
export function proposeShortlist(ranking: readonly RankedEntry[], rule: ShortlistRule): RankedEntry[] {
  const size = "top" in rule ? rule.top : Math.ceil((ranking.length * rule.percent) / 100);
  if (size <= 0) return [];
  const last = ranking[Math.min(size, ranking.length) - 1];
  if (!last) return [];
  return ranking.filter((entry, index) => index < size || entry.position === last.position);
}

export type PrizeSlot = { prizeId: string; rank: number; title: string };

export type ProposedWinner = {
  prizeId: string;
  rank: number;
  title: string;
  entryId: string | null;
  /** The entries that share this place in an unresolved tie: the head judge's decision is needed. */
  tiedEntryIds: string[];
};

/** The ranking's proposal: the prize of rank r goes to the r-th entry of the ranking. */
export function proposeWinners(ranking: readonly RankedEntry[], prizes: readonly PrizeSlot[]): ProposedWinner[] {
  return [...prizes]
    .sort((a, b) => a.rank - b.rank)
    .map((prize, index) => {
      const entry = ranking[index];
      const tied = entry?.unresolvedTie ? ranking.filter((other) => other.position === entry.position).map((e) => e.entryId) : [];
      return { prizeId: prize.prizeId, rank: prize.rank, title: prize.title, entryId: entry?.entryId ?? null, tiedEntryIds: tied };
    });
}

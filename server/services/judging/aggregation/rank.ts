import { roundScore } from "./statistics.ts";
import type { RankedEntry, TieBreak } from "./types.ts";

/** What the ladder compares for each entry, worked out by computeRound. */
export type RankingRow = Omit<RankedEntry, "position" | "tieBrokenBy" | "unresolvedTie">;

/**
 * Orders entries by score, then by the published tie-break ladder: the highest-weighted criterion, then
 * more first places, then the head judge's recorded decision. Never chance: entries that no rung
 * separates share a position and are marked `unresolvedTie` until the head judge decides. Their listing
 * order (by id) is only for a stable output.
 */
export function rankEntries(rows: readonly RankingRow[], headJudgeOrder: readonly string[] = []): RankedEntry[] {
  const headRank = new Map(headJudgeOrder.map((entryId, index) => [entryId, index]));
  const rungs: [TieBreak, (a: RankingRow, b: RankingRow) => number][] = [
    ["top-criterion", (a, b) => roundScore(b.topCriterionMean) - roundScore(a.topCriterionMean)],
    ["first-places", (a, b) => b.firstPlaces - a.firstPlaces],
    ["head-judge", (a, b) => compareHeadJudge(headRank, a, b)],
  ];
  const compare = (a: RankingRow, b: RankingRow) => {
    const byScore = roundScore(b.score) - roundScore(a.score);
    if (byScore !== 0) return byScore;
    for (const [, rung] of rungs) {
      const result = rung(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
  const sorted = [...rows].sort((a, b) => compare(a, b) || (a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0));
  const ranked: RankedEntry[] = [];
  sorted.forEach((row, index) => {
    const above = sorted[index - 1];
    const below = sorted[index + 1];
    const tiedAbove = above !== undefined && compare(above, row) === 0;
    const tiedBelow = below !== undefined && compare(row, below) === 0;
    const previous = ranked[index - 1];
    const position = tiedAbove && previous ? previous.position : index + 1;
    let tieBrokenBy: TieBreak | null = null;
    if (above && !tiedAbove && roundScore(above.score) === roundScore(row.score)) {
      tieBrokenBy = rungs.find(([, rung]) => rung(above, row) !== 0)?.[0] ?? null;
    }
    ranked.push({ ...row, position, tieBrokenBy, unresolvedTie: tiedAbove || tiedBelow });
  });
  return ranked;
}

/** Earlier in the head judge's order is better; both must be named for the rung to decide. */
function compareHeadJudge(headRank: ReadonlyMap<string, number>, a: RankingRow, b: RankingRow): number {
  const ra = headRank.get(a.entryId);
  const rb = headRank.get(b.entryId);
  if (ra === undefined || rb === undefined) return 0;
  return ra - rb;
}

/** How many judges put each entry first among the entries they scored (ties at the top count for each). */
export function countFirstPlaces(totalsByJudge: ReadonlyMap<string, ReadonlyMap<string, number>>): Map<string, number> {
  const firsts = new Map<string, number>();
  for (const totals of totalsByJudge.values()) {
    const best = Math.max(...[...totals.values()].map(roundScore));
    for (const [entryId, total] of totals) if (roundScore(total) === best) firsts.set(entryId, (firsts.get(entryId) ?? 0) + 1);
  }
  return firsts;
}

import { median, robustSpread } from "./statistics.ts";
import type { JudgeNormalisation } from "./types.ts";

/** A judge is normalised only with at least this many scores in the round: fewer say too little about their habits. */
export const MIN_SCORES_TO_NORMALISE = 8;
/** Normalised totals are put back on the 1–10 scale around its middle, with this spread per robust SD. */
export const NORMALISED_CENTRE = 5.5;
export const NORMALISED_SPREAD = 1.5;

export type JudgeTotals = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** Maps one of a judge's values (a total, or a criterion score) onto the common scale. */
export type JudgeScale = (value: number) => number;

/**
 * Per-judge robust normalisation (median and MAD): a judge with at least 8 scores has each total
 * replaced by 5.5 + 1.5 × (total − their median) / their robust spread, so a strict judge and a generous
 * one count alike. It depends only on each judge's scores relative to their own median, so adding a
 * constant to all of one judge's scores changes nothing. A judge with fewer scores keeps raw totals.
 */
export function normaliseJudges(totalsByJudge: JudgeTotals): { scales: Map<string, JudgeScale>; judges: JudgeNormalisation[] } {
  const scales = new Map<string, JudgeScale>();
  const judges: JudgeNormalisation[] = [];
  for (const judgeId of [...totalsByJudge.keys()].sort()) {
    const values = [...(totalsByJudge.get(judgeId) as ReadonlyMap<string, number>).values()];
    const centre = median(values);
    const spread = robustSpread(values);
    const apply = values.length >= MIN_SCORES_TO_NORMALISE;
    judges.push({ judgeId, scores: values.length, normalised: apply, median: centre, spread });
    // Every score equal: nothing tells their entries apart, so all sit at the centre.
    const scale: JudgeScale = !apply
      ? (value) => value
      : spread === 0
        ? () => NORMALISED_CENTRE
        : (value) => NORMALISED_CENTRE + (NORMALISED_SPREAD * (value - centre)) / spread;
    scales.set(judgeId, scale);
  }
  return { scales, judges };
}

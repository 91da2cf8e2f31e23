/**
 * The inputs and outputs of a round's aggregation (docs/judging.md). Pure data: no database, no clock,
 * so the same inputs always give the same ranking and the same snapshot hash.
 */

export type RoundKind = "screening" | "final";

/** A rubric criterion as the aggregation needs it; weights are whole percentages summing to 100. */
export type AggregationCriterion = { key: string; name: string; weight: number };

/** One judge's score of one entry: 1–10 per criterion, and whether the entry passed the eligibility checklist. */
export type JudgeScore = {
  entryId: string;
  judgeId: string;
  criteria: Readonly<Record<string, number>>;
  /** False when the judge failed an item of the checklist: the entry is excluded, not scored lower. */
  passedChecklist: boolean;
};

export type RoundInput = {
  kind: RoundKind;
  criteria: readonly AggregationCriterion[];
  /** Every entry of the round, scored or not. */
  entryIds: readonly string[];
  scores: readonly JudgeScore[];
  /**
   * The head judge's recorded order for entries that stay tied after the other rungs of the ladder:
   * earlier is better. A tie among entries it does not all name stays unresolved (never broken by chance).
   */
  headJudgeOrder?: readonly string[];
};

export type TieBreak = "top-criterion" | "first-places" | "head-judge";

export type RankedEntry = {
  entryId: string;
  /** 1-based; entries in an unresolved tie share the position of the first of them. */
  position: number;
  /** What the ranking uses: the mean of normalised totals (screening) or of raw totals (final). */
  score: number;
  /** The mean of the judges' raw weighted totals (1–10). */
  rawMean: number;
  /** The mean of the judges' normalised totals; equals rawMean when no judge of the entry was normalised. */
  normalisedMean: number;
  reviews: number;
  /** Mean of the highest-weighted criterion's raw scores (the ladder's first rung). */
  topCriterionMean: number;
  /** How many judges scored this entry highest of all the entries they scored (the second rung). */
  firstPlaces: number;
  /** The rung that separated this entry from the one ranked just above it with the same score, if any. */
  tieBrokenBy: TieBreak | null;
  /** True while it is tied with another entry that no rung separates: the head judge must decide. */
  unresolvedTie: boolean;
};

export type ExcludedEntry = { entryId: string; reason: "failed-checklist" | "not-scored"; failedBy: number; reviews: number };

export type JudgeNormalisation = {
  judgeId: string;
  scores: number;
  normalised: boolean;
  median: number;
  /** The robust spread used (1.4826 × MAD, or the mean absolute deviation when the MAD is 0). */
  spread: number;
};

export type RoundResult = {
  method: string;
  ranking: RankedEntry[];
  excluded: ExcludedEntry[];
  judges: JudgeNormalisation[];
};

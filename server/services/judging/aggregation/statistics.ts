/** Robust statistics for per-judge normalisation: the median and the median absolute deviation. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The median of the absolute deviations from the median. */
export function medianAbsoluteDeviation(values: readonly number[]): number {
  const centre = median(values);
  return median(values.map((value) => Math.abs(value - centre)));
}

/** 1.4826 × MAD estimates the standard deviation of normally distributed scores. */
export const MAD_TO_SD = 1.4826;
/** √(π/2): the mean absolute deviation's factor to the standard deviation, used when the MAD is 0. */
const MEAN_AD_TO_SD = Math.sqrt(Math.PI / 2);

/**
 * The robust spread of a judge's scores. When more than half their scores are equal the MAD is 0; the
 * mean absolute deviation from the median then still measures the others. 0 only when every score is equal.
 */
export function robustSpread(values: readonly number[]): number {
  const mad = medianAbsoluteDeviation(values);
  if (mad > 0) return MAD_TO_SD * mad;
  const centre = median(values);
  const meanDeviation = values.reduce((sum, value) => sum + Math.abs(value - centre), 0) / values.length;
  return MEAN_AD_TO_SD * meanDeviation;
}

export const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length);

/** Scores compared after rounding to 6 decimals, so float noise never makes or breaks a tie. */
export const roundScore = (value: number) => Math.round(value * 1e6) / 1e6;

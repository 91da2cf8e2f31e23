import { type JudgeScale, MIN_SCORES_TO_NORMALISE, normaliseJudges } from "./normalise.ts";
import { countFirstPlaces, type RankingRow, rankEntries } from "./rank.ts";
import { mean } from "./statistics.ts";
import type { AggregationCriterion, ExcludedEntry, JudgeScore, RoundInput, RoundResult } from "./types.ts";

/** The method as the snapshot records it, so a reader knows how the ranking was made. */
export function methodOf(kind: RoundInput["kind"]): string {
  return kind === "screening"
    ? `screening: weighted total per judge; per-judge median/MAD normalisation for judges with >= ${MIN_SCORES_TO_NORMALISE} scores; mean per entry; ties by highest-weighted criterion, first places, head judge`
    : "final: weighted total per judge; plain mean per entry; ties by highest-weighted criterion, first places, head judge";
}

/** A judge's weighted total of one entry: Σ weight × score / 100, on the 1–10 scale. */
export function weightedTotal(criteria: readonly AggregationCriterion[], scores: Readonly<Record<string, number>>): number {
  return criteria.reduce((sum, criterion) => sum + (criterion.weight * (scores[criterion.key] ?? 0)) / 100, 0);
}

/** The ladder's first rung: the criterion with the highest weight (the first of them, in rubric order). */
export function topCriterion(criteria: readonly AggregationCriterion[]): AggregationCriterion | undefined {
  return criteria.reduce<AggregationCriterion | undefined>((best, c) => (!best || c.weight > best.weight ? c : best), undefined);
}

/**
 * Ranks a round from its scores. Entries failed on the eligibility checklist by at least half of the
 * judges who reviewed them are excluded (not scored lower); entries nobody scored are listed as such.
 * Screening normalises each judge with enough scores; the final round uses plain means.
 */
export function computeRound(input: RoundInput): RoundResult {
  const byEntry = groupBy(input.scores, (score) => score.entryId);
  const excluded: ExcludedEntry[] = [];
  const counted: JudgeScore[] = [];
  for (const entryId of [...new Set(input.entryIds)].sort()) {
    const scores = byEntry.get(entryId) ?? [];
    const failedBy = scores.filter((score) => !score.passedChecklist).length;
    if (scores.length === 0) excluded.push({ entryId, reason: "not-scored", failedBy: 0, reviews: 0 });
    else if (failedBy * 2 >= scores.length) excluded.push({ entryId, reason: "failed-checklist", failedBy, reviews: scores.length });
    else counted.push(...scores.filter((score) => score.passedChecklist));
  }

  const totalsByJudge = new Map<string, Map<string, number>>();
  for (const score of counted) {
    const totals = totalsByJudge.get(score.judgeId) ?? new Map<string, number>();
    totals.set(score.entryId, weightedTotal(input.criteria, score.criteria));
    totalsByJudge.set(score.judgeId, totals);
  }
  const { scales, judges } =
    input.kind === "screening" ? normaliseJudges(totalsByJudge) : { scales: new Map<string, JudgeScale>(), judges: [] };
  const firstPlaces = countFirstPlaces(totalsByJudge);
  const top = topCriterion(input.criteria);
  const scale = (judgeId: string, value: number) => (scales.get(judgeId) ?? ((v: number) => v))(value);

  const rows: RankingRow[] = [];
  for (const [entryId, scores] of groupBy(counted, (score) => score.entryId)) {
    const raw = scores.map((score) => totalsByJudge.get(score.judgeId)?.get(entryId) ?? 0);
    const normalised = scores.map((score, index) => scale(score.judgeId, raw[index] as number));
    const rawMean = mean(raw);
    const normalisedMean = mean(normalised);
    rows.push({
      entryId,
      score: input.kind === "screening" ? normalisedMean : rawMean,
      rawMean,
      normalisedMean,
      reviews: scores.length,
      // Normalised like the judge's totals, so a generous judge tips no tie either.
      topCriterionMean: top ? mean(scores.map((score) => scale(score.judgeId, score.criteria[top.key] ?? 0))) : 0,
      firstPlaces: firstPlaces.get(entryId) ?? 0,
    });
  }
  return { method: methodOf(input.kind), ranking: rankEntries(rows, input.headJudgeOrder), excluded, judges };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

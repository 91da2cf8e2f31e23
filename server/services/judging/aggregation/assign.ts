/** One judge reviewing one entry in a round. */
export type Assignment = { entryId: string; judgeId: string };

export type AssignmentInput = {
  entryIds: readonly string[];
  judgeIds: readonly string[];
  /** How many judges each entry gets (at least 2 in screening). */
  perEntry: number;
  /** Assignments already made (a reassignment after a recusal keeps them). */
  existing?: readonly Assignment[];
  /** Pairs that may never be assigned: conflicts and recusals, as `entryId\njudgeId`. */
  blocked?: ReadonlySet<string>;
};

export const pairKey = (entryId: string, judgeId: string) => `${entryId}\n${judgeId}`;

/**
 * Balanced assignment: in passes, the entries with the fewest reviews first each get one more judge,
 * the free judge with the fewest assignments (then by id, so the same inputs give the same result).
 * Blocked pairs are skipped; an entry that cannot reach `perEntry` judges gets as many as can take it.
 * Returns only the new assignments.
 */
export function assignReviewers(input: AssignmentInput): Assignment[] {
  const judges = [...new Set(input.judgeIds)].sort();
  const load = new Map(judges.map((judgeId) => [judgeId, 0]));
  const reviewers = new Map<string, Set<string>>([...new Set(input.entryIds)].map((entryId) => [entryId, new Set<string>()]));
  for (const { entryId, judgeId } of input.existing ?? []) {
    reviewers.get(entryId)?.add(judgeId);
    if (load.has(judgeId)) load.set(judgeId, (load.get(judgeId) ?? 0) + 1);
  }
  const blocked = input.blocked ?? new Set<string>();
  const added: Assignment[] = [];
  for (let pass = 0; pass < input.perEntry; pass++) {
    const waiting = [...reviewers.entries()]
      .filter(([, set]) => set.size < input.perEntry)
      .sort(([a, sa], [b, sb]) => sa.size - sb.size || (a < b ? -1 : 1));
    for (const [entryId, set] of waiting) {
      let best: string | undefined;
      for (const judgeId of judges) {
        if (set.has(judgeId) || blocked.has(pairKey(entryId, judgeId))) continue;
        if (best === undefined || (load.get(judgeId) ?? 0) < (load.get(best) ?? 0)) best = judgeId;
      }
      if (best === undefined) continue;
      set.add(best);
      load.set(best, (load.get(best) ?? 0) + 1);
      added.push({ entryId, judgeId: best });
    }
  }
  return added;
}

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
 * Balanced assignment: the entries with the fewest reviews first (then those fewer judges may take) each
 * get the free judges with the fewest assignments (then by id, so the same inputs give the same result).
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
  // Entries that fewer judges may take go first in a pass, so a conflict does not leave them the busiest judge.
  const free = new Map([...reviewers.keys()].map((entryId) => [entryId, judges.filter((j) => !blocked.has(pairKey(entryId, j))).length]));
  const added: Assignment[] = [];
  const waiting = [...reviewers.entries()]
    .filter(([, set]) => set.size < input.perEntry)
    .sort(([a, sa], [b, sb]) => sa.size - sb.size || (free.get(a) ?? 0) - (free.get(b) ?? 0) || (a < b ? -1 : 1));
  for (const [entryId, set] of waiting) {
    // The least busy judges who may take it (ties by id), as many as it still needs.
    const chosen = judges
      .filter((judgeId) => !set.has(judgeId) && !blocked.has(pairKey(entryId, judgeId)))
      .sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0) || (a < b ? -1 : 1))
      .slice(0, input.perEntry - set.size);
    for (const judgeId of chosen) {
      set.add(judgeId);
      load.set(judgeId, (load.get(judgeId) ?? 0) + 1);
      added.push({ entryId, judgeId });
    }
  }
  return added;
}

import type { JudgingOverviewView } from "./console-api.ts";

type Rounds = JudgingOverviewView["rounds"];
type Progress = JudgingOverviewView["progress"];

/** One round at a time: the server answers 409 with this, and the console says it beside the disabled button. */
export const ANOTHER_ROUND_OPEN = "Another round is open: close it first.";

/** A round judges the entries there are when it opens, so it waits for registration to close (409 otherwise). */
export const registrationStillOpen = (lastDay: string) =>
  `Registration is open until ${lastDay}: open a round once it has closed, so every entry is judged.`;

/** Results come from the final once it exists, so screening cannot follow it (409 otherwise). */
export const FINAL_ALREADY_RUN = "The final has been run: screening comes before the final, so it can no longer be opened.";

/** Why the `kind` round cannot be opened now, or null when it can (docs/judging.md). */
export function openRoundBlocked(rounds: Rounds, kind: string): string | null {
  return rounds.some((r) => r.status === "open" && r.kind !== kind) ? ANOTHER_ROUND_OPEN : null;
}

export type JudgeBehind = { judgeId: string; name: string; scored: number; assigned: number };

/** The judges of a round who have not scored every entry given to them, in the progress table's order. */
export function judgesBehind(progress: Progress, roundId: string): JudgeBehind[] {
  return progress
    .filter((p) => p.roundId === roundId && p.scored < p.assigned)
    .map(({ judgeId, name, scored, assigned }) => ({ judgeId, name, scored, assigned }));
}

/** "Farhan Qureshi: 0 of 3 scored". */
export const judgeProgressLine = (judge: JudgeBehind) => `${judge.name}: ${judge.scored} of ${judge.assigned} scored`;

/** "1 score", "3 scores". */
export const countOf = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The snapshot's method (kept as written, it is part of the hashed snapshot) as a sentence for the
 * console: "Method: weighted total per judge; …", without the round's name the heading already gives.
 */
export function methodSentence(method: string): string {
  const text = method.replace(/^(screening|final):\s*/, "").replace(/>=\s*/g, "at least ");
  return `Method: ${text}${text.endsWith(".") ? "" : "."}`;
}

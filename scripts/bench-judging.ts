/**
 * How long a 500-entry, 10-judge screening round takes to compute (docs/judging.md, figures):
 * balanced assignment, the ranking with per-judge normalisation and the tie ladder, the shortlist and
 * the snapshot's hash, on synthetic scores. Run: npx tsx scripts/bench-judging.ts
 */
import { performance } from "node:perf_hooks";
import { assignReviewers } from "../server/services/judging/aggregation/assign.ts";
import { computeRound } from "../server/services/judging/aggregation/compute-round.ts";
import { proposeShortlist } from "../server/services/judging/aggregation/shortlist.ts";
import { snapshotHash } from "../server/services/judging/aggregation/snapshot-hash.ts";
import type { AggregationCriterion, JudgeScore } from "../server/services/judging/aggregation/types.ts";

const ENTRIES = 500;
const JUDGES = 10;
const RUNS = 20;
const criteria: AggregationCriterion[] = [
  { key: "c1", name: "Idea", weight: 40 },
  { key: "c2", name: "Craft", weight: 35 },
  { key: "c3", name: "Voice", weight: 25 },
];
const entryIds = Array.from({ length: ENTRIES }, (_, i) => `entry${String(i).padStart(4, "0")}`);
const judgeIds = Array.from({ length: JUDGES }, (_, i) => `judge${i}`);
const point = (seed: number) => 1 + ((Math.imul(seed, 2654435761) >>> 0) % 10);

const timings: number[] = [];
let hash = "";
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const assignments = assignReviewers({ entryIds, judgeIds, perEntry: 2 });
  const scores: JudgeScore[] = assignments.map((a, i) => ({
    entryId: a.entryId,
    judgeId: a.judgeId,
    criteria: { c1: point(i * 3), c2: point(i * 3 + 1), c3: point(i * 3 + 2) },
    passedChecklist: i % 97 !== 0,
  }));
  const result = computeRound({ kind: "screening", criteria, entryIds, scores });
  const shortlist = proposeShortlist(result.ranking, { percent: 10 });
  hash = snapshotHash({ ...result, inputs: scores, shortlist: shortlist.map((r) => r.entryId) });
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const median = timings[Math.floor(RUNS / 2)] ?? 0;
console.log(
  `${ENTRIES} entries, ${JUDGES} judges, 2 judges per entry: median ${median.toFixed(1)} ms, slowest ${timings.at(-1)?.toFixed(1)} ms over ${RUNS} runs (snapshot ${hash.slice(0, 12)})`,
);

import { describe, expect, it } from "vitest";
import { assignReviewers, pairKey } from "#server/services/judging/aggregation/assign.ts";
import { computeRound, weightedTotal } from "#server/services/judging/aggregation/compute-round.ts";
import { MIN_SCORES_TO_NORMALISE, normaliseJudges } from "#server/services/judging/aggregation/normalise.ts";
import { proposeShortlist, proposeWinners } from "#server/services/judging/aggregation/shortlist.ts";
import { canonicalJson, snapshotHash } from "#server/services/judging/aggregation/snapshot-hash.ts";
import { median, medianAbsoluteDeviation } from "#server/services/judging/aggregation/statistics.ts";
import type { AggregationCriterion, JudgeScore, RoundInput } from "#server/services/judging/aggregation/types.ts";

const criteria: AggregationCriterion[] = [
  { key: "idea", name: "Idea", weight: 40 },
  { key: "craft", name: "Craft", weight: 35 },
  { key: "voice", name: "Voice", weight: 25 },
];

/** A small seeded generator (mulberry32), so every table row is the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(3, "0")}`);

/** Scores for given assignments: each judge has a habit (strict or generous) plus the entry's own quality. */
function scoresFor(assignments: { entryId: string; judgeId: string }[], seed: number): JudgeScore[] {
  const next = random(seed);
  const quality = new Map<string, number>();
  const habit = new Map<string, number>();
  return assignments.map(({ entryId, judgeId }) => {
    if (!quality.has(entryId)) quality.set(entryId, next() * 6);
    if (!habit.has(judgeId)) habit.set(judgeId, next() * 3);
    const point = () => Math.min(10, Math.max(1, Math.round(1 + (quality.get(entryId) ?? 0) + (habit.get(judgeId) ?? 0) + next() * 2)));
    return { entryId, judgeId, criteria: { idea: point(), craft: point(), voice: point() }, passedChecklist: true };
  });
}

const shift = (scores: JudgeScore[], judgeId: string, by: number): JudgeScore[] =>
  scores.map((s) =>
    s.judgeId !== judgeId ? s : { ...s, criteria: Object.fromEntries(Object.entries(s.criteria).map(([k, v]) => [k, v + by])) },
  );

const order = (input: RoundInput) => computeRound(input).ranking.map((r) => `${r.position}:${r.entryId}`);

describe("robust statistics", () => {
  it.each([
    [[1, 2, 3], 2, 1],
    [[1, 2, 3, 4], 2.5, 1],
    [[5, 5, 5, 9], 5, 0],
    [[1, 1, 2, 2, 4, 6, 9], 2, 1],
  ])("median and MAD of %j are %d and %d", (values, med, mad) => {
    expect(median(values)).toBe(med);
    expect(medianAbsoluteDeviation(values)).toBe(mad);
  });
});

describe("adding a constant to one judge's scores", () => {
  // Full coverage: every judge scores every entry. Sampling: each entry has 2 of the judges.
  it.each([
    { kind: "final" as const, entries: 12, judges: 3, seed: 1, by: 2 },
    { kind: "final" as const, entries: 30, judges: 5, seed: 2, by: -3 },
    { kind: "screening" as const, entries: 12, judges: 3, seed: 3, by: 4 },
    { kind: "screening" as const, entries: 25, judges: 4, seed: 4, by: 1.5 },
  ])("changes no ranking under full coverage ($kind, $entries entries, $judges judges)", ({ kind, entries, judges, seed, by }) => {
    const entryIds = ids("e", entries);
    const judgeIds = ids("j", judges);
    const scores = scoresFor(
      entryIds.flatMap((entryId) => judgeIds.map((judgeId) => ({ entryId, judgeId }))),
      seed,
    );
    const before = order({ kind, criteria, entryIds, scores });
    expect(order({ kind, criteria, entryIds, scores: shift(scores, "j001", by) })).toEqual(before);
  });

  it.each([
    { entries: 40, judges: 6, seed: 11, by: 3 },
    { entries: 60, judges: 10, seed: 12, by: -2 },
    { entries: 100, judges: 8, seed: 13, by: 5 },
  ])("changes no ranking after normalisation under sampling ($entries entries, $judges judges)", ({ entries, judges, seed, by }) => {
    const entryIds = ids("e", entries);
    const judgeIds = ids("j", judges);
    const assignments = assignReviewers({ entryIds, judgeIds, perEntry: 2 });
    const scores = scoresFor(assignments, seed);
    // Every judge has enough scores to be normalised.
    expect(Math.min(...judgeIds.map((j) => assignments.filter((a) => a.judgeId === j).length))).toBeGreaterThanOrEqual(8);
    const before = order({ kind: "screening", criteria, entryIds, scores });
    expect(order({ kind: "screening", criteria, entryIds, scores: shift(scores, "j002", by) })).toEqual(before);
    // Without normalisation (plain means), the same shift does reorder the entries: the test has teeth.
    expect(order({ kind: "final", criteria, entryIds, scores: shift(scores, "j002", by) })).not.toEqual(
      order({ kind: "final", criteria, entryIds, scores }),
    );
  });
});

describe("normalisation", () => {
  it.each([
    [MIN_SCORES_TO_NORMALISE - 1, false],
    [MIN_SCORES_TO_NORMALISE, true],
    [20, true],
  ])("a judge with %d scores is normalised: %s", (count, normalised) => {
    const totals = new Map(ids("e", count).map((entryId, i) => [entryId, 2 + (i % 7)] as const));
    const { judges, scales } = normaliseJudges(new Map([["j", totals]]));
    expect(judges[0]?.normalised).toBe(normalised);
    // Unnormalised scores are kept as they are.
    expect(scales.get("j")?.(9) === 9).toBe(!normalised);
  });

  it("a judge whose scores are all equal puts every entry at the centre, not at infinity", () => {
    const totals = new Map(ids("e", 10).map((entryId) => [entryId, 7] as const));
    const { scales } = normaliseJudges(new Map([["j", totals]]));
    expect(scales.get("j")?.(7)).toBe(5.5);
  });
});

describe("the tie-break ladder", () => {
  const two: AggregationCriterion[] = [
    { key: "a", name: "A", weight: 60 },
    { key: "b", name: "B", weight: 40 },
  ];
  const s = (entryId: string, judgeId: string, a: number, b: number): JudgeScore => ({
    entryId,
    judgeId,
    criteria: { a, b },
    passedChecklist: true,
  });
  it.each([
    {
      name: "the highest-weighted criterion decides first",
      // x: 0.6·8+0.4·4 = 6.4; y: 0.6·6+0.4·7 = 6.4: equal totals, x better on A.
      scores: [s("x", "j1", 8, 4), s("y", "j1", 6, 7)],
      head: [],
      expected: ["1:x", "2:y"],
      rung: "top-criterion",
    },
    {
      name: "then more first places",
      // Same totals and same A-means; j1 and j2 put y first, j3 puts x first.
      scores: [s("x", "j1", 5, 5), s("y", "j1", 6, 6), s("x", "j2", 5, 5), s("y", "j2", 6, 6), s("x", "j3", 8, 8), s("y", "j3", 6, 6)],
      head: [],
      expected: ["1:y", "2:x"],
      rung: "first-places",
    },
    {
      name: "then the head judge's recorded decision",
      scores: [s("x", "j1", 6, 6), s("y", "j2", 6, 6)],
      head: ["y", "x"],
      expected: ["1:y", "2:x"],
      rung: "head-judge",
    },
    {
      name: "and never chance: without a decision they share the place",
      scores: [s("x", "j1", 6, 6), s("y", "j2", 6, 6)],
      head: [],
      expected: ["1:x", "1:y"],
      rung: null,
    },
  ])("$name", ({ scores, head, expected, rung }) => {
    const input: RoundInput = { kind: "final", criteria: two, entryIds: ["y", "x"], scores, headJudgeOrder: head };
    const results = Array.from({ length: 5 }, () => computeRound(input));
    for (const result of results) expect(result.ranking.map((r) => `${r.position}:${r.entryId}`)).toEqual(expected);
    const second = results[0]?.ranking[1];
    expect(second?.tieBrokenBy).toBe(rung);
    expect(second?.unresolvedTie).toBe(rung === null);
  });

  it("gives the same ranking whatever order the scores arrive in", () => {
    const entryIds = ids("e", 30);
    const scores = scoresFor(assignReviewers({ entryIds, judgeIds: ids("j", 4), perEntry: 2 }), 21);
    const reversed = [...scores].reverse();
    expect(computeRound({ kind: "screening", criteria, entryIds, scores: reversed })).toEqual(
      computeRound({ kind: "screening", criteria, entryIds, scores }),
    );
  });
});

describe("the eligibility checklist", () => {
  it("excludes an entry failed by half its judges instead of scoring it lower", () => {
    const scores: JudgeScore[] = [
      { entryId: "x", judgeId: "j1", criteria: { idea: 10, craft: 10, voice: 10 }, passedChecklist: false },
      { entryId: "x", judgeId: "j2", criteria: { idea: 10, craft: 10, voice: 10 }, passedChecklist: true },
      { entryId: "y", judgeId: "j1", criteria: { idea: 2, craft: 2, voice: 2 }, passedChecklist: true },
    ];
    const result = computeRound({ kind: "final", criteria, entryIds: ["x", "y", "z"], scores });
    expect(result.ranking.map((r) => r.entryId)).toEqual(["y"]);
    expect(result.excluded).toEqual([
      { entryId: "x", reason: "failed-checklist", failedBy: 1, reviews: 2 },
      { entryId: "z", reason: "not-scored", failedBy: 0, reviews: 0 },
    ]);
  });
});

describe("the snapshot hash", () => {
  it("is the same for the same snapshot built in any key order, and differs when anything changes", () => {
    const a = { method: "m", ranking: [{ entryId: "x", score: 6.1234567 }], inputs: { b: 1, a: [2, 3] } };
    const b = { inputs: { a: [2, 3], b: 1 }, ranking: [{ score: 6.1234567, entryId: "x" }], method: "m" };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(snapshotHash(a)).toBe(snapshotHash(b));
    expect(snapshotHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(snapshotHash({ ...a, method: "n" })).not.toBe(snapshotHash(a));
    // A known value: the hash must not drift between releases.
    expect(snapshotHash({ a: 1 })).toBe("015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862");
  });
});

describe("balanced assignment", () => {
  it.each([
    { entries: 500, judges: 10, perEntry: 2 },
    { entries: 45, judges: 4, perEntry: 2 },
    { entries: 7, judges: 3, perEntry: 3 },
  ])("$entries entries, $judges judges: every entry gets $perEntry judges, loads differ by at most 1", ({ entries, judges, perEntry }) => {
    const entryIds = ids("e", entries);
    const judgeIds = ids("j", judges);
    const assignments = assignReviewers({ entryIds, judgeIds, perEntry });
    for (const entryId of entryIds)
      expect(new Set(assignments.filter((a) => a.entryId === entryId).map((a) => a.judgeId)).size).toBe(perEntry);
    const loads = judgeIds.map((j) => assignments.filter((a) => a.judgeId === j).length);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
  });

  it("never assigns a blocked pair, and a reassignment goes to the entry with the fewest reviews first", () => {
    const entryIds = ["a", "b"];
    const judgeIds = ["j1", "j2", "j3"];
    const existing = [
      { entryId: "a", judgeId: "j1" },
      { entryId: "b", judgeId: "j1" },
      { entryId: "b", judgeId: "j2" },
    ];
    const blocked = new Set([pairKey("a", "j2")]);
    expect(assignReviewers({ entryIds, judgeIds, perEntry: 2, existing, blocked })).toEqual([{ entryId: "a", judgeId: "j3" }]);
  });
});

describe("shortlist and proposed winners", () => {
  const ranking = computeRound({
    kind: "final",
    criteria,
    entryIds: ["a", "b", "c", "d"],
    scores: [
      { entryId: "a", judgeId: "j", criteria: { idea: 9, craft: 9, voice: 9 }, passedChecklist: true },
      { entryId: "b", judgeId: "j", criteria: { idea: 7, craft: 7, voice: 7 }, passedChecklist: true },
      { entryId: "c", judgeId: "j", criteria: { idea: 7, craft: 7, voice: 7 }, passedChecklist: true },
      { entryId: "d", judgeId: "j", criteria: { idea: 2, craft: 2, voice: 2 }, passedChecklist: true },
    ],
  }).ranking;

  it.each([
    [{ top: 2 }, ["a", "b", "c"]],
    [{ top: 1 }, ["a"]],
    [{ percent: 25 }, ["a"]],
    [{ percent: 50 }, ["a", "b", "c"]],
  ])("%j keeps %j (a tie at the cut is kept whole)", (rule, expected) => {
    expect(proposeShortlist(ranking, rule).map((r) => r.entryId)).toEqual(expected);
  });

  it("proposes each prize in rank order, and names the tie the head judge must decide", () => {
    const proposal = proposeWinners(ranking, [
      { prizeId: "p2", rank: 2, title: "Second" },
      { prizeId: "p1", rank: 1, title: "First" },
    ]);
    expect(proposal.map((p) => [p.title, p.entryId, p.tiedEntryIds])).toEqual([
      ["First", "a", []],
      ["Second", "b", ["b", "c"]],
    ]);
  });

  it("weights the criteria by their percentages", () => {
    expect(weightedTotal(criteria, { idea: 10, craft: 5, voice: 1 })).toBeCloseTo(4 + 1.75 + 0.25);
  });
});

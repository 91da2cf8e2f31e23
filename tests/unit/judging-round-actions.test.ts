import { describe, expect, it } from "vitest";
import { roundMessages } from "#server/services/judging/rounds.ts";
import { methodOf } from "#server/services/judging/aggregation/compute-round.ts";
import type { JudgingOverviewView } from "#shared/judging/console-api.ts";
import {
  ANOTHER_ROUND_OPEN,
  countOf,
  judgeProgressLine,
  judgesBehind,
  methodSentence,
  openRoundBlocked,
} from "#shared/judging/round-actions.ts";

type Round = JudgingOverviewView["rounds"][number];
const round = (kind: string, status: string): Round => ({
  id: `r-${kind}`,
  kind,
  status,
  openedAt: "2026-11-01T00:00:00Z",
  closedAt: null,
});
const progress = (roundId: string, name: string, scored: number, assigned: number): JudgingOverviewView["progress"][number] => ({
  roundId,
  kind: "screening",
  status: "open",
  judgeId: `j-${name}`,
  name,
  assigned,
  scored,
  recused: 0,
});

describe("[JUDGING] the console's round buttons", () => {
  it("opening is refused while another round is open, with the server's own words", () => {
    expect(ANOTHER_ROUND_OPEN).toBe(roundMessages.anotherOpen);
    expect(openRoundBlocked([], "screening")).toBeNull();
    expect(openRoundBlocked([round("screening", "open")], "final")).toBe(ANOTHER_ROUND_OPEN);
    expect(openRoundBlocked([round("final", "open")], "screening")).toBe(ANOTHER_ROUND_OPEN);
    expect(openRoundBlocked([round("screening", "closed")], "final")).toBeNull();
  });

  it("closing names the judges of that round who have not finished, with their progress", () => {
    const all = [
      progress("r-screening", "Kavya Iyer", 3, 3),
      progress("r-screening", "Farhan Qureshi", 0, 3),
      progress("r-final", "Neha Joshi", 1, 2),
    ];
    const behind = judgesBehind(all, "r-screening");
    expect(behind.map(judgeProgressLine)).toEqual(["Farhan Qureshi: 0 of 3 scored"]);
    expect(judgesBehind([progress("r-screening", "Kavya Iyer", 3, 3)], "r-screening")).toEqual([]);
  });
});

describe("[JUDGING] the results' wording", () => {
  it("counts in the singular for one", () => {
    expect(countOf(1, "score")).toBe("1 score");
    expect(countOf(0, "score")).toBe("0 scores");
    expect(countOf(3, "score")).toBe("3 scores");
  });

  it.each(["screening", "final"] as const)("the %s method reads as a sentence starting with a capital", (kind) => {
    const sentence = methodSentence(methodOf(kind));
    expect(sentence).toMatch(/^Method: weighted total per judge; .+\.$/);
    expect(sentence).not.toContain(">=");
  });
});

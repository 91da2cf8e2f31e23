import { describe, expect, it } from "vitest";
import { contestCardAction, contestStage, orderContestsForHome } from "#shared/contest-order.ts";

const now = new Date("2026-11-25T12:00:00+05:30");
const day = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
const contest = (id: string, dates: { rs: number; re: number; cs: number; ce: number }, extra: object = {}) => ({
  _id: id,
  registrationStartDate: day(dates.rs),
  registrationEndDate: day(dates.re),
  contestStartDate: day(dates.cs),
  contestEndDate: day(dates.ce),
  isCompleted: false,
  ...extra,
});

const open = contest("open", { rs: -2, re: 3, cs: 5, ce: 9 });
const openSooner = contest("open-sooner", { rs: -2, re: 1, cs: 5, ce: 9 });
const upcoming = contest("upcoming", { rs: 2, re: 6, cs: 8, ce: 12 });
const closed = contest("closed", { rs: -9, re: -2, cs: 1, ce: 5 });
const running = contest("running", { rs: -9, re: -5, cs: -1, ce: 3 });
const ended = contest("ended", { rs: -30, re: -20, cs: -15, ce: -5 });
const results = contest("results", { rs: -40, re: -30, cs: -25, ce: -10 }, { isCompleted: true });

describe("contests people can find", () => {
  it("puts open contests first, then upcoming, in progress and completed, each by its deadline", () => {
    const order = orderContestsForHome([results, running, ended, upcoming, closed, open, openSooner], now).map((c) => c._id);
    expect(order).toEqual(["open-sooner", "open", "upcoming", "running", "closed", "ended", "results"]);
  });

  it("puts pinned contests before everything, whatever their state", () => {
    const order = orderContestsForHome([open, { ...results, pinned: true }], now).map((c) => c._id);
    expect(order).toEqual(["results", "open"]);
  });

  it("names each stage", () => {
    expect([open, upcoming, closed, running, results].map((c) => contestStage(c, now))).toEqual([
      "open",
      "upcoming",
      "in-progress",
      "in-progress",
      "completed",
    ]);
  });

  it("gives each card a button that says what it does; the spec's two labels stay", () => {
    expect(contestCardAction(open, now)).toEqual({ label: "get started", to: "/contest/open" });
    expect(contestCardAction({ ...open, isFull: true }, now).label).toBe("view contest");
    expect(contestCardAction(upcoming, now).label).toBe("see dates");
    expect(contestCardAction(running, now)).toEqual({ label: "view entries", to: "/contest/running/applicants" });
    expect(contestCardAction(ended, now).label).toBe("view entries");
    expect(contestCardAction(results, now)).toEqual({ label: "view results", to: "/contest/results#winners" });
  });
});

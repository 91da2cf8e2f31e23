import { describe, expect, it } from "vitest";
import { wrapTarget } from "#app/components/ui/focus-trap.ts";

const items = ["close", "email", "password", "submit"] as const;

describe("focus trap: where Tab goes inside a dialog", () => {
  it.each([
    { active: "submit", backwards: false, expected: "close", why: "Tab on the last control wraps to the first" },
    { active: "close", backwards: true, expected: "submit", why: "Shift+Tab on the first control wraps to the last" },
    { active: "email", backwards: false, expected: null, why: "inside the list the browser moves on by itself" },
    { active: "password", backwards: true, expected: null, why: "and back by itself" },
    { active: null, backwards: false, expected: "close", why: "focus on the dialog itself enters at the first control" },
    { active: null, backwards: true, expected: "submit", why: "Shift+Tab from the dialog itself enters at the last" },
    { active: "outside", backwards: false, expected: "close", why: "focus outside comes back in at the start" },
  ])("$why", ({ active, backwards, expected }) => {
    expect(wrapTarget<string>(items, active, backwards)).toBe(expected);
  });

  it("a single control keeps focus whichever way Tab goes", () => {
    expect(wrapTarget(["ok"], "ok", false)).toBe("ok");
    expect(wrapTarget(["ok"], "ok", true)).toBe("ok");
  });

  it("with nothing focusable the dialog itself keeps focus", () => {
    expect(wrapTarget([], null, false)).toBe("stay");
    expect(wrapTarget([], null, true)).toBe("stay");
  });
});

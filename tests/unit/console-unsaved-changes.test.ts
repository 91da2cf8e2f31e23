import type { Location } from "react-router";
import { describe, expect, it } from "vitest";
import { asksBeforeLeaving, leaveWithoutAsking } from "#app/features/console/forms/unsaved-changes-guard.tsx";

const at = (pathname: string, search = "", hash = "", state: unknown = null): Location => ({ pathname, search, hash, state, key: "k" });
const from = at("/admin/contests/64b000000000000000000001");

describe("the console's leave guard holds a navigation", () => {
  it.each([
    { name: "to another page with edits unsaved", dirty: true, to: at("/admin"), asks: true },
    { name: "Back to the contests list with edits unsaved", dirty: true, to: at("/admin/contests", "?status=upcoming"), asks: true },
    { name: "to the same page with another query", dirty: true, to: at(from.pathname, "?tab=2"), asks: true },
  ])("$name", ({ dirty, to, asks }) => {
    expect(asksBeforeLeaving(dirty, { currentLocation: from, nextLocation: to, historyAction: "PUSH" as never })).toBe(asks);
  });
});

describe("and lets it through", () => {
  it.each([
    { name: "with nothing unsaved", dirty: false, to: at("/admin") },
    { name: "to a #hash of the same page", dirty: true, to: at(from.pathname, "", "#prizes") },
    {
      name: "when the form leaves on purpose (created, deleted)",
      dirty: true,
      to: at("/admin/contests/64b0", "", "", leaveWithoutAsking.state),
    },
  ])("$name", ({ dirty, to }) => {
    expect(asksBeforeLeaving(dirty, { currentLocation: from, nextLocation: to, historyAction: "POP" as never })).toBe(false);
  });
});

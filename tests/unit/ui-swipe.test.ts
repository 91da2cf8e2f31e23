import { describe, expect, it } from "vitest";
import { SWIPE_MIN_PX, swipeDirection } from "#app/components/swipe.ts";

describe("slider swipe on touch screens", () => {
  it.each([
    { to: { x: 100, y: 205 }, expected: "next", why: "right to left shows the next slide" },
    { to: { x: 300, y: 195 }, expected: "previous", why: "left to right shows the previous slide" },
    { to: { x: 200 - SWIPE_MIN_PX + 1, y: 200 }, expected: null, why: "a move shorter than the threshold is a tap" },
    { to: { x: 200 - SWIPE_MIN_PX, y: 200 }, expected: "next", why: "a move of exactly the threshold counts" },
    { to: { x: 140, y: 320 }, expected: null, why: "a mostly vertical move is scrolling the page" },
    { to: { x: 140, y: 140 }, expected: null, why: "a diagonal at 45° is not taken as a swipe" },
  ])("$why", ({ to, expected }) => {
    expect(swipeDirection({ x: 200, y: 200 }, to)).toBe(expected);
  });
});

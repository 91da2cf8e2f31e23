export type Point = { x: number; y: number };

/** A shorter move is a tap or a wobble, not a swipe. */
export const SWIPE_MIN_PX = 40;

/**
 * Which way a finger that went from `start` to `end` swiped: "next" for right to left, "previous" for
 * left to right, or null when the move was short or mostly vertical (the visitor was scrolling).
 */
export function swipeDirection(start: Point, end: Point): "next" | "previous" | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? "next" : "previous";
}

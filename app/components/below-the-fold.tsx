import { type ReactNode, Suspense } from "react";

/**
 * A section far down a page: React hydrates it on its own, after what is above it (a Suspense
 * boundary), and the browser lays it out and paints it only as it nears the screen
 * (content-visibility), so neither blocks the first taps. `height` is the space it is given until
 * then; once shown, the browser remembers its real height. Nothing inside may paint outside it.
 */
export function BelowTheFold({ height, children }: { height: number; children: ReactNode }) {
  return (
    <div className="[content-visibility:auto]" style={{ containIntrinsicSize: `auto ${height}px` }}>
      <Suspense>{children}</Suspense>
    </div>
  );
}

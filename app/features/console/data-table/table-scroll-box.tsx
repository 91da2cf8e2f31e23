import type { ReactNode } from "react";
import { SideOverflowCues, useSideOverflow } from "../shell/scroll-cue";

/**
 * The box a wide console table scrolls sideways in on a narrow screen, so the page itself never
 * does. It can be focused, so a keyboard can scroll it too, and it is the containing block of
 * anything inside, so text hidden for screen readers cannot widen the page. A fade with an arrow
 * shows at the edge that has more columns.
 */
export function TableScrollBox({ label, children }: { label: string; children: ReactNode }) {
  const { ref, overflow } = useSideOverflow<HTMLElement>();
  return (
    <SideOverflowCues overflow={overflow}>
      <section
        ref={ref}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label={label}
        className="relative overflow-x-auto rounded-2xl border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {children}
      </section>
    </SideOverflowCues>
  );
}

import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";

type Overflow = { before: boolean; after: boolean };

/**
 * Whether a sideways-scrolling box has more to show before or after what is in view. Tracked on
 * scroll and resize, so the cues follow a swipe, a keyboard scroll and a rotated phone.
 */
export function useSideOverflow<T extends HTMLElement>() {
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });
  const observer = useRef<ResizeObserver | null>(null);
  const element = useRef<T | null>(null);
  const measure = useCallback(() => {
    const box = element.current;
    if (!box) return;
    // One pixel of slack: zoomed pages report fractional widths.
    const before = box.scrollLeft > 1;
    const after = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setOverflow((last) => (last.before === before && last.after === after ? last : { before, after }));
  }, []);
  const ref = useCallback(
    (box: T | null) => {
      element.current?.removeEventListener("scroll", measure);
      observer.current?.disconnect();
      element.current = box;
      if (!box) return;
      box.addEventListener("scroll", measure, { passive: true });
      observer.current = new ResizeObserver(measure);
      observer.current.observe(box);
      for (const child of box.children) observer.current.observe(child);
      measure();
    },
    [measure],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return { ref, overflow };
}

// The arrow sits by the first row (a tall table would otherwise put it screens away); the fade runs the whole height.
const edge = "pointer-events-none absolute inset-y-0 z-10 flex w-10 items-start pt-3 text-lg font-bold text-brand-700";

/**
 * The visible cue that a row or table goes on beyond the screen's edge: a fade with an arrow at the
 * side that has more. Decoration only (screen readers and keyboards meet the content itself).
 */
export function SideOverflowCues({ overflow, className = "", children }: { overflow: Overflow; className?: string; children: ReactNode }) {
  return (
    <div className={`relative min-w-0 ${className}`}>
      {children}
      {overflow.before ? (
        <span
          aria-hidden="true"
          data-testid="scroll-cue-before"
          className={`${edge} left-0 justify-start bg-gradient-to-r from-white via-white/80 to-transparent pl-1`}
        >
          ‹
        </span>
      ) : null}
      {overflow.after ? (
        <span
          aria-hidden="true"
          data-testid="scroll-cue-after"
          className={`${edge} right-0 justify-end bg-gradient-to-l from-white via-white/80 to-transparent pr-1`}
        >
          ›
        </span>
      ) : null}
    </div>
  );
}

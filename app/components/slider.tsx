import { type KeyboardEvent, type ReactNode, type TouchEvent, useCallback, useEffect, useRef, useState } from "react";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { type Point, swipeDirection } from "./swipe";
import { usePageLoaded } from "./use-page-loaded";

export type SlideContext = {
  index: number;
  active: boolean;
  /**
   * False for slides that have not been near the viewer yet (shown, or beside the shown one once the
   * page has loaded): render a light placeholder, no picture, but keep what sets the slide's height
   * (its words), so the tallest slide still sets a fade carousel's height. A slide carousel's slides
   * share one shape, so it leaves such a slide empty: the shown one sets the row's height.
   */
  near: boolean;
};

export type SliderProps<T> = {
  items: readonly T[];
  renderSlide: (item: T, context: SlideContext) => ReactNode;
  /** Names the carousel for assistive technology, e.g. "Banners". */
  label: string;
  effect?: "fade" | "slide";
  /** Milliseconds between slides; false for no autoplay. Autoplay carries on after the visitor clicks. */
  autoplayMs?: number | false;
  speedMs?: number;
  loop?: boolean;
  pagination?: boolean;
  navigation?: boolean;
  /** Light controls on a dark ground, or dark controls on a light one. */
  tone?: "light" | "dark";
  className?: string;
};

const reducedMotion = () => typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

/**
 * A small accessible carousel (fade or slide) in place of a slider library: keyboard arrows, swipes,
 * bullets, optional arrows, autoplay that pauses while keyboard focus is inside and has a pause button
 * (WCAG 2.2.2). Fade: all slides share one grid cell, so the tallest sets the height and nothing
 * shifts. Slides far from the shown one are rendered light (see `near`): less work before a first tap.
 */
export function Slider<T>({
  items,
  renderSlide,
  label,
  effect = "fade",
  autoplayMs = 5000,
  speedMs = 800,
  loop = true,
  pagination = true,
  navigation = false,
  tone = "dark",
  className = "",
}: SliderProps<T>) {
  const count = items.length;
  const { slider: texts } = useMessages("common");
  const { fill } = useFormat();
  const [current, setCurrent] = useState(0);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));
  // The slides beside the shown one fill in once the page has loaded.
  const warm = usePageLoaded(300);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const touchStart = useRef<Point | null>(null);

  const go = useCallback(
    (target: number) => {
      if (count === 0) return;
      const next = loop ? (target + count) % count : Math.min(Math.max(target, 0), count - 1);
      setCurrent(next);
      setVisited((seen) => (seen.has(next) ? seen : new Set(seen).add(next)));
    },
    [count, loop],
  );

  useEffect(() => {
    if (reducedMotion()) setPaused(true);
  }, []);

  const interval = autoplayMs === false ? 0 : autoplayMs;
  const autoplay = interval > 0 && count > 1;
  const running = autoplay && !paused && !focused;
  useEffect(() => {
    if (!running) return;
    // Restarted on every change of slide, so a click gives the new slide its full time.
    const id = window.setTimeout(() => {
      if (!document.hidden) go(current + 1);
    }, interval);
    return () => window.clearTimeout(id);
  }, [running, interval, current, go]);

  if (count === 0) return null;

  // A swipe on a touch screen moves one slide, like the arrow keys (React's touch listeners are passive).
  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    const touch = event.touches[0];
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const direction = swipeDirection(start, { x: touch.clientX, y: touch.clientY });
    if (direction) go(direction === "next" ? current + 1 : current - 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowRight") go(current + 1);
    else if (event.key === "ArrowLeft") go(current - 1);
    else return;
    event.preventDefault();
  };

  const control =
    tone === "light" ? "bg-white/90 text-ink ring-1 ring-white/40 hover:bg-white" : "bg-ink/85 text-white ring-1 ring-ink/20 hover:bg-ink";
  const duration = `${speedMs}ms`;

  return (
    <section
      onKeyDown={onKeyDown}
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative ${className}`}
      // Keyboard focus inside pauses autoplay (WCAG 2.2.2); a click does not, so autoplay carries on after it.
      onFocus={(event) => setFocused(event.target.matches(":focus-visible"))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        aria-live={running ? "off" : "polite"}
        className="touch-pan-y overflow-hidden rounded-[inherit]"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => {
          touchStart.current = null;
        }}
      >
        <div
          className={effect === "fade" ? "grid" : "flex transition-transform ease-out"}
          style={effect === "slide" ? { transform: `translateX(-${current * 100}%)`, transitionDuration: duration } : undefined}
        >
          {items.map((item, index) => {
            const active = index === current;
            const near = visited.has(index) || (warm && (index === (current + 1) % count || index === (current - 1 + count) % count));
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their order; the index is their identity
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={fill(texts.position, { number: index + 1, count })}
                aria-hidden={!active}
                inert={!active}
                className={
                  effect === "fade" ? `[grid-area:1/1] transition-opacity ${active ? "z-[1] opacity-100" : "opacity-0"}` : "w-full shrink-0"
                }
                style={effect === "fade" ? { transitionDuration: duration } : undefined}
              >
                {effect === "slide" && !near ? null : renderSlide(item, { index, active, near })}
              </div>
            );
          })}
        </div>
      </div>
      {navigation && count > 1 ? (
        <div className="mt-5 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => go(current - 1)}
            aria-label={texts.previous}
            className={`flex h-11 w-11 items-center justify-center rounded-full ${control}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M15 6l-6 6 6 6" />
            </svg>
          </button>
          <button
            type="button"
            onClick={() => go(current + 1)}
            aria-label={texts.next}
            className={`flex h-11 w-11 items-center justify-center rounded-full ${control}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M9 6l6 6-6 6" />
            </svg>
          </button>
        </div>
      ) : null}
      {(pagination || autoplay) && count > 1 ? (
        // Each bullet and the pause button is a 44 px square to tap; the dot inside stays small.
        <div className="mt-1.5 flex flex-wrap items-center justify-center">
          {pagination
            ? items.map((_, index) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one bullet per slide position
                  key={index}
                  type="button"
                  onClick={() => go(index)}
                  aria-label={fill(texts.goTo, { number: index + 1 })}
                  aria-current={index === current ? "true" : undefined}
                  className="group flex h-11 min-w-11 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all ${index === current ? "w-7 bg-brand-500" : `w-2.5 ${tone === "light" ? "bg-white/60" : "bg-gray-500"} group-hover:bg-brand-400`}`}
                  />
                </button>
              ))
            : null}
          {autoplay ? (
            <button
              type="button"
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? texts.play : texts.pause}
              className={`ml-1 flex h-11 w-11 items-center justify-center rounded-full ${tone === "light" ? "text-white hover:bg-white/10" : "text-ink hover:bg-gray-100"}`}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
                <path d={paused ? "M8 5v14l11-7z" : "M7 5h4v14H7zM13 5h4v14h-4z"} />
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

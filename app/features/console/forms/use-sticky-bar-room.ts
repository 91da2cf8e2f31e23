import { type RefObject, useEffect } from "react";

/** Room left between a focused control and the bar: its focus ring (3 px, 2 px away) must show too. */
const FOCUS_RING_ROOM = 8;

const isPinned = (bar: HTMLElement) => getComputedStyle(bar).position === "sticky";

/**
 * A control focused inside the bar's container but under the bar is brought up above it. The browser
 * does not do this itself for every control: a text field is scrolled only as far as its caret needs,
 * so an empty field whose first line shows kept its lower half (and focus ring) under the bar.
 */
function uncover(bar: HTMLElement, control: EventTarget | null) {
  if (!(control instanceof HTMLElement) || bar.contains(control) || !isPinned(bar)) return;
  const barTop = bar.getBoundingClientRect().top;
  const box = control.getBoundingClientRect();
  if (box.bottom + FOCUS_RING_ROOM <= barTop) return;
  // The scroll padding says where "in view" ends; a control taller than the room shows from its top.
  const fits = box.height + 2 * FOCUS_RING_ROOM <= barTop;
  control.scrollIntoView({ block: fits ? "nearest" : "start", behavior: "instant" });
}

/**
 * While a sticky bar is pinned to the bottom of the window, the page keeps its height free at the
 * bottom (scroll-padding-bottom on the scrolling element, the document), and a control reached with Tab
 * is scrolled to just above the bar instead of under it (WCAG 2.2, 2.4.11 Focus Not Obscured). Measured,
 * not a fixed size, as the bar wraps onto a second line on a narrow screen; a bar that is sticky only
 * from some width on (sm:sticky) reserves nothing where it is not.
 */
export function useStickyBarRoom(ref: RefObject<HTMLElement | null>, active = true) {
  useEffect(() => {
    const bar = ref.current;
    const container = bar?.parentElement;
    if (!active || !bar || !container) return;
    const root = document.documentElement;
    const reserve = () => {
      root.style.scrollPaddingBottom = isPinned(bar) ? `${Math.ceil(bar.getBoundingClientRect().height) + FOCUS_RING_ROOM}px` : "";
    };
    reserve();
    // Its width follows the window's, so a resize past a breakpoint is heard here too.
    const observer = new ResizeObserver(reserve);
    observer.observe(bar);
    const onFocus = (event: FocusEvent) => uncover(bar, event.target);
    container.addEventListener("focusin", onFocus);
    return () => {
      observer.disconnect();
      container.removeEventListener("focusin", onFocus);
      root.style.scrollPaddingBottom = "";
    };
  }, [ref, active]);
}

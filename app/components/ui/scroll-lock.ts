type LockTarget = {
  body: { style: Pick<CSSStyleDeclaration, "position" | "top" | "left" | "right" | "overflow" | "paddingRight"> };
  scrollY: number;
  scrollbarWidth: number;
  scrollTo: (x: number, y: number) => void;
  /** The page's address: after a navigation the new page decides where to be, not the lock. */
  href: () => string;
};

let holders = 0;
let saved: { y: number; href: string; style: Record<string, string> } | null = null;

/**
 * Stops the page behind an overlay from scrolling, until the returned function is called. `overflow:
 * hidden` alone does not stop iOS Safari, so the body is also pinned (`position: fixed` at the current
 * offset) and the scroll position is put back on release; the scrollbar's width is kept as padding so
 * nothing shifts sideways on desktop. Nested locks are counted: the last release restores.
 */
export function lockScroll(target: LockTarget = browserTarget()): () => void {
  holders += 1;
  if (holders === 1) {
    const style = target.body.style;
    saved = {
      y: target.scrollY,
      href: target.href(),
      style: {
        position: style.position,
        top: style.top,
        left: style.left,
        right: style.right,
        overflow: style.overflow,
        paddingRight: style.paddingRight,
      },
    };
    style.position = "fixed";
    style.top = `-${target.scrollY}px`;
    style.left = "0";
    style.right = "0";
    style.overflow = "hidden";
    if (target.scrollbarWidth > 0) style.paddingRight = `${target.scrollbarWidth}px`;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0 || !saved) return;
    Object.assign(target.body.style, saved.style);
    if (target.href() === saved.href) target.scrollTo(0, saved.y);
    saved = null;
  };
}

function browserTarget(): LockTarget {
  return {
    body: document.body,
    scrollY: window.scrollY,
    scrollbarWidth: window.innerWidth - document.documentElement.clientWidth,
    // Instant, whatever the page's smooth scrolling says: the page must not be seen moving.
    scrollTo: (x, y) => window.scrollTo({ left: x, top: y, behavior: "instant" }),
    href: () => window.location.href,
  };
}

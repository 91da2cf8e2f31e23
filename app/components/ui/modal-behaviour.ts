import { trapFocus } from "./focus-trap";
import { lockScroll } from "./scroll-lock";

export type ModalBehaviourOptions = {
  /** Escape calls this. */
  onEscape: () => void;
  /** The control to focus on opening; the container itself when it gives none. */
  initialFocus?: (container: HTMLElement) => HTMLElement | null | undefined;
  /** Where focus goes back on closing; by default what had focus when this started. */
  opener?: HTMLElement | null;
};

/** What had focus before an overlay opened, to give it back on closing. */
export const currentFocus = (): HTMLElement | null =>
  document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;

/**
 * What makes an overlay modal (WAI-ARIA dialog pattern): focus moves in and stays inside, Escape asks
 * to close, the page behind does not scroll (iOS included). Returns the function that ends it and gives
 * focus back to the opener.
 */
export function startModal(container: HTMLElement, { onEscape, initialFocus, opener = currentFocus() }: ModalBehaviourOptions): () => void {
  const unlock = lockScroll();
  // The trap first: focus moving in must not be pulled back by a dialog already open below this one.
  const release = trapFocus(container, { onEscape });
  (initialFocus?.(container) ?? container).focus();
  return () => {
    release();
    unlock();
    // Back to the opener, unless the visitor has already put focus somewhere else on the page.
    const active = document.activeElement;
    const focusLost = !active || active === document.body || container.contains(active) || !active.isConnected;
    if (opener?.isConnected && focusLost) opener.focus();
  };
}

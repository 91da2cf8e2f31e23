import { type RefObject, useEffect, useRef } from "react";
import { trapFocus } from "./focus-trap";
import { lockScroll } from "./scroll-lock";

export type ModalOptions = {
  /** False while the overlay is closed but stays in the page (the menu). */
  open?: boolean;
  /** Escape calls this. */
  onClose: () => void;
  /** The control to focus on opening; the container itself when it gives none. */
  initialFocus?: (container: HTMLElement) => HTMLElement | null | undefined;
};

/**
 * What makes an overlay modal (WAI-ARIA dialog pattern), for the Dialog and the menu: focus moves in on
 * opening and stays inside, Escape asks to close, the page behind does not scroll (iOS included), and
 * focus goes back to the control that opened it.
 */
export function useModal(ref: RefObject<HTMLElement | null>, { open = true, onClose, initialFocus }: ModalOptions): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const initialFocusRef = useRef(initialFocus);
  initialFocusRef.current = initialFocus;

  useEffect(() => {
    const container = ref.current;
    if (!open || !container) return;
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const unlock = lockScroll();
    (initialFocusRef.current?.(container) ?? container).focus();
    const release = trapFocus(container, { onEscape: () => onCloseRef.current() });
    return () => {
      release();
      unlock();
      // Back to the opener, unless the visitor has already put focus somewhere else on the page.
      const active = document.activeElement;
      const focusLost = !active || active === document.body || container.contains(active) || !active.isConnected;
      if (opener?.isConnected && focusLost) opener.focus();
    };
  }, [ref, open]);
}

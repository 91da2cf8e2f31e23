import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Toasts (sonner) sit above the overlay and must stay reachable while a dialog is open. */
const isInToaster = (node: EventTarget | null) => node instanceof Element && node.closest("[data-sonner-toaster]") !== null;

let openCount = 0;

/**
 * A small accessible modal dialog (WAI-ARIA dialog pattern): labelled by its title, focus moves in on
 * open and stays inside (Tab and Shift+Tab wrap), Escape asks to close, the page behind does not
 * scroll. Not the native <dialog>: a modal <dialog> lives in the browser's top layer, where it would
 * hide the toasts and Razorpay's checkout frame that must show above it.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  size = "md",
  initialFocus,
  closeLabel = "Close dialog",
  closeOnBackdrop = true,
}: {
  title: string;
  /** Escape, the × button and a click on the backdrop call this. */
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: "md" | "lg";
  initialFocus?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  /** Off for long forms, where a stray tap beside the dialog would throw away what was typed. */
  closeOnBackdrop?: boolean;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    // The first field of the body, else the footer's main button, else the dialog itself.
    const start =
      initialFocus?.current ??
      node.querySelector<HTMLElement>(`[data-modal-body] :is(${FOCUSABLE})`) ??
      node.querySelector<HTMLElement>("[data-modal-footer] button:last-child:not([disabled])") ??
      node;
    start.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (isInToaster(event.target)) return;
      if (event.key === "Escape") {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (document.activeElement === first || !node.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !node.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that leaves by other means (a click behind, a screen reader jump) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (!node.contains(event.target as Node) && !isInToaster(event.target)) node.focus();
    };
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("focusin", onFocusIn);
    openCount += 1;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("focusin", onFocusIn);
      openCount -= 1;
      if (openCount === 0) document.body.style.overflow = overflow === "hidden" ? "" : overflow;
    };
  }, [initialFocus]);

  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-end justify-center sm:items-center sm:p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-ink/70" onClick={closeOnBackdrop ? () => onCloseRef.current() : undefined} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative flex max-h-[100dvh] w-full flex-col rounded-t-2xl bg-white shadow-2xl outline-none sm:max-h-[90vh] sm:rounded-2xl ${
          size === "lg" ? "sm:max-w-2xl" : "sm:max-w-md"
        }`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-gray-100 px-5 pt-5 pb-4 sm:px-6">
          <h2 id={titleId} className="text-xl font-bold tracking-tight text-ink">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            aria-label={closeLabel}
            className="-mt-1 -mr-2 flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div data-modal-body className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
          {children}
        </div>
        {footer ? (
          <div data-modal-footer className="flex flex-wrap justify-end gap-3 border-t border-gray-100 px-5 py-4 sm:px-6">
            {footer}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}

export const primaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 disabled:cursor-not-allowed disabled:text-gray-500";

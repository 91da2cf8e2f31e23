import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useMessages } from "#app/i18n/i18n.tsx";
import { dialogHistory } from "./dialog-history";
import { FOCUSABLE } from "./focus-trap";
import { useModal } from "./use-modal";

export type DialogProps = {
  title: string;
  /**
   * Escape, the × button, the phone's back button and (unless closeOnBackdrop is off) a tap beside
   * the dialog call this. A dialog holding input may ask before closing.
   */
  onClose: () => void;
  /** The body; a question that is all title and description has none. */
  children?: ReactNode;
  /** Shown under the title, and read with it as the dialog's description. */
  description?: ReactNode;
  footer?: ReactNode;
  /** md: at most 448 px wide; lg: 672 px. A phone gets its full width, as a sheet from the bottom. */
  size?: "md" | "lg";
  initialFocus?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  /** Off where a stray tap beside the dialog must do nothing at all. */
  closeOnBackdrop?: boolean;
  /** alertdialog for a question that interrupts (discard what was typed?). */
  role?: "dialog" | "alertdialog";
};

/** The body's first control, else the footer's main button, else the dialog itself. */
function firstControl(dialog: HTMLElement): HTMLElement | null {
  return (
    dialog.querySelector<HTMLElement>(`[data-dialog-body] :is(${FOCUSABLE})`) ??
    dialog.querySelector<HTMLElement>("[data-dialog-footer] button:last-child:not([disabled])")
  );
}

/**
 * The one modal dialog of the site (every registration step, the affiliate sign-in). Not the native
 * <dialog>: a modal <dialog> lives in the browser's top layer, where it would hide the toasts and
 * Razorpay's checkout frame that must show above it. Behaviour comes from useModal.
 */
export function Dialog({
  title,
  onClose,
  children,
  description,
  footer,
  size = "md",
  initialFocus,
  closeLabel,
  closeOnBackdrop = true,
  role = "dialog",
}: DialogProps) {
  const id = useId();
  const common = useMessages("common");
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  useModal(panel, { onClose, initialFocus: (dialog) => initialFocus?.current ?? firstControl(dialog) });
  // The phone's back button closes the top dialog instead of leaving the page.
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  useEffect(() => dialogHistory().open(() => latestOnClose.current()), []);

  // A body with no control in it (a summary) is a tab stop of its own, so it can be scrolled from the
  // keyboard whenever it is longer than the screen (a phone, large text).
  useEffect(() => {
    const node = body.current;
    if (!node) return;
    if (node.querySelector(FOCUSABLE)) node.removeAttribute("tabindex");
    else node.tabIndex = 0;
  });

  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-end justify-center sm:items-center sm:p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-ink/70" onClick={closeOnBackdrop ? onClose : undefined} />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal */}
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
        className={`relative flex max-h-[100dvh] w-full flex-col rounded-t-2xl bg-white text-ink shadow-2xl outline-none sm:max-h-[90vh] sm:rounded-2xl ${
          size === "lg" ? "max-w-2xl" : "max-w-md"
        }`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-gray-100 px-5 pt-5 pb-4 sm:px-6">
          <div>
            <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
              {title}
            </h2>
            {description ? (
              <p id={`${id}-description`} className="mt-1 text-sm text-gray-600">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel ?? common.dialog.close}
            className="-mt-1 -mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 hover:text-ink"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        {children == null ? null : (
          <div ref={body} data-dialog-body className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
            {children}
          </div>
        )}
        {footer ? (
          <div data-dialog-footer className="flex flex-wrap justify-end gap-3 border-t border-gray-100 px-5 py-4 sm:px-6">
            {footer}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}

/**
 * Controls a keyboard can reach; hidden ones are filtered out by `focusableIn`. A `<details>` element's
 * own `<summary>` is one: missing it here sent Tab from 'Other social links' back to the dialog's first
 * control, so the form's last sections, Back and Next could not be reached by keyboard.
 */
export const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  'input:not([disabled]):not([type="hidden"])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  "details > summary:first-of-type",
  "iframe",
  "audio[controls]",
  "video[controls]",
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(", ");

/** True when Tab can stop on `element`: not taken out of the order, not in a disabled fieldset. */
const inTabOrder = (element: HTMLElement) => element.tabIndex >= 0 && !element.closest("fieldset:disabled, [inert]");

/** The controls of `container` in Tab order that are shown (a control in a closed section is skipped). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => inTabOrder(element) && (element.getClientRects().length > 0 || element === document.activeElement),
  );
}

/**
 * Where Tab (or Shift+Tab) must go instead of the browser's choice, or null to let the browser move
 * within the list. Wraps at both ends; focus outside the list (or on the container) enters it at the
 * end the key points to; with nothing focusable the container keeps focus.
 */
export function wrapTarget<T>(items: readonly T[], active: T | null, backwards: boolean): T | "stay" | null {
  const first = items[0];
  const last = items[items.length - 1];
  if (first === undefined || last === undefined) return "stay";
  const index = active === null ? -1 : items.indexOf(active);
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === items.length - 1) return first;
  return null;
}

/** True for targets that stay usable while a dialog holds focus: the toasts drawn above it. */
export const isOutsideAllowed = (node: EventTarget | null): boolean =>
  node instanceof Element && node.closest("[data-sonner-toaster]") !== null;

const traps: HTMLElement[] = [];

/**
 * Keeps keyboard focus inside `container`: Tab and Shift+Tab wrap, and focus that leaves by other means
 * (a click on the page behind, a screen reader's jump) is brought back; Escape calls `onEscape`. The
 * toasts stay reachable.
 * Returns the function that releases the trap.
 */
export function trapFocus(container: HTMLElement, { onEscape }: { onEscape?: () => void } = {}): () => void {
  // Only the newest trap acts, so a dialog opened over another one does not fight it for focus.
  const isTop = () => traps[traps.length - 1] === container;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isTop() || event.defaultPrevented || isOutsideAllowed(event.target)) return;
    if (event.key === "Escape" && onEscape) {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== "Tab") return;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = wrapTarget(focusableIn(container), active, event.shiftKey);
    if (target === null) return;
    event.preventDefault();
    (target === "stay" ? container : target).focus();
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as Node | null;
    if (isTop() && target && !container.contains(target) && !isOutsideAllowed(target)) container.focus();
  };
  traps.push(container);
  document.addEventListener("keydown", onKeyDown, true);
  document.addEventListener("focusin", onFocusIn);
  return () => {
    traps.splice(traps.lastIndexOf(container), 1);
    document.removeEventListener("keydown", onKeyDown, true);
    document.removeEventListener("focusin", onFocusIn);
  };
}

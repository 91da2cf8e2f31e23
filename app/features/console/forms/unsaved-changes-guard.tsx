import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import type { Blocker, BlockerFunction, DataRouter } from "react-router";
import { Button } from "../../../components/ui/button";
import { startModal } from "../../../components/ui/modal-behaviour";

/**
 * Options for `navigate` when a form leaves on purpose with edits the guard would ask about: after
 * creating (the new item's own page) or after deleting what the form edits.
 */
export const leaveWithoutAsking = { state: { leaveWithoutAsking: true } } as const;

const leavesOnPurpose = (state: unknown) =>
  typeof state === "object" && state !== null && (state as Record<string, unknown>).leaveWithoutAsking === true;

/**
 * Whether a navigation must wait for the question: edits unsaved, another page (path or query), and not
 * a move the form makes on purpose. A change of the #hash alone keeps the form on screen.
 */
export function asksBeforeLeaving(dirty: boolean, { currentLocation, nextLocation }: Parameters<BlockerFunction>[0]): boolean {
  if (!dirty || leavesOnPurpose(nextLocation.state)) return false;
  return currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
}

/** Asks the browser to confirm closing or reloading the tab while `dirty`. */
export function useConfirmUnload(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
}

const notBlocked: Blocker = { state: "unblocked", proceed: undefined, reset: undefined, location: undefined };
let guardsMade = 0;

/** The router this page runs in: framework mode's HydratedRouter keeps it on window (react-router, hydrated-router.js). */
const pageRouter = () => (window as unknown as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;
const subscribe = (changed: () => void) => pageRouter()?.subscribe(changed) ?? (() => {});

/**
 * React Router's useBlocker, written out over the router it wraps: the same router.getBlocker and
 * deleteBlocker, the blocker's state read from the router's. Importing the hook (or the contexts that
 * carry the router) from react-router grows the React Router chunk every public page loads, which has
 * no byte to spare (npm run budgets); this reaches the router without a new import.
 */
function useRouterBlocker(shouldBlock: BlockerFunction): Blocker {
  const [key, setKey] = useState("");
  useEffect(() => {
    const router = pageRouter();
    if (!router) return;
    guardsMade += 1;
    const own = `console-leave-guard-${guardsMade}`;
    setKey(own);
    return () => router.deleteBlocker(own);
  }, []);
  useEffect(() => {
    if (key) pageRouter()?.getBlocker(key, shouldBlock);
  }, [key, shouldBlock]);
  return useSyncExternalStore(
    subscribe,
    () => (key && pageRouter()?.state.blockers.get(key)) || notBlocked,
    () => notBlocked,
  );
}

/**
 * Keeps a console form's unsaved edits from being lost without a word: while `dirty`, a move to
 * another page of the site (a link, Back) is held for `UnsavedChangesDialog` to ask about, and closing
 * or reloading the tab asks the browser's own question. React Router allows one blocker at a time, so
 * a page uses this for its one form; an editor in a dialog, which no link can be reached past, needs
 * only `useConfirmUnload`.
 */
export function useUnsavedChangesGuard(dirty: boolean): Blocker {
  // The router keeps the function it was given until an effect hands it another: one stable function
  // reading the latest value is asked at the moment a navigation starts.
  const latest = useRef(dirty);
  latest.current = dirty;
  const shouldBlock = useCallback<BlockerFunction>((navigation) => asksBeforeLeaving(latest.current, navigation), []);
  const blocker = useRouterBlocker(shouldBlock);
  useConfirmUnload(dirty);
  return blocker;
}

/**
 * "Leave without saving?", shown while the guard holds a navigation. Stay is focused first, so Enter or
 * Escape straight away keeps the edits; focus stays inside and goes back where it was on Stay.
 */
export function UnsavedChangesDialog({ blocker, message }: { blocker: Blocker; message: string }) {
  if (blocker.state !== "blocked") return null;
  return <LeaveDialog message={message} onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />;
}

/**
 * Drawn like the site's Dialog (components/ui/dialog.tsx), but without its entry in the browser's
 * history: Back while a navigation is held is itself a navigation, which React Router must be able to
 * undo and redo (blocker.reset, blocker.proceed) without a dialog's entry in between.
 */
function LeaveDialog({ message, onStay, onLeave }: { message: string; onStay: () => void; onLeave: () => void }) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  // The site's modal behaviour (focus in and trapped, Escape, no scrolling behind, focus back on closing).
  const latestStay = useRef(onStay);
  latestStay.current = onStay;
  useEffect(() => {
    const container = panel.current;
    if (container) return startModal(container, { onEscape: () => latestStay.current(), initialFocus: () => stay.current });
  }, []);
  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-end justify-center sm:items-center sm:p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-ink/70" onClick={onStay} />
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        tabIndex={-1}
        className="relative flex w-full max-w-md flex-col rounded-t-2xl bg-white text-ink shadow-2xl outline-none sm:rounded-2xl"
      >
        <div className="border-b border-gray-100 px-5 pt-5 pb-4 sm:px-6">
          <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
            Leave without saving?
          </h2>
          <p id={`${id}-description`} className="mt-1 text-sm text-gray-600">
            {message}
          </p>
        </div>
        <div className="flex flex-wrap justify-end gap-3 px-5 py-4 sm:px-6">
          <Button variant="secondary" onClick={onLeave}>
            Leave
          </Button>
          <Button ref={stay} onClick={onStay}>
            Stay
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

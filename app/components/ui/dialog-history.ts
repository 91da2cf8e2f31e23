/**
 * Every open dialog owns an entry in the browser's history, so the phone's back button closes the
 * top dialog instead of leaving the page (docs/decisions.md#registration-form-on-a-phone).
 *
 * The entries are the page's own entry again (same URL, the router's state copied) with a depth
 * mark. Moving between them is not a navigation: this module hears that popstate first and keeps it
 * from the router, so no loader runs and no scroll position is restored. At the window, listeners run
 * in the order they were added, capturing or not, and the router adds its own at hydration: so the
 * page's first-paint script adds a gate before any module runs, and this module listens through it.
 * Dialogs opening and closing in one render (one step of a flow replacing another) cost no history
 * change at all: the entries follow the number of open dialogs once the render is done.
 */

export type HistoryLike = {
  readonly state: unknown;
  pushState: (state: unknown, unused: string) => void;
  go: (delta: number) => void;
};

export type DialogHistoryHost = {
  history: HistoryLike;
  href: () => string;
  addPopStateListener: (listener: (event: { state: unknown; stopImmediatePropagation: () => void }) => void) => void;
  schedule: (callback: () => void) => void;
};

const MARK = "openDialogs";

const depthOf = (state: unknown): number => {
  const value = state && typeof state === "object" ? (state as Record<string, unknown>)[MARK] : undefined;
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : 0;
};

export type DialogHistory = {
  /** A dialog opened; `onBack` runs when the back button is pressed while it is the top one. Returns its removal. */
  open: (onBack: () => void) => () => void;
  /**
   * The page is about to navigate away from an open dialog: its entries are left as they are instead
   * of being taken back once the dialogs close. Answers whether there is one on top, for the
   * navigation to replace (so Back from the next page returns to this one, not to a closed dialog).
   */
  release: () => boolean;
};

export function createDialogHistory(host: DialogHistoryHost): DialogHistory {
  const open: { onBack: () => void }[] = [];
  /** Our entries above the page's own. */
  let pushed = 0;
  /** The mark of the page's own entry (not 0 after a reload on one of our entries). */
  let baseDepth = 0;
  let pageHref = "";
  /** Our own history.go calls whose popstate has not arrived yet. */
  let goingBack = 0;
  let released = false;
  let scheduled = false;
  let listening = false;

  const forget = () => {
    pushed = 0;
    goingBack = 0;
  };

  function sync() {
    scheduled = false;
    if (released || goingBack > 0) return;
    if (pushed > 0 && host.href() !== pageHref) {
      // The page navigated while a dialog was open: the entries belong to the page before.
      forget();
    }
    if (open.length === 0 && pushed === 0) return;
    if (pushed === 0) {
      pageHref = host.href();
      baseDepth = depthOf(host.history.state);
    }
    while (pushed < open.length) {
      pushed += 1;
      host.history.pushState({ ...(host.history.state as object | null), [MARK]: baseDepth + pushed }, "");
    }
    if (pushed > open.length) {
      goingBack += 1;
      host.history.go(open.length - pushed);
    }
  }

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    host.schedule(sync);
  };

  function onPopState(event: { state: unknown; stopImmediatePropagation: () => void }) {
    if (pushed === 0 && goingBack === 0) return;
    const depth = depthOf(event.state) - baseDepth;
    if (host.href() !== pageHref || depth < 0) {
      // Back (or forward) beyond the page's own entry: a navigation for the router.
      forget();
      return;
    }
    event.stopImmediatePropagation();
    pushed = depth;
    if (goingBack > 0) {
      goingBack -= 1;
    } else if (depth < open.length) {
      // The visitor went back: the top dialog hears it as a request to close (it may ask first).
      open[open.length - 1]?.onBack();
    }
    schedule();
  }

  return {
    open(onBack) {
      if (!listening) {
        listening = true;
        host.addPopStateListener(onPopState);
      }
      const entry = { onBack };
      open.push(entry);
      schedule();
      return () => {
        const index = open.lastIndexOf(entry);
        if (index !== -1) open.splice(index, 1);
        if (open.length === 0 && released) {
          released = false;
          forget();
        }
        schedule();
      };
    },
    release() {
      const onTop = pushed > 0 && host.href() === pageHref;
      released = true;
      forget();
      return onTop;
    },
  };
}

let browserHistory: DialogHistory | null = null;

/** The one manager of the browser's history for dialogs. */
export function dialogHistory(): DialogHistory {
  browserHistory ??= createDialogHistory({
    history: window.history,
    href: () => window.location.href,
    // The first-paint script's gate runs before the router's listener; without it (the dev server), ours comes after.
    addPopStateListener: (listener) => {
      const gate = (window as { dialogBack?: unknown[] }).dialogBack;
      if (gate) gate.push(listener);
      else addEventListener("popstate", listener, true);
    },
    schedule: (callback) => queueMicrotask(callback),
  });
  return browserHistory;
}

import { describe, expect, it } from "vitest";
import { createDialogHistory } from "#app/components/ui/dialog-history.ts";

/**
 * A browser history in memory: entries with state and URL, pushState, and go() that fires popstate
 * (asynchronously, as browsers do) to the listeners in the order they were added.
 */
function fakeBrowser(initialState: unknown = { idx: 0, key: "page" }) {
  const entries: { state: unknown; href: string }[] = [{ state: initialState, href: "https://example.in/contest/1" }];
  let index = 0;
  const listeners: ((event: { state: unknown; stopImmediatePropagation: () => void }) => void)[] = [];
  const routerSaw: unknown[] = [];
  const queue: (() => void)[] = [];
  const browser = {
    history: {
      get state() {
        return entries[index]?.state;
      },
      pushState(state: unknown) {
        entries.splice(index + 1);
        entries.push({ state, href: entries[index]?.href ?? "" });
        index += 1;
      },
      go(delta: number) {
        queue.push(() => browser.moveTo(index + delta));
      },
    },
    href: () => entries[index]?.href ?? "",
    addPopStateListener: (listener: (typeof listeners)[number]) => listeners.push(listener),
    schedule: (callback: () => void) => queue.push(callback),
    /** The back button. */
    back: () => queue.push(() => browser.moveTo(index - 1)),
    /** A navigation of the router to another page. */
    navigate(href: string, { replace = false } = {}) {
      if (!replace) {
        entries.splice(index + 1);
        index += 1;
      }
      entries[index] = { state: { idx: 9, key: "next" }, href };
    },
    moveTo(target: number) {
      index = target;
      let stopped = false;
      const event = { state: entries[index]?.state, stopImmediatePropagation: () => (stopped = true) };
      for (const listener of listeners) {
        listener(event);
        if (stopped) return;
      }
      routerSaw.push(event.state);
    },
    /** Runs queued microtasks and history moves until nothing is left. */
    settle() {
      while (queue.length > 0) queue.shift()?.();
    },
    get length() {
      return entries.length;
    },
    get index() {
      return index;
    },
    routerSaw,
  };
  return browser;
}

describe("dialogs in the browser's history", () => {
  it("an open dialog adds one entry holding the page's own state; closing it takes the entry back", () => {
    const browser = fakeBrowser();
    const history = createDialogHistory(browser);
    const close = history.open(() => {});
    browser.settle();
    expect(browser.index).toBe(1);
    expect(browser.history.state).toMatchObject({ idx: 0, key: "page", openDialogs: 1 });
    close();
    browser.settle();
    expect(browser.index).toBe(0);
    // Our own return to the page was not shown to the router.
    expect(browser.routerSaw).toEqual([]);
  });

  it("the back button closes the top dialog only, and the router never hears of it", () => {
    const browser = fakeBrowser();
    const history = createDialogHistory(browser);
    const closed: string[] = [];
    let closeForm = () => {};
    let closeQuestion = () => {};
    closeForm = history.open(() => {
      closed.push("form");
      closeForm();
    });
    browser.settle();
    closeQuestion = history.open(() => {
      closed.push("question");
      closeQuestion();
    });
    browser.settle();
    expect(browser.index).toBe(2);

    browser.back();
    browser.settle();
    expect(closed).toEqual(["question"]);
    expect(browser.index).toBe(1);

    browser.back();
    browser.settle();
    expect(closed).toEqual(["question", "form"]);
    expect(browser.index).toBe(0);
    expect(browser.routerSaw).toEqual([]);
  });

  it("a dialog that stays open on back (it asks first) gets its entry again", () => {
    const browser = fakeBrowser();
    const history = createDialogHistory(browser);
    let asked = 0;
    history.open(() => {
      asked += 1;
    });
    browser.settle();
    browser.back();
    browser.settle();
    expect(asked).toBe(1);
    expect(browser.index).toBe(1);
    expect(browser.history.state).toMatchObject({ openDialogs: 1 });
  });

  it("one step replacing another in the same render changes nothing in the history", () => {
    const browser = fakeBrowser();
    const history = createDialogHistory(browser);
    const closeEmail = history.open(() => {});
    browser.settle();
    const lengthBefore = browser.length;
    closeEmail();
    const closeDetails = history.open(() => {});
    browser.settle();
    expect(browser.length).toBe(lengthBefore);
    expect(browser.index).toBe(1);
    closeDetails();
    browser.settle();
    expect(browser.index).toBe(0);
  });

  it("back past the page's own entry is the router's", () => {
    const browser = fakeBrowser();
    const history = createDialogHistory(browser);
    history.open(() => {});
    browser.settle();
    browser.navigate("https://example.in/contest/1/applicants", { replace: true });
    history.release();
    browser.back();
    browser.settle();
    expect(browser.routerSaw).toEqual([{ idx: 0, key: "page" }]);
  });

  it("a navigation away while a dialog is open keeps the new page: the entries are left alone", () => {
    const browser = fakeBrowser();
    const history = createDialogHistory(browser);
    const close = history.open(() => {});
    browser.settle();
    history.release();
    browser.navigate("https://example.in/contest/1/applicants", { replace: true });
    close();
    browser.settle();
    expect(browser.href()).toBe("https://example.in/contest/1/applicants");

    // Without release, a dialog closing after the page changed does not step back either.
    const again = history.open(() => {});
    browser.settle();
    browser.navigate("https://example.in/me");
    again();
    browser.settle();
    expect(browser.href()).toBe("https://example.in/me");
  });

  it("after a reload on one of its entries, the page's mark is the base", () => {
    const browser = fakeBrowser({ idx: 0, key: "page", openDialogs: 1 });
    const history = createDialogHistory(browser);
    const closed: number[] = [];
    let close = () => {};
    close = history.open(() => {
      closed.push(1);
      close();
    });
    browser.settle();
    expect(browser.history.state).toMatchObject({ openDialogs: 2 });
    browser.back();
    browser.settle();
    expect(closed).toEqual([1]);
    expect(browser.index).toBe(0);
  });
});

/**
 * Which contest's details form this tab had open, kept for the tab only (sessionStorage), so a reload
 * in the middle of the form (a trip to another app, a dropped connection, the phone freeing memory)
 * opens the form again with its draft instead of closing the dialog with no cue. Another tab, or the
 * same page opened later, starts as usual: the draft then waits behind Register Now.
 */
const KEY = "creatorcup.registration-open";

function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function markDetailsOpen(contestId: string): void {
  try {
    tabStorage()?.setItem(KEY, contestId);
  } catch {
    // Storage refused: a reload then starts at Register Now, as before.
  }
}

export function clearDetailsOpen(): void {
  try {
    tabStorage()?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Whether this tab had `contestId`'s details form open when it was reloaded. */
export function detailsWereOpen(contestId: string): boolean {
  try {
    return tabStorage()?.getItem(KEY) === contestId;
  } catch {
    return false;
  }
}

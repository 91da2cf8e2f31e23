/**
 * Which contest's dialog this tab had open at the code or the details step, kept for the tab only
 * (sessionStorage), so a reload there (a trip to the mail app, a dropped connection, the phone freeing
 * the tab's memory) opens that step again instead of closing the dialog with no cue. Another tab, or
 * the same page opened later, starts as usual: a draft then waits behind Register Now.
 */
const KEY = "creatorcup.registration-open";

export type StepAtReload = "details" | "code";

export function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function markStepOpen(contestId: string, step: StepAtReload): void {
  try {
    tabStorage()?.setItem(KEY, `${step} ${contestId}`);
  } catch {
    // Storage refused: a reload then starts at Register Now, as before.
  }
}

export function clearStepOpen(): void {
  try {
    tabStorage()?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The step of `contestId`'s dialog this tab had open when it was reloaded, if any. */
export function stepOpenAtReload(contestId: string): StepAtReload | null {
  try {
    const [step, id] = (tabStorage()?.getItem(KEY) ?? "").split(" ");
    return id === contestId && (step === "details" || step === "code") ? step : null;
  } catch {
    return null;
  }
}

import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useMessages } from "#app/i18n/i18n.tsx";
import { apiFetch } from "../../lib/api-client";
import type { ScoringScreenData } from "./scoring-screen";

export type Draft = ScoringScreenData["score"];
export type SaveState = { kind: "idle" | "saving" | "saved" } | { kind: "error"; message: string };

const AUTOSAVE_MS = 700;

/**
 * The judge's score as it stands on screen, saved by itself shortly after each change; `save` sends what
 * is pending at once and says whether the server took it.
 */
export function useScoreDraft(data: ScoringScreenData, screen: RefObject<HTMLElement | null>) {
  const { entry: t } = useMessages("judging");
  const [draft, setDraft] = useState<Draft>(data.score);
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<Draft | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const url = `/api/judge/contests/${data.contestId}/entries/${data.entry.entryId}/score`;

  const send = useCallback(
    async (body: Draft): Promise<boolean> => {
      setState({ kind: "saving" });
      const result = await apiFetch(url, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      if (!result.ok) {
        pending.current ??= body; // kept for the next try
        setState({ kind: "error", message: result.network ? t.networkTrouble : result.body.message });
        return false;
      }
      setState({ kind: "saved" });
      return true;
    },
    [url, t.networkTrouble],
  );

  // One save at a time, in order: 'Save and next' tapped while an autosave is still on its way waits for
  // it, and sends it again if it failed, so a judge never moves on from a score the server did not take.
  const save = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    while (inFlight.current) await inFlight.current;
    const body = pending.current;
    if (!body) return true;
    pending.current = null;
    const run = send(body).finally(() => {
      inFlight.current = null;
    });
    inFlight.current = run;
    return run;
  }, [send]);

  const change = (next: Draft) => {
    setDraft(next);
    pending.current = next;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_MS);
  };

  // A score tapped (or a note typed) before the page's scripts arrived shows on screen but reached no state:
  // take it from the form once they do, and save it like any other change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration, against what the server sent
  useEffect(() => {
    const early = drawnOnScreen(screen.current, data);
    if (early) change(early);
  }, []);

  // Leaving the page (another entry, the list) sends what is not saved yet.
  useEffect(() => () => void save(), [save]);

  // Closing the tab or going to another page of the site sends it too: the page's own requests end with it.
  useEffect(() => {
    const flush = () => {
      const body = pending.current;
      if (!body) return;
      pending.current = null;
      void fetch(url, {
        method: "PUT",
        keepalive: true,
        credentials: "same-origin",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      }).catch(() => undefined);
    };
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  }, [url]);

  return { draft, state, change, save };
}

/** The form as the judge left it before hydration, when it differs from what the server sent; else null. */
function drawnOnScreen(root: HTMLElement | null, data: ScoringScreenData): Draft | null {
  if (!root) return null;
  const sent = data.score;
  const shown: Draft = { ...sent, criteria: { ...sent.criteria }, checklist: { ...sent.checklist } };
  let changed = false;
  for (const { key } of data.criteria) {
    const checked = root.querySelector<HTMLInputElement>(`input[data-criterion="${CSS.escape(key)}"]:checked`);
    if (checked && Number(checked.value) !== sent.criteria[key]) {
      shown.criteria[key] = Number(checked.value);
      changed = true;
    }
  }
  for (const { key } of data.checklist) {
    const checked = root.querySelector<HTMLInputElement>(`input[data-check="${CSS.escape(key)}"]:checked`);
    const pass = checked?.dataset.pass === "true";
    if (checked && pass !== (sent.checklist[key] ?? true)) {
      shown.checklist[key] = pass;
      changed = true;
    }
  }
  for (const field of ["note", "feedback"] as const) {
    const typed = root.querySelector<HTMLTextAreaElement>(`textarea[data-field="${field}"]`)?.value;
    if (typed !== undefined && typed !== sent[field]) {
      shown[field] = typed;
      changed = true;
    }
  }
  return changed ? shown : null;
}

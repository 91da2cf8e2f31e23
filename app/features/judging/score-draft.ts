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
  // The body on its way: a page that unloads cancels it, so leaving sends it again.
  const sending = useRef<Draft | null>(null);
  const url = `/api/judge/contests/${data.contestId}/entries/${data.entry.entryId}/score`;

  const send = useCallback(
    async (body: Draft): Promise<boolean> => {
      setState({ kind: "saving" });
      sending.current = body;
      const result = await apiFetch(url, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      sending.current = null;
      if (!result.ok) {
        pending.current ??= body; // kept for the next try
        setState({ kind: "error", message: result.network ? t.networkTrouble : result.body.message });
        return false;
      }
      if (!pending.current) forgetKept(url);
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
  // take it from the form once they do, and save it like any other change. A form kept when this entry's
  // page last unloaded (a reload, the other language) comes back too: the page may have been read before
  // that last save arrived, and the next save, of the whole form, would have dropped it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration, against what the server sent
  useEffect(() => {
    const kept = keptDraft(url);
    const start = kept && !sameDraft(kept, data.score) ? kept : data.score;
    const shown = drawnOnScreen(screen.current, data, start);
    if (shown || start !== data.score) change(shown ?? start);
    else if (kept) forgetKept(url);
  }, []);

  // Leaving the page (another entry, the list) sends what is not saved yet.
  useEffect(() => () => void save(), [save]);

  // Closing the tab or going to another page of the site sends it too: the page's own requests end with it.
  useEffect(() => {
    const flush = () => {
      const body = pending.current ?? sending.current;
      if (!body) return;
      pending.current = null;
      keep(url, body);
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

  // Back online after a failed save: send it again, rather than leave "Not saved" on screen until the next tap.
  useEffect(() => {
    const retry = () => {
      if (pending.current) void save();
    };
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [save]);

  return { draft, state, change, save };
}

// The unsaved form of an entry while its page unloads, in this tab only (sessionStorage), by its score's address;
// for a few minutes: long enough to outlast the last save's race with the next page, never to undo a later score.
const keptKey = (url: string) => `judging-draft:${url}`;
const KEPT_MS = 10 * 60_000;

function keep(url: string, body: Draft) {
  try {
    sessionStorage.setItem(keptKey(url), JSON.stringify({ at: Date.now(), body }));
  } catch {
    // Storage refused (private mode, full): the keepalive request still carries it.
  }
}

function keptDraft(url: string): Draft | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(keptKey(url)) ?? "null") as { at: number; body: Draft } | null;
    return kept && Date.now() - kept.at < KEPT_MS ? kept.body : null;
  } catch {
    return null;
  }
}

function forgetKept(url: string) {
  try {
    sessionStorage.removeItem(keptKey(url));
  } catch {
    // Nothing kept.
  }
}

const canonical = (d: Draft) => JSON.stringify([Object.entries(d.criteria).sort(), Object.entries(d.checklist).sort(), d.note, d.feedback]);
const sameDraft = (a: Draft, b: Draft) => canonical(a) === canonical(b);

/** `base` with what the judge changed on the form before hydration (where it differs from what the server sent); null when nothing. */
function drawnOnScreen(root: HTMLElement | null, data: ScoringScreenData, base: Draft): Draft | null {
  if (!root) return null;
  const sent = data.score;
  const shown: Draft = { ...base, criteria: { ...base.criteria }, checklist: { ...base.checklist } };
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

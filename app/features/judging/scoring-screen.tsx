import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { apiFetch } from "../../lib/api-client";
import { type CriterionView, ScoreChoices } from "./score-choices";
import { VideoFacade } from "./video-facade";

export type ScoringScreenData = {
  contestId: string;
  contestTitle: string;
  round: string;
  blind: boolean;
  entry: { entryId: string; videoLink: string; category: string; creator: { name: string; city: string } | null };
  number: number;
  total: number;
  nextEntryId: string | null;
  previousEntryId: string | null;
  criteria: CriterionView[];
  checklist: { key: string; label: string }[];
  score: { criteria: Record<string, number>; checklist: Record<string, boolean>; note: string; feedback: string };
};

type Draft = ScoringScreenData["score"];
type SaveState = { kind: "idle" | "saving" | "saved" } | { kind: "error"; message: string };

const AUTOSAVE_MS = 700;

/**
 * The scoring screen: the video, the eligibility checks, the criteria as large 1–10 choices, a private
 * note and optional feedback. Every change is saved by itself shortly after (and at once by 'Save and
 * next'); what is on screen is what the server holds once it says "Saved".
 */
export function ScoringScreen({ data }: { data: ScoringScreenData }) {
  const { entry: t } = useMessages("judging");
  const f = useFormat();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(data.score);
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<Draft | null>(null);
  const url = `/api/judge/contests/${data.contestId}/entries/${data.entry.entryId}/score`;
  const bar = useRef<HTMLDivElement>(null);
  const screen = useRef<HTMLDivElement>(null);

  // The fixed bar covers the bottom of the screen: a control reached with Tab beneath it is scrolled above it.
  useEffect(() => {
    const keepAboveBar = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !bar.current || bar.current.contains(target)) return;
      const box = (target.closest("label") ?? target).getBoundingClientRect();
      const limit = window.innerHeight - bar.current.offsetHeight - 8;
      if (box.bottom > limit) window.scrollBy({ top: box.bottom - limit });
    };
    document.addEventListener("focusin", keepAboveBar);
    return () => document.removeEventListener("focusin", keepAboveBar);
  }, []);

  const save = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    const body = pending.current;
    if (!body) return true;
    pending.current = null;
    setState({ kind: "saving" });
    const result = await apiFetch(url, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (!result.ok) {
      pending.current ??= body; // kept for the next try
      setState({ kind: "error", message: result.network ? t.networkTrouble : result.body.message });
      return false;
    }
    setState({ kind: "saved" });
    return true;
  }, [url, t.networkTrouble]);

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

  const scored = data.criteria.every((c) => typeof draft.criteria[c.key] === "number");
  const saveAndNext = async () => {
    if (!(await save())) return;
    navigate(
      f.path(data.nextEntryId ? `/judge/contests/${data.contestId}/entries/${data.nextEntryId}` : `/judge/contests/${data.contestId}`),
    );
  };

  return (
    <div ref={screen} className="mx-auto flex max-w-3xl flex-col gap-4 px-3 pt-3 pb-28 sm:px-6">
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-sm font-semibold text-gray-700">{f.fill(t.position, { number: data.number, total: data.total })}</p>
        <p className="text-sm text-gray-600" aria-live="polite">
          {state.kind === "saving" ? t.saving : state.kind === "saved" ? t.saved : ""}
        </p>
      </div>
      {state.kind === "error" ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {f.fill(t.notSaved, { message: state.message })}
        </p>
      ) : null}
      <VideoFacade link={data.entry.videoLink} title={f.fill(t.video, { number: data.number })} />
      <p className="text-sm text-gray-700">
        {data.entry.category ? <>{f.fill(t.category, { category: data.entry.category })} </> : null}
        {data.entry.creator
          ? f.fill(data.entry.creator.city ? t.byFrom : t.by, { name: data.entry.creator.name, city: data.entry.creator.city })
          : t.blind}
      </p>
      {data.checklist.length > 0 ? (
        <fieldset className="rounded-xl border border-gray-200 bg-white p-3 sm:p-4">
          <legend className="px-1 text-base font-semibold">{t.eligibility}</legend>
          <p className="mb-2 text-sm text-gray-700">{t.eligibilityText}</p>
          <ul className="flex flex-col gap-2">
            {data.checklist.map((item) => (
              <li key={item.key} className="flex flex-wrap items-center justify-between gap-2">
                <span>{item.label}</span>
                <span className="flex gap-2">
                  {([true, false] as const).map((pass) => (
                    <label key={String(pass)} className="cursor-pointer">
                      <input
                        type="radio"
                        className="peer sr-only"
                        name={`check-${item.key}`}
                        data-check={item.key}
                        data-pass={String(pass)}
                        checked={(draft.checklist[item.key] ?? true) === pass}
                        onChange={() => change({ ...draft, checklist: { ...draft.checklist, [item.key]: pass } })}
                      />
                      <span className="inline-flex h-11 min-w-16 items-center justify-center rounded-lg border-2 border-gray-300 px-3 font-medium peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600">
                        {pass ? t.pass : t.fail}
                      </span>
                    </label>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {data.criteria.map((criterion) => (
        <ScoreChoices
          key={criterion.key}
          criterion={criterion}
          value={draft.criteria[criterion.key]}
          onChange={(score) => change({ ...draft, criteria: { ...draft.criteria, [criterion.key]: score } })}
        />
      ))}
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t.privateNote}</span>
        <span className="text-sm text-gray-600">{t.privateNoteText}</span>
        <textarea
          className="min-h-20 rounded-lg border border-gray-300 p-2"
          data-field="note"
          value={draft.note}
          maxLength={2000}
          onChange={(e) => change({ ...draft, note: e.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t.feedback}</span>
        <span className="text-sm text-gray-600">{t.feedbackText}</span>
        <textarea
          className="min-h-20 rounded-lg border border-gray-300 p-2"
          data-field="feedback"
          value={draft.feedback}
          maxLength={2000}
          onChange={(e) => change({ ...draft, feedback: e.target.value })}
        />
      </label>
      <div
        ref={bar}
        className="fixed inset-x-0 bottom-0 z-10 border-t border-gray-200 bg-white px-3 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.06)]"
      >
        <div className="mx-auto flex max-w-3xl items-center gap-3 sm:px-6">
          <a
            href={f.path(`/judge/contests/${data.contestId}`)}
            className="-ml-3 rounded-lg px-3 py-3 font-medium text-brand-700 underline underline-offset-2"
          >
            {t.allEntries}
          </a>
          <button
            type="button"
            onClick={() => void saveAndNext()}
            className="ml-auto rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {data.nextEntryId ? t.saveAndNext : t.saveAndFinish}
          </button>
        </div>
        {!scored ? <p className="mx-auto mt-1 max-w-3xl text-xs text-gray-600 sm:px-6">{t.scoreEvery}</p> : null}
      </div>
    </div>
  );
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

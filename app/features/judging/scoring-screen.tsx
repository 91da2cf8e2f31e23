import { type MouseEvent, type RefObject, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { type Draft, type SaveState, useScoreDraft } from "./score-draft";
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

/**
 * The scoring screen: the video, the eligibility checks, the criteria as large 1–10 choices, a private
 * note and optional feedback. Every change is saved by itself shortly after (and at once by 'Save and
 * next'); what is on screen is what the server holds once it says "Saved".
 */
export function ScoringScreen({ data }: { data: ScoringScreenData }) {
  const { entry: t } = useMessages("judging");
  const f = useFormat();
  const navigate = useNavigate();
  const bar = useRef<HTMLDivElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  // Set while the screen itself moves the focus, which then stays where the page opens (at its top).
  const placingFocus = useRef(false);
  useKeepFocusAboveBar(bar, placingFocus);
  const { draft, state, change, save } = useScoreDraft(data, screen);
  useFirstScoreFocus(screen, bar, placingFocus);

  const scored = data.criteria.every((c) => typeof draft.criteria[c.key] === "number");
  // One move at a time: a second tap while this one saves, or the second click of a double click landing on
  // the next entry's button, must not skip an entry the judge never saw.
  const moving = useRef(false);
  const saveAndNext = async () => {
    if (moving.current) return;
    moving.current = true;
    const saved = await save();
    moving.current = false;
    if (!saved) return;
    navigate(
      f.path(data.nextEntryId ? `/judge/contests/${data.contestId}/entries/${data.nextEntryId}` : `/judge/contests/${data.contestId}`),
      { state: nextEntryState },
    );
  };
  // 'All entries' saves first too: a score or note from the last moment was lost with the page before.
  const saveAndLeave = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (await save()) navigate(f.path(`/judge/contests/${data.contestId}`));
  };

  return (
    <div ref={screen} className="mx-auto flex max-w-3xl flex-col gap-4 px-3 pt-3 pb-28 sm:px-6">
      <PositionAndSaveState number={data.number} total={data.total} state={state} />
      <VideoFacade link={data.entry.videoLink} title={f.fill(t.video, { number: data.number })} />
      <EntryByline entry={data.entry} />
      {data.checklist.length > 0 ? <EligibilityChecklist checklist={data.checklist} draft={draft} onChange={change} /> : null}
      {/* For a laptop's keyboard; a phone has none. */}
      {data.criteria.length > 0 ? <p className="-mb-2 hidden text-sm text-gray-600 sm:block">{t.scoreKeys}</p> : null}
      {data.criteria.map((criterion) => (
        <ScoreChoices
          key={criterion.key}
          criterion={criterion}
          value={draft.criteria[criterion.key]}
          onChange={(score) => change({ ...draft, criteria: { ...draft.criteria, [criterion.key]: score } })}
        />
      ))}
      <WrittenField field="note" label={t.privateNote} text={t.privateNoteText} draft={draft} onChange={change} />
      <WrittenField field="feedback" label={t.feedback} text={t.feedbackText} draft={draft} onChange={change} />
      <ScoringBar
        barRef={bar}
        contestId={data.contestId}
        hasNext={Boolean(data.nextEntryId)}
        scored={scored}
        state={state}
        onSaveAndNext={saveAndNext}
        onAllEntries={saveAndLeave}
      />
    </div>
  );
}

/** What 'Save and next' (and a recusal) hands the next entry's screen: put the focus on its first score. */
export const nextEntryState = { focusFirstScore: true } as const;

/**
 * Arriving from the previous entry, the focus goes to the first criterion's score (the one chosen, else 1),
 * as the page opens at its top: a keyboard judge chooses the scores at once instead of tabbing past the
 * header, the video and the checks on every one of fifty entries. A page opened from a link starts as usual.
 * A keyboard judge sees where the focus is: when it shows (:focus-visible), the page moves down the least
 * that brings that criterion (its name, the ten scores and what they mean) above the fixed bar, as much of
 * the entry's top staying in sight as the screen allows. A tap leaves no focus ring, so the page stays at
 * its top, the video first.
 */
function useFirstScoreFocus(screen: RefObject<HTMLElement | null>, bar: RefObject<HTMLElement | null>, placingFocus: RefObject<boolean>) {
  const { state } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the entry's screen appears
  useEffect(() => {
    if (!(state as typeof nextEntryState | null)?.focusFirstScore) return;
    const first = screen.current?.querySelector<HTMLInputElement>("input[data-criterion]");
    if (!first) return;
    const group = screen.current?.querySelectorAll<HTMLInputElement>(`input[name="${CSS.escape(first.name)}"]`) ?? [];
    const target = [...group].find((radio) => radio.checked) ?? first;
    placingFocus.current = true;
    target.focus({ preventScroll: true });
    placingFocus.current = false;
    if (!bar.current || !target.matches(":focus-visible")) return;
    const score = target.closest("label") ?? target;
    const criterion = target.closest("fieldset");
    const room = window.innerHeight - bar.current.offsetHeight - 2 * ROOM_ABOVE_BAR;
    // Down from the page's top, where it is opening (it may still be gliding there from the last entry): at once,
    // not smoothly, as a page opens.
    scrollAboveBar(criterion && criterion.getBoundingClientRect().height <= room ? criterion : score, bar.current, {
      from: 0,
      behavior: "instant",
    });
  }, []);
}

/** The gap kept between a control brought into sight and the fixed bar, in px. */
const ROOM_ABOVE_BAR = 8;

/**
 * Scrolls the page down the least that brings `element`'s bottom above the fixed bar, counted from where the
 * page is (`from`, in px down the page; the current scroll unless told).
 */
function scrollAboveBar(element: Element, bar: HTMLElement, { from = window.scrollY, behavior = "auto" as ScrollBehavior } = {}) {
  const limit = window.innerHeight - bar.offsetHeight - ROOM_ABOVE_BAR;
  const top = window.scrollY + element.getBoundingClientRect().bottom - limit;
  if (top > from) window.scrollTo({ top, behavior });
}

/**
 * The fixed bar covers the bottom of the screen: a control reached with Tab beneath it is scrolled above it,
 * and so is one the focus was put on without a ring (after a tap) once a key shows it.
 */
function useKeepFocusAboveBar(bar: RefObject<HTMLElement | null>, placingFocus: RefObject<boolean>) {
  useEffect(() => {
    const keepAboveBar = (target: EventTarget | null) => {
      if (placingFocus.current || !(target instanceof HTMLElement) || !bar.current || bar.current.contains(target)) return;
      scrollAboveBar(target.closest("label") ?? target, bar.current);
    };
    const onFocus = (event: FocusEvent) => keepAboveBar(event.target);
    // Tab moves the focus (focusin follows); a modifier alone or a shortcut shows no ring.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Tab" || event.altKey || event.ctrlKey || event.metaKey || MODIFIER_KEYS.has(event.key)) return;
      keepAboveBar(document.activeElement);
    };
    document.addEventListener("focusin", onFocus);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("keydown", onKey);
    };
  }, [bar, placingFocus]);
}

const MODIFIER_KEYS = new Set(["Shift", "Control", "Alt", "Meta", "CapsLock"]);

/** Where the judge is in the round, and whether the last change is saved (a failed save is said in the bar). */
function PositionAndSaveState({ number, total, state }: { number: number; total: number; state: SaveState }) {
  const { entry: t } = useMessages("judging");
  const f = useFormat();
  return (
    <div className="flex items-baseline justify-between gap-2">
      <p className="text-sm font-semibold text-gray-700">{f.fill(t.position, { number, total })}</p>
      <p className="text-sm text-gray-600" aria-live="polite">
        {state.kind === "saving" ? t.saving : state.kind === "saved" ? t.saved : ""}
      </p>
    </div>
  );
}

function EntryByline({ entry }: { entry: ScoringScreenData["entry"] }) {
  const { entry: t } = useMessages("judging");
  const f = useFormat();
  return (
    <p className="text-sm text-gray-700">
      {entry.category ? <>{f.fill(t.category, { category: entry.category })} </> : null}
      {entry.creator ? f.fill(entry.creator.city ? t.byFrom : t.by, { name: entry.creator.name, city: entry.creator.city }) : t.blind}
    </p>
  );
}

/** Each check passes unless the judge marks it failed. */
function EligibilityChecklist({
  checklist,
  draft,
  onChange,
}: {
  checklist: ScoringScreenData["checklist"];
  draft: Draft;
  onChange: (next: Draft) => void;
}) {
  const { entry: t } = useMessages("judging");
  return (
    // min-w-0: a fieldset is never narrower than its widest word by default, so a long one pushed the card off a phone.
    <fieldset className="min-w-0 rounded-xl border border-gray-200 bg-white p-3 sm:p-4">
      <legend className="px-1 text-base font-semibold">{t.eligibility}</legend>
      <p className="mb-2 text-sm text-gray-700">{t.eligibilityText}</p>
      <ul className="flex flex-col gap-2">
        {checklist.map((item) => (
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
                    onChange={() => onChange({ ...draft, checklist: { ...draft.checklist, [item.key]: pass } })}
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
  );
}

/** The private note or the feedback: free text the judge writes. */
function WrittenField({
  field,
  label,
  text,
  draft,
  onChange,
}: {
  field: "note" | "feedback";
  label: string;
  text: string;
  draft: Draft;
  onChange: (next: Draft) => void;
}) {
  return (
    <label className="flex flex-col gap-1">
      <span className="font-semibold">{label}</span>
      <span className="text-sm text-gray-600">{text}</span>
      <textarea
        className="min-h-20 rounded-lg border border-gray-300 p-2"
        data-field={field}
        value={draft[field]}
        maxLength={2000}
        onChange={(e) => onChange({ ...draft, [field]: e.target.value })}
      />
    </label>
  );
}

function ScoringBar({
  barRef,
  contestId,
  hasNext,
  scored,
  state,
  onSaveAndNext,
  onAllEntries,
}: {
  barRef: RefObject<HTMLDivElement | null>;
  contestId: string;
  hasNext: boolean;
  scored: boolean;
  state: SaveState;
  onSaveAndNext: () => Promise<void>;
  onAllEntries: (event: MouseEvent<HTMLAnchorElement>) => Promise<void>;
}) {
  const { entry: t } = useMessages("judging");
  const f = useFormat();
  // The page ends with room for the bar as tall as it is (a message makes it taller), so the bar never covers
  // the page's last lines (the recusal): --scoring-bar-height.
  useEffect(() => {
    const element = barRef.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--scoring-bar-height", `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--scoring-bar-height");
    };
  }, [barRef]);
  return (
    <div
      ref={barRef}
      className="fixed inset-x-0 bottom-0 z-10 border-t border-gray-200 bg-white px-3 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.06)]"
    >
      {/* A failed save (the autosave, 'Save and next', 'All entries') is said here, where the judge is: at the
          top of the page it was out of sight, and a failed 'Save and next' seemed to do nothing. */}
      {state.kind === "error" ? (
        <div className="mx-auto mb-2 max-w-3xl sm:px-6">
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {f.fill(t.notSaved, { message: state.message })}
          </p>
        </div>
      ) : null}
      <div className="mx-auto flex max-w-3xl items-center gap-3 sm:px-6">
        <a
          href={f.path(`/judge/contests/${contestId}`)}
          onClick={(event) => void onAllEntries(event)}
          className="-ml-3 rounded-lg px-3 py-3 font-medium text-brand-700 underline underline-offset-2"
        >
          {t.allEntries}
        </a>
        <button
          type="button"
          // The second click of a double click (detail 2) would land on the next entry's button.
          onClick={(event) => {
            if (event.detail <= 1) void onSaveAndNext();
          }}
          className="ml-auto rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {hasNext ? t.saveAndNext : t.saveAndFinish}
        </button>
      </div>
      {!scored ? <p className="mx-auto mt-1 max-w-3xl text-xs text-gray-600 sm:px-6">{t.scoreEvery}</p> : null}
    </div>
  );
}

import { useState } from "react";
import type { JudgingOverviewView } from "#shared/judging/console-api.ts";
import { DEFAULT_CHECKLIST, RubricSchema, rubricMessages } from "#shared/judging/rubric.ts";
import { sendJson } from "../forms/save-form";
import { UnsavedChangesDialog, useUnsavedChangesGuard } from "../forms/unsaved-changes-guard";
import { ActionMessage, type ActionResult } from "./action-message";
import {
  blankCriterion,
  type Criterion,
  CriterionFields,
  criteriaOf,
  type RubricErrors,
  rubricFieldId,
  rubricInput as input,
} from "./rubric-criterion";

type Rubric = JudgingOverviewView["rubric"];
type Settings = { checklist: string; blind: boolean; reviews: string; shortlist: string; headJudgeId: string };

const settingsOf = (rubric: Rubric): Settings => ({
  checklist: (rubric?.checklist.map((c) => c.label) ?? DEFAULT_CHECKLIST).join("\n"),
  blind: rubric?.blind ?? true,
  reviews: String(rubric?.reviewsPerEntry ?? 2),
  shortlist: String(rubric?.shortlistTop ?? 10),
  headJudgeId: rubric?.headJudgeId ?? "",
});

/** The rubric as the API takes it. */
const rubricBody = (rubric: Rubric, criteria: Criterion[], settings: Settings) => ({
  criteria: criteria.map(({ id: _row, ...c }) => ({ ...c, weight: Number(c.weight) })),
  checklist: settings.checklist
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean),
  blind: settings.blind,
  reviewsPerEntry: Number(settings.reviews),
  shortlistTop: settings.shortlist.trim() ? Number(settings.shortlist) : null,
  shortlistPercent: null,
  headJudgeId: settings.headJudgeId || null,
  scoresReleased: rubric?.scoresReleased ?? false,
});

/** A number field the browser could not read says its rule, not the parser's "expected number, received NaN". */
const numberMessages: Record<string, string> = {
  reviewsPerEntry: rubricMessages.reviewsRange,
  shortlistTop: rubricMessages.shortlistRange,
};

/**
 * Each issue at its field, by path ("criteria.1.anchors.4"); every line of the checks at the checks' box,
 * the weights' sum at the sum ("criteria"). A field's first issue is the one it shows.
 */
function rubricErrors(issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const key = path[0] === "checklist" ? "checklist" : path.join(".");
    errors[key] ??= numberMessages[key] && issue.code === "invalid_type" ? (numberMessages[key] ?? issue.message) : issue.message;
  }
  return errors;
}

/** Shown under a settings field when it is wrong. */
function FieldError({ path, errors }: { path: string; errors: RubricErrors }) {
  return errors[path] ? (
    <span id={`${rubricFieldId(path)}-error`} className="font-semibold text-red-700">
      {errors[path]}
    </span>
  ) : null;
}

/** The settings field's id and its error's wiring. */
const wired = (path: string, errors: RubricErrors) => ({
  id: rubricFieldId(path),
  "aria-invalid": errors[path] ? true : undefined,
  "aria-describedby": errors[path] ? `${rubricFieldId(path)}-error` : undefined,
});

/** What the form holds, without the rows' keys: the same text as the last saved one means nothing to save. */
const snapshotOf = (criteria: Criterion[], settings: Settings) => JSON.stringify([criteria.map(({ id: _row, ...c }) => c), settings]);

/** The eligibility checks, screening's settings, the head judge and blind mode. */
function SettingsFields({
  settings,
  panel,
  errors,
  onChange,
}: {
  settings: Settings;
  panel: JudgingOverviewView["panel"];
  errors: RubricErrors;
  onChange: (change: Partial<Settings>) => void;
}) {
  return (
    <>
      <label className="flex flex-col text-sm">
        Eligibility checks (one a line; a failed check excludes an entry)
        <textarea
          {...wired("checklist", errors)}
          className={`${input} min-h-24`}
          value={settings.checklist}
          onChange={(e) => onChange({ checklist: e.target.value })}
        />
        <FieldError path="checklist" errors={errors} />
      </label>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="flex flex-col text-sm">
          Judges per entry in screening
          <input
            {...wired("reviewsPerEntry", errors)}
            className={input}
            inputMode="numeric"
            value={settings.reviews}
            onChange={(e) => onChange({ reviews: e.target.value })}
          />
          <FieldError path="reviewsPerEntry" errors={errors} />
        </label>
        <label className="flex flex-col text-sm">
          Shortlist for the final (top N)
          <input
            {...wired("shortlistTop", errors)}
            className={input}
            inputMode="numeric"
            value={settings.shortlist}
            onChange={(e) => onChange({ shortlist: e.target.value })}
          />
          <FieldError path="shortlistTop" errors={errors} />
        </label>
        <label className="flex flex-col text-sm">
          Head judge (last tie-break)
          <select className={input} value={settings.headJudgeId} onChange={(e) => onChange({ headJudgeId: e.target.value })}>
            <option value="">None yet</option>
            {panel.map((p) => (
              <option key={p.judgeId} value={p.judgeId}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={settings.blind} onChange={(e) => onChange({ blind: e.target.checked })} /> Blind judging: judges see
        only the video and its category
      </label>
    </>
  );
}

function CriteriaFields({
  criteria,
  errors,
  setCriteria,
}: {
  criteria: Criterion[];
  errors: RubricErrors;
  setCriteria: React.Dispatch<React.SetStateAction<Criterion[]>>;
}) {
  const total = criteria.reduce((sum, c) => sum + (Number(c.weight) || 0), 0);
  return (
    <>
      {criteria.map((c, index) => (
        <CriterionFields
          key={c.id}
          criterion={c}
          index={index}
          removable={criteria.length > 1}
          errors={errors}
          onChange={(change) => setCriteria((all) => all.map((each, i) => (i === index ? { ...each, ...change } : each)))}
          onRemove={() => setCriteria((all) => all.filter((_, i) => i !== index))}
        />
      ))}
      <p
        id={rubricFieldId("criteria")}
        tabIndex={-1}
        className={`text-sm ${total === 100 ? "text-gray-700" : "font-semibold text-red-700"}`}
      >
        Weights add up to {total}% (they must make 100%).
      </p>
      {criteria.length < 6 ? (
        <button
          type="button"
          className="self-start rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium"
          onClick={() => setCriteria((all) => [...all, blankCriterion()])}
        >
          Add a criterion
        </button>
      ) : null}
    </>
  );
}

/**
 * The rubric form: 1 to 6 criteria whose weights sum to 100, each with anchors for 1, 4, 7 and 10, the
 * eligibility checks, blind mode and screening's settings. Read-only once the first score locked it.
 */
export function RubricEditor({ overview, canEdit, onSaved }: { overview: JudgingOverviewView; canEdit: boolean; onSaved: () => void }) {
  const rubric = overview.rubric;
  const locked = Boolean(rubric?.lockedAt) || !canEdit;
  const [criteria, setCriteria] = useState<Criterion[]>(() => criteriaOf(rubric));
  const [settings, setSettings] = useState<Settings>(() => settingsOf(rubric));
  const [message, setMessage] = useState<ActionResult>(null);
  const [errors, setErrors] = useState<RubricErrors>({});
  const [saved, setSaved] = useState(() => snapshotOf(criteria, settings));
  const leaving = useUnsavedChangesGuard(!locked && snapshotOf(criteria, settings) !== saved);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = rubricBody(rubric, criteria, settings);
    const parsed = RubricSchema.safeParse(body);
    const found = parsed.success ? {} : rubricErrors(parsed.error.issues);
    setErrors(found);
    const paths = Object.keys(found);
    if (paths.length > 0) {
      setMessage({
        error: true,
        text: paths.length === 1 ? "Correct the marked field, then save." : `Correct the ${paths.length} marked fields, then save.`,
      });
      // The first field wrong in the form's order, whichever rule found it first.
      const first = [...event.currentTarget.querySelectorAll<HTMLElement>("[id^='rubric-']")].find((el) =>
        paths.some((p) => el.id === rubricFieldId(p)),
      );
      first?.focus();
      return;
    }
    const result = await sendJson("PUT", `/api/admin/judging/contests/${overview.contest.id}/rubric`, body);
    if (!result.ok) return setMessage({ error: true, text: result.body.message });
    setSaved(snapshotOf(criteria, settings));
    setMessage({ error: false, text: "Rubric saved. Its criteria and the tie-break rule are now in the contest page's Rules." });
    onSaved();
  };

  return (
    <form onSubmit={(e) => void save(e)} className="flex flex-col gap-4" aria-label="Rubric">
      {rubric?.lockedAt ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">Scoring has started: the rubric is locked.</p>
      ) : null}
      <fieldset disabled={locked} className="flex flex-col gap-4">
        <CriteriaFields criteria={criteria} errors={errors} setCriteria={setCriteria} />
        <SettingsFields
          settings={settings}
          panel={overview.panel}
          errors={errors}
          onChange={(change) => setSettings((all) => ({ ...all, ...change }))}
        />
        {!locked ? (
          <button type="submit" className="self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
            Save rubric
          </button>
        ) : null}
      </fieldset>
      <ActionMessage message={message} />
      <UnsavedChangesDialog blocker={leaving} message="Your changes to the rubric are not saved." />
    </form>
  );
}

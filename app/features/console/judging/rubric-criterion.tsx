import type { JudgingOverviewView } from "#shared/judging/console-api.ts";
import { HINDI_RULE } from "../forms/hindi-field";

type Anchors = { "1": string; "4": string; "7": string; "10": string };
export type Criterion = {
  id: number;
  name: string;
  description: string;
  weight: string;
  anchors: Anchors;
  nameHi: string;
  descriptionHi: string;
  anchorsHi: Anchors;
};

const ANCHORS = ["1", "4", "7", "10"] as const;
const noAnchors = (): Anchors => ({ "1": "", "4": "", "7": "", "10": "" });
let nextRow = 0;

export const blankCriterion = (): Criterion => ({
  id: ++nextRow,
  name: "",
  description: "",
  weight: "",
  anchors: noAnchors(),
  nameHi: "",
  descriptionHi: "",
  anchorsHi: noAnchors(),
});

/** The saved rubric's criteria as the form edits them (weights as typed text, every Hindi field a string). */
export const criteriaOf = (rubric: JudgingOverviewView["rubric"]): Criterion[] =>
  rubric
    ? rubric.criteria.map(({ key: _key, ...c }) => ({
        ...c,
        id: ++nextRow,
        weight: String(c.weight),
        nameHi: c.nameHi ?? "",
        descriptionHi: c.descriptionHi ?? "",
        anchorsHi: { ...noAnchors(), ...c.anchorsHi },
      }))
    : [blankCriterion()];

export const rubricInput = "w-full rounded-md border border-gray-300 px-2 py-1.5";

/** A rubric field's error, by the path ("criteria.1.anchors.4"). */
export type RubricErrors = Readonly<Record<string, string>>;

/** The field's id in the page, from its path: the first one wrong is focused on save. */
export const rubricFieldId = (path: string) => `rubric-${path.replaceAll(".", "-")}`;

function TextInput({
  label,
  value,
  hindi,
  inputMode,
  className = "flex flex-col text-sm",
  path,
  errors,
  onChange,
}: {
  label: React.ReactNode;
  value: string;
  hindi?: boolean;
  inputMode?: "numeric";
  className?: string;
  path: string;
  errors: RubricErrors;
  onChange: (value: string) => void;
}) {
  const id = rubricFieldId(path);
  const error = errors[path];
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        lang={hindi ? "hi" : undefined}
        className={`${rubricInput} ${error ? "border-red-600" : ""}`}
        inputMode={inputMode}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function HindiCriterion({
  criterion: c,
  at,
  errors,
  onChange,
}: {
  criterion: Criterion;
  at: string;
  errors: RubricErrors;
  onChange: (change: Partial<Criterion>) => void;
}) {
  return (
    <fieldset className={`mt-3 ${HINDI_RULE}`}>
      <legend className="text-sm font-semibold text-gray-800">In Hindi (optional; empty fields show the English)</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <TextInput
          hindi
          label="Name in Hindi"
          path={`${at}.nameHi`}
          errors={errors}
          value={c.nameHi}
          onChange={(nameHi) => onChange({ nameHi })}
        />
        <TextInput
          hindi
          label="Description in Hindi"
          path={`${at}.descriptionHi`}
          errors={errors}
          value={c.descriptionHi}
          onChange={(descriptionHi) => onChange({ descriptionHi })}
        />
        {ANCHORS.map((anchor) => (
          // Not "What a … looks like, in Hindi": a label holding the English one reads as two fields of one name.
          <TextInput
            key={anchor}
            hindi
            label={`Anchor ${anchor} in Hindi`}
            path={`${at}.anchorsHi.${anchor}`}
            errors={errors}
            value={c.anchorsHi[anchor]}
            onChange={(text) => onChange({ anchorsHi: { ...c.anchorsHi, [anchor]: text } })}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** One criterion: its name, weight, description and anchors, and their optional Hindi. */
export function CriterionFields({
  criterion: c,
  index,
  removable,
  errors,
  onChange,
  onRemove,
}: {
  criterion: Criterion;
  index: number;
  removable: boolean;
  errors: RubricErrors;
  onChange: (change: Partial<Criterion>) => void;
  onRemove: () => void;
}) {
  const at = `criteria.${index}`;
  return (
    <fieldset className="rounded-lg border border-gray-200 bg-white p-3">
      <legend className="px-1 font-semibold">Criterion {index + 1}</legend>
      <div className="grid gap-2 sm:grid-cols-[1fr_8rem]">
        <TextInput label="Name" path={`${at}.name`} errors={errors} value={c.name} onChange={(name) => onChange({ name })} />
        <TextInput
          label="Weight (%)"
          inputMode="numeric"
          path={`${at}.weight`}
          errors={errors}
          value={c.weight}
          onChange={(weight) => onChange({ weight })}
        />
      </div>
      <TextInput
        className="mt-2 flex flex-col text-sm"
        label="Description"
        path={`${at}.description`}
        errors={errors}
        value={c.description}
        onChange={(description) => onChange({ description })}
      />
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {ANCHORS.map((anchor) => (
          <TextInput
            key={anchor}
            label={`What a ${anchor} looks like`}
            path={`${at}.anchors.${anchor}`}
            errors={errors}
            value={c.anchors[anchor]}
            onChange={(text) => onChange({ anchors: { ...c.anchors, [anchor]: text } })}
          />
        ))}
      </div>
      <HindiCriterion criterion={c} at={at} errors={errors} onChange={onChange} />
      {removable ? (
        <button type="button" className="mt-2 text-sm text-red-700 underline" onClick={onRemove}>
          Remove criterion {index + 1}
        </button>
      ) : null}
    </fieldset>
  );
}

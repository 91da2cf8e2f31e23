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

function TextInput({
  label,
  value,
  hindi,
  inputMode,
  className = "flex flex-col text-sm",
  onChange,
}: {
  label: React.ReactNode;
  value: string;
  hindi?: boolean;
  inputMode?: "numeric";
  className?: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className={className}>
      {label}
      <input
        lang={hindi ? "hi" : undefined}
        className={rubricInput}
        inputMode={inputMode}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

function HindiCriterion({ criterion: c, onChange }: { criterion: Criterion; onChange: (change: Partial<Criterion>) => void }) {
  return (
    <fieldset className={`mt-3 ${HINDI_RULE}`}>
      <legend className="text-sm font-semibold text-gray-800">In Hindi (optional; empty fields show the English)</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <TextInput hindi label="Name in Hindi" value={c.nameHi} onChange={(nameHi) => onChange({ nameHi })} />
        <TextInput hindi label="Description in Hindi" value={c.descriptionHi} onChange={(descriptionHi) => onChange({ descriptionHi })} />
        {ANCHORS.map((anchor) => (
          // Not "What a … looks like, in Hindi": a label holding the English one reads as two fields of one name.
          <TextInput
            key={anchor}
            hindi
            label={`Anchor ${anchor} in Hindi`}
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
  onChange,
  onRemove,
}: {
  criterion: Criterion;
  index: number;
  removable: boolean;
  onChange: (change: Partial<Criterion>) => void;
  onRemove: () => void;
}) {
  return (
    <fieldset className="rounded-lg border border-gray-200 bg-white p-3">
      <legend className="px-1 font-semibold">Criterion {index + 1}</legend>
      <div className="grid gap-2 sm:grid-cols-[1fr_8rem]">
        <TextInput label="Name" value={c.name} onChange={(name) => onChange({ name })} />
        <TextInput label="Weight (%)" inputMode="numeric" value={c.weight} onChange={(weight) => onChange({ weight })} />
      </div>
      <TextInput
        className="mt-2 flex flex-col text-sm"
        label="Description"
        value={c.description}
        onChange={(description) => onChange({ description })}
      />
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {ANCHORS.map((anchor) => (
          <TextInput
            key={anchor}
            label={`What a ${anchor} looks like`}
            value={c.anchors[anchor]}
            onChange={(text) => onChange({ anchors: { ...c.anchors, [anchor]: text } })}
          />
        ))}
      </div>
      <HindiCriterion criterion={c} onChange={onChange} />
      {removable ? (
        <button type="button" className="mt-2 text-sm text-red-700 underline" onClick={onRemove}>
          Remove criterion {index + 1}
        </button>
      ) : null}
    </fieldset>
  );
}

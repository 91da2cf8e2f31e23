import { type KeyboardEvent, useId } from "react";

export type CriterionView = {
  key: string;
  name: string;
  description: string;
  weight: number;
  anchors: { "1": string; "4": string; "7": string; "10": string };
};

const SCORES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/**
 * One criterion as ten large choices (two rows of five on a 360 px phone), with its anchors: what a 1,
 * 4, 7 and 10 look like. A radio group: arrow keys move between scores, as a keyboard user expects, and
 * a digit key picks its score at once (0 is 10): a 9 was nine arrow presses away, fifty entries a round.
 */
export function ScoreChoices({
  criterion,
  value,
  onChange,
}: {
  criterion: CriterionView;
  value: number | undefined;
  onChange: (score: number) => void;
}) {
  const id = useId();
  const pickByDigit = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const index = "1234567890".indexOf(event.key);
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey || (event.target as HTMLInputElement).type !== "radio") return;
    event.preventDefault();
    event.currentTarget.querySelectorAll("input")[index]?.focus();
    onChange(index + 1);
  };
  return (
    // min-w-0: a fieldset is never narrower than its widest word by default, so a long one pushed the card off a phone.
    <fieldset className="min-w-0 rounded-xl border border-gray-200 bg-white p-3 sm:p-4" onKeyDown={pickByDigit}>
      <legend className="px-1 text-base font-semibold">
        {criterion.name} <span className="font-normal text-gray-600">· {criterion.weight}%</span>
      </legend>
      {criterion.description ? <p className="mb-2 text-sm text-gray-700">{criterion.description}</p> : null}
      <div className="grid grid-cols-5 gap-2 sm:grid-cols-10">
        {SCORES.map((score) => (
          <label key={score} className="relative">
            <input
              type="radio"
              name={`${id}-${criterion.key}`}
              value={score}
              data-criterion={criterion.key}
              aria-keyshortcuts={String(score % 10)}
              checked={value === score}
              onChange={() => onChange(score)}
              className="peer sr-only"
            />
            <span className="flex h-12 cursor-pointer items-center justify-center rounded-lg border-2 border-gray-300 text-lg font-semibold peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
              {score}
            </span>
          </label>
        ))}
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-xs text-gray-700 sm:grid-cols-2">
        {(["1", "4", "7", "10"] as const).map((anchor) => (
          <div key={anchor} className="flex gap-1">
            <dt className="shrink-0 font-semibold">{anchor}:</dt>
            <dd>{criterion.anchors[anchor]}</dd>
          </div>
        ))}
      </dl>
    </fieldset>
  );
}

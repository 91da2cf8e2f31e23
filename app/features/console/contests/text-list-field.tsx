import { useId } from "react";
import { inputClass } from "#app/components/ui/field.tsx";
import { ListRowActions, listButtonClass, moved } from "./list-row-actions";

/** One numbered line of the list, with its buttons and its error. */
function TextLine({
  id,
  index,
  itemLabel,
  noun,
  value,
  count,
  error,
  lang,
  disabled,
  onChange,
  onMove,
  onRemove,
}: {
  id: string;
  index: number;
  itemLabel: string;
  noun: string;
  value: string;
  count: number;
  error?: string;
  lang?: string;
  disabled?: boolean;
  onChange: (text: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <li className="grid gap-1">
      <div className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
        <span aria-hidden="true" className="mt-3 w-6 shrink-0 text-right text-sm font-bold text-brand-800">
          {index + 1}.
        </span>
        <label htmlFor={id} className="sr-only">
          {`${itemLabel} ${index + 1}`}
        </label>
        <input
          id={id}
          value={value}
          lang={lang}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
          className={`${inputClass} min-w-0 flex-1 basis-[calc(100%-2.5rem)] py-2 sm:basis-0`}
        />
        <div className="ml-8 flex shrink-0 gap-1 sm:ml-0">
          <ListRowActions noun={noun} index={index} count={count} disabled={disabled} onMove={onMove} onRemove={onRemove} remove="icon" />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="ml-8 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * An ordered list of lines (rules, requirements): numbered as the contest page numbers them, each line
 * editable, movable up and down, and removable; Add puts an empty line at the end.
 */
export function TextListField({
  id,
  label,
  itemLabel,
  value,
  onChange,
  errors,
  error,
  disabled,
  lang,
}: {
  /** "hi" for the Hindi lines. */
  lang?: string;
  id: string;
  label: string;
  itemLabel: string;
  value: string[];
  onChange: (next: string[]) => void;
  /** Messages per line, by index. */
  errors?: (string | undefined)[];
  error?: string;
  disabled?: boolean;
}) {
  const legendId = useId();
  // "Rule" → "rule", "Rule in Hindi" → "rule in Hindi".
  const noun = itemLabel.charAt(0).toLowerCase() + itemLabel.slice(1);
  return (
    <fieldset aria-labelledby={legendId}>
      <legend id={legendId} className="text-sm font-semibold text-gray-800">
        {label}
      </legend>
      {value.length === 0 ? <p className="mt-1 text-sm text-gray-600">None yet.</p> : null}
      <ol className="mt-2 grid gap-2">
        {value.map((line, index) => (
          <TextLine
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity of their own; moves re-render the list
            key={index}
            id={`${id}-${index}`}
            index={index}
            itemLabel={itemLabel}
            noun={noun}
            value={line}
            count={value.length}
            error={errors?.[index]}
            lang={lang}
            disabled={disabled}
            onChange={(text) => onChange(value.map((each, i) => (i === index ? text : each)))}
            onMove={(by) => onChange(moved(value, index, by))}
            onRemove={() => onChange(value.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      {error ? <p className="mt-1.5 text-sm font-medium text-red-700">{error}</p> : null}
      <button type="button" className={`${listButtonClass} mt-2 px-3`} disabled={disabled} onClick={() => onChange([...value, ""])}>
        Add {noun}
      </button>
    </fieldset>
  );
}

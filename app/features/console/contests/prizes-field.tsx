import { useFieldArray, useFormContext } from "react-hook-form";
import { inputClass } from "#app/components/ui/field.tsx";
import type { ContestForm, ContestFormValues } from "#shared/console/contest-form.ts";
import { ListRowActions, listButtonClass } from "./list-row-actions";

function Cell({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-gray-700">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The contest's prizes: title, rank, amount (in the prize pool's currency) and description. The list
 * is kept in rank order: moving a prize up or down swaps its rank with its neighbour's.
 */
export function PrizesField({ disabled, currency }: { disabled?: boolean; currency: string }) {
  const { register, control, formState, getValues, setValue } = useFormContext<ContestFormValues, unknown, ContestForm>();
  const { fields, append, remove, swap } = useFieldArray({ control, name: "prizes", keyName: "fieldKey" });
  const errors = formState.errors.prizes;
  const moveBy = (index: number, by: -1 | 1) => {
    const prizes = getValues("prizes");
    const a = prizes[index];
    const b = prizes[index + by];
    if (!a || !b) return;
    swap(index, index + by);
    // The rank follows the place in the list.
    setValue(`prizes.${index}.rank`, a.rank, { shouldDirty: true });
    setValue(`prizes.${index + by}.rank`, b.rank, { shouldDirty: true });
  };
  const nextRank = () => getValues("prizes").reduce((max, prize) => Math.max(max, Number(prize.rank) || 0), 0) + 1;

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-800">Prizes</legend>
      {fields.length === 0 ? <p className="mt-1 text-sm text-gray-600">No prizes yet.</p> : null}
      <ol className="mt-2 grid gap-3">
        {fields.map((field, index) => {
          const rowErrors = errors?.[index];
          const at = (name: string) => `prizes-${index}-${name}`;
          const invalid = (message?: string, name?: string) => ({
            "aria-invalid": message ? (true as const) : undefined,
            "aria-describedby": message && name ? `${at(name)}-error` : undefined,
          });
          return (
            <li key={field.fieldKey} className="rounded-xl border border-gray-200 bg-gray-50 p-3">
              <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_6rem_minmax(0,1fr)]">
                <Cell id={at("title")} label="Prize title" error={rowErrors?.title?.message}>
                  <input
                    id={at("title")}
                    className={`${inputClass} py-2`}
                    disabled={disabled}
                    {...invalid(rowErrors?.title?.message, "title")}
                    {...register(`prizes.${index}.title`)}
                  />
                </Cell>
                <Cell id={at("rank")} label="Rank" error={rowErrors?.rank?.message}>
                  <input
                    id={at("rank")}
                    type="number"
                    min={1}
                    step={1}
                    inputMode="numeric"
                    className={`${inputClass} py-2`}
                    disabled={disabled}
                    {...invalid(rowErrors?.rank?.message, "rank")}
                    {...register(`prizes.${index}.rank`, { valueAsNumber: true })}
                  />
                </Cell>
                <Cell id={at("amount")} label={`Amount (${currency})`} error={rowErrors?.amount?.message}>
                  <input
                    id={at("amount")}
                    type="number"
                    min={0}
                    step="0.01"
                    inputMode="decimal"
                    className={`${inputClass} py-2`}
                    disabled={disabled}
                    {...invalid(rowErrors?.amount?.message, "amount")}
                    {...register(`prizes.${index}.amount`, { valueAsNumber: true })}
                  />
                </Cell>
              </div>
              <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
                <Cell id={at("description")} label="Prize description" error={rowErrors?.description?.message}>
                  <input
                    id={at("description")}
                    className={`${inputClass} py-2`}
                    disabled={disabled}
                    {...register(`prizes.${index}.description`)}
                  />
                </Cell>
                <div className="flex gap-1">
                  <ListRowActions
                    noun="prize"
                    index={index}
                    count={fields.length}
                    disabled={disabled}
                    onMove={(by) => moveBy(index, by)}
                    onRemove={() => remove(index)}
                  />
                </div>
              </div>
              <div className="mt-3 grid gap-3 border-l-4 border-brand-100 pl-3 sm:grid-cols-2">
                <Cell id={at("titleHi")} label="Prize title in Hindi (optional)" error={rowErrors?.titleHi?.message}>
                  <input
                    id={at("titleHi")}
                    lang="hi"
                    className={`${inputClass} py-2`}
                    disabled={disabled}
                    {...invalid(rowErrors?.titleHi?.message, "titleHi")}
                    {...register(`prizes.${index}.titleHi`)}
                  />
                </Cell>
                <Cell id={at("descriptionHi")} label="Prize description in Hindi (optional)" error={rowErrors?.descriptionHi?.message}>
                  <input
                    id={at("descriptionHi")}
                    lang="hi"
                    className={`${inputClass} py-2`}
                    disabled={disabled}
                    {...register(`prizes.${index}.descriptionHi`)}
                  />
                </Cell>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={`${listButtonClass} mt-3 px-3`}
        disabled={disabled}
        onClick={() => append({ id: "", title: "", titleHi: "", rank: nextRank(), amount: 0, description: "", descriptionHi: "" })}
      >
        Add prize
      </button>
    </fieldset>
  );
}

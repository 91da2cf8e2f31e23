import { useFieldArray, useWatch } from "react-hook-form";
import { prizeMoney } from "#shared/console/contest-form.ts";
import { inputClass } from "#app/components/ui/field.tsx";
import { useFieldError } from "../forms/bound-fields";
import { HINDI_RULE } from "../forms/hindi-field";
import { useContestForm } from "./contest-form-section";
import { ListRowActions, listButtonClass } from "./list-row-actions";
import { invalidProps, RowCell } from "./row-cell";

type PrizeText = "title" | "titleHi" | "description" | "descriptionHi";

/** One input of a prize row: a text, or (`numeric`) its rank or amount. */
function PrizeInput({
  index,
  name,
  label,
  disabled,
  numeric,
}: {
  index: number;
  name: PrizeText | "rank" | "amount";
  label: string;
  disabled?: boolean;
  numeric?: { min: number; step: number | string; inputMode: "numeric" | "decimal" };
}) {
  const { register } = useContestForm();
  const id = `prizes-${index}-${name}`;
  const error = useFieldError(`prizes.${index}.${name}`);
  return (
    <RowCell id={id} label={label} error={error}>
      <input
        id={id}
        type={numeric ? "number" : undefined}
        {...numeric}
        lang={name.endsWith("Hi") ? "hi" : undefined}
        className={`${inputClass} py-2`}
        disabled={disabled}
        {...invalidProps(id, error)}
        {...register(`prizes.${index}.${name}`, numeric ? { valueAsNumber: true } : undefined)}
      />
    </RowCell>
  );
}

function PrizeRow({
  index,
  count,
  currency,
  disabled,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  currency: string;
  disabled?: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const at = { index, disabled };
  return (
    <li className="rounded-xl border border-gray-200 bg-gray-50 p-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_6rem_minmax(0,1fr)]">
        <PrizeInput {...at} name="title" label="Prize title" />
        <PrizeInput {...at} name="rank" label="Rank" numeric={{ min: 1, step: 1, inputMode: "numeric" }} />
        <PrizeInput {...at} name="amount" label={`Amount (${currency})`} numeric={{ min: 0, step: "0.01", inputMode: "decimal" }} />
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <PrizeInput {...at} name="description" label="Prize description" />
        <div className="flex gap-1">
          <ListRowActions noun="prize" index={index} count={count} disabled={disabled} onMove={onMove} onRemove={onRemove} />
        </div>
      </div>
      <div className={`mt-3 grid gap-3 ${HINDI_RULE} sm:grid-cols-2`}>
        <PrizeInput {...at} name="titleHi" label="Prize title in Hindi (optional)" />
        <PrizeInput {...at} name="descriptionHi" label="Prize description in Hindi (optional)" />
      </div>
    </li>
  );
}

/** What the prizes add up to beside the pool, while typing: the save refuses prizes over the pool. */
function PrizeTotal({ currency }: { currency: string }) {
  const { control } = useContestForm();
  const [prizes, pool] = useWatch({ control, name: ["prizes", "prizePool"] });
  const amounts = prizes.map((prize) => Number(prize.amount));
  if (amounts.length === 0 || amounts.some((amount) => !Number.isFinite(amount)) || !Number.isFinite(Number(pool))) return null;
  const total = amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
  const over = Math.round(total * 100) > Math.round(Number(pool) * 100);
  return (
    <p className={`mt-2 text-sm ${over ? "font-semibold text-red-700" : "text-gray-700"}`}>
      The prizes add up to {prizeMoney(total, currency)} of the {prizeMoney(Number(pool), currency)} prize pool.
    </p>
  );
}

/**
 * The contest's prizes: title, rank, amount (in the prize pool's currency) and description. The list
 * is kept in rank order: moving a prize up or down swaps its rank with its neighbour's.
 */
export function PrizesField({ disabled, currency }: { disabled?: boolean; currency: string }) {
  const { control, getValues, setValue } = useContestForm();
  const { fields, append, remove, swap } = useFieldArray({ control, name: "prizes", keyName: "fieldKey" });
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
        {fields.map((field, index) => (
          <PrizeRow
            key={field.fieldKey}
            index={index}
            count={fields.length}
            currency={currency}
            disabled={disabled}
            onMove={(by) => moveBy(index, by)}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <PrizeTotal currency={currency} />
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

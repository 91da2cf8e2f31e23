import { useFieldArray } from "react-hook-form";
import { inputClass } from "#app/components/ui/field.tsx";
import type { ContestFormOptionsData } from "#shared/console/contest-api.ts";
import { useFieldError } from "../forms/bound-fields";
import { useContestForm } from "./contest-form-section";
import { ListRowActions, listButtonClass } from "./list-row-actions";
import { invalidProps, RowCell } from "./row-cell";

type Judges = ContestFormOptionsData["judges"];

function JudgeRow({
  judges,
  index,
  count,
  disabled,
  onMove,
  onRemove,
}: {
  judges: Judges;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { register } = useContestForm();
  const judgeId = `judges-${index}-judgeId`;
  const roleId = `judges-${index}-role`;
  const judgeError = useFieldError(`judges.${index}.judgeId`);
  const roleError = useFieldError(`judges.${index}.role`);
  return (
    <li className="grid gap-3 rounded-xl border border-gray-200 bg-gray-50 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
      <RowCell id={judgeId} label="Judge" error={judgeError}>
        <select
          id={judgeId}
          className={`${inputClass} py-2`}
          disabled={disabled}
          {...invalidProps(judgeId, judgeError)}
          {...register(`judges.${index}.judgeId`)}
        >
          <option value="">Pick a judge</option>
          {judges.map((judge) => (
            <option key={judge._id} value={judge._id}>
              {judge.name}
              {judge.profession ? ` (${judge.profession})` : ""}
              {judge.isActive ? "" : " (inactive)"}
            </option>
          ))}
        </select>
      </RowCell>
      <RowCell id={roleId} label="Role" error={roleError}>
        <input
          id={roleId}
          className={`${inputClass} py-2`}
          placeholder="Judge"
          disabled={disabled}
          {...invalidProps(roleId, roleError)}
          {...register(`judges.${index}.role`)}
        />
      </RowCell>
      <div className="flex gap-1">
        <ListRowActions noun="judge" index={index} count={count} disabled={disabled} onMove={onMove} onRemove={onRemove} />
      </div>
    </li>
  );
}

/** The contest's judges, picked from the judges list, each with a role, in the contest page's order. */
export function JudgesField({ judges, disabled }: { judges: Judges; disabled?: boolean }) {
  const { control } = useContestForm();
  const { fields, append, remove, move } = useFieldArray({ control, name: "judges" });
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-800">Judges</legend>
      {fields.length === 0 ? <p className="mt-1 text-sm text-gray-600">No judges yet.</p> : null}
      <ol className="mt-2 grid gap-3">
        {fields.map((field, index) => (
          <JudgeRow
            key={field.id}
            judges={judges}
            index={index}
            count={fields.length}
            disabled={disabled}
            onMove={(by) => move(index, index + by)}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <button
        type="button"
        className={`${listButtonClass} mt-3 px-3`}
        disabled={disabled}
        onClick={() => append({ judgeId: "", role: "Judge" })}
      >
        Add judge
      </button>
    </fieldset>
  );
}

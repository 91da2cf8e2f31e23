import { useFieldArray, useFormContext } from "react-hook-form";
import { inputClass } from "#app/components/ui/field.tsx";
import type { ContestFormOptionsData } from "#shared/console/contest-api.ts";
import type { ContestForm, ContestFormValues } from "#shared/console/contest-form.ts";
import { ListRowActions, listButtonClass } from "./list-row-actions";

/** The contest's judges, picked from the judges list, each with a role, in the contest page's order. */
export function JudgesField({ judges, disabled }: { judges: ContestFormOptionsData["judges"]; disabled?: boolean }) {
  const { register, control, formState } = useFormContext<ContestFormValues, unknown, ContestForm>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "judges" });
  const errors = formState.errors.judges;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-800">Judges</legend>
      {fields.length === 0 ? <p className="mt-1 text-sm text-gray-600">No judges yet.</p> : null}
      <ol className="mt-2 grid gap-3">
        {fields.map((field, index) => {
          const judgeError = errors?.[index]?.judgeId?.message;
          const roleError = errors?.[index]?.role?.message;
          return (
            <li
              key={field.id}
              className="grid gap-3 rounded-xl border border-gray-200 bg-gray-50 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
            >
              <div className="grid gap-1">
                <label htmlFor={`judges-${index}-judgeId`} className="text-xs font-semibold text-gray-700">
                  Judge
                </label>
                <select
                  id={`judges-${index}-judgeId`}
                  className={`${inputClass} py-2`}
                  disabled={disabled}
                  aria-invalid={judgeError ? true : undefined}
                  aria-describedby={judgeError ? `judges-${index}-judgeId-error` : undefined}
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
                {judgeError ? (
                  <p id={`judges-${index}-judgeId-error`} className="text-sm font-medium text-red-700">
                    {judgeError}
                  </p>
                ) : null}
              </div>
              <div className="grid gap-1">
                <label htmlFor={`judges-${index}-role`} className="text-xs font-semibold text-gray-700">
                  Role
                </label>
                <input
                  id={`judges-${index}-role`}
                  className={`${inputClass} py-2`}
                  placeholder="Judge"
                  disabled={disabled}
                  aria-invalid={roleError ? true : undefined}
                  aria-describedby={roleError ? `judges-${index}-role-error` : undefined}
                  {...register(`judges.${index}.role`)}
                />
                {roleError ? (
                  <p id={`judges-${index}-role-error`} className="text-sm font-medium text-red-700">
                    {roleError}
                  </p>
                ) : null}
              </div>
              <div className="flex gap-1">
                <ListRowActions
                  noun="judge"
                  index={index}
                  count={fields.length}
                  disabled={disabled}
                  onMove={(by) => move(index, index + by)}
                  onRemove={() => remove(index)}
                />
              </div>
            </li>
          );
        })}
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

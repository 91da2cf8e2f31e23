import type { ComponentProps } from "react";
import { Field, type FieldProps } from "./field";

export type SelectOption = { value: string; label: string };

/** A native select (the phone's own picker) in a Field, with an empty first option as its prompt. */
export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  className,
  liveError,
  placeholder,
  options,
  ...select
}: FieldProps & Omit<ComponentProps<"select">, "id" | "className"> & { placeholder: string; options: readonly SelectOption[] }) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={className} liveError={liveError}>
      {(wired) => (
        <select {...wired} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

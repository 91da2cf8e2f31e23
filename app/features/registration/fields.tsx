import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-ink placeholder:text-gray-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-gray-100 disabled:text-gray-600 aria-[invalid=true]:border-red-600";

/** The id of a field's error line; inputs point at it with aria-describedby. */
export const errorId = (id: string) => `${id}-error`;
const hintId = (id: string) => `${id}-hint`;

export function FieldError({ id, message, live }: { id: string; message?: string | null; live?: boolean }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} role={live ? "alert" : undefined} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

function describedBy(id: string, error?: string | null, hint?: ReactNode): string | undefined {
  return [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(" ") || undefined;
}

/** What every field's control carries: its name, its state for assistive technology and its look. */
function controlProps(id: string, error?: string | null, required?: boolean, hint?: ReactNode) {
  return {
    id,
    name: id,
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy(id, error, hint),
    className: inputClass,
  } as const;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

type Common = {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Announce the error as soon as it shows (for errors that arrive after a request). */
  liveError?: boolean;
};

export function TextField({
  id,
  label,
  error,
  hint,
  required,
  className,
  liveError,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={className}>
      <Label id={id} label={label} required={required} />
      <input {...controlProps(id, error, required, hint)} {...input} />
      {hint ? (
        <p id={hintId(id)} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} live={liveError} />
    </div>
  );
}

export function TextAreaField({ id, label, error, required, className, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className={className}>
      <Label id={id} label={label} required={required} />
      <textarea {...controlProps(id, error, required)} {...input} />
      <FieldError id={id} message={error} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  required,
  className,
  placeholder,
  options,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { placeholder: string; options: { value: string; label: string }[] }) {
  return (
    <div className={className}>
      <Label id={id} label={label} required={required} />
      <select {...controlProps(id, error, required)} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} message={error} />
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="mt-6 border-t border-gray-100 pt-5 first:mt-0 first:border-0 first:pt-0">
      <legend className="float-left mb-3 w-full text-base font-bold text-ink">{title}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

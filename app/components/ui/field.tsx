import type { ComponentProps, ReactNode } from "react";

/** The one look of a text input, textarea and select. */
export const inputClass =
  "block w-full rounded-xl border border-gray-300 bg-white px-4 py-3 text-base text-ink placeholder:text-gray-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-gray-100 disabled:text-gray-600 [&[readonly]]:bg-gray-100 [&[readonly]]:text-gray-700 aria-[invalid=true]:border-red-600";

/** The id of a field's error line and of its hint; the control points at them with aria-describedby. */
export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** Ids the control is described by: its hint, then its error. */
export function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: string | null }): string | undefined {
  return [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(" ") || undefined;
}

export function FieldError({ id, message, live }: { id: string; message?: string | null; live?: boolean }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} role={live ? "alert" : undefined} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  );
}

/** What a field's control carries: its id and name, its state for assistive technology and its look. */
export type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-required": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
};

export type FieldProps = {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Announce the error as soon as it shows (for errors that arrive after a request). */
  liveError?: boolean;
};

/**
 * A label, one control, an optional hint and an error line, wired together: the label names the
 * control, aria-describedby points at the hint and the error, aria-invalid marks a field in error.
 */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  className,
  liveError,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-gray-800">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        name: id,
        "aria-invalid": error ? true : undefined,
        "aria-required": required || undefined,
        "aria-describedby": describedBy(id, { hint, error }),
        className: inputClass,
      })}
      {hint ? (
        <p id={hintId(id)} className="mt-1.5 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} live={liveError} />
    </div>
  );
}

type Split<P> = { field: FieldProps; control: Omit<P, keyof FieldProps> };
function split<P extends FieldProps>({ id, label, error, hint, required, className, liveError, ...control }: P): Split<P> {
  return { field: { id, label, error, hint, required, className, liveError }, control };
}

export function TextField(props: FieldProps & Omit<ComponentProps<"input">, "id" | "className">) {
  const { field, control } = split(props);
  return <Field {...field}>{(wired) => <input {...wired} {...control} />}</Field>;
}

export function TextAreaField(props: FieldProps & Omit<ComponentProps<"textarea">, "id" | "className">) {
  const { field, control } = split(props);
  return <Field {...field}>{(wired) => <textarea {...wired} {...control} />}</Field>;
}

/**
 * Radio buttons or checkboxes under one legend, with one error line for the group. The first option
 * carries aria-invalid, so "focus the first field in error" lands in the group.
 */
export function ChoiceGroup({
  id,
  legend,
  error,
  required,
  className,
  children,
}: {
  id: string;
  legend: ReactNode;
  error?: string | null;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className} aria-describedby={error ? errorId(id) : undefined}>
      <legend className="text-sm font-semibold text-gray-800">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {children}
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

/** One option of a ChoiceGroup: a radio button or a checkbox with its label, a 44 px tap target. */
export function Choice({ label, ...input }: { label: ReactNode } & ComponentProps<"input">) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-base">
      <input {...input} className="h-5 w-5 accent-brand-700" />
      {label}
    </label>
  );
}

import { type ReactNode, useState } from "react";
import { type FieldPath, get, useFormContext } from "react-hook-form";
import { useMessages } from "#app/i18n/i18n.tsx";
import type { UploadField } from "#shared/registration/user-details-schema.ts";
import { useKnownMessage } from "../known-messages.tsx";
import type { FormValues } from "./form-values";

/** One titled part of the details form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="mt-6 border-t border-gray-100 pt-5 first:mt-0 first:border-0 first:pt-0">
      <legend className="float-left mb-3 w-full text-base font-bold text-ink">{title}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * An optional part of the form, closed until the creator opens it (docs/decisions.md#registration-form-on-a-phone).
 * It opens by itself when one of its fields is in error, so a message is never hidden, and starts
 * open when it already holds something (a draft).
 */
export function OptionalSection({
  title,
  note,
  hasError,
  hasContent,
  children,
}: {
  title: string;
  /** A line under the title saying why the section is there. */
  note?: string;
  hasError: boolean;
  hasContent: boolean;
  children: ReactNode;
}) {
  const optional = useMessages("registration").optional;
  const [open, setOpen] = useState(hasContent);
  // Opened during render, so the field in error is visible when focus is moved to it.
  if (hasError && !open) setOpen(true);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group mt-4 rounded-xl ring-1 ring-gray-200 open:ring-brand-200"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-2 hover:bg-gray-50 [&::-webkit-details-marker]:hidden">
        <span className="text-base font-semibold text-ink">
          {title} <span className="font-normal text-gray-700">{optional}</span>
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5 shrink-0 text-gray-600 transition group-open:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      <div className="grid gap-4 px-4 pt-1 pb-4 sm:grid-cols-2">
        {note ? <p className="text-sm text-gray-700 sm:col-span-2">{note}</p> : null}
        {children}
      </div>
    </details>
  );
}

/** The message shown at a field, in the page's language: the schema's, or the server's for that field. */
export function useFieldError(): (path: FieldPath<FormValues>) => string | undefined {
  const { formState } = useFormContext<FormValues>();
  const t = useKnownMessage();
  return (path) => {
    const message = (get(formState.errors, path) as { message?: string } | undefined)?.message;
    return message ? t(message) : message;
  };
}

/** The chosen files live beside the form's values: they are checked apart and never re-validated. */
export type Uploads = {
  files: Partial<Record<UploadField, File>>;
  errors: Partial<Record<UploadField, string>>;
  choose: (field: UploadField, file: File | null, error: string | null) => void;
};

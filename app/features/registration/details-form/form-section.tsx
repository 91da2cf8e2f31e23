import type { ReactNode } from "react";
import { type FieldPath, get, useFormContext } from "react-hook-form";
import type { UploadField } from "#shared/registration/user-details-schema.ts";
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

/** The message shown at a field: the schema's, or the server's for that field. */
export function useFieldError(): (path: FieldPath<FormValues>) => string | undefined {
  const { formState } = useFormContext<FormValues>();
  return (path) => (get(formState.errors, path) as { message?: string } | undefined)?.message;
}

/** The chosen files live beside the form's values: they are checked apart and never re-validated. */
export type Uploads = {
  files: Partial<Record<UploadField, File>>;
  errors: Partial<Record<UploadField, string>>;
  choose: (field: UploadField, file: File | null, error: string | null) => void;
};

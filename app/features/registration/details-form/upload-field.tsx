import { type RefObject, useEffect, useRef, useState } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import {
  type UploadField as UploadFieldName,
  uploadRules,
  uploadSizeMessage,
  uploadTypeMessage,
} from "#shared/registration/user-details-schema.ts";
import { useKnownMessage } from "../known-messages.tsx";
import type { Uploads } from "./form-section";

/** The shared upload rules (docs/product-rules.md#validation) checked before sending; the server checks the content again. */
export function checkUpload(field: UploadFieldName, file: File): string | null {
  const rule = uploadRules[field];
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  const extensions: readonly string[] = rule.extensions;
  if (!extensions.includes(extension)) return uploadTypeMessage(field);
  if (field === "profileImage" && file.type && !file.type.startsWith("image/")) return uploadTypeMessage(field);
  if (file.size > rule.maxBytes) return uploadSizeMessage(field);
  return null;
}

/** A local address for the chosen image to show, while it is chosen. */
function usePreviewUrl(file: File | null, preview: boolean) {
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!preview || !file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file, preview]);
  return previewUrl;
}

/**
 * The input shows the browser's own "file chosen" text: cleared when the file is dropped, and the
 * file put back when the form comes back (Back from a later step) holding it.
 */
function useInputShowsFile(input: RefObject<HTMLInputElement | null>, file: File | null) {
  useEffect(() => {
    const control = input.current;
    if (!control) return;
    if (!file) {
      control.value = "";
      return;
    }
    if (control.files?.[0] === file) return;
    try {
      const transfer = new DataTransfer();
      transfer.items.add(file);
      control.files = transfer.files;
    } catch {
      // An older browser cannot set files: the name or preview below still shows the choice.
    }
  }, [input, file]);
}

/** The file chosen: its preview or its name, and Remove. */
function ChosenFile({ file, previewUrl, label, onRemove }: { file: File; previewUrl: string | null; label: string; onRemove: () => void }) {
  const m = useMessages("registration").details;
  return (
    <div className="mt-2 flex items-center gap-3">
      {previewUrl ? (
        <img src={previewUrl} alt={m.profilePreview} className="h-auto w-full max-w-[150px] rounded-lg object-cover ring-1 ring-gray-200" />
      ) : (
        <span className="text-sm break-all text-gray-700">{file.name}</span>
      )}
      <button type="button" onClick={onRemove} className="min-h-11 text-sm font-semibold text-brand-700 underline underline-offset-2">
        {m.remove} <span className="sr-only">{label}</span>
      </button>
    </div>
  );
}

/**
 * A file input for one upload of the details form. A rejected file is dropped with its message at the
 * field; nothing else of the form changes (docs/decisions.md#uploads).
 */
export function UploadField({
  field,
  label,
  uploads,
  preview = false,
}: {
  field: UploadFieldName;
  label: string;
  uploads: Uploads;
  preview?: boolean;
}) {
  const m = useMessages("registration").details;
  const f = useFormat();
  const t = useKnownMessage();
  const id = `reg-${field}`;
  const file = uploads.files[field] ?? null;
  const input = useRef<HTMLInputElement>(null);
  const previewUrl = usePreviewUrl(file, preview);
  useInputShowsFile(input, file);
  const accept = uploadRules[field].extensions.map((extension) => `.${extension}`).join(",");
  const formats = uploadRules[field].extensions.filter((extension) => extension !== "jpeg").map((extension) => extension.toUpperCase());
  const hint = f.fill(m.uploadHint, { formats: formats.join(", "), size: uploadRules[field].maxBytes / (1024 * 1024) });
  const error = uploads.errors[field];

  return (
    <Field id={id} label={label} hint={hint} error={error ? t(error) : error}>
      {(wired) => (
        <>
          <input
            {...wired}
            ref={input}
            name={field}
            type="file"
            accept={accept}
            className="block w-full text-sm text-gray-700 file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              if (!chosen) return uploads.choose(field, null, null);
              const problem = checkUpload(field, chosen);
              // A rejected file is not kept, not even as the input's "chosen" name.
              if (problem) event.target.value = "";
              uploads.choose(field, problem ? null : chosen, problem);
            }}
          />
          {file ? (
            <ChosenFile file={file} previewUrl={previewUrl} label={label} onRemove={() => uploads.choose(field, null, null)} />
          ) : null}
        </>
      )}
    </Field>
  );
}

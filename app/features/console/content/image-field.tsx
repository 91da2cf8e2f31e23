import { useRef, useState } from "react";
import { FieldError, hintId } from "#app/components/ui/field.tsx";
import { CONSOLE_IMAGE_ACCEPT, type ConsoleImagePurpose } from "#shared/console/image-upload.ts";
import { imageSrc } from "#shared/media-url.ts";
import { uploadConsoleImage } from "./upload-console-image";

const smallButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold ring-1 ring-gray-300 hover:bg-gray-50 disabled:cursor-not-allowed disabled:text-gray-500";

type ImageFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (path: string) => void;
  purpose: ConsoleImagePurpose;
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** Banners preview wide; photos and logos square. */
  wide?: boolean;
  /** A logo is drawn for the site's dark header: preview it on dark, whole. */
  dark?: boolean;
};

/** Sends a chosen file to the server at once; the form gets the stored path, or the refusal is kept to show. */
function useImageUpload(purpose: ConsoleImagePurpose, onChange: (path: string) => void) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setUploadError(null);
    const outcome = await uploadConsoleImage(file, purpose);
    setBusy(false);
    if (input.current) input.current.value = "";
    if (outcome.ok) onChange(outcome.path);
    else setUploadError(outcome.message);
  };
  return { input, busy, uploadError, choose };
}

function ImagePreview({ label, value, wide, dark }: { label: string; value: string; wide: boolean; dark: boolean }) {
  const preview = imageSrc(value, 480);
  return (
    <div
      className={`flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-gray-300 ${dark ? "bg-ink p-2" : "bg-gray-100"} ${wide ? "h-24 w-40" : "h-24 w-24"}`}
    >
      {preview ? (
        <img src={preview} alt={`${label} preview`} className={`h-full w-full ${dark ? "object-contain" : "object-cover"}`} />
      ) : (
        <span className={`px-2 text-center text-xs ${dark ? "text-gray-200" : "text-gray-600"}`}>No picture</span>
      )}
    </div>
  );
}

/** Upload (or Replace) and Remove, with the hidden file input the first one opens. */
function ImageButtons({
  id,
  label,
  value,
  onChange,
  disabled,
  upload,
}: Pick<ImageFieldProps, "id" | "label" | "value" | "onChange" | "disabled"> & { upload: ReturnType<typeof useImageUpload> }) {
  const { input, busy, choose } = upload;
  return (
    <div className="flex flex-wrap gap-2">
      {/* The picker opens from the button; the input stays out of the tab order. */}
      <input
        ref={input}
        id={id}
        type="file"
        accept={CONSOLE_IMAGE_ACCEPT}
        hidden
        tabIndex={-1}
        disabled={disabled || busy}
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
      <button
        type="button"
        className={`${smallButton} text-gray-800`}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        onClick={() => input.current?.click()}
      >
        {busy ? "Uploading..." : value ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
      </button>
      {value ? (
        <button type="button" className={`${smallButton} text-red-700`} disabled={disabled || busy} onClick={() => onChange("")}>
          Remove
        </button>
      ) : null}
    </div>
  );
}

/**
 * One picture of a console form: a preview, Upload (or Replace) and Remove. The file goes to the
 * server at once, which answers the stored path; the form keeps that path. A refused file says why and
 * keeps the picture that was there.
 */
export function ImageField({ id, label, value, onChange, purpose, error, hint, disabled, wide = false, dark = false }: ImageFieldProps) {
  const upload = useImageUpload(purpose, onChange);
  const shown = upload.uploadError ?? error;

  return (
    <fieldset aria-describedby={[hint ? hintId(id) : null, shown ? `${id}-error` : null].filter(Boolean).join(" ") || undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-gray-800">{label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <ImagePreview label={label} value={value} wide={wide} dark={dark} />
        <ImageButtons id={id} label={label} value={value} onChange={onChange} disabled={disabled} upload={upload} />
      </div>
      {hint ? (
        <p id={hintId(id)} className="mt-1.5 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={shown} live={Boolean(upload.uploadError)} />
    </fieldset>
  );
}

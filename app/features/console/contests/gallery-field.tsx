import { useId, useRef, useState } from "react";
import { FieldError } from "#app/components/ui/field.tsx";
import { MAX_GALLERY_IMAGES } from "#shared/console/contest-form.ts";
import { CONSOLE_IMAGE_ACCEPT } from "#shared/console/image-upload.ts";
import { imageSrc } from "#shared/media-url.ts";
import { uploadConsoleImage } from "../content/upload-console-image";
import { ListRowActions, listButtonClass, moved } from "./list-row-actions";

/** Upload the picked files one by one, each added as soon as it is stored; a refused one stops the rest and says why. */
function useGalleryUpload(value: string[], onChange: (next: string[]) => void) {
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    setUploadError(null);
    let next = value;
    for (const file of Array.from(files).slice(0, MAX_GALLERY_IMAGES - value.length)) {
      const outcome = await uploadConsoleImage(file, "gallery");
      if (!outcome.ok) {
        setUploadError(`${file.name}: ${outcome.message}`);
        break;
      }
      next = [...next, outcome.path];
      onChange(next);
    }
    setBusy(false);
    if (picker.current) picker.current.value = "";
  };
  return { picker, busy, uploadError, add };
}

function GalleryPicture({
  path,
  index,
  value,
  onChange,
  disabled,
}: {
  path: string;
  index: number;
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}) {
  return (
    <>
      <img src={imageSrc(path, 320) ?? ""} alt={`Gallery ${index + 1} of ${value.length}`} className="aspect-video w-full object-cover" />
      <div className="flex justify-between gap-1 p-1.5">
        <ListRowActions
          noun="gallery picture"
          index={index}
          count={value.length}
          disabled={disabled}
          onMove={(by) => onChange(moved(value, index, by))}
          onRemove={() => onChange(value.filter((_, i) => i !== index))}
          layout="row"
          remove="icon"
        />
      </div>
    </>
  );
}

/** The contest's gallery: several pictures in the slideshow's order; add (several at once), move, remove. */
export function GalleryField({
  id,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { picker, busy, uploadError, add } = useGalleryUpload(value, onChange);
  const legendId = useId();

  return (
    <fieldset aria-labelledby={legendId}>
      <legend id={legendId} className="text-sm font-semibold text-gray-800">
        Gallery
      </legend>
      <p className="mt-1 text-sm text-gray-600">Shown as a slideshow on the contest page, in this order (up to {MAX_GALLERY_IMAGES}).</p>
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {value.map((path, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may be in the gallery twice
          <li key={`${index}-${path}`} className="overflow-hidden rounded-xl border border-gray-200 bg-white">
            <GalleryPicture path={path} index={index} value={value} onChange={onChange} disabled={disabled} />
          </li>
        ))}
      </ul>
      <input
        id={id}
        ref={picker}
        type="file"
        accept={CONSOLE_IMAGE_ACCEPT}
        multiple
        hidden
        tabIndex={-1}
        onChange={(e) => void add(e.currentTarget.files)}
      />
      <button
        type="button"
        className={`${listButtonClass} mt-3 px-3`}
        disabled={disabled || busy || value.length >= MAX_GALLERY_IMAGES}
        aria-busy={busy || undefined}
        onClick={() => picker.current?.click()}
      >
        {busy ? "Uploading..." : "Add gallery pictures"}
      </button>
      <FieldError id={id} message={uploadError ?? error} live={Boolean(uploadError)} />
    </fieldset>
  );
}

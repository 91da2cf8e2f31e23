import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { FieldError, TextField } from "#app/components/ui/field.tsx";
import { placeMessages } from "#shared/console/place-tabs.ts";
import type { ConsolePlaceView } from "#shared/console/places.ts";
import { FormAlert } from "../forms/form-alert";
import { findMergeCandidates, placeWithin, usePlaceChange } from "./place-actions";

type DialogProps = { place: ConsolePlaceView; onClose: () => void; onDone: () => void };

/** A dialog holding one small form whose submit button sits in the footer. */
function FormDialog({
  formId,
  title,
  description,
  action,
  busy,
  onClose,
  children,
}: {
  formId: string;
  title: string;
  description: string;
  action: string;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      description={description}
      onClose={() => (busy ? undefined : onClose())}
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy} className={buttonClass({ variant: "secondary" })}>
            Cancel
          </button>
          <button type="submit" form={formId} disabled={busy} aria-busy={busy || undefined} className={buttonClass()}>
            {action}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

const formValues = (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  return Object.fromEntries(new FormData(event.currentTarget));
};

/** A new name for a listed or hidden place. */
export function RenamePlaceDialog({ place, onClose, onDone }: DialogProps) {
  const { errors, busy, submit } = usePlaceChange(onDone);
  return (
    <FormDialog
      formId="rename-place"
      title={`Rename ${place.name}`}
      description={placeWithin(place)}
      action="Rename"
      busy={busy}
      onClose={onClose}
    >
      <form id="rename-place" noValidate onSubmit={(e) => void submit(`/${place.id}/rename`, formValues(e))}>
        <FormAlert message={errors.message} small className="mb-4" />
        <TextField id="name" label="New name" defaultValue={place.name} autoComplete="off" required error={errors.fields.name} liveError />
      </form>
    </FormDialog>
  );
}

/** A town creators typed becomes a listed place, its name corrected if need be. */
export function ListTypedTownDialog({ place, onClose, onDone }: DialogProps) {
  const { errors, busy, submit } = usePlaceChange(onDone);
  return (
    <FormDialog
      formId="list-typed-town"
      title={`Add ${place.name} as a place`}
      description={`${placeWithin(place)}. Creators will find it in the town list from now on.`}
      action="Add place"
      busy={busy}
      onClose={onClose}
    >
      <form id="list-typed-town" noValidate className="grid gap-4" onSubmit={(e) => void submit(`/${place.id}/list`, formValues(e))}>
        <FormAlert message={errors.message} small className="mb-4" />
        <TextField id="name" label="Name" defaultValue={place.name} autoComplete="off" required error={errors.fields.name} liveError />
        <TextField id="pincode" label="Pincode (optional)" inputMode="numeric" autoComplete="off" error={errors.fields.pincode} liveError />
      </form>
    </FormDialog>
  );
}

/** The listed places a typed town could merge into, looked up as `q` is typed (a moment after the last key). */
function useMergeCandidates(placeId: string, q: string) {
  const [found, setFound] = useState<ConsolePlaceView[] | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      const answer = await findMergeCandidates(placeId, q);
      if (!current) return;
      if (Array.isArray(answer)) {
        setFound(answer);
        setSearchError(null);
      } else setSearchError(answer.message ?? answer.fields.q ?? "The search failed.");
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [placeId, q]);
  return { found, searchError };
}

function MergeCandidates({ place, found, error }: { place: ConsolePlaceView; found: ConsolePlaceView[] | null; error?: string }) {
  return (
    <fieldset aria-describedby={error ? "intoId-error" : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-gray-800">Merge into</legend>
      <FieldError id="intoId" message={error} live />
      <div aria-live="polite" className="grid gap-1">
        {found === null ? <p className="text-sm text-gray-700">Looking…</p> : null}
        {found?.length === 0 ? <p className="text-sm text-gray-700">No listed place of {place.stateName} starts like that.</p> : null}
        {found?.map((candidate) => (
          <label key={candidate.id} className="flex min-h-11 items-start gap-3 rounded-lg px-2 py-2 hover:bg-brand-50">
            <input type="radio" name="intoId" value={candidate.id} className="mt-1 h-4 w-4 accent-brand-700" />
            <span>
              <span className="font-semibold">{candidate.name}</span>
              <span className="block text-sm text-gray-700">
                {placeWithin(candidate)}
                {candidate.pincodes.length ? ` · ${candidate.pincodes.join(", ")}` : ""}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A typed town merged into a listed place of its state, found by name: its creators move there. */
export function MergeTypedTownDialog({ place, onClose, onDone }: DialogProps) {
  const { errors, busy, submit } = usePlaceChange(onDone);
  const [q, setQ] = useState("");
  const { found, searchError } = useMergeCandidates(place.id, q);
  const creators = `${place.creators} creator${place.creators === 1 ? "" : "s"}`;
  return (
    <FormDialog
      formId="merge-typed-town"
      title={`Merge ${place.name}`}
      description={`${placeWithin(place)}, typed by ${creators}. They move to the place you choose, and the next creator who types ${place.name} gets it.`}
      action="Merge"
      busy={busy}
      onClose={onClose}
    >
      <form
        id="merge-typed-town"
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          const values = formValues(e);
          void submit(`/${place.id}/merge`, values, values.intoId ? null : { message: null, fields: { intoId: placeMessages.into } });
        }}
      >
        <FormAlert message={errors.message} small className="mb-4" />
        <TextField
          id="merge-search"
          name="q"
          label="Find the listed place"
          type="search"
          autoComplete="off"
          hint="Its name or the start of it; places of the same district come first."
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
          error={searchError}
        />
        <MergeCandidates place={place} found={found} error={errors.fields.intoId} />
      </form>
    </FormDialog>
  );
}

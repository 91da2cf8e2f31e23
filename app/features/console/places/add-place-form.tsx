import { type FormEvent, useEffect, useState } from "react";
import { SelectField } from "#app/components/ui/select.tsx";
import type { District } from "#shared/api-types.ts";
import { AddPlaceSchema } from "#shared/console/places.ts";
import { buttonClass } from "../../../components/ui/button-class";
import { TextField } from "../../../components/ui/field";
import { apiGet } from "../../../lib/api-client";
import { type FormErrors, invalidFormErrors, noErrors } from "../forms/form-errors";
import { changePlace } from "./place-actions";
import type { ConsoleState } from "./places-view";

/** The districts of the chosen state, from the public list the creators' form uses (cached). */
function useDistricts(stateId: string) {
  const [districts, setDistricts] = useState<District[]>([]);
  useEffect(() => {
    setDistricts([]);
    if (!stateId) return;
    let current = true;
    void apiGet<{ data: District[] }>(`/api/location/list/district/state/${stateId}`).then((result) => {
      if (current && result.ok) setDistricts(result.body.data);
    });
    return () => {
      current = false;
    };
  }, [stateId]);
  return districts;
}

/** A new listed place: a town in a district of a state, with a pincode if known. */
export function AddPlaceForm({ states, onAdded }: { states: ConsoleState[]; onAdded: () => void }) {
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [busy, setBusy] = useState(false);
  const [stateId, setStateId] = useState("");
  const districts = useDistricts(stateId);
  const state = states.find((s) => s.id === stateId);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = AddPlaceSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) return setErrors(invalidFormErrors(parsed.error.issues));
    setBusy(true);
    const result = await changePlace("", parsed.data);
    setBusy(false);
    if (!result.ok) return setErrors(result.errors);
    setErrors(noErrors);
    form.reset();
    setStateId("");
    onAdded();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {errors.message ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {errors.message}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="stateId"
          label="State"
          required
          placeholder="Choose the state"
          options={states.map((s) => ({ value: s.id, label: s.country === "India" ? s.name : `${s.name} (${s.country})` }))}
          value={stateId}
          onChange={(e) => setStateId(e.target.value)}
          error={errors.fields.stateId}
          liveError
        />
        <SelectField
          id="districtId"
          label="District"
          required={state?.hasDistricts ?? true}
          placeholder={state && !state.hasDistricts ? "No districts in this state" : "Choose the district"}
          options={districts.map((d) => ({ value: d._id, label: d.districtName }))}
          disabled={!state?.hasDistricts}
          error={errors.fields.districtId}
          liveError
        />
        <TextField id="name" label="Town or city" required autoComplete="off" error={errors.fields.name} liveError />
        <TextField id="pincode" label="Pincode (optional)" inputMode="numeric" autoComplete="off" error={errors.fields.pincode} liveError />
      </div>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass()}>
        Add place
      </button>
    </form>
  );
}

import { type FormEvent, useEffect, useRef, useState } from "react";
import type { District } from "#shared/api-types.ts";
import { buttonClass } from "../../../components/ui/button-class";
import { Field, TextField } from "../../../components/ui/field";
import { apiGet } from "../../../lib/api-client";
import { FormAlert } from "../forms/form-alert";
import { usePlaceChange } from "./place-actions";
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
  const [stateId, setStateId] = useState("");
  const districts = useDistricts(stateId);
  const state = states.find((s) => s.id === stateId);
  const form = useRef<HTMLFormElement>(null);
  const { errors, busy, submit } = usePlaceChange(() => {
    form.current?.reset();
    setStateId("");
    onAdded();
  });
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The API checks the fields and answers each field's message.
    void submit("", Object.fromEntries(new FormData(event.currentTarget)));
  };

  return (
    <form ref={form} onSubmit={send} noValidate className="space-y-4">
      <FormAlert message={errors.message} small />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="stateId" label="State" required error={errors.fields.stateId} liveError>
          {(wired) => (
            <select {...wired} value={stateId} onChange={(e) => setStateId(e.target.value)}>
              <option value="">Choose the state</option>
              {states.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.country === "India" ? s.name : `${s.name} (${s.country})`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="districtId" label="District" required={state?.hasDistricts ?? true} error={errors.fields.districtId} liveError>
          {(wired) => (
            <select {...wired} disabled={!state?.hasDistricts}>
              <option value="">{state && !state.hasDistricts ? "No districts in this state" : "Choose the district"}</option>
              {districts.map((d) => (
                <option key={d._id} value={d._id}>
                  {d.districtName}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField id="name" label="Town or city" required autoComplete="off" error={errors.fields.name} liveError />
        <TextField id="pincode" label="Pincode (optional)" inputMode="numeric" autoComplete="off" error={errors.fields.pincode} liveError />
      </div>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass()}>
        Add place
      </button>
    </form>
  );
}

import { useState } from "react";
import { notifySuccess } from "#app/components/notify.ts";
import type { ConsolePlaceView } from "#shared/console/places.ts";
import { apiGet, apiPost } from "../../../lib/api-client";
import { type FormErrors, formErrorsOf, noErrors } from "../forms/form-errors";

export type PlaceChange = { ok: true; place: ConsolePlaceView } | { ok: false; errors: FormErrors };

/** One change to a place (POST /api/admin/places…): the place as it now is, or the errors to show at the fields. */
export async function changePlace(path: string, payload: unknown = {}): Promise<PlaceChange> {
  const result = await apiPost<{ message: string; data: ConsolePlaceView }>(`/api/admin/places${path}`, payload);
  if (!result.ok) return { ok: false, errors: formErrorsOf(result) };
  notifySuccess(result.body.message);
  return { ok: true, place: result.body.data };
}

/**
 * A form that changes a place: its fields are checked by the API, whose messages come back to each
 * field; `missing` is what the form found missing itself.
 */
export function usePlaceChange(onDone: (place: ConsolePlaceView) => void) {
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [busy, setBusy] = useState(false);
  const submit = async (path: string, payload: Record<string, unknown>, missing?: FormErrors | null) => {
    if (missing) return setErrors(missing);
    setBusy(true);
    const result = await changePlace(path, payload);
    setBusy(false);
    if (result.ok) {
      setErrors(noErrors);
      onDone(result.place);
    } else setErrors(result.errors);
  };
  return { errors, busy, submit };
}

/** Listed places a typed town could be merged into, starting like `q`. */
export async function findMergeCandidates(id: string, q: string): Promise<ConsolePlaceView[] | FormErrors> {
  const result = await apiGet<{ data: ConsolePlaceView[] }>(`/api/admin/places/${id}/merge-candidates?q=${encodeURIComponent(q)}`);
  return result.ok ? result.body.data : formErrorsOf(result);
}

/** "Gorakhpur district, Uttar Pradesh": what tells two places of one name apart. */
export const placeWithin = (place: Pick<ConsolePlaceView, "districtName" | "stateName">) =>
  place.districtName ? `${place.districtName} district, ${place.stateName}` : place.stateName;

export { noErrors };

import { useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import type { City } from "#shared/api-types.ts";
import type { ContestFormFactsData, PlaceOption } from "#shared/console/contest-api.ts";
import { contestLabels as labels } from "#shared/console/contest-form.ts";
import { apiGet } from "../../../lib/api-client";
import { citiesToKeep, type KnownPlace, offeredCities } from "./cities-in-states";
import { Section, useContestForm } from "./contest-form-section";
import { type PlaceFound, PlacePicker } from "./place-picker";
import { failedCallMessage } from "../forms/form-errors";

const levels = [
  ["eligibleCountryIds", "country"],
  ["eligibleStateIds", "state"],
  ["eligibleDistrictIds", "district"],
  ["eligibleCityIds", "city"],
] as const;

/** The places the contest names, by id: those it was saved with, and those picked since. */
function usePlacesKnown(facts: ContestFormFactsData | null) {
  const [known, setKnown] = useState<Record<string, KnownPlace>>(() =>
    Object.fromEntries(
      [
        ...(facts?.places.countries ?? []),
        ...(facts?.places.states ?? []),
        ...(facts?.places.districts ?? []),
        ...(facts?.places.cities ?? []),
      ].map((p) => [p._id, p]),
    ),
  );
  const remember = (place?: PlaceOption) => {
    if (place) setKnown((current) => ({ ...current, [place._id]: place }));
  };
  return { known, remember };
}

/** The towns of the chosen states that match what was typed: by name in each state, or by pincode. */
function searchCitiesOf(states: KnownPlace[]) {
  return async (text: string): Promise<PlaceFound> => {
    const get = (url: string) => apiGet<{ data: City[] }>(url);
    const pincode = text.replace(/\s/g, "");
    const answers = /^[1-9]\d{5}$/.test(pincode)
      ? [await get(`/api/location/pincode/${pincode}`)]
      : await Promise.all(
          states.map((state) => get(`/api/location/search/city/state/${encodeURIComponent(state._id)}?q=${encodeURIComponent(text)}`)),
        );
    const failed = answers.find((answer) => !answer.ok);
    if (failed && !failed.ok) return { ok: false, message: failedCallMessage(failed) };
    const towns = answers.flatMap((answer) => (answer.ok ? answer.body.data : []));
    return { ok: true, options: offeredCities(towns, states, text, []) };
  };
}

export function EligibilitySection({ facts, disabled }: { facts: ContestFormFactsData | null; disabled: boolean }) {
  const { control, getValues, setValue } = useContestForm();
  const places = usePlacesKnown(facts);
  const stateIds = useWatch({ control, name: "eligibleStateIds" });
  const states = stateIds.map((id) => places.known[id]).filter((state): state is KnownPlace => state !== undefined);
  const [removed, setRemoved] = useState("");
  // Another state chosen or removed: the chosen cities in none of the states go, and the picker says which.
  const statesChanged = (ids: string[], picked?: PlaceOption) => {
    const known = picked ? { ...places.known, [picked._id]: picked } : places.known;
    const cities = getValues("eligibleCityIds");
    const kept = citiesToKeep(cities, ids, known);
    const gone = cities.filter((id) => !kept.includes(id)).map((id) => known[id]?.name ?? "Unknown place");
    if (gone.length > 0) setValue("eligibleCityIds", kept, { shouldDirty: true, shouldValidate: true });
    setRemoved(gone.length > 0 ? `Removed ${gone.join(", ")}: not in the chosen states.` : "");
  };
  return (
    <Section title="Eligibility" description="Who may register, by where they live. Leave a level empty for no restriction there.">
      {levels.map(([name, kind]) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <div>
              <PlacePicker
                id={name}
                label={labels[name]}
                kind={kind}
                value={field.value}
                known={places.known}
                onChange={(ids, picked) => {
                  places.remember(picked);
                  field.onChange(ids);
                  if (name === "eligibleStateIds") statesChanged(ids, picked);
                }}
                {...(name === "eligibleCityIds" && states.length > 0
                  ? { search: searchCitiesOf(states), area: stateIds.join(), hint: "Towns of the chosen states only." }
                  : {})}
                error={fieldState.error?.message}
                disabled={disabled}
              />
              {name === "eligibleCityIds" ? (
                <p role="status" className={removed ? "mt-1.5 text-sm font-medium text-gray-800" : undefined}>
                  {removed}
                </p>
              ) : null}
            </div>
          )}
        />
      ))}
    </Section>
  );
}

import { useState } from "react";
import { Controller } from "react-hook-form";
import type { ContestFormFactsData, PlaceOption } from "#shared/console/contest-api.ts";
import { contestLabels as labels } from "#shared/console/contest-form.ts";
import { Section, useContestForm } from "./contest-form-section";
import { PlacePicker } from "./place-picker";

const levels = [
  ["eligibleCountryIds", "country"],
  ["eligibleStateIds", "state"],
  ["eligibleDistrictIds", "district"],
  ["eligibleCityIds", "city"],
] as const;

/** The places the contest names, by id: those it was saved with, and those picked since. */
function usePlacesKnown(facts: ContestFormFactsData | null) {
  const [known, setKnown] = useState<Record<string, PlaceOption>>(() =>
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

export function EligibilitySection({ facts, disabled }: { facts: ContestFormFactsData | null; disabled: boolean }) {
  const { control } = useContestForm();
  const places = usePlacesKnown(facts);
  return (
    <Section title="Eligibility" description="Who may register, by where they live. Leave a level empty for no restriction there.">
      {levels.map(([name, kind]) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <PlacePicker
              id={name}
              label={labels[name]}
              kind={kind}
              value={field.value}
              known={places.known}
              onChange={(ids, picked) => {
                places.remember(picked);
                field.onChange(ids);
              }}
              error={fieldState.error?.message}
              disabled={disabled}
            />
          )}
        />
      ))}
    </Section>
  );
}

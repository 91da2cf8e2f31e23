import { Controller, get, useFormState } from "react-hook-form";
import { contestLabels as labels } from "#shared/console/contest-form.ts";
import { hindiLabel } from "#shared/console/hindi-fields.ts";
import { HINDI_RULE } from "../forms/hindi-field";
import { Section, useContestForm } from "./contest-form-section";
import { TextListField } from "./text-list-field";

type ListName = "rules" | "requirements";

/** One of the contest's numbered lists, or (`hindi`) its Hindi. */
function ListField({ list, itemLabel, hindi, disabled }: { list: ListName; itemLabel: string; hindi?: boolean; disabled: boolean }) {
  const { control } = useContestForm();
  const name = hindi ? (`${list}Hi` as const) : list;
  const { errors } = useFormState({ control, name });
  const lineErrors: unknown = get(errors, name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextListField
          id={name}
          label={hindi ? hindiLabel(labels[list]) : labels[list]}
          itemLabel={hindi ? `${itemLabel} in Hindi` : itemLabel}
          lang={hindi ? "hi" : undefined}
          value={field.value ?? []}
          onChange={field.onChange}
          errors={Array.isArray(lineErrors) ? lineErrors.map((e: { message?: string } | undefined) => e?.message) : undefined}
          error={fieldState.error?.message}
          disabled={disabled}
        />
      )}
    />
  );
}

export function RulesSection({ disabled }: { disabled: boolean }) {
  return (
    <Section title="Rules and requirements" description="Shown as numbered lists on the contest page.">
      <ListField list="rules" itemLabel="Rule" disabled={disabled} />
      <ListField list="requirements" itemLabel="Requirement" disabled={disabled} />
      <div className={`grid gap-6 ${HINDI_RULE}`}>
        <p className="text-sm text-gray-700">
          In Hindi (optional): a Hindi list replaces its English list on the Hindi contest page; an empty one shows the English.
        </p>
        <ListField list="rules" itemLabel="Rule" hindi disabled={disabled} />
        <ListField list="requirements" itemLabel="Requirement" hindi disabled={disabled} />
      </div>
    </Section>
  );
}

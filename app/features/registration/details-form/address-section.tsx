import { useFormContext } from "react-hook-form";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import { FormSection, useFieldError } from "./form-section";
import type { FormValues } from "./form-values";
import { LocationFields } from "./location-fields";

export function AddressSection({ openTo }: { openTo: string | null }) {
  const m = useMessages("registration").details;
  const { register } = useFormContext<FormValues>();
  const errorOf = useFieldError();
  return (
    <FormSection title={m.whereYouLive}>
      {openTo ? <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900 sm:col-span-2">{openTo}</p> : null}
      <TextAreaField
        id="reg-address"
        label={m.address}
        required
        rows={2}
        autoComplete="street-address"
        className="sm:col-span-2"
        error={errorOf("address")}
        {...register("address")}
      />
      <LocationFields />
    </FormSection>
  );
}

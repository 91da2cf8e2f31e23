import { useFormContext } from "react-hook-form";
import { TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { FormSection, useFieldError } from "./form-section";
import type { FormValues } from "./form-values";
import { LocationFields } from "./location-fields";

export function AddressSection() {
  const { register } = useFormContext<FormValues>();
  const errorOf = useFieldError();
  return (
    <FormSection title="Address">
      <TextAreaField
        id="reg-address"
        label="Address"
        required
        rows={2}
        autoComplete="street-address"
        className="sm:col-span-2"
        error={errorOf("address")}
        {...register("address")}
      />
      <LocationFields />
      <TextField
        id="reg-pincode"
        label="Pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={errorOf("pincode")}
        {...register("pincode")}
      />
    </FormSection>
  );
}

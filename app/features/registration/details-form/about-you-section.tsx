import { useFormContext } from "react-hook-form";
import { Choice, ChoiceGroup, TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { genders } from "#shared/registration/user-details-schema.ts";
import { AffiliateField, type AppliedAffiliate } from "./affiliate-field";
import { FormSection, type Uploads, useFieldError } from "./form-section";
import type { FormValues } from "./form-values";
import { UploadField } from "./upload-field";

export function AboutYouSection({
  uploads,
  affiliate,
  onAffiliateChange,
}: {
  uploads: Uploads;
  affiliate: AppliedAffiliate | null;
  onAffiliateChange: (affiliate: AppliedAffiliate | null) => void;
}) {
  const { register } = useFormContext<FormValues>();
  const errorOf = useFieldError();
  const genderError = errorOf("gender");
  return (
    <FormSection title="About you">
      <TextField
        id="reg-firstName"
        label="First Name"
        required
        autoComplete="given-name"
        error={errorOf("firstName")}
        {...register("firstName")}
      />
      <TextField
        id="reg-middleName"
        label="Middle Name"
        autoComplete="additional-name"
        error={errorOf("middleName")}
        {...register("middleName")}
      />
      <TextField
        id="reg-lastName"
        label="Last Name"
        required
        autoComplete="family-name"
        error={errorOf("lastName")}
        {...register("lastName")}
      />
      <TextField
        id="reg-email"
        label="Email"
        type="email"
        required
        readOnly
        hint="The e-mail you entered; go Back to change it."
        error={errorOf("email")}
        {...register("email")}
      />
      <TextField
        id="reg-mobileNo"
        label="Mobile Number"
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        error={errorOf("mobileNo")}
        {...register("mobileNo")}
      />
      <TextField
        id="reg-dateOfBirth"
        label="Date of Birth"
        type="date"
        autoComplete="bday"
        max={new Date().toISOString().slice(0, 10)}
        error={errorOf("dateOfBirth")}
        {...register("dateOfBirth")}
      />
      <ChoiceGroup id="reg-gender" legend="Gender" required error={genderError} className="sm:col-span-2">
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {genders.map((gender, index) => (
            <Choice
              key={gender}
              type="radio"
              label={gender}
              value={gender}
              aria-invalid={index === 0 && genderError ? true : undefined}
              {...register("gender")}
            />
          ))}
        </div>
      </ChoiceGroup>
      <TextAreaField id="reg-bio" label="Bio" rows={3} className="sm:col-span-2" error={errorOf("bio")} {...register("bio")} />
      <UploadField field="profileImage" label="Profile Image" preview uploads={uploads} />
      <AffiliateField applied={affiliate} onAppliedChange={onAffiliateChange} />
    </FormSection>
  );
}

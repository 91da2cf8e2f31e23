import { useFormContext } from "react-hook-form";
import { Choice, ChoiceGroup, TextField } from "#app/components/ui/field.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import { dateOfBirthRange, normaliseMobile } from "#shared/registration/forgiving-input.ts";
import { genders } from "#shared/registration/user-details-schema.ts";
import { FormSection, useFieldError } from "./form-section";
import type { FormValues } from "./form-values";

/** The mobile, kept as its 10 digits once the field is left ('+91 98765 43210' becomes 9876543210). */
function MobileField() {
  const m = useMessages("registration").details;
  const { register, setValue, getValues } = useFormContext<FormValues>();
  const errorOf = useFieldError();
  return (
    <TextField
      id="reg-mobileNo"
      label={m.mobileNo}
      required
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="98765 43210"
      // Room for '+91 98765 43210' and the like: the 10 digits are kept from what is typed.
      maxLength={20}
      error={errorOf("mobileNo")}
      {...register("mobileNo", {
        onBlur: () => {
          const typed = getValues("mobileNo");
          const digits = normaliseMobile(typed.trim());
          if (/^\d{10}$/.test(digits) && digits !== typed) setValue("mobileNo", digits);
        },
      })}
    />
  );
}

/** Gender as radio buttons; the first carries the group's error for focus. */
function GenderField() {
  const m = useMessages("registration").details;
  const { register } = useFormContext<FormValues>();
  const genderError = useFieldError()("gender");
  return (
    <ChoiceGroup id="reg-gender" legend={m.gender} required error={genderError}>
      <div className="mt-1 flex flex-wrap gap-x-6">
        {genders.map((gender, index) => (
          <Choice
            key={gender}
            type="radio"
            label={m.genders[gender]}
            value={gender}
            aria-invalid={index === 0 && genderError ? true : undefined}
            {...register("gender")}
          />
        ))}
      </div>
    </ChoiceGroup>
  );
}

/** Names, e-mail, mobile, gender and date of birth: what every registration needs first. */
export function AboutYouSection() {
  const m = useMessages("registration").details;
  const { register } = useFormContext<FormValues>();
  const errorOf = useFieldError();
  const { earliest, latest } = dateOfBirthRange(new Date());
  return (
    <FormSection title={m.aboutYou}>
      <TextField
        id="reg-firstName"
        label={m.firstName}
        required
        autoComplete="given-name"
        error={errorOf("firstName")}
        {...register("firstName")}
      />
      <TextField
        id="reg-middleName"
        label={m.middleName}
        autoComplete="additional-name"
        error={errorOf("middleName")}
        {...register("middleName")}
      />
      <TextField
        id="reg-lastName"
        label={m.lastName}
        required
        autoComplete="family-name"
        error={errorOf("lastName")}
        {...register("lastName")}
      />
      <TextField
        id="reg-email"
        label={m.email}
        type="email"
        required
        readOnly
        hint={m.emailHint}
        error={errorOf("email")}
        {...register("email")}
      />
      <MobileField />
      <GenderField />
      <TextField
        id="reg-dateOfBirth"
        label={m.dateOfBirth}
        required
        type="date"
        autoComplete="bday"
        // The phone's own date picker by touch; on a computer the day, month and year are typed.
        min={earliest}
        max={latest}
        hint={m.dateOfBirthHint}
        error={errorOf("dateOfBirth")}
        {...register("dateOfBirth")}
      />
    </FormSection>
  );
}

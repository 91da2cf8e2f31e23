import { useFormContext } from "react-hook-form";
import { Field } from "#app/components/ui/field.tsx";
import type { BannerContestOption } from "#shared/console/content-api.ts";
import { FormCheckbox, FormHindiField, FormImageField, FormTextField, TextPair, useFieldError } from "../forms/bound-fields";

/** The fields of each kind of content's edit dialog (inside the dialog's form). */

type FieldsProps = { disabled: boolean; choices?: unknown };

function ContestLinkField({ contests }: { contests: BannerContestOption[] }) {
  const { register } = useFormContext();
  return (
    <Field
      id="contestId"
      label="Links to contest"
      hint="Optional: a tap on the slide opens this contest. Only contests on the site are offered."
      error={useFieldError("contestId")}
    >
      {(wired) => (
        <select {...wired} {...register("contestId")}>
          <option value="">No link</option>
          {contests.map((contest) => (
            <option key={contest._id} value={contest._id}>
              {contest.title}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function BannerFields({ disabled, choices }: FieldsProps) {
  return (
    <>
      <FormImageField
        name="bannerImage"
        label="Banner image"
        purpose="banner"
        wide
        hint="The home page's hero slideshow; about 1920 × 800 works best."
        disabled={disabled}
      />
      <TextPair name="bannerTitle" label="Banner title" />
      <ContestLinkField contests={(choices as BannerContestOption[] | undefined) ?? []} />
      <FormCheckbox name="isActive" label="Active: shown on the home page" disabled={disabled} />
    </>
  );
}

export function TestimonialFields({ disabled }: FieldsProps) {
  return (
    <>
      <TextPair name="testimonial" label="Testimonial" rows={4} required />
      <TextPair name="name" label="Name" required />
      <FormImageField
        name="profileImage"
        label="Photo"
        purpose="photo"
        hint="Optional: without one the slider shows a default avatar."
        disabled={disabled}
      />
      <FormCheckbox name="isActive" label="Active: shown in the home page's slider" disabled={disabled} />
    </>
  );
}

export function JudgeFields({ disabled }: FieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField name="firstName" label="First name" required />
        <FormTextField name="lastName" label="Last name" />
      </div>
      <TextPair name="profession" label="Profession" />
      <TextPair name="bio" label="Bio" rows={4} />
      <FormImageField name="profileImage" label="Photo" purpose="photo" disabled={disabled} />
      <FormCheckbox name="home" label="Show in the home page's Hall of Fame" disabled={disabled} />
      <FormCheckbox name="isActive" label="Active" disabled={disabled} />
    </>
  );
}

export function ContestCategoryFields({ disabled }: FieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField name="name" label="Name" required />
        <FormTextField name="slug" label="Slug" required hint="Lower-case letters, digits and dashes." />
      </div>
      <FormHindiField name="name" label="Name" />
      <TextPair name="description" label="Description" rows={3} />
      <TextPair name="contestType" label="Type" hint="Shown as 'Contest' when empty." />
      <FormImageField name="banner" label="Banner" purpose="category" wide disabled={disabled} />
      <FormCheckbox name="isActive" label="Active: listed in Why We Exist" disabled={disabled} />
    </>
  );
}

export function RegistrationCategoryFields({ disabled }: FieldsProps) {
  return (
    <>
      <TextPair name="name" label="Name" required />
      <FormCheckbox name="isActive" label="Active: offered in the registration form" disabled={disabled} />
    </>
  );
}

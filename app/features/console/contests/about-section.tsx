import { Controller, useFormState } from "react-hook-form";
import { Field } from "#app/components/ui/field.tsx";
import type { ContestFormFactsData, ContestFormOptionsData } from "#shared/console/contest-api.ts";
import { contestLabels as labels } from "#shared/console/contest-form.ts";
import { hindiLabel } from "#shared/console/hindi-fields.ts";
import { FormImageField, FormRichTextField, TextPair, useFieldError } from "../forms/bound-fields";
import { Section, useContestForm } from "./contest-form-section";
import { GalleryField } from "./gallery-field";

function CategoryField({ categories }: { categories: ContestFormOptionsData["categories"] }) {
  const { register } = useContestForm();
  const error = useFieldError("contestCategoryId");
  return (
    <Field id="contestCategoryId" label={labels.contestCategoryId} required error={error}>
      {(wired) => (
        <select {...wired} {...register("contestCategoryId")}>
          <option value="">Pick a category</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
              {category.isActive ? "" : " (inactive)"}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A draft reaches the site by publishing (the panel above); once published, Active takes it off and back. */
function ActiveField({ facts }: { facts: ContestFormFactsData | null }) {
  const { register } = useContestForm();
  const error = useFieldError("isActive");
  return (
    <>
      {facts?.publishedAt ? (
        <label className="flex min-h-11 items-center gap-3 font-medium text-gray-900">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-700"
            aria-describedby={facts?.inMenu ? "isActive-hint" : undefined}
            {...register("isActive")}
          />
          {labels.isActive}: shown on the site
        </label>
      ) : null}
      {facts?.inMenu ? (
        <p id="isActive-hint" className="-mt-3 text-sm text-gray-600">
          The site's menu links to this contest, so it stays on the site.
        </p>
      ) : null}
      {error ? (
        <p id="isActive-error" role="alert" className="-mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function AboutSection({
  facts,
  options,
  disabled,
}: {
  facts: ContestFormFactsData | null;
  options: ContestFormOptionsData;
  disabled: boolean;
}) {
  return (
    <Section title="About the contest">
      <TextPair name="title" label={labels.title} required />
      <TextPair name="shortDescription" label={labels.shortDescription} rows={2} hint="On the contest cards and in link previews." />
      <FormRichTextField name="description" label={labels.description} disabled={disabled} />
      <FormRichTextField
        name="descriptionHi"
        hindi
        label={`${hindiLabel(labels.description)} (optional)`}
        disabled={disabled}
        minHeight="10rem"
      />
      <CategoryField categories={options.categories} />
      <ActiveField facts={facts} />
    </Section>
  );
}

export function PicturesSection({ disabled }: { disabled: boolean }) {
  const { control } = useContestForm();
  const { errors } = useFormState({ control, name: "gallery" });
  return (
    <Section title="Pictures">
      <div className="grid gap-5 md:grid-cols-2">
        <FormImageField
          name="thumbnail"
          label={labels.thumbnail}
          purpose="thumbnail"
          disabled={disabled}
          hint="The contest card on the home page."
        />
        <FormImageField
          name="banner"
          label={labels.banner}
          purpose="contest"
          wide
          disabled={disabled}
          hint="The contest page (shown whole at 8:3, e.g. 1600 x 600) and link previews."
        />
      </div>
      <Controller
        control={control}
        name="gallery"
        render={({ field, fieldState }) => (
          <GalleryField
            id="gallery"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message ?? errors.gallery?.root?.message}
            disabled={disabled}
          />
        )}
      />
    </Section>
  );
}

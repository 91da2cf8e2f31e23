import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { Controller, type FieldPath, FormProvider, type Resolver, useForm, useWatch } from "react-hook-form";
import { useNavigate, useRevalidator } from "react-router";
import { notifySuccess } from "#app/components/notify.ts";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { Field, TextAreaField, TextField } from "#app/components/ui/field.tsx";
import type { ContestFormFactsData, ContestFormOptionsData, PlaceOption } from "#shared/console/contest-api.ts";
import {
  type ContestForm as ContestFormOutput,
  ContestFormSchema,
  type ContestFormValues,
  ENTRY_FEE_CURRENCIES,
  contestLabels as labels,
  PRIZE_CURRENCIES,
} from "#shared/console/contest-form.ts";
import { hindiLabel } from "#shared/console/hindi-fields.ts";
import { apiFetch } from "../../../lib/api-client";
import { ImageField } from "../content/image-field";
import { LazyRichTextEditor } from "../content/lazy-rich-text-editor";
import { GalleryField } from "./gallery-field";
import { JudgesField } from "./judges-field";
import { PlacePicker } from "./place-picker";
import { PrizesField } from "./prizes-field";
import { HindiTextAreaField, HindiTextField } from "../content/hindi-field";
import { TextListField } from "./text-list-field";

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="font-display text-lg font-bold text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-gray-700">{description}</p> : null}
      <div className="mt-4 grid gap-5">{children}</div>
    </section>
  );
}

const IST_HINT = "India Standard Time.";

type Props = {
  contestId: string | null;
  initial: ContestFormValues;
  facts: ContestFormFactsData | null;
  options: ContestFormOptionsData;
  canEdit: boolean;
};

/**
 * The contest form of the organiser console: every field of a contest, checked in the browser with
 * the same schema the server checks with. The server's own refusals (completed registrations,
 * payments, a deleted category) come back per field and show at the field.
 */
export function ContestForm({ contestId, initial, facts, options, canEdit }: Props) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [knownPlaces, setKnownPlaces] = useState<Record<string, PlaceOption>>(() =>
    Object.fromEntries(
      [
        ...(facts?.places.countries ?? []),
        ...(facts?.places.states ?? []),
        ...(facts?.places.districts ?? []),
        ...(facts?.places.cities ?? []),
      ].map((p) => [p._id, p]),
    ),
  );
  const form = useForm<ContestFormValues, unknown, ContestFormOutput>({
    resolver: zodResolver(ContestFormSchema) as Resolver<ContestFormValues, unknown, ContestFormOutput>,
    defaultValues: initial,
    mode: "onTouched",
  });
  const { register, control, formState, handleSubmit, setError, reset } = form;
  const errors = formState.errors;
  // Fields stay enabled while saving, so a refused field can take the focus; the button is what waits.
  const disabled = !canEdit;
  const prizeCurrency = useWatch({ control, name: "prizePoolCurrency" });
  const feeLocked = Boolean(facts?.hasPayments);

  const save = handleSubmit(async (values) => {
    setFormMessage(null);
    const result = await apiFetch<{ data: { _id: string } }>(contestId ? `/api/admin/contests/${contestId}` : "/api/admin/contests", {
      method: contestId ? "PUT" : "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(values),
    });
    if (!result.ok) {
      const fieldErrors = (result.body as { errors?: Record<string, string> }).errors ?? {};
      const paths = Object.keys(fieldErrors);
      for (const path of paths) setError(path as FieldPath<ContestFormValues>, { type: "server", message: fieldErrors[path] });
      setFormMessage(result.network ? "No connection: nothing was saved. Check the network and try again." : result.body.message);
      const first = paths[0];
      if (first) document.getElementById(first.replaceAll(".", "-"))?.focus();
      return;
    }
    notifySuccess(contestId ? "Contest saved." : "Contest created.");
    if (contestId) {
      reset(values);
      revalidator.revalidate();
    } else navigate(`/admin/contests/${result.body.data._id}`);
  });

  const rememberPlace = (place?: PlaceOption) => {
    if (place) setKnownPlaces((known) => ({ ...known, [place._id]: place }));
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={save} className="grid gap-6" aria-describedby={formMessage ? "contest-form-message" : undefined}>
        {formMessage ? (
          <p
            id="contest-form-message"
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800"
          >
            {formMessage}
          </p>
        ) : null}
        <fieldset disabled={disabled} className="grid min-w-0 gap-6">
          <Section title="About the contest">
            <TextField id="title" label={labels.title} required error={errors.title?.message} {...register("title")} />
            <HindiTextField id="titleHi" label={labels.title} error={errors.titleHi?.message} {...register("titleHi")} />
            <TextAreaField
              id="shortDescription"
              label={labels.shortDescription}
              rows={2}
              hint="On the contest cards and in link previews."
              error={errors.shortDescription?.message}
              {...register("shortDescription")}
            />
            <HindiTextAreaField
              id="shortDescriptionHi"
              label={labels.shortDescription}
              rows={2}
              error={errors.shortDescriptionHi?.message}
              {...register("shortDescriptionHi")}
            />
            <Controller
              control={control}
              name="description"
              render={({ field, fieldState }) => (
                <LazyRichTextEditor
                  id="description"
                  label={labels.description}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  disabled={disabled}
                />
              )}
            />
            <Controller
              control={control}
              name="descriptionHi"
              render={({ field, fieldState }) => (
                <div className="border-l-4 border-brand-100 pl-3">
                  <LazyRichTextEditor
                    id="descriptionHi"
                    label={`${hindiLabel(labels.description)} (optional)`}
                    lang="hi"
                    value={field.value ?? ""}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                    disabled={disabled}
                    minHeight="10rem"
                  />
                </div>
              )}
            />
            <Field id="contestCategoryId" label={labels.contestCategoryId} required error={errors.contestCategoryId?.message}>
              {(wired) => (
                <select {...wired} {...register("contestCategoryId")}>
                  <option value="">Pick a category</option>
                  {options.categories.map((category) => (
                    <option key={category._id} value={category._id}>
                      {category.name}
                      {category.isActive ? "" : " (inactive)"}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {/* A draft reaches the site by publishing (the panel above); once published, Active takes it off and back. */}
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
            {errors.isActive?.message ? (
              <p id="isActive-error" role="alert" className="-mt-3 text-sm font-medium text-red-700">
                {errors.isActive.message}
              </p>
            ) : null}
          </Section>

          <Section title="Pictures">
            <div className="grid gap-5 md:grid-cols-2">
              <Controller
                control={control}
                name="thumbnail"
                render={({ field, fieldState }) => (
                  <ImageField
                    id="thumbnail"
                    label={labels.thumbnail}
                    purpose="thumbnail"
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                    disabled={disabled}
                    hint="The contest card on the home page."
                  />
                )}
              />
              <Controller
                control={control}
                name="banner"
                render={({ field, fieldState }) => (
                  <ImageField
                    id="banner"
                    label={labels.banner}
                    purpose="contest"
                    wide
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                    disabled={disabled}
                    hint="The contest page and link previews."
                  />
                )}
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

          <Section
            title="Dates"
            description="Registration is open from the start of its first day to the end of its last day. All dates are India Standard Time."
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                id="registrationStartDate"
                type="date"
                label={labels.registrationStartDate}
                required
                hint={IST_HINT}
                error={errors.registrationStartDate?.message}
                {...register("registrationStartDate")}
              />
              <TextField
                id="registrationEndDate"
                type="date"
                label={labels.registrationEndDate}
                required
                hint={IST_HINT}
                error={errors.registrationEndDate?.message}
                {...register("registrationEndDate")}
              />
              <TextField
                id="contestStartDate"
                type="datetime-local"
                label={labels.contestStartDate}
                required
                hint={IST_HINT}
                error={errors.contestStartDate?.message}
                {...register("contestStartDate")}
              />
              <TextField
                id="contestEndDate"
                type="datetime-local"
                label={labels.contestEndDate}
                required
                hint={IST_HINT}
                error={errors.contestEndDate?.message}
                {...register("contestEndDate")}
              />
              <TextField
                id="resultAnnouncementDate"
                type="datetime-local"
                label={labels.resultAnnouncementDate}
                hint={`Optional. ${IST_HINT}`}
                error={errors.resultAnnouncementDate?.message}
                {...register("resultAnnouncementDate")}
              />
            </div>
          </Section>

          <Section title="Fee, prizes and places">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                id="entryFee"
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                label={labels.entryFee}
                required
                readOnly={feeLocked}
                hint={
                  feeLocked ? "Creators have paid or started paying this fee, so it cannot change." : "In rupees; 0 makes the contest free."
                }
                error={errors.entryFee?.message}
                {...register("entryFee", { valueAsNumber: true })}
              />
              <Field id="entryFeeCurrency" label={labels.entryFeeCurrency} hint="Entry fees are charged in rupees.">
                {(wired) => (
                  <select {...wired} {...register("entryFeeCurrency")}>
                    {ENTRY_FEE_CURRENCIES.map((currency) => (
                      <option key={currency}>{currency}</option>
                    ))}
                  </select>
                )}
              </Field>
              <TextField
                id="prizePool"
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                label={labels.prizePool}
                required
                error={errors.prizePool?.message}
                {...register("prizePool", { valueAsNumber: true })}
              />
              <Field id="prizePoolCurrency" label={labels.prizePoolCurrency} error={errors.prizePoolCurrency?.message}>
                {(wired) => (
                  <select {...wired} {...register("prizePoolCurrency")}>
                    {PRIZE_CURRENCIES.map((currency) => (
                      <option key={currency}>{currency}</option>
                    ))}
                  </select>
                )}
              </Field>
              <TextField
                id="maxParticipants"
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                label={labels.maxParticipants}
                required
                hint={`0 means unlimited.${facts && facts.completedRegistrations > 0 ? ` ${facts.completedRegistrations} completed registrations so far: it cannot go below that.` : ""}`}
                error={errors.maxParticipants?.message}
                {...register("maxParticipants", { valueAsNumber: true })}
              />
            </div>
            <PrizesField disabled={disabled} currency={prizeCurrency} />
          </Section>

          <Section title="Eligibility" description="Who may register, by where they live. Leave a level empty for no restriction there.">
            {(
              [
                ["eligibleCountryIds", "country"],
                ["eligibleStateIds", "state"],
                ["eligibleDistrictIds", "district"],
                ["eligibleCityIds", "city"],
              ] as const
            ).map(([name, kind]) => (
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
                    known={knownPlaces}
                    onChange={(ids, picked) => {
                      rememberPlace(picked);
                      field.onChange(ids);
                    }}
                    error={fieldState.error?.message}
                    disabled={disabled}
                  />
                )}
              />
            ))}
          </Section>

          <Section title="Judges">
            <JudgesField judges={options.judges} disabled={disabled} />
          </Section>

          <Section title="Rules and requirements" description="Shown as numbered lists on the contest page.">
            <Controller
              control={control}
              name="rules"
              render={({ field, fieldState }) => (
                <TextListField
                  id="rules"
                  label={labels.rules}
                  itemLabel="Rule"
                  value={field.value}
                  onChange={field.onChange}
                  errors={Array.isArray(errors.rules) ? errors.rules.map((e) => e?.message) : undefined}
                  error={fieldState.error?.message}
                  disabled={disabled}
                />
              )}
            />
            <Controller
              control={control}
              name="requirements"
              render={({ field, fieldState }) => (
                <TextListField
                  id="requirements"
                  label={labels.requirements}
                  itemLabel="Requirement"
                  value={field.value}
                  onChange={field.onChange}
                  errors={Array.isArray(errors.requirements) ? errors.requirements.map((e) => e?.message) : undefined}
                  error={fieldState.error?.message}
                  disabled={disabled}
                />
              )}
            />
            <div className="grid gap-6 border-l-4 border-brand-100 pl-3">
              <p className="text-sm text-gray-700">
                In Hindi (optional): a Hindi list replaces its English list on the Hindi contest page; an empty one shows the English.
              </p>
              <Controller
                control={control}
                name="rulesHi"
                render={({ field, fieldState }) => (
                  <TextListField
                    id="rulesHi"
                    label={hindiLabel(labels.rules)}
                    itemLabel="Rule in Hindi"
                    lang="hi"
                    value={field.value ?? []}
                    onChange={field.onChange}
                    errors={Array.isArray(errors.rulesHi) ? errors.rulesHi.map((e) => e?.message) : undefined}
                    error={fieldState.error?.message}
                    disabled={disabled}
                  />
                )}
              />
              <Controller
                control={control}
                name="requirementsHi"
                render={({ field, fieldState }) => (
                  <TextListField
                    id="requirementsHi"
                    label={hindiLabel(labels.requirements)}
                    itemLabel="Requirement in Hindi"
                    lang="hi"
                    value={field.value ?? []}
                    onChange={field.onChange}
                    errors={Array.isArray(errors.requirementsHi) ? errors.requirementsHi.map((e) => e?.message) : undefined}
                    error={fieldState.error?.message}
                    disabled={disabled}
                  />
                )}
              />
            </div>
          </Section>
        </fieldset>

        {canEdit ? (
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur lg:-mx-8 lg:px-8">
            <button
              type="submit"
              className={buttonClass()}
              disabled={formState.isSubmitting}
              aria-busy={formState.isSubmitting || undefined}
            >
              {formState.isSubmitting ? "Saving..." : contestId ? "Save contest" : "Create contest"}
            </button>
            {formState.isDirty ? <span className="text-sm text-gray-700">Unsaved changes</span> : null}
          </div>
        ) : (
          <p className="rounded-xl border border-gray-200 bg-white px-4 py-3 text-gray-700">
            You can view this contest. Saving changes needs the editor role.
          </p>
        )}
      </form>
    </FormProvider>
  );
}

import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import type { EligibilityRules } from "#shared/registration/eligibility.ts";
import type { RegistrationUser } from "../api.ts";
import { useKnownMessage } from "../known-messages.tsx";
import { StepFooter } from "../step-footer.tsx";
import { AboutYouSection } from "./about-you-section";
import { AddressSection } from "./address-section";
import type { AppliedAffiliate } from "./affiliate-field";
import { formErrorToShow, resolverFor } from "./form-errors";
import type { Uploads } from "./form-section";
import type { DetailsForm, DetailsFormOutput, FormValues } from "./form-values";
import { OptionalSections } from "./optional-sections";
import { useAffiliateCode } from "./use-affiliate-code";
import { useDetailsSubmit } from "./use-details-submit";
import { YourWorkSection } from "./your-work-section";

/** What the form holds, kept by the flow so Back, a reload (files aside) or a closed tab loses nothing. */
export type DetailsState = { values: FormValues; files: Uploads["files"]; affiliate: AppliedAffiliate | null };

/** 'Fields marked * are required.' with the mark as the form shows it. */
function withMark(sentence: string) {
  const [before, after] = sentence.split("{mark}");
  return (
    <>
      {before}
      <span className="text-red-700">*</span>
      {after}
    </>
  );
}

/** The chosen files and their messages, beside the form's values. */
function useUploads(initialFiles: Uploads["files"]): Uploads {
  const [files, setFiles] = useState<Uploads["files"]>(initialFiles);
  const [errors, setErrors] = useState<Uploads["errors"]>({});
  return {
    files,
    errors,
    choose: (field, file, error) => {
      setFiles(({ [field]: _old, ...rest }) => (file ? { ...rest, [field]: file } : rest));
      setErrors(({ [field]: _old, ...rest }) => (error ? { ...rest, [field]: error } : rest));
    },
  };
}

/** The flow keeps every change (Back, the saved draft); the form's message is about the last attempt, so an edit clears it. */
function useReportChanges(
  { watch, getValues }: DetailsForm,
  { files, affiliate }: Omit<DetailsState, "values">,
  onChange: (state: DetailsState) => void,
  setFormError: (message: null) => void,
) {
  const latest = useRef({ onChange, files, affiliate });
  latest.current = { onChange, files, affiliate };
  useEffect(() => {
    const subscription = watch(() => {
      setFormError(null);
      latest.current.onChange({ values: getValues(), files: latest.current.files, affiliate: latest.current.affiliate });
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, setFormError]);
  useEffect(() => {
    latest.current.onChange({ values: getValues(), files, affiliate });
  }, [files, affiliate, getValues]);
}

/** The form's message about the last attempt, Back and Next. */
function DetailsFooter({ error, submitting, onBack }: { error: string | null; submitting: boolean; onBack: () => void }) {
  const r = useMessages("registration");
  const t = useKnownMessage();
  return (
    <>
      {error ? (
        <p role="alert" className="w-full rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {t(error)}
        </p>
      ) : null}
      <StepFooter
        back={r.back}
        onBack={onBack}
        form="registration-details-form"
        next={submitting ? r.pleaseWait : r.next}
        busy={submitting}
      />
    </>
  );
}

type DetailsFormProps = {
  eligibility: EligibilityRules;
  /** 'Open to creators in …' when the contest takes some places only. */
  openTo: string | null;
  initial: DetailsState;
  onChange: (state: DetailsState) => void;
  onBack: () => void;
  onClose: () => void;
  onCreated: (user: RegistrationUser) => void;
};

/**
 * Step 2 for a new e-mail (docs/product-rules.md#registration 'Enter your details'): what registration needs first, the
 * optional parts closed below it, checked with the shared schema (docs/product-rules.md#validation) on Next and then at each
 * change; a place is checked for eligibility as soon as it is chosen. Next applies a code typed but
 * not applied, then POST /api/user/create. A server's answer lands at its fields; what was typed stays.
 */
export function DetailsFormDialog({ eligibility, openTo, initial, onChange, onBack, onClose, onCreated }: DetailsFormProps) {
  const r = useMessages("registration");
  const [resolver] = useState(() => resolverFor(eligibility));
  const form = useForm<FormValues, unknown, DetailsFormOutput>({
    resolver,
    defaultValues: initial.values,
    // The first field in error is focused after a refused Next, in the order the visitor sees the fields.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const uploads = useUploads(initial.files);
  const affiliate = useAffiliateCode(form, initial, formRef);
  const { submit, formError, setFormError } = useDetailsSubmit(form, { uploads, affiliate, formRef, onCreated });
  useReportChanges(form, { files: uploads.files, affiliate: affiliate.applied }, onChange, setFormError);

  return (
    <Dialog
      title={r.details.title}
      closeLabel={r.closeDialog}
      size="lg"
      onClose={onClose}
      footer={<DetailsFooter error={formErrorToShow(form.formState, formError)} submitting={form.formState.isSubmitting} onBack={onBack} />}
    >
      <FormProvider {...form}>
        <form id="registration-details-form" ref={formRef} noValidate onSubmit={submit}>
          <p className="mb-5 text-sm text-gray-700">{withMark(r.details.required)}</p>
          <AboutYouSection />
          <AddressSection openTo={openTo} />
          <YourWorkSection
            affiliate={affiliate.applied}
            affiliateError={affiliate.error}
            affiliateBusy={affiliate.busy}
            onApplyAffiliate={() => void affiliate.apply()}
            onRemoveAffiliate={affiliate.remove}
            onAffiliateEdited={affiliate.edited}
          />
          <OptionalSections uploads={uploads} />
        </form>
      </FormProvider>
    </Dialog>
  );
}

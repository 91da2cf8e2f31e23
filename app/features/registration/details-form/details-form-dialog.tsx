import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { type FieldErrors, type FieldPath, FormProvider, type Resolver, useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { type EligibilityRules, eligibilityError } from "#shared/registration/eligibility.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { type UploadField, uploadRules } from "#shared/registration/user-details-schema.ts";
import { call, type RegistrationUser } from "../api.ts";
import { AboutYouSection } from "./about-you-section";
import { AddressSection } from "./address-section";
import type { AppliedAffiliate } from "./affiliate-field";
import { BankDetailsSection } from "./bank-details-section";
import { CategoriesSection } from "./categories-section";
import { DocumentsSection } from "./documents-section";
import type { Uploads } from "./form-section";
import { DetailsFormSchema, type DetailsFormOutput, emptyValues, type FormValues, toFormData } from "./form-values";
import { SocialMediaSection } from "./social-media-section";

const placeField: Record<string, "countryId" | "stateId" | "cityId"> = {
  [m.countryNotEligible]: "countryId",
  [m.stateNotEligible]: "stateId",
  [m.cityNotEligible]: "cityId",
};

/** Messages set by us (server answers, eligibility) rather than by the schema carry this type. */
const SERVER = "server";

/** Whether any message in the (nested) errors comes from the schema. */
function hasSchemaError(errors: FieldErrors): boolean {
  return Object.values(errors).some((error) => {
    if (!error || typeof error !== "object") return false;
    if ("message" in error && typeof error.message === "string") return error.type !== SERVER;
    return hasSchemaError(error as FieldErrors);
  });
}

/**
 * Step 2 for a new e-mail (docs/product-rules.md#registration 'Enter your details'): every field of the user, checked with the
 * shared schema (docs/product-rules.md#validation) on Next and then at each change, then eligibility by place, then
 * POST /api/user/create. A server's answer lands at its fields; what was typed stays.
 */
export function DetailsFormDialog({
  email,
  eligibility,
  onBack,
  onClose,
  onCreated,
}: {
  email: string;
  eligibility: EligibilityRules;
  onBack: () => void;
  onClose: () => void;
  onCreated: (user: RegistrationUser) => void;
}) {
  const form = useForm<FormValues, unknown, DetailsFormOutput>({
    // FormValues is the schema's input with every field present (the form always holds all of them).
    resolver: zodResolver(DetailsFormSchema) as Resolver<FormValues, unknown, DetailsFormOutput>,
    defaultValues: emptyValues(email),
    // The first field in error is focused below, in the order the visitor sees the fields.
    shouldFocusError: false,
  });
  const { handleSubmit, setError, getValues, formState, watch } = form;
  const [files, setFiles] = useState<Uploads["files"]>({});
  const [fileErrors, setFileErrors] = useState<Uploads["errors"]>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [affiliate, setAffiliate] = useState<AppliedAffiliate | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused Next, focus goes to the first field in error once its message has rendered.
  const focusInvalid = useRef(false);
  const setFocusInvalid = () => {
    focusInvalid.current = true;
  };
  useEffect(() => {
    if (!focusInvalid.current) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    focusInvalid.current = false;
    invalid.focus();
  });

  // The form's message is about the last attempt: any change makes it stale.
  useEffect(() => {
    const subscription = watch(() => setFormError(null));
    return () => subscription.unsubscribe();
  }, [watch]);

  const uploads: Uploads = {
    files,
    errors: fileErrors,
    choose: (field, file, error) => {
      setFiles(({ [field]: _old, ...rest }) => (file ? { ...rest, [field]: file } : rest));
      setFileErrors(({ [field]: _old, ...rest }) => (error ? { ...rest, [field]: error } : rest));
    },
  };

  const send = async (values: FormValues) => {
    const notEligible = eligibilityError(eligibility, values);
    if (notEligible) {
      setError(placeField[notEligible] ?? "countryId", { type: SERVER, message: notEligible });
      setFormError(notEligible);
      setFocusInvalid();
      return;
    }
    try {
      const answer = await call<{ data: RegistrationUser }>("/api/user/create", {
        method: "POST",
        body: toFormData(values, files, affiliate?.code ?? null),
      });
      if (answer.body?.isOk) {
        // The mobile just typed prefills the checkout; the server does not echo it back.
        onCreated({ _id: answer.body.data._id, link: answer.body.data.link ?? "", contact: values.mobileNo.trim() });
        return;
      }
      const errors = answer.body?.errors ?? {};
      for (const [key, message] of Object.entries(errors)) {
        // A rejected upload is dropped with its message; everything else stays as typed.
        if (key in uploadRules) uploads.choose(key as UploadField, null, message);
        else setError(key as FieldPath<FormValues>, { type: SERVER, message });
      }
      setFormError(answer.body?.message || m.createUserFailed);
      if (Object.keys(errors).length > 0) setFocusInvalid();
    } catch {
      setFormError(m.createUserFailed);
    }
  };

  // A rejected file was never kept, so it does not block Next: its message stays at its field.
  const submit = handleSubmit(
    // The schema's output is trimmed; the form sends what was typed, trimmed as the server expects.
    () => send(getValues()),
    () => {
      setFormError(null);
      setFocusInvalid();
    },
  );

  const shownFormError = formState.isSubmitted && hasSchemaError(formState.errors) ? m.formInvalid : formError;

  return (
    <Dialog
      title="Enter your details"
      size="lg"
      closeOnBackdrop={false}
      onClose={onClose}
      footer={
        <>
          {shownFormError ? (
            <p role="alert" className="w-full rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {shownFormError}
            </p>
          ) : null}
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" form="registration-details-form" busy={formState.isSubmitting}>
            {formState.isSubmitting ? "Please wait..." : "Next"}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id="registration-details-form" ref={formRef} noValidate onSubmit={submit}>
          <p className="mb-5 text-sm text-gray-700">
            Fields marked <span className="text-red-700">*</span> are required.
          </p>
          <AboutYouSection uploads={uploads} affiliate={affiliate} onAffiliateChange={setAffiliate} />
          <AddressSection />
          <SocialMediaSection />
          <CategoriesSection />
          <BankDetailsSection uploads={uploads} />
          <DocumentsSection uploads={uploads} />
        </form>
      </FormProvider>
    </Dialog>
  );
}

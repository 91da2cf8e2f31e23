import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { type FieldErrors, type FieldPath, FormProvider, type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { forgetReferralCode } from "#app/lib/referral-code.ts";
import { type EligibilityRules, eligibilityError } from "#shared/registration/eligibility.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { type UploadField, uploadRules } from "#shared/registration/user-details-schema.ts";
import { applyAffiliateCode, createUser, type RegistrationUser } from "../api.ts";
import { useKnownMessage } from "../known-messages.tsx";
import { AboutYouSection } from "./about-you-section";
import { AddressSection } from "./address-section";
import type { AppliedAffiliate } from "./affiliate-field";
import type { Uploads } from "./form-section";
import { type DetailsFormOutput, DetailsFormSchema, type FormValues, toFormData } from "./form-values";
import { OptionalSections } from "./optional-sections";
import { YourWorkSection } from "./your-work-section";

/** What the form holds, kept by the flow so Back, a reload (files aside) or a closed tab loses nothing. */
export type DetailsState = { values: FormValues; files: Uploads["files"]; affiliate: AppliedAffiliate | null };

const placeField: Record<string, "countryId" | "stateId" | "cityId"> = {
  [m.countryNotEligible]: "countryId",
  [m.stateNotEligible]: "stateId",
  [m.districtNotEligible]: "cityId",
  [m.cityNotEligible]: "cityId",
  [m.cityNotListed]: "cityId",
};

/** Messages set by us rather than by the schema carry these types. */
const SERVER = "server";
const ELIGIBILITY = "eligibility";

/** Every message in the (nested) errors, with where it came from. */
function messagesOf(errors: FieldErrors): { type: string; message: string }[] {
  return Object.values(errors).flatMap((error) => {
    if (!error || typeof error !== "object") return [];
    if ("message" in error && typeof error.message === "string") return [{ type: String(error.type), message: error.message }];
    return messagesOf(error as FieldErrors);
  });
}

/** The shared schema, then eligibility by place at the place's own field (after its 'is required'). */
function resolverFor(eligibility: EligibilityRules): Resolver<FormValues, unknown, DetailsFormOutput> {
  // FormValues is the schema's input with every field present (the form always holds all of them).
  const schema = zodResolver(DetailsFormSchema) as unknown as Resolver<FormValues, unknown, DetailsFormOutput>;
  return async (values, context, options) => {
    const result = await schema(values, context, options);
    const notEligible = eligibilityError(eligibility, {
      ...values,
      districtId: values.city?.districtId ?? null,
      listed: values.city?.listed,
    });
    const field = notEligible ? placeField[notEligible] : undefined;
    if (!notEligible || !field || result.errors[field]) return result;
    return { values: {}, errors: { ...result.errors, [field]: { type: ELIGIBILITY, message: notEligible } } };
  };
}

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

/**
 * Step 2 for a new e-mail (docs/product-rules.md#registration 'Enter your details'): what registration needs first, the
 * optional parts closed below it, checked with the shared schema (docs/product-rules.md#validation) on Next and then at each
 * change; a place is checked for eligibility as soon as it is chosen. Next applies a code typed but
 * not applied, then POST /api/user/create. A server's answer lands at its fields; what was typed stays.
 */
export function DetailsFormDialog({
  eligibility,
  openTo,
  initial,
  onChange,
  onBack,
  onClose,
  onCreated,
}: {
  eligibility: EligibilityRules;
  /** 'Open to creators in …' when the contest takes some places only. */
  openTo: string | null;
  initial: DetailsState;
  onChange: (state: DetailsState) => void;
  onBack: () => void;
  onClose: () => void;
  onCreated: (user: RegistrationUser) => void;
}) {
  const r = useMessages("registration");
  const f = useFormat();
  const t = useKnownMessage();
  const [resolver] = useState(() => resolverFor(eligibility));
  const form = useForm<FormValues, unknown, DetailsFormOutput>({
    resolver,
    defaultValues: initial.values,
    // The first field in error is focused below, in the order the visitor sees the fields.
    shouldFocusError: false,
  });
  const { handleSubmit, setError, getValues, setValue, formState, watch } = form;
  const [files, setFiles] = useState<Uploads["files"]>(initial.files);
  const [fileErrors, setFileErrors] = useState<Uploads["errors"]>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [affiliate, setAffiliate] = useState<AppliedAffiliate | null>(initial.affiliate);
  const [affiliateError, setAffiliateError] = useState<string | null>(null);
  const [affiliateBusy, setAffiliateBusy] = useState(false);
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

  // The flow keeps every change (Back, the saved draft); the form's message is about the last attempt.
  const latest = useRef({ onChange, files, affiliate });
  latest.current = { onChange, files, affiliate };
  useEffect(() => {
    const subscription = watch(() => {
      setFormError(null);
      latest.current.onChange({ values: getValues(), files: latest.current.files, affiliate: latest.current.affiliate });
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues]);
  useEffect(() => {
    latest.current.onChange({ values: getValues(), files, affiliate });
  }, [files, affiliate, getValues]);

  const uploads: Uploads = {
    files,
    errors: fileErrors,
    choose: (field, file, error) => {
      setFiles(({ [field]: _old, ...rest }) => (file ? { ...rest, [field]: file } : rest));
      setFileErrors(({ [field]: _old, ...rest }) => (error ? { ...rest, [field]: error } : rest));
    },
  };

  /** Looks the typed code up; answers the applied affiliate, or null with its message at the field. */
  async function applyAffiliate(): Promise<AppliedAffiliate | null> {
    const code = getValues("affiliateCode").trim();
    if (!code) {
      setAffiliateError(m.affiliateCodeEmpty);
      return null;
    }
    setAffiliateBusy(true);
    setAffiliateError(null);
    try {
      const answer = await applyAffiliateCode(code);
      if (answer.body?.isOk) {
        const applied = { code, fullName: answer.body.data.fullName };
        setAffiliate(applied);
        toast.success(t(m.affiliateApplied), { description: f.fill(r.details.referredBy, { name: applied.fullName }) });
        return applied;
      }
      setAffiliateError(answer.body?.message || m.affiliateNotFound);
    } catch {
      setAffiliateError(m.affiliateCallFailed);
    } finally {
      setAffiliateBusy(false);
    }
    return null;
  }

  // A code the form opens with (a referral link's, or a draft's not yet applied) is applied at once, so whose it is shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens
  useEffect(() => {
    if (initial.values.affiliateCode.trim() && !initial.affiliate) void applyAffiliate();
  }, []);

  /** Remove: the code leaves the field and the visit, so it is not filled in again. */
  const removeAffiliate = () => {
    setValue("affiliateCode", "", { shouldDirty: true });
    setAffiliate(null);
    setAffiliateError(null);
    forgetReferralCode();
    formRef.current?.querySelector<HTMLElement>("#reg-affiliateCode")?.focus();
  };

  const send = async (values: FormValues, output: DetailsFormOutput) => {
    // A code typed but never applied is applied now, so the referral is not silently lost.
    const code = values.affiliateCode.trim();
    let applied = affiliate?.code === code ? affiliate : null;
    if (code && !applied) {
      applied = await applyAffiliate();
      if (!applied) {
        setFormError(null);
        formRef.current?.querySelector<HTMLElement>("#reg-affiliateCode")?.focus();
        return;
      }
    }
    try {
      const answer = await createUser(toFormData(values, files, applied?.code ?? null));
      if (answer.body?.isOk) {
        // The mobile just typed prefills the checkout; the server does not echo it back.
        onCreated({ _id: answer.body.data._id, link: answer.body.data.link ?? "", contact: output.mobileNo });
        return;
      }
      const errors = answer.body?.errors ?? {};
      for (const [key, message] of Object.entries(errors)) {
        // A rejected upload is dropped with its message; everything else stays as typed.
        if (key in uploadRules) uploads.choose(key as UploadField, null, message);
        else if (key === "affiliateCode") setAffiliateError(message);
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
    (output) => send(getValues(), output),
    () => {
      setFormError(null);
      setFocusInvalid();
    },
  );

  const messages = messagesOf(formState.errors);
  const fromSchema = messages.filter((message) => message.type !== SERVER);
  // Only an eligibility problem left: say which; anything else: the form's one summary line.
  const shownFormError = !formState.isSubmitted
    ? formError
    : fromSchema.length > 0 && fromSchema.every((message) => message.type === ELIGIBILITY)
      ? (fromSchema[0]?.message ?? null)
      : fromSchema.length > 0
        ? m.formInvalid
        : formError;

  return (
    <Dialog
      title={r.details.title}
      closeLabel={r.closeDialog}
      size="lg"
      onClose={onClose}
      footer={
        <>
          {shownFormError ? (
            <p role="alert" className="w-full rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {t(shownFormError)}
            </p>
          ) : null}
          <Button variant="secondary" onClick={onBack}>
            {r.back}
          </Button>
          <Button type="submit" form="registration-details-form" busy={formState.isSubmitting}>
            {formState.isSubmitting ? r.pleaseWait : r.next}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id="registration-details-form" ref={formRef} noValidate onSubmit={submit}>
          <p className="mb-5 text-sm text-gray-700">{withMark(r.details.required)}</p>
          <AboutYouSection />
          <AddressSection openTo={openTo} />
          <YourWorkSection
            affiliate={affiliate}
            affiliateError={affiliateError}
            affiliateBusy={affiliateBusy}
            onApplyAffiliate={() => void applyAffiliate()}
            onRemoveAffiliate={removeAffiliate}
            onAffiliateEdited={(typed) => {
              setAffiliateError(null);
              if (affiliate && affiliate.code !== typed.trim()) setAffiliate(null);
            }}
          />
          <OptionalSections uploads={uploads} />
        </form>
      </FormProvider>
    </Dialog>
  );
}

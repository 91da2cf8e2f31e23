import { type RefObject, useEffect, useRef, useState } from "react";
import type { FieldPath } from "react-hook-form";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { type UploadField, uploadRules } from "#shared/registration/user-details-schema.ts";
import { createUser, type RegistrationUser } from "../api.ts";
import { SERVER } from "./form-errors";
import type { Uploads } from "./form-section";
import { type DetailsForm, type DetailsFormOutput, type FormValues, toFormData } from "./form-values";
import type { AffiliateCode } from "./use-affiliate-code";

/** After a refused Next, focus goes to the first field in error once its message has rendered. */
function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>) {
  const focusInvalid = useRef(false);
  useEffect(() => {
    if (!focusInvalid.current) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    focusInvalid.current = false;
    invalid.focus();
  });
  return () => {
    focusInvalid.current = true;
  };
}

type SubmitParts = {
  uploads: Uploads;
  affiliate: AffiliateCode;
  formRef: RefObject<HTMLFormElement | null>;
  onCreated: (user: RegistrationUser) => void;
};

/**
 * Next: a code typed but not applied is applied first, then POST /api/user/create. A server's answer
 * lands at its fields and what was typed stays; the form's own message is about the last attempt.
 */
export function useDetailsSubmit(
  { handleSubmit, getValues, setError }: DetailsForm,
  { uploads, affiliate, formRef, onCreated }: SubmitParts,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const setFocusInvalid = useFocusFirstInvalid(formRef);

  const send = async (values: FormValues, output: DetailsFormOutput) => {
    // A code typed but never applied is applied now, so the referral is not silently lost.
    const code = values.affiliateCode.trim();
    let applied = affiliate.applied?.code === code ? affiliate.applied : null;
    if (code && !applied) {
      applied = await affiliate.apply();
      if (!applied) {
        setFormError(null);
        affiliate.focus();
        return;
      }
    }
    try {
      const answer = await createUser(toFormData(values, uploads.files, applied?.code ?? null));
      if (answer.body?.isOk) {
        // The mobile just typed prefills the checkout; the server does not echo it back.
        onCreated({ _id: answer.body.data._id, link: answer.body.data.link ?? "", contact: output.mobileNo });
        return;
      }
      const errors = answer.body?.errors ?? {};
      for (const [key, message] of Object.entries(errors)) {
        // A rejected upload is dropped with its message; everything else stays as typed.
        if (key in uploadRules) uploads.choose(key as UploadField, null, message);
        else if (key === "affiliateCode") affiliate.setError(message);
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

  return { submit, formError, setFormError };
}

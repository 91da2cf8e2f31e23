import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useRevalidator } from "react-router";
import { notifySuccess } from "#app/components/notify.ts";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { TextField } from "#app/components/ui/field.tsx";
import { PrivacyContactForm as ContactSchema, type PrivacyContactForm as ContactValues } from "#shared/console/privacy.ts";
import { apiFetch } from "../../../lib/api-client";
import { applyFailedSave } from "../forms/form-errors";

/** The person the privacy notice names for questions and grievances, and how long prize documents are kept. */
export function PrivacyContactForm({ initial, canEdit }: { initial: ContactValues; canEdit: boolean }) {
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<ContactValues>({
    resolver: zodResolver(ContactSchema) as Resolver<ContactValues>,
    defaultValues: initial,
    mode: "onTouched",
  });
  const { register, formState, handleSubmit, setError, reset } = form;
  const errors = formState.errors;
  const save = handleSubmit(async (values) => {
    setMessage(null);
    const result = await apiFetch<{ message: string }>("/api/admin/privacy/contact", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(values),
    });
    if (!result.ok) {
      setMessage(applyFailedSave(result, setError));
      return;
    }
    notifySuccess(result.body.message);
    reset(values);
    revalidator.revalidate();
  });
  return (
    <form
      noValidate
      onSubmit={save}
      aria-labelledby="privacy-contact-heading"
      className="grid gap-5 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="privacy-contact-heading" className="font-display text-lg font-bold text-ink">
          Privacy contact
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          The person the privacy notice names to answer questions and grievances. Left empty, the notice shows the company's support e-mail
          and phone.
        </p>
      </div>
      {message ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
          {message}
        </p>
      ) : null}
      <fieldset disabled={!canEdit} className="grid min-w-0 gap-5 sm:grid-cols-2">
        <TextField id="contact-name" label="Name" error={errors.name?.message} {...register("name")} />
        <TextField id="contact-email" label="E-mail" type="email" error={errors.email?.message} {...register("email")} />
        <TextField id="contact-phone" label="Phone" type="tel" error={errors.phone?.message} {...register("phone")} />
        <TextField
          id="contact-retention"
          label="Days to keep prize documents"
          type="number"
          inputMode="numeric"
          min={1}
          max={3650}
          hint="Identity documents and bank details are deleted this many days after the prize is paid, or after the results for those who won nothing."
          error={errors.documentRetentionDays?.message}
          {...register("documentRetentionDays", { valueAsNumber: true })}
        />
      </fieldset>
      {canEdit ? (
        <div>
          <button type="submit" className={buttonClass()} disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
            {formState.isSubmitting ? "Saving..." : "Save privacy contact"}
          </button>
        </div>
      ) : (
        <p className="text-gray-700">Changing the contact needs the editor role.</p>
      )}
    </form>
  );
}

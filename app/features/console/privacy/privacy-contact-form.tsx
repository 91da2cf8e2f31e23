import { FormProvider } from "react-hook-form";
import { useRevalidator } from "react-router";
import { notifySuccess } from "#app/components/notify.ts";
import { PrivacyContactForm as ContactSchema, type PrivacyContactForm as ContactValues } from "#shared/console/privacy.ts";
import { FormTextField } from "../forms/bound-fields";
import { FormAlert } from "../forms/form-alert";
import { SaveBar } from "../forms/save-bar";
import { sendJson, useSaveForm } from "../forms/save-form";
import { UnsavedChangesDialog, useUnsavedChangesGuard } from "../forms/unsaved-changes-guard";

/** The person the privacy notice names for questions and grievances, and how long prize documents are kept. */
export function PrivacyContactForm({ initial, canEdit }: { initial: ContactValues; canEdit: boolean }) {
  const revalidator = useRevalidator();
  const { form, message, save } = useSaveForm({
    schema: ContactSchema,
    initial,
    send: (values) => sendJson<{ message: string }>("PUT", "/api/admin/privacy/contact", values),
    onSaved: (answer, values) => {
      notifySuccess(answer.message);
      form.reset(values);
      revalidator.revalidate();
    },
  });
  const { formState } = form;
  const leaving = useUnsavedChangesGuard(canEdit && formState.isDirty);
  return (
    <FormProvider {...form}>
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
            The person the privacy notice names to answer questions and grievances. Left empty, the notice shows the company's support
            e-mail and phone.
          </p>
        </div>
        <FormAlert message={message} />
        <fieldset disabled={!canEdit} className="grid min-w-0 gap-5 sm:grid-cols-2">
          <FormTextField name="name" id="contact-name" label="Name" />
          <FormTextField name="email" id="contact-email" label="E-mail" type="email" />
          <FormTextField name="phone" id="contact-phone" label="Phone" type="tel" />
          <FormTextField
            name="documentRetentionDays"
            id="contact-retention"
            label="Days to keep prize documents"
            type="number"
            inputMode="numeric"
            min={1}
            max={3650}
            valueAsNumber
            hint="Identity documents and bank details are deleted this many days after the prize is paid, or after the results for those who won nothing."
          />
        </fieldset>
        <SaveBar
          canEdit={canEdit}
          submitting={formState.isSubmitting}
          dirty={formState.isDirty}
          label="Save privacy contact"
          readOnly="Changing the contact needs the editor role."
        />
      </form>
      <UnsavedChangesDialog blocker={leaving} message="Your changes to the privacy contact are not saved." />
    </FormProvider>
  );
}

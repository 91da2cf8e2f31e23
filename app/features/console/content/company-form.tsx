import { FormProvider } from "react-hook-form";
import { useRevalidator } from "react-router";
import { notifySuccess } from "#app/components/notify.ts";
import { CompanyDetailsFormSchema, type CompanyDetailsForm as CompanyValues } from "#shared/console/content-forms.ts";
import { FormImageField, FormTextField, TextPair } from "../forms/bound-fields";
import { FormAlert } from "../forms/form-alert";
import { SaveBar } from "../forms/save-bar";
import { sendJson, useSaveForm } from "../forms/save-form";
import { UnsavedChangesDialog, useUnsavedChangesGuard } from "../forms/unsaved-changes-guard";

const socialFields = [
  ["whatsapp", "WhatsApp link", "https://wa.me/91…"],
  ["instagram", "Instagram link", "https://instagram.com/…"],
  ["youtube", "YouTube link", "https://youtube.com/@…"],
  ["facebook", "Facebook link", "https://facebook.com/…"],
  ["twitter", "Twitter link", "https://x.com/…"],
  ["linkedIn", "LinkedIn link", "https://linkedin.com/company/…"],
] as const;

/** The company details every page's header, footer and floating menu show. */
export function CompanyForm({ initial, canEdit }: { initial: CompanyValues; canEdit: boolean }) {
  const revalidator = useRevalidator();
  const { form, message, save } = useSaveForm({
    schema: CompanyDetailsFormSchema,
    initial,
    send: (values) => sendJson<{ message: string }>("PUT", "/api/admin/content/company", values),
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
      <form noValidate onSubmit={save} className="grid gap-5 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
        <FormAlert message={message} />
        <fieldset disabled={!canEdit} className="grid min-w-0 gap-5">
          <TextPair name="name" label="Company name" required />
          <FormImageField
            name="logo"
            label="Logo"
            purpose="logo"
            disabled={!canEdit}
            hint="Without one, the site shows its bundled logo."
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormTextField name="phone" label="Phone" type="tel" />
            <FormTextField name="supportEmail" label="Support e-mail" type="email" />
          </div>
          <TextPair name="address" label="Address" rows={3} />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormTextField name="legalName" label="Legal name (on receipts)" />
            <FormTextField name="gstin" label="GSTIN (on receipts)" autoCapitalize="characters" />
          </div>
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-2 font-display text-lg font-bold text-ink">Social links</legend>
            {socialFields.map(([key, label, placeholder]) => (
              <FormTextField
                key={key}
                name={`socialLinks.${key}`}
                id={`socialLinks-${key}`}
                label={label}
                type="url"
                placeholder={placeholder}
              />
            ))}
          </fieldset>
        </fieldset>
        <SaveBar
          canEdit={canEdit}
          submitting={formState.isSubmitting}
          dirty={formState.isDirty}
          label="Save company details"
          readOnly="You can view the company details. Saving changes needs the editor role."
        />
      </form>
      <UnsavedChangesDialog blocker={leaving} message="Your changes to the company details are not saved." />
    </FormProvider>
  );
}

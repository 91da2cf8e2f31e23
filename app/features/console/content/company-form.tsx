import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { useRevalidator } from "react-router";
import { notifySuccess } from "#app/components/notify.ts";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { HindiTextAreaField, HindiTextField } from "./hindi-field";
import { CompanyDetailsFormSchema, type CompanyDetailsForm as CompanyValues } from "#shared/console/content-forms.ts";
import { apiFetch } from "../../../lib/api-client";
import { ImageField } from "./image-field";
import { applyFailedSave } from "../forms/form-errors";

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
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<CompanyValues>({
    resolver: zodResolver(CompanyDetailsFormSchema) as Resolver<CompanyValues>,
    defaultValues: initial,
    mode: "onTouched",
  });
  const { register, control, formState, handleSubmit, setError, reset } = form;
  const errors = formState.errors;
  // Fields stay enabled while saving, so a refused field can take the focus; the button is what waits.
  const disabled = !canEdit;
  const save = handleSubmit(async (values) => {
    setMessage(null);
    const result = await apiFetch<{ message: string }>("/api/admin/content/company", {
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
    <form noValidate onSubmit={save} className="grid gap-5 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      {message ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
          {message}
        </p>
      ) : null}
      <fieldset disabled={disabled} className="grid min-w-0 gap-5">
        <TextField id="name" label="Company name" required error={errors.name?.message} {...register("name")} />
        <HindiTextField id="nameHi" label="Company name" error={errors.nameHi?.message} {...register("nameHi")} />
        <Controller
          control={control}
          name="logo"
          render={({ field, fieldState }) => (
            <ImageField
              id="logo"
              label="Logo"
              purpose="logo"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              disabled={disabled}
              hint="Without one, the site shows its bundled logo."
            />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id="phone" label="Phone" type="tel" error={errors.phone?.message} {...register("phone")} />
          <TextField
            id="supportEmail"
            label="Support e-mail"
            type="email"
            error={errors.supportEmail?.message}
            {...register("supportEmail")}
          />
        </div>
        <TextAreaField id="address" label="Address" rows={3} error={errors.address?.message} {...register("address")} />
        <HindiTextAreaField id="addressHi" label="Address" rows={3} error={errors.addressHi?.message} {...register("addressHi")} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id="legalName" label="Legal name (on receipts)" error={errors.legalName?.message} {...register("legalName")} />
          <TextField
            id="gstin"
            label="GSTIN (on receipts)"
            autoCapitalize="characters"
            error={errors.gstin?.message}
            {...register("gstin")}
          />
        </div>
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-2 font-display text-lg font-bold text-ink">Social links</legend>
          {socialFields.map(([key, label, placeholder]) => (
            <TextField
              key={key}
              id={`socialLinks-${key}`}
              label={label}
              type="url"
              placeholder={placeholder}
              error={errors.socialLinks?.[key]?.message}
              {...register(`socialLinks.${key}`)}
            />
          ))}
        </fieldset>
      </fieldset>
      {canEdit ? (
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass()} disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
            {formState.isSubmitting ? "Saving..." : "Save company details"}
          </button>
          {formState.isDirty ? <span className="text-sm text-gray-700">Unsaved changes</span> : null}
        </div>
      ) : (
        <p className="text-gray-700">You can view the company details. Saving changes needs the editor role.</p>
      )}
    </form>
  );
}

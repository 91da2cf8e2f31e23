import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import type { Category } from "#shared/api-types.ts";
import { type EligibilityRules, eligibilityError } from "#shared/registration/eligibility.ts";
import { registrationMessages as m, socialNetworks } from "#shared/registration/messages.ts";
import { fieldErrors, genders, type UploadField, UserDetailsSchema } from "#shared/registration/user-details-schema.ts";
import { AffiliateField, type AppliedAffiliate } from "./affiliate-field.tsx";
import { call, loadList, type RegistrationUser } from "./api.ts";
import { errorId, FieldError, Section, TextAreaField, TextField } from "./fields.tsx";
import { LocationFields, type Place } from "./location-fields.tsx";
import { Modal, primaryButton, secondaryButton } from "./modal.tsx";
import { UploadField as Upload } from "./upload-field.tsx";
import { emptyValues, type FormValues, toFormData } from "./user-form-data.ts";

const placeField: Record<string, keyof Place> = {
  [m.countryNotEligible]: "countryId",
  [m.stateNotEligible]: "stateId",
  [m.cityNotEligible]: "cityId",
};

function schemaErrors(values: FormValues): Record<string, string> {
  const result = UserDetailsSchema.safeParse({ ...values, link: "" });
  return result.success ? {} : fieldErrors(result.error);
}

/**
 * Step 2 for a new e-mail (spec §2 'Enter your details'): every field of the user, checked with the
 * shared schema (spec §5) at each field, then eligibility by place, then POST /api/user/create.
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
  const [values, setValues] = useState<FormValues>(() => emptyValues(email));
  const [files, setFiles] = useState<Partial<Record<UploadField, File>>>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<UploadField, string>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [affiliate, setAffiliate] = useState<AppliedAffiliate | null>(null);
  const [categories, setCategories] = useState<Category[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);

  useEffect(() => {
    loadList<Category & Record<string, string>>("/api/category/list/active").then(setCategories);
  }, []);

  // After a failed Next, move to the first field that needs attention.
  useEffect(() => {
    if (focusInvalid) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  // Rules are re-checked on every change once Next was pressed, so messages go away as fields are fixed.
  const liveErrors = useMemo(() => (submitted ? schemaErrors(values) : {}), [submitted, values]);
  const errorOf = (key: string): string | undefined => fileErrors[key as UploadField] ?? serverErrors[key] ?? liveErrors[key] ?? undefined;
  const hasInvalid = submitted && Object.keys(liveErrors).length > 0;

  function update(patch: Partial<FormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) {
        for (const errorKey of Object.keys(next)) if (errorKey === key || errorKey.startsWith(`${key}.`)) delete next[errorKey];
      }
      return next;
    });
    setFormError(null);
  }

  const nested = <K extends "bankDetails" | "socialMedia">(group: K, key: keyof FormValues[K], value: string) => {
    setValues((current) => ({ ...current, [group]: { ...current[group], [key]: value } }));
    setServerErrors(({ [`${group}.${String(key)}`]: _dropped, ...rest }) => rest);
    setFormError(null);
  };

  function chooseFile(field: UploadField, file: File | null, error: string | null) {
    setFiles(({ [field]: _old, ...rest }) => (file ? { ...rest, [field]: file } : rest));
    setFileErrors(({ [field]: _old, ...rest }) => (error ? { ...rest, [field]: error } : rest));
    setServerErrors(({ [field]: _old, ...rest }) => rest);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const errors = schemaErrors(values);
    // A rejected file was never kept, so it does not block Next: its message stays at its field.
    if (Object.keys(errors).length > 0) {
      setFormError(null);
      setFocusInvalid((n) => n + 1);
      return;
    }
    const notEligible = eligibilityError(eligibility, values);
    if (notEligible) {
      const field = placeField[notEligible] ?? "countryId";
      setServerErrors({ [field]: notEligible });
      setFormError(notEligible);
      setFocusInvalid((n) => n + 1);
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      const answer = await call<{ data: RegistrationUser }>("/api/user/create", {
        method: "POST",
        body: toFormData(values, files, affiliate),
      });
      if (answer.body?.isOk) {
        // The mobile just typed prefills the checkout; the server does not echo it back.
        onCreated({ _id: answer.body.data._id, link: answer.body.data.link ?? "", contact: values.mobileNo.trim() });
        return;
      }
      const errors = answer.body?.errors ?? {};
      const uploads = Object.keys(errors).filter(
        (key) => key in files || ["profileImage", "aadharCard", "panCard", "cancelledCheck"].includes(key),
      );
      // A rejected upload is dropped with its message; everything else stays as typed.
      for (const key of uploads) chooseFile(key as UploadField, null, errors[key] ?? null);
      setServerErrors(errors);
      setFormError(answer.body?.message || m.createUserFailed);
      if (Object.keys(errors).length > 0) setFocusInvalid((n) => n + 1);
    } catch {
      setFormError(m.createUserFailed);
    } finally {
      setBusy(false);
    }
  }

  const shownFormError = hasInvalid ? m.formInvalid : formError;
  const social = values.socialMedia;
  const bank = values.bankDetails;

  return (
    <Modal
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
          <button type="button" onClick={onBack} className={secondaryButton}>
            Back
          </button>
          <button type="submit" form="registration-details-form" disabled={busy} className={primaryButton}>
            {busy ? "Please wait..." : "Next"}
          </button>
        </>
      }
    >
      <form id="registration-details-form" ref={form} noValidate onSubmit={submit}>
        <p className="mb-5 text-sm text-gray-700">
          Fields marked <span className="text-red-700">*</span> are required.
        </p>
        <Section title="About you">
          <TextField
            id="reg-firstName"
            label="First Name"
            required
            autoComplete="given-name"
            value={values.firstName}
            error={errorOf("firstName")}
            onChange={(e) => update({ firstName: e.target.value })}
          />
          <TextField
            id="reg-middleName"
            label="Middle Name"
            autoComplete="additional-name"
            value={values.middleName}
            error={errorOf("middleName")}
            onChange={(e) => update({ middleName: e.target.value })}
          />
          <TextField
            id="reg-lastName"
            label="Last Name"
            required
            autoComplete="family-name"
            value={values.lastName}
            error={errorOf("lastName")}
            onChange={(e) => update({ lastName: e.target.value })}
          />
          <TextField
            id="reg-email"
            label="Email"
            type="email"
            required
            readOnly
            className="[&_input]:bg-gray-100 [&_input]:text-gray-700"
            value={values.email}
            hint="The e-mail you entered; go Back to change it."
            error={errorOf("email")}
          />
          <TextField
            id="reg-mobileNo"
            label="Mobile Number"
            required
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={values.mobileNo}
            error={errorOf("mobileNo")}
            onChange={(e) => update({ mobileNo: e.target.value })}
          />
          <TextField
            id="reg-dateOfBirth"
            label="Date of Birth"
            type="date"
            autoComplete="bday"
            max={new Date().toISOString().slice(0, 10)}
            value={values.dateOfBirth}
            error={errorOf("dateOfBirth")}
            onChange={(e) => update({ dateOfBirth: e.target.value })}
          />
          <fieldset className="sm:col-span-2" aria-describedby={errorOf("gender") ? errorId("reg-gender") : undefined}>
            <legend className="text-sm font-semibold text-gray-800">
              Gender{" "}
              <span aria-hidden="true" className="text-red-700">
                *
              </span>
            </legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {genders.map((gender, index) => (
                <label key={gender} className="flex min-h-11 items-center gap-2 text-base">
                  <input
                    type="radio"
                    name="reg-gender"
                    value={gender}
                    checked={values.gender === gender}
                    aria-invalid={index === 0 && errorOf("gender") ? true : undefined}
                    onChange={() => update({ gender })}
                    className="h-5 w-5 accent-brand-700"
                  />
                  {gender}
                </label>
              ))}
            </div>
            <FieldError id="reg-gender" message={errorOf("gender")} />
          </fieldset>
          <TextAreaField
            id="reg-bio"
            label="Bio"
            rows={3}
            className="sm:col-span-2"
            value={values.bio}
            error={errorOf("bio")}
            onChange={(e) => update({ bio: e.target.value })}
          />
          <Upload
            field="profileImage"
            label="Profile Image"
            preview
            file={files.profileImage ?? null}
            error={errorOf("profileImage")}
            onChange={(file, error) => chooseFile("profileImage", file, error)}
          />
          <AffiliateField
            code={values.affiliateCode}
            applied={affiliate}
            onCodeChange={(affiliateCode) => {
              update({ affiliateCode });
              if (affiliate && affiliate.code !== affiliateCode.trim()) setAffiliate(null);
            }}
            onApplied={setAffiliate}
          />
        </Section>

        <Section title="Address">
          <TextAreaField
            id="reg-address"
            label="Address"
            required
            rows={2}
            autoComplete="street-address"
            className="sm:col-span-2"
            value={values.address}
            error={errorOf("address")}
            onChange={(e) => update({ address: e.target.value })}
          />
          <LocationFields
            value={values}
            onChange={update}
            errors={{ countryId: errorOf("countryId"), stateId: errorOf("stateId"), cityId: errorOf("cityId") }}
          />
          <TextField
            id="reg-pincode"
            label="Pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={values.pincode}
            error={errorOf("pincode")}
            onChange={(e) => update({ pincode: e.target.value })}
          />
        </Section>

        <Section title="Social media">
          {socialNetworks.map((network) => (
            <TextField
              key={network.key}
              id={`reg-socialMedia-${network.key}`}
              label={network.label}
              required={network.key === "instagram"}
              type="url"
              inputMode="url"
              placeholder={`https://www.${network.key.toLowerCase()}.com/…`}
              value={social[network.key]}
              error={errorOf(`socialMedia.${network.key}`)}
              onChange={(e) => nested("socialMedia", network.key, e.target.value)}
            />
          ))}
        </Section>

        <Section title="Categories">
          <fieldset className="sm:col-span-2" aria-describedby={errorOf("categories") ? errorId("reg-categories") : undefined}>
            <legend className="text-sm font-semibold text-gray-800">
              What do you create?{" "}
              <span aria-hidden="true" className="text-red-700">
                *
              </span>
            </legend>
            <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
              {categories.map((category, index) => (
                <label key={category._id} className="flex min-h-11 items-center gap-2 text-base">
                  <input
                    type="checkbox"
                    value={category._id}
                    checked={values.categories.includes(category._id)}
                    aria-invalid={index === 0 && errorOf("categories") ? true : undefined}
                    onChange={(e) =>
                      update({
                        categories: e.target.checked
                          ? [...values.categories, category._id]
                          : values.categories.filter((id) => id !== category._id),
                      })
                    }
                    className="h-5 w-5 accent-brand-700"
                  />
                  {category.name}
                </label>
              ))}
            </div>
            <FieldError id="reg-categories" message={errorOf("categories")} />
          </fieldset>
        </Section>

        <Section title="Bank details (optional)">
          <p className="-mt-1 text-sm text-gray-600 sm:col-span-2">
            For paying out prizes. Stored encrypted; only the last 4 digits are ever shown.
          </p>
          <TextField
            id="reg-bankDetails-accountNumber"
            label="Account Number"
            inputMode="numeric"
            value={bank.accountNumber}
            error={errorOf("bankDetails.accountNumber")}
            onChange={(e) => nested("bankDetails", "accountNumber", e.target.value)}
          />
          <TextField
            id="reg-bankDetails-accountHolderName"
            label="Account Holder Name"
            value={bank.accountHolderName}
            error={errorOf("bankDetails.accountHolderName")}
            onChange={(e) => nested("bankDetails", "accountHolderName", e.target.value)}
          />
          <TextField
            id="reg-bankDetails-bankName"
            label="Bank Name"
            value={bank.bankName}
            error={errorOf("bankDetails.bankName")}
            onChange={(e) => nested("bankDetails", "bankName", e.target.value)}
          />
          <TextField
            id="reg-bankDetails-branchName"
            label="Branch Name"
            value={bank.branchName}
            error={errorOf("bankDetails.branchName")}
            onChange={(e) => nested("bankDetails", "branchName", e.target.value)}
          />
          <TextField
            id="reg-bankDetails-ifscCode"
            label="IFSC Code"
            autoCapitalize="characters"
            value={bank.ifscCode}
            error={errorOf("bankDetails.ifscCode")}
            onChange={(e) => nested("bankDetails", "ifscCode", e.target.value)}
          />
          <Upload
            field="cancelledCheck"
            label="Cancelled Cheque"
            file={files.cancelledCheck ?? null}
            error={errorOf("cancelledCheck")}
            onChange={(file, error) => chooseFile("cancelledCheck", file, error)}
          />
        </Section>

        <Section title="Identity documents (optional)">
          <p className="-mt-1 text-sm text-gray-600 sm:col-span-2">Kept private and encrypted; never shown on the site.</p>
          <Upload
            field="aadharCard"
            label="Aadhar Card"
            file={files.aadharCard ?? null}
            error={errorOf("aadharCard")}
            onChange={(file, error) => chooseFile("aadharCard", file, error)}
          />
          <Upload
            field="panCard"
            label="PAN Card"
            file={files.panCard ?? null}
            error={errorOf("panCard")}
            onChange={(file, error) => chooseFile("panCard", file, error)}
          />
        </Section>
      </form>
    </Modal>
  );
}

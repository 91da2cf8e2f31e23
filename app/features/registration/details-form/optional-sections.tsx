import { useFormContext, useWatch } from "react-hook-form";
import { TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import { socialNetworks } from "#shared/registration/messages.ts";
import { bankFields } from "#shared/registration/user-details-schema.ts";
import { OptionalSection, type Uploads, useFieldError } from "./form-section";
import { type FormValues, offersPrizeDetails } from "./form-values";
import { useSocialLinkField } from "./social-link-field";
import { UploadField } from "./upload-field";

const otherNetworks = socialNetworks.filter((network) => network.key !== "instagram");

const filled = (value: unknown) => (typeof value === "string" ? value.trim() !== "" : false);

/** Bank details with the cancelled cheque, Aadhaar and PAN, for paying out prizes: not needed to register. */
function BankSection({ uploads, hasUploads }: { uploads: Uploads; hasUploads: boolean }) {
  const m = useMessages("registration").details;
  const { register, control, formState } = useFormContext<FormValues>();
  const errorOf = useFieldError();
  const bankDetails = useWatch({ control, name: "bankDetails" });
  return (
    <OptionalSection
      title={m.bank}
      note={m.bankNote}
      hasError={
        Boolean(formState.errors.bankDetails) ||
        Boolean(uploads.errors.cancelledCheck || uploads.errors.aadharCard || uploads.errors.panCard)
      }
      hasContent={Object.values(bankDetails).some(filled) || hasUploads}
    >
      {bankFields.map(({ key, ...input }) => (
        <TextField
          key={key}
          id={`reg-bankDetails-${key}`}
          error={errorOf(`bankDetails.${key}`)}
          {...input}
          label={m.bankFields[key]}
          {...register(`bankDetails.${key}`)}
        />
      ))}
      <UploadField field="cancelledCheck" label={m.cancelledCheque} uploads={uploads} />
      <p className="text-sm text-gray-700 sm:col-span-2">
        {m.documentsNote.split("{masked}")[0]}
        <strong>{m.maskedAadhaar}</strong>
        {m.documentsNote.split("{masked}")[1]}
      </p>
      <UploadField field="aadharCard" label={m.aadharCard} uploads={uploads} />
      <UploadField field="panCard" label={m.panCard} uploads={uploads} />
    </OptionalSection>
  );
}

/**
 * What registration does not need, each part closed under its heading until opened: profile photo,
 * other social links, bio, and bank details with documents for adults (docs/decisions.md#registration-form-on-a-phone).
 * The fields and their rules are the same as ever once opened.
 */
export function OptionalSections({ uploads }: { uploads: Uploads }) {
  const m = useMessages("registration").details;
  const { register, control, formState } = useFormContext<FormValues>();
  const errorOf = useFieldError();
  const socialLink = useSocialLinkField();
  const [socialMedia, bio, dateOfBirth] = useWatch({ control, name: ["socialMedia", "bio", "dateOfBirth"] });
  const errors = formState.errors;
  const has = (...names: (keyof Uploads["files"])[]) => names.some((name) => uploads.files[name] || uploads.errors[name]);
  return (
    <section aria-labelledby="reg-optional-heading" className="mt-6 border-t border-gray-100 pt-5">
      <h3 id="reg-optional-heading" className="text-base font-bold text-ink">
        {m.moreAboutYou}
      </h3>
      <div>
        <OptionalSection title={m.profilePhoto} hasError={Boolean(uploads.errors.profileImage)} hasContent={has("profileImage")}>
          <UploadField field="profileImage" label={m.profileImage} preview uploads={uploads} />
        </OptionalSection>
        <OptionalSection
          title={m.otherLinks}
          hasError={otherNetworks.some((network) => errors.socialMedia?.[network.key])}
          hasContent={otherNetworks.some((network) => filled(socialMedia[network.key]))}
        >
          {otherNetworks.map((network) => (
            <TextField
              key={network.key}
              id={`reg-socialMedia-${network.key}`}
              label={network.label}
              type="url"
              inputMode="url"
              placeholder={`https://www.${network.key.toLowerCase()}.com/…`}
              error={errorOf(`socialMedia.${network.key}`)}
              {...socialLink(network.key)}
            />
          ))}
        </OptionalSection>
        <OptionalSection title={m.bio} hasError={Boolean(errors.bio)} hasContent={filled(bio)}>
          <TextAreaField id="reg-bio" label={m.bio} rows={3} className="sm:col-span-2" error={errorOf("bio")} {...register("bio")} />
        </OptionalSection>
        {offersPrizeDetails(dateOfBirth.trim()) ? (
          <BankSection uploads={uploads} hasUploads={has("cancelledCheck", "aadharCard", "panCard")} />
        ) : null}
      </div>
    </section>
  );
}

import { useFormContext } from "react-hook-form";
import { TextField } from "#app/components/ui/field.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import type { AppliedAffiliate } from "./affiliate-field";
import { AffiliateField } from "./affiliate-field";
import { CategoriesField } from "./categories-field";
import { FormSection, useFieldError } from "./form-section";
import type { FormValues } from "./form-values";
import { useSocialLinkField } from "./social-link-field";

/** Instagram and categories (both required), and the optional affiliate code. */
export function YourWorkSection({
  affiliate,
  affiliateError,
  affiliateBusy,
  onApplyAffiliate,
  onRemoveAffiliate,
  onAffiliateEdited,
}: {
  affiliate: AppliedAffiliate | null;
  affiliateError: string | null;
  affiliateBusy: boolean;
  onApplyAffiliate: () => void;
  onRemoveAffiliate: () => void;
  onAffiliateEdited: (code: string) => void;
}) {
  const m = useMessages("registration").details;
  useFormContext<FormValues>();
  const errorOf = useFieldError();
  const socialLink = useSocialLinkField();
  return (
    <FormSection title={m.whatYouCreate}>
      <TextField
        id="reg-socialMedia-instagram"
        label={m.instagram}
        required
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder={m.instagramPlaceholder}
        className="sm:col-span-2"
        error={errorOf("socialMedia.instagram")}
        {...socialLink("instagram")}
      />
      <CategoriesField />
      <AffiliateField
        applied={affiliate}
        error={affiliateError}
        busy={affiliateBusy}
        onApply={onApplyAffiliate}
        onRemove={onRemoveAffiliate}
        onEdited={onAffiliateEdited}
      />
    </FormSection>
  );
}

import { useFormContext } from "react-hook-form";
import { TextField } from "#app/components/ui/field.tsx";
import { socialNetworks } from "#shared/registration/messages.ts";
import { FormSection, useFieldError } from "./form-section";
import type { FormValues } from "./form-values";

export function SocialMediaSection() {
  const { register } = useFormContext<FormValues>();
  const errorOf = useFieldError();
  return (
    <FormSection title="Social media">
      {socialNetworks.map((network) => (
        <TextField
          key={network.key}
          id={`reg-socialMedia-${network.key}`}
          label={network.label}
          required={network.key === "instagram"}
          type="url"
          inputMode="url"
          placeholder={`https://www.${network.key.toLowerCase()}.com/…`}
          error={errorOf(`socialMedia.${network.key}`)}
          {...register(`socialMedia.${network.key}`)}
        />
      ))}
    </FormSection>
  );
}

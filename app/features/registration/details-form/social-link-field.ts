import { useFormContext } from "react-hook-form";
import { normaliseSocialLink, type SocialNetworkKey } from "#shared/registration/social-links.ts";
import type { FormValues } from "./form-values";

/**
 * Registers a social link field that, on leaving it, shows the full https:// address a handle or a
 * short link stands for ('@arjun.mehta' → https://www.instagram.com/arjun.mehta), so the creator sees
 * what will be saved; the shared schema does the same on the server.
 */
export function useSocialLinkField() {
  const { register, setValue, formState } = useFormContext<FormValues>();
  return (network: SocialNetworkKey) =>
    register(`socialMedia.${network}`, {
      onBlur: (event: { target: { value: string } }) => {
        const full = normaliseSocialLink(network, event.target.value);
        if (full !== event.target.value) setValue(`socialMedia.${network}`, full, { shouldValidate: formState.isSubmitted });
      },
    });
}

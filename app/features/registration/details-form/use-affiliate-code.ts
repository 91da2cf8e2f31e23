import { type RefObject, useEffect, useState } from "react";
import { toast } from "sonner";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { forgetReferralCode } from "#app/lib/referral-code.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { applyAffiliateCode } from "../api.ts";
import { useKnownMessage } from "../known-messages.tsx";
import type { AppliedAffiliate } from "./affiliate-field";
import type { DetailsState } from "./details-form-dialog";
import type { DetailsForm } from "./form-values";

export type AffiliateCode = ReturnType<typeof useAffiliateCode>;

/**
 * The affiliate code's Apply, Remove and editing, and its message at the field. A code the form
 * opens with (a referral link's, or a draft's not yet applied) is applied at once, so whose it is shows.
 */
export function useAffiliateCode({ getValues, setValue }: DetailsForm, initial: DetailsState, formRef: RefObject<HTMLFormElement | null>) {
  const r = useMessages("registration");
  const f = useFormat();
  const t = useKnownMessage();
  const [applied, setApplied] = useState(initial.affiliate);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focus = () => formRef.current?.querySelector<HTMLElement>("#reg-affiliateCode")?.focus();

  /** Looks the typed code up; answers the applied affiliate, or null with its message at the field. */
  async function apply(): Promise<AppliedAffiliate | null> {
    const code = getValues("affiliateCode").trim();
    if (!code) {
      setError(m.affiliateCodeEmpty);
      return null;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await applyAffiliateCode(code);
      if (answer.body?.isOk) {
        const affiliate = { code, fullName: answer.body.data.fullName };
        setApplied(affiliate);
        toast.success(t(m.affiliateApplied), { description: f.fill(r.details.referredBy, { name: affiliate.fullName }) });
        return affiliate;
      }
      setError(answer.body?.message || m.affiliateNotFound);
    } catch {
      setError(m.affiliateCallFailed);
    } finally {
      setBusy(false);
    }
    return null;
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens
  useEffect(() => {
    if (initial.values.affiliateCode.trim() && !initial.affiliate) void apply();
  }, []);

  /** Remove: the code leaves the field and the visit, so it is not filled in again. */
  const remove = () => {
    setValue("affiliateCode", "", { shouldDirty: true });
    setApplied(null);
    setError(null);
    forgetReferralCode();
    focus();
  };

  /** Editing the code un-applies it. */
  const edited = (typed: string) => {
    setError(null);
    if (applied && applied.code !== typed.trim()) setApplied(null);
  };

  return { applied, error, setError, busy, apply, remove, edited, focus };
}

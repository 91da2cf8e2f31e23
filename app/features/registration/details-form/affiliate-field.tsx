import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { postJson } from "../api.ts";
import type { FormValues } from "./form-values";

export type AppliedAffiliate = { code: string; fullName: string };

/**
 * The optional affiliate code (docs/product-rules.md#registration): Apply looks the code up and shows whose it is. Only an
 * applied code is sent with the form; editing the code un-applies it.
 */
export function AffiliateField({
  applied,
  onAppliedChange,
}: {
  applied: AppliedAffiliate | null;
  onAppliedChange: (affiliate: AppliedAffiliate | null) => void;
}) {
  const id = "reg-affiliateCode";
  const { register, control } = useFormContext<FormValues>();
  const code = useWatch({ control, name: "affiliateCode" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply() {
    const trimmed = code.trim();
    if (!trimmed) {
      setError(m.affiliateCodeEmpty);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await postJson<{ data: { fullName: string } }>("/api/user/getByAffiliateCode", { affiliateCode: trimmed });
      if (answer.body?.isOk) {
        onAppliedChange({ code: trimmed, fullName: answer.body.data.fullName });
        toast.success(m.affiliateApplied, { description: `Referred by ${answer.body.data.fullName}` });
      } else {
        setError(answer.body?.message || m.affiliateNotFound);
      }
    } catch {
      setError(m.affiliateCallFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Field
      id={id}
      label={
        <>
          Affiliate Code <span className="font-normal text-gray-600">(optional)</span>
        </>
      }
      error={error}
      liveError
      hint={applied && !error ? <span className="font-medium text-green-800">✓ Referred by {applied.fullName}</span> : undefined}
      className="sm:col-span-2"
    >
      {(wired) => (
        <div className="flex gap-2">
          <input
            {...wired}
            autoComplete="off"
            onKeyDown={(event) => {
              // Enter applies the code instead of submitting the whole form.
              if (event.key === "Enter") {
                event.preventDefault();
                void apply();
              }
            }}
            {...register("affiliateCode", {
              onChange: (event) => {
                setError(null);
                if (applied && applied.code !== event.target.value.trim()) onAppliedChange(null);
              },
            })}
          />
          <Button onClick={apply} busy={busy} disabled={code.trim() === ""} size="sm" className="shrink-0 rounded-xl">
            {busy ? "Applying..." : "Apply"}
          </Button>
        </div>
      )}
    </Field>
  );
}

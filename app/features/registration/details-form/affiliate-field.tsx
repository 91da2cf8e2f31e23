import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { FormValues } from "./form-values";

export type AppliedAffiliate = { code: string; fullName: string };

type AffiliateFieldProps = {
  applied: AppliedAffiliate | null;
  error: string | null;
  busy: boolean;
  onApply: () => void;
  onRemove: () => void;
  onEdited: (code: string) => void;
};

/** Apply, unless this code is the one applied; Remove, once anything is typed. */
function AffiliateButtons({ code, applied, busy, onApply, onRemove }: Omit<AffiliateFieldProps, "error" | "onEdited"> & { code: string }) {
  const m = useMessages("registration").details;
  return (
    <>
      {applied && applied.code === code.trim() ? null : (
        <Button onClick={onApply} busy={busy} disabled={code.trim() === ""} size="sm" className="shrink-0 rounded-xl">
          {busy ? m.applying : m.apply}
        </Button>
      )}
      {code.trim() !== "" ? (
        <Button variant="secondary" onClick={onRemove} size="sm" className="shrink-0 rounded-xl" aria-label={m.removeAffiliate}>
          {m.remove}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The optional affiliate code (docs/product-rules.md#registration): Apply looks the code up and shows
 * whose it is. Only an applied code is sent; editing the code un-applies it, and a code typed but not
 * applied is applied by Next (its message shown if it is refused). Remove clears it, a referral link's too.
 */
export function AffiliateField({ applied, error, busy, onApply, onRemove, onEdited }: AffiliateFieldProps) {
  const r = useMessages("registration");
  const m = r.details;
  const f = useFormat();
  const id = "reg-affiliateCode";
  const { register, control } = useFormContext<FormValues>();
  const code = useWatch({ control, name: "affiliateCode" });
  return (
    <Field
      id={id}
      label={
        <>
          {m.affiliateCode} <span className="font-normal text-gray-700">{r.optional}</span>
        </>
      }
      error={error}
      liveError
      hint={
        applied && !error ? (
          <span className="font-medium text-green-800">✓ {f.fill(m.referredBy, { name: applied.fullName })}</span>
        ) : undefined
      }
      className="sm:col-span-2"
    >
      {(wired) => (
        <div className="flex gap-2">
          <input
            {...wired}
            autoComplete="off"
            autoCapitalize="characters"
            onKeyDown={(event) => {
              // Enter applies the code instead of submitting the whole form.
              if (event.key === "Enter") {
                event.preventDefault();
                onApply();
              }
            }}
            {...register("affiliateCode", { onChange: (event) => onEdited(event.target.value) })}
          />
          <AffiliateButtons code={code} applied={applied} busy={busy} onApply={onApply} onRemove={onRemove} />
        </div>
      )}
    </Field>
  );
}

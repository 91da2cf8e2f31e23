import { useState } from "react";
import { toast } from "sonner";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { postJson } from "./api.ts";
import { errorId, FieldError, inputClass } from "./fields.tsx";

export type AppliedAffiliate = { code: string; fullName: string };

/**
 * The optional affiliate code (spec §2, §8): Apply looks the code up and shows whose it is. Only an
 * applied code is sent with the form; editing the code un-applies it.
 */
export function AffiliateField({
  code,
  applied,
  onCodeChange,
  onApplied,
}: {
  code: string;
  applied: AppliedAffiliate | null;
  onCodeChange: (code: string) => void;
  onApplied: (affiliate: AppliedAffiliate) => void;
}) {
  const id = "reg-affiliateCode";
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
        onApplied({ code: trimmed, fullName: answer.body.data.fullName });
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
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        Affiliate Code <span className="font-normal text-gray-600">(optional)</span>
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          name={id}
          value={code}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(id) : applied ? `${id}-applied` : undefined}
          className={inputClass.replace("mt-1 ", "")}
          onChange={(event) => {
            setError(null);
            onCodeChange(event.target.value);
          }}
          onKeyDown={(event) => {
            // Enter applies the code instead of submitting the whole form.
            if (event.key === "Enter") {
              event.preventDefault();
              void apply();
            }
          }}
        />
        <button
          type="button"
          onClick={apply}
          disabled={busy || code.trim() === ""}
          className="shrink-0 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700"
        >
          {busy ? "Applying..." : "Apply"}
        </button>
      </div>
      <FieldError id={id} message={error} live />
      {applied && !error ? (
        <p id={`${id}-applied`} className="mt-1 text-sm font-medium text-green-800">
          ✓ Referred by {applied.fullName}
        </p>
      ) : null}
    </div>
  );
}

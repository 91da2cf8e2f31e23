import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import type { LookedUpUser } from "./api.ts";

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 border-b border-gray-100 py-3 last:border-0 sm:grid-cols-[8rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="font-semibold wrap-anywhere text-ink">{value || "-"}</dd>
    </div>
  );
}

/**
 * Step 2 for an existing user (docs/product-rules.md#registration): read-only details. The server masks the mobile number and
 * street address (docs/decisions.md#privacy-of-the-open-endpoints), so only their last characters show.
 */
export function ConfirmDetailsDialog({
  user,
  onBack,
  onClose,
  onNext,
}: {
  user: LookedUpUser;
  onBack: () => void;
  onClose: () => void;
  /** Checks eligibility; a returned message is shown and the flow stays here. */
  onNext: () => Promise<string | null>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alert = useRef<HTMLParagraphElement>(null);
  // The refusal (an ineligible place) is below the details: brought into view and focused, so it is
  // seen on a small screen and read out.
  useEffect(() => {
    if (!error || !alert.current) return;
    alert.current.scrollIntoView({ block: "nearest" });
    alert.current.focus();
  }, [error]);

  async function next() {
    setBusy(true);
    try {
      setError(await onNext());
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title="Confirm your details"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
          <Button onClick={next} busy={busy}>
            {busy ? "Please wait..." : "Next"}
          </Button>
        </>
      }
    >
      <p className="text-sm text-gray-700">We found your details. Check them, then continue to the entry.</p>
      <dl className="mt-3">
        <Row label="Name" value={`${user.firstName} ${user.lastName}`} />
        <Row label="Email" value={user.email} />
        <Row label="Mobile" value={user.mobileNo} />
        <Row label="Address" value={user.address} />
        <Row label="City" value={user.cityId?.cityName ?? ""} />
        <Row label="State" value={user.stateId?.stateName ?? ""} />
        <Row label="Country" value={user.countryId?.countryName ?? ""} />
        <Row label="Pincode" value={user.pincode ?? ""} />
      </dl>
      {error ? (
        <p ref={alert} tabIndex={-1} role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

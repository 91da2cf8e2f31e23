import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import type { LookedUpUser } from "./api.ts";
import { useKnownMessage } from "./known-messages.tsx";

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 border-b border-gray-100 py-3 last:border-0 sm:grid-cols-[8rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="font-semibold wrap-anywhere text-ink">{value || "-"}</dd>
    </div>
  );
}

/** The known creator's details as the server sends them (mobile and address masked). */
function UserDetails({ user }: { user: LookedUpUser }) {
  const m = useMessages("registration").confirm;
  return (
    <dl className="mt-3">
      <Row label={m.name} value={`${user.firstName} ${user.lastName}`} />
      <Row label={m.email} value={user.email} />
      <Row label={m.mobile} value={user.mobileNo} />
      <Row label={m.address} value={user.address} />
      <Row label={m.city} value={user.cityId?.cityName ?? ""} />
      <Row label={m.state} value={user.stateId?.stateName ?? ""} />
      <Row label={m.country} value={user.countryId?.countryName ?? ""} />
      <Row label={m.pincode} value={user.pincode ?? ""} />
    </dl>
  );
}

type ConfirmDetailsProps = {
  user: LookedUpUser;
  onBack: () => void;
  onClose: () => void;
  /** Checks eligibility; a returned message is shown and the flow stays here. */
  onNext: () => Promise<string | null>;
};

/**
 * Step 2 for an existing user (docs/product-rules.md#registration): read-only details. The server masks the mobile number and
 * street address (docs/decisions.md#privacy-of-the-open-endpoints), so only their last characters show.
 */
export function ConfirmDetailsDialog({ user, onBack, onClose, onNext }: ConfirmDetailsProps) {
  const r = useMessages("registration");
  const m = r.confirm;
  const t = useKnownMessage();
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
      title={m.title}
      closeLabel={r.closeDialog}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onBack}>
            {r.back}
          </Button>
          <Button onClick={next} busy={busy}>
            {busy ? r.pleaseWait : r.next}
          </Button>
        </>
      }
    >
      <p className="text-sm text-gray-700">{m.intro}</p>
      <UserDetails user={user} />
      {error ? (
        <p ref={alert} tabIndex={-1} role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {t(error)}
        </p>
      ) : null}
    </Dialog>
  );
}

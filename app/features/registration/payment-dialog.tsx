import { type FormEvent, useState } from "react";
import { PaymentVideoLinkSchema } from "#shared/registration/user-details-schema.ts";
import { formatMoney } from "#shared/text.ts";
import { TextField } from "./fields.tsx";
import { Modal, primaryButton, secondaryButton } from "./modal.tsx";

/**
 * Step 3 (spec §2): the video link, prefilled from the user's link, and Pay. Pay stays disabled while
 * the link is empty or not a URL (spec §5).
 */
export function PaymentDialog({
  initialLink,
  entryFee,
  currency,
  busy,
  onClose,
  onPay,
}: {
  initialLink: string;
  entryFee: number;
  currency: string;
  busy: boolean;
  onClose: () => void;
  onPay: (link: string) => void;
}) {
  const [link, setLink] = useState(initialLink);
  const [touched, setTouched] = useState(initialLink !== "");
  const parsed = PaymentVideoLinkSchema.safeParse(link);
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (parsed.success && !busy) onPay(parsed.data);
  }

  return (
    <Modal
      title="Complete your registration"
      onClose={busy ? () => {} : onClose}
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy} className={secondaryButton}>
            Close
          </button>
          <button type="submit" form="registration-payment-form" disabled={busy || !parsed.success} className={primaryButton}>
            {busy ? "Processing..." : "Pay"}
          </button>
        </>
      }
    >
      <form id="registration-payment-form" noValidate onSubmit={submit}>
        <p className="text-gray-800">Proceed to pay the entry fee to complete registration.</p>
        <p className="mt-2 mb-5 text-sm text-gray-700">
          Entry fee: <span className="font-semibold text-ink">{entryFee === 0 ? "Free" : formatMoney(entryFee, currency)}</span>
        </p>
        <TextField
          id="registration-video-link"
          label="Video Link"
          type="url"
          inputMode="url"
          required
          placeholder="https://www.youtube.com/watch?v=…"
          hint="Enter a link to your video submission."
          value={link}
          error={touched ? error : null}
          onChange={(event) => {
            setLink(event.target.value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
        />
      </form>
    </Modal>
  );
}

import { type FormEvent, useState } from "react";
import { PaymentVideoLinkSchema } from "#shared/registration/user-details-schema.ts";
import { formatMoney } from "#shared/text.ts";
import { TextField } from "#app/components/ui/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";

/**
 * Step 3 (docs/product-rules.md#registration): the video link, prefilled from the user's link, and Pay. Pay stays disabled while
 * the link is empty or not a URL (docs/product-rules.md#validation).
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
    <Dialog
      title="Complete your registration"
      onClose={busy ? () => {} : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button type="submit" form="registration-payment-form" disabled={!parsed.success} busy={busy}>
            {busy ? "Processing..." : "Pay"}
          </Button>
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
    </Dialog>
  );
}

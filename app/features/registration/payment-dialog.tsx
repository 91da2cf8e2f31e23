import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { checkVideoLink } from "#shared/registration/video-link.ts";
import { useKnownMessage } from "./known-messages.tsx";

/** Rupees as India writes them (₹1,499; whole rupees without paise); another currency by its code. */
export const money = (amount: number, currency: string, f: { rupees: (amount: number) => string; number: (value: number) => string }) =>
  currency === "INR" ? f.rupees(amount) : `${f.number(amount)} ${currency}`;

type PaymentDialogProps = {
  initialLink: string;
  entryFee: number;
  currency: string;
  busy: boolean;
  /** The Close button: the creator's own choice, so nothing is asked. */
  onCancel: () => void;
  /** Escape, × and the back button: the flow asks first when the link was changed. */
  onClose: () => void;
  onInputChange: (hasInput: boolean) => void;
  onPay: (link: string) => void;
};

/** What this step is for, and the entry fee (or that there is none). */
function PaymentIntro({ entryFee, currency }: Pick<PaymentDialogProps, "entryFee" | "currency">) {
  const m = useMessages("registration").payment;
  const f = useFormat();
  const free = entryFee === 0;
  return (
    <>
      <p className="text-gray-800">{free ? m.freeIntro : m.paidIntro}</p>
      <p className="mt-2 mb-5 text-sm text-gray-700">
        {m.entryFee} <span className="font-semibold text-ink">{free ? m.free : money(entryFee, currency, f)}</span>
      </p>
    </>
  );
}

/**
 * Step 3 (docs/product-rules.md#registration): the video link, prefilled from the user's link, and Pay. Pay stays disabled while
 * the link is empty or not a URL (docs/product-rules.md#validation). A free contest asks for the link and says
 * Register instead of speaking of payment (docs/decisions.md#registration-form-on-a-phone).
 */
export function PaymentDialog({ initialLink, entryFee, currency, busy, onCancel, onClose, onInputChange, onPay }: PaymentDialogProps) {
  const r = useMessages("registration");
  const m = r.payment;
  const t = useKnownMessage();
  const free = entryFee === 0;
  const [link, setLink] = useState(initialLink);
  const [touched, setTouched] = useState(initialLink !== "");
  const parsed = checkVideoLink(link);
  const error = parsed.ok ? null : parsed.message;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (parsed.ok && !busy) onPay(parsed.link);
  }

  return (
    <Dialog
      title={m.title}
      closeLabel={r.closeDialog}
      onClose={busy ? () => {} : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {m.close}
          </Button>
          <Button type="submit" form="registration-payment-form" disabled={!parsed.ok} busy={busy}>
            {busy ? m.processing : free ? m.register : m.pay}
          </Button>
        </>
      }
    >
      <form id="registration-payment-form" noValidate onSubmit={submit}>
        <PaymentIntro entryFee={entryFee} currency={currency} />
        <TextField
          id="registration-video-link"
          label={m.videoLink}
          type="url"
          inputMode="url"
          required
          placeholder="https://www.youtube.com/watch?v=…"
          hint={m.videoLinkHint}
          value={link}
          error={touched && error ? t(error) : null}
          onChange={(event) => {
            setLink(event.target.value);
            setTouched(true);
            onInputChange(event.target.value.trim() !== initialLink.trim());
          }}
          onBlur={() => setTouched(true)}
        />
      </form>
    </Dialog>
  );
}

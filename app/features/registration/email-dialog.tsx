import { type FormEvent, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { EmailSchema } from "#shared/registration/user-details-schema.ts";
import { useKnownMessage } from "./known-messages.tsx";
import { StepFooter } from "./step-footer.tsx";

type EmailDialogProps = {
  initialEmail: string;
  /** A message the flow stopped with ('You have already registered…'). */
  initialError: string | null;
  onCancel: () => void;
  /** Escape, × and the back button: the flow asks first when something was typed. */
  onClose: () => void;
  onInputChange: (hasInput: boolean) => void;
  /** Moves on (code or details); a returned message stops the flow here. */
  onNext: (email: string) => Promise<string | null>;
};

/** Next: the address checked with the shared schema, then handed to the flow, whose message stops it here. */
function useEmailNext(email: string, initialError: string | null, onNext: EmailDialogProps["onNext"]) {
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setError(m.invalidEmail);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const stop = await onNext(parsed.data);
      if (stop) setError(stop);
    } finally {
      setBusy(false);
    }
  }

  return { error, setError, busy, submit };
}

/**
 * Step 1 (docs/product-rules.md#registration): the e-mail, proven next by a code unless this browser
 * is already signed in with it. It opens with no error, and empty unless this device holds a draft or
 * a session for an address.
 */
export function EmailDialog({ initialEmail, initialError, onCancel, onClose, onInputChange, onNext }: EmailDialogProps) {
  const r = useMessages("registration");
  const t = useKnownMessage();
  const [email, setEmail] = useState(initialEmail);
  const { error, setError, busy, submit } = useEmailNext(email, initialError, onNext);

  return (
    <Dialog
      title={r.email.title}
      closeLabel={r.closeDialog}
      onClose={onClose}
      footer={
        <StepFooter back={r.email.cancel} onBack={onCancel} form="registration-email-form" next={busy ? r.checking : r.next} busy={busy} />
      }
    >
      <form id="registration-email-form" noValidate onSubmit={submit}>
        <p className="mb-4 text-sm text-gray-700">{r.email.intro}</p>
        <TextField
          id="registration-email"
          label={r.email.label}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={email}
          error={error ? t(error) : null}
          liveError
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
            const typed = event.target.value.trim();
            onInputChange(typed !== "" && typed !== initialEmail);
          }}
        />
      </form>
    </Dialog>
  );
}

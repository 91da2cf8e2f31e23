import { type FormEvent, useState } from "react";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { EmailSchema } from "#shared/registration/user-details-schema.ts";
import { TextField } from "#app/components/ui/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";

/** Step 1 (docs/product-rules.md#registration): the e-mail to look up. It opens empty, with no error (docs/product-rules.md#registration). */
export function EmailDialog({
  initialEmail,
  onCancel,
  onNext,
}: {
  initialEmail: string;
  onCancel: () => void;
  /** Looks the e-mail up and moves on; a returned message stops the flow here ('You have already registered…'). */
  onNext: (email: string) => Promise<string | null>;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
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

  return (
    <Dialog
      title="Register for this contest"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form="registration-email-form" busy={busy}>
            {busy ? "Checking..." : "Next"}
          </Button>
        </>
      }
    >
      <form id="registration-email-form" noValidate onSubmit={submit}>
        <p className="mb-4 text-sm text-gray-700">
          Enter your e-mail address. If you have registered with us before, we will find your details.
        </p>
        <TextField
          id="registration-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={email}
          error={error}
          liveError
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
      </form>
    </Dialog>
  );
}

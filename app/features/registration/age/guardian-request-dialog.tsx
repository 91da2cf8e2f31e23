import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { GuardianRequestBody } from "#shared/api/privacy.ts";
import { askGuardian } from "./age-api.ts";

/**
 * Under 18 (docs/privacy.md#guardian-consent): only a parent's or guardian's e-mail, and a mobile if the
 * creator wishes, are taken; nothing else about the child is kept until the guardian agrees.
 */
export function GuardianRequestDialog({
  contestId,
  onBack,
  onClose,
  onInputChange,
  onSent,
}: {
  contestId: string;
  onBack: () => void;
  onClose: () => void;
  onInputChange: (hasInput: boolean) => void;
  onSent: () => void;
}) {
  const [guardianEmail, setGuardianEmail] = useState("");
  const [guardianMobile, setGuardianMobile] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = GuardianRequestBody.safeParse({ guardianEmail, guardianMobile, contestId });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setBusy(true);
    try {
      const answer = await askGuardian({ guardianEmail: parsed.data.guardianEmail, guardianMobile: parsed.data.guardianMobile, contestId });
      if (answer.ok) onSent();
      else setErrors({ guardianEmail: answer.network ? "Could not send. Check your connection and try again." : answer.body.message });
    } finally {
      setBusy(false);
    }
  }

  const typed = (email: string, mobile: string) => onInputChange(email.trim() !== "" || mobile.trim() !== "");

  return (
    <Dialog
      title="Ask a parent or guardian"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" form="registration-guardian-form" busy={busy}>
            {busy ? "Sending..." : "Send request"}
          </Button>
        </>
      }
    >
      <form id="registration-guardian-form" noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-gray-700">
          To take part, we need a parent's or guardian's consent first. We will e-mail them a link to read how we use your details and to
          agree. Until they do, we keep only their e-mail and mobile number.
        </p>
        <TextField
          id="guardian-email"
          label="Parent's or guardian's e-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          value={guardianEmail}
          error={errors.guardianEmail}
          liveError
          onChange={(event) => {
            setGuardianEmail(event.target.value);
            setErrors({});
            typed(event.target.value, guardianMobile);
          }}
        />
        <TextField
          id="guardian-mobile"
          label="Their mobile number (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={guardianMobile}
          error={errors.guardianMobile}
          liveError
          onChange={(event) => {
            setGuardianMobile(event.target.value);
            setErrors({});
            typed(guardianEmail, event.target.value);
          }}
        />
        <p className="text-xs text-gray-600">
          <a className="font-medium text-brand-700 underline" href="/privacy" target="_blank" rel="noreferrer">
            Privacy notice
          </a>
        </p>
      </form>
    </Dialog>
  );
}

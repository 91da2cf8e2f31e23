import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { GuardianRequestBody } from "#shared/api/privacy.ts";
import { useKnownMessage } from "../known-messages.tsx";
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
  const r = useMessages("registration");
  const m = r.guardian;
  const f = useFormat();
  const t = useKnownMessage();
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
      else setErrors({ guardianEmail: answer.network ? m.sendFailed : answer.body.message });
    } finally {
      setBusy(false);
    }
  }

  const typed = (email: string, mobile: string) => onInputChange(email.trim() !== "" || mobile.trim() !== "");

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
          <Button type="submit" form="registration-guardian-form" busy={busy}>
            {busy ? m.sending : m.send}
          </Button>
        </>
      }
    >
      <form id="registration-guardian-form" noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-gray-700">{m.intro}</p>
        <TextField
          id="guardian-email"
          label={m.emailLabel}
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          value={guardianEmail}
          error={errors.guardianEmail ? t(errors.guardianEmail) : undefined}
          liveError
          onChange={(event) => {
            setGuardianEmail(event.target.value);
            setErrors({});
            typed(event.target.value, guardianMobile);
          }}
        />
        <TextField
          id="guardian-mobile"
          label={m.mobileLabel}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={guardianMobile}
          error={errors.guardianMobile ? t(errors.guardianMobile) : undefined}
          liveError
          onChange={(event) => {
            setGuardianMobile(event.target.value);
            setErrors({});
            typed(guardianEmail, event.target.value);
          }}
        />
        <p className="text-xs text-gray-600">
          <a className="font-medium text-brand-700 underline" href={f.path("/privacy")} target="_blank" rel="noreferrer">
            {r.privacyNotice}
          </a>
        </p>
      </form>
    </Dialog>
  );
}

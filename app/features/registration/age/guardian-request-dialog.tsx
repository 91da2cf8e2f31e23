import { type FormEvent, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import { GuardianRequestBody } from "#shared/api/privacy.ts";
import { useKnownMessage } from "../known-messages.tsx";
import { StepFooter } from "../step-footer.tsx";
import { askGuardian } from "./age-api.ts";
import { PrivacyNoticeLink } from "./privacy-notice-link.tsx";

type GuardianRequestProps = {
  contestId: string;
  onBack: () => void;
  onClose: () => void;
  onInputChange: (hasInput: boolean) => void;
  onSent: () => void;
};

/** The guardian's e-mail and mobile as typed, checked with the shared rules, then sent. */
function useGuardianRequest({ contestId, onInputChange, onSent }: Omit<GuardianRequestProps, "onBack" | "onClose">) {
  const m = useMessages("registration").guardian;
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

  const typed = (email: string, mobile: string) => {
    setErrors({});
    onInputChange(email.trim() !== "" || mobile.trim() !== "");
  };
  const editEmail = (email: string) => {
    setGuardianEmail(email);
    typed(email, guardianMobile);
  };
  const editMobile = (mobile: string) => {
    setGuardianMobile(mobile);
    typed(guardianEmail, mobile);
  };
  return { guardianEmail, guardianMobile, errors, busy, submit, editEmail, editMobile };
}

/**
 * Under 18 (docs/privacy.md#guardian-consent): only a parent's or guardian's e-mail, and a mobile if the
 * creator wishes, are taken; nothing else about the child is kept until the guardian agrees.
 */
export function GuardianRequestDialog({ onBack, onClose, ...request }: GuardianRequestProps) {
  const r = useMessages("registration");
  const m = r.guardian;
  const t = useKnownMessage();
  const { guardianEmail, guardianMobile, errors, busy, submit, editEmail, editMobile } = useGuardianRequest(request);

  return (
    <Dialog
      title={m.title}
      closeLabel={r.closeDialog}
      onClose={onClose}
      footer={<StepFooter back={r.back} onBack={onBack} form="registration-guardian-form" next={busy ? m.sending : m.send} busy={busy} />}
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
          onChange={(event) => editEmail(event.target.value)}
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
          onChange={(event) => editMobile(event.target.value)}
        />
        <p className="text-xs text-gray-600">
          <PrivacyNoticeLink />
        </p>
      </form>
    </Dialog>
  );
}

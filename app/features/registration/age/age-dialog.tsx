import { type FormEvent, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import { UserDetailsSchema } from "#shared/registration/user-details-schema.ts";
import { dateOfBirthRange } from "#shared/registration/forgiving-input.ts";
import { registrationMessages } from "#shared/registration/messages.ts";
import { useKnownMessage } from "../known-messages.tsx";
import { StepFooter } from "../step-footer.tsx";
import { PrivacyNoticeLink } from "./privacy-notice-link.tsx";

type AgeDialogProps = {
  initialDateOfBirth: string;
  onBack: () => void;
  onClose: () => void;
  onInputChange: (hasInput: boolean) => void;
  onNext: (dateOfBirth: string) => void;
};

/**
 * The age step (docs/privacy.md#age-first): after the e-mail code and before any other detail, one
 * neutral question that everyone answers alike. Nothing here says what the answer changes.
 */
export function AgeDialog({ initialDateOfBirth, onBack, onClose, onInputChange, onNext }: AgeDialogProps) {
  const r = useMessages("registration");
  const t = useKnownMessage();
  const [value, setValue] = useState(initialDateOfBirth);
  const [error, setError] = useState<string | null>(null);
  const { earliest, latest } = dateOfBirthRange(new Date());

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = UserDetailsSchema.shape.dateOfBirth.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? registrationMessages.dateOfBirthInvalid);
      return;
    }
    onNext(parsed.data);
  }

  return (
    <Dialog
      title={r.age.title}
      closeLabel={r.closeDialog}
      onClose={onClose}
      footer={<StepFooter back={r.back} onBack={onBack} form="registration-age-form" next={r.next} />}
    >
      <form id="registration-age-form" noValidate onSubmit={submit}>
        <p className="mb-4 text-sm text-gray-700">{r.age.intro}</p>
        <TextField
          id="registration-age"
          label={r.age.label}
          type="date"
          min={earliest}
          max={latest}
          required
          value={value}
          error={error ? t(error) : null}
          liveError
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
            onInputChange(event.target.value !== "");
          }}
        />
        <p className="mt-3 text-xs text-gray-600">
          {r.age.howWeUse} <PrivacyNoticeLink />
        </p>
      </form>
    </Dialog>
  );
}

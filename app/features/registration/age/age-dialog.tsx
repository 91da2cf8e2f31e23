import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { UserDetailsSchema } from "#shared/registration/user-details-schema.ts";
import { dateOfBirthRange } from "#shared/registration/forgiving-input.ts";

/**
 * The age step (docs/privacy.md#age-first): after the e-mail code and before any other detail, one
 * neutral question that everyone answers alike. Nothing here says what the answer changes.
 */
export function AgeDialog({
  initialDateOfBirth,
  onBack,
  onClose,
  onInputChange,
  onNext,
}: {
  initialDateOfBirth: string;
  onBack: () => void;
  onClose: () => void;
  onInputChange: (hasInput: boolean) => void;
  onNext: (dateOfBirth: string) => void;
}) {
  const [value, setValue] = useState(initialDateOfBirth);
  const [error, setError] = useState<string | null>(null);
  const { earliest, latest } = dateOfBirthRange(new Date());

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = UserDetailsSchema.shape.dateOfBirth.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Enter a valid date of birth.");
      return;
    }
    onNext(parsed.data);
  }

  return (
    <Dialog
      title="Your date of birth"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" form="registration-age-form">
            Next
          </Button>
        </>
      }
    >
      <form id="registration-age-form" noValidate onSubmit={submit}>
        <p className="mb-4 text-sm text-gray-700">We ask everyone taking part for their date of birth.</p>
        <TextField
          id="registration-age"
          label="Date of Birth"
          type="date"
          min={earliest}
          max={latest}
          required
          value={value}
          error={error}
          liveError
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
            onInputChange(event.target.value !== "");
          }}
        />
        <p className="mt-3 text-xs text-gray-600">
          How we use it:{" "}
          <a className="font-medium text-brand-700 underline" href="/privacy" target="_blank" rel="noreferrer">
            Privacy notice
          </a>
        </p>
      </form>
    </Dialog>
  );
}

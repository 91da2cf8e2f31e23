import { type FormEvent, useId, useState } from "react";
import { buttonClass } from "../../../components/ui/button-class";
import { Dialog } from "../../../components/ui/dialog";
import { TextAreaField, TextField } from "../../../components/ui/field";

/**
 * A confirmation that needs a written reason (withdrawing results, refunding a registration): the
 * reason is checked here for its minimum length, then `onConfirm` sends it and answers null, or the
 * server's message, shown at the field. `singleLine` asks for a short text (a payment reference) instead.
 */
export function ReasonDialog({
  title,
  description,
  label,
  confirmLabel,
  minLength,
  tooShort,
  singleLine,
  maxLength = 1000,
  onConfirm,
  onClose,
}: {
  title: string;
  description: string;
  label: string;
  confirmLabel: string;
  minLength: number;
  tooShort: string;
  singleLine?: boolean;
  maxLength?: number;
  onConfirm: (reason: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < minLength) return setError(tooShort);
    setBusy(true);
    const failure = await onConfirm(reason.trim());
    setBusy(false);
    if (failure) setError(failure);
  };
  return (
    <Dialog
      title={title}
      role="alertdialog"
      onClose={onClose}
      description={description}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={buttonClass({ variant: "secondary" })}>
            Cancel
          </button>
          <button type="submit" form={`${id}-form`} disabled={busy} aria-busy={busy || undefined} className={buttonClass()}>
            {confirmLabel}
          </button>
        </div>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit}>
        {singleLine ? (
          <TextField
            id={`${id}-reason`}
            label={label}
            required
            autoComplete="off"
            maxLength={maxLength}
            value={reason}
            error={error}
            liveError
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
        ) : (
          <TextAreaField
            id={`${id}-reason`}
            label={label}
            required
            rows={4}
            maxLength={maxLength}
            value={reason}
            error={error}
            liveError
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
        )}
      </form>
    </Dialog>
  );
}

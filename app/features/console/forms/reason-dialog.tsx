import { type FormEvent, useId, useState } from "react";
import { buttonClass } from "../../../components/ui/button-class";
import { Dialog } from "../../../components/ui/dialog";
import { TextAreaField, TextField } from "../../../components/ui/field";

type ReasonDialogProps = {
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
};

/** The reason as typed, its error (too short here, or the server's) and the submit that checks and sends it. */
function useReason({ minLength, tooShort, onConfirm }: Pick<ReasonDialogProps, "minLength" | "tooShort" | "onConfirm">) {
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
  const change = (text: string) => {
    setReason(text);
    setError(null);
  };
  return { reason, error, busy, submit, change };
}

/** The reason's field: one line (a payment reference) or a few. */
function ReasonField({
  id,
  label,
  singleLine,
  maxLength,
  reason,
  error,
  onChange,
}: {
  id: string;
  label: string;
  singleLine?: boolean;
  maxLength: number;
  reason: string;
  error: string | null;
  onChange: (text: string) => void;
}) {
  if (singleLine)
    return (
      <TextField
        id={id}
        label={label}
        required
        autoComplete="off"
        maxLength={maxLength}
        value={reason}
        error={error}
        liveError
        onChange={(event) => onChange(event.target.value)}
      />
    );
  return (
    <TextAreaField
      id={id}
      label={label}
      required
      rows={4}
      maxLength={maxLength}
      value={reason}
      error={error}
      liveError
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

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
  singleLine,
  maxLength = 1000,
  onClose,
  ...check
}: ReasonDialogProps) {
  const id = useId();
  const { reason, error, busy, submit, change } = useReason(check);
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
        <ReasonField
          id={`${id}-reason`}
          label={label}
          singleLine={singleLine}
          maxLength={maxLength}
          reason={reason}
          error={error}
          onChange={change}
        />
      </form>
    </Dialog>
  );
}

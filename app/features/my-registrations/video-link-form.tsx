import { type FormEvent, useId, useRef, useState } from "react";
import { notifySuccess } from "#app/components/notify.ts";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { PaymentVideoLinkSchema } from "#shared/registration/user-details-schema.ts";
import { saveVideoLink } from "./my-registrations-api.ts";

/**
 * Changes a registration's video link, checked as the payment dialog checks it, here and on the
 * server. Typed text stays in the field when saving fails, so nothing is lost.
 */
export function VideoLinkForm({
  registrationId,
  link,
  onSaved,
  onCancel,
}: {
  registrationId: string;
  link: string;
  onSaved: (link: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(link);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = PaymentVideoLinkSchema.safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? "Please enter a valid URL");
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await saveVideoLink(registrationId, checked.data);
      if (!answer.ok) {
        setError(answer.network ? "We could not reach the server. Your link is still here: please try again." : answer.body.message);
        input.current?.focus();
        return;
      }
      notifySuccess(answer.body.message);
      onSaved(answer.body.data.link);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="mt-3">
      <TextField
        ref={input}
        autoFocus
        id={`video-link-${id}`}
        label="New video link"
        required
        error={error}
        liveError
        type="url"
        inputMode="url"
        placeholder="https://"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="submit" busy={busy} size="sm">
          {busy ? "Saving..." : "Save link"}
        </Button>
        <Button variant="secondary" size="sm" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

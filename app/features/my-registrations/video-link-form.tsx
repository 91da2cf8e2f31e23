import { type FormEvent, useId, useRef, useState } from "react";
import { notifySuccess } from "#app/components/notify.ts";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import { translateKnownMessage } from "#shared/i18n/catalogue.ts";
import { checkVideoLink } from "#shared/registration/video-link.ts";
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
  const { videoLink: t } = useMessages("account");
  const id = useId();
  const { value, setValue, error, busy, input, submit } = useVideoLinkForm(registrationId, link, onSaved);

  return (
    <form noValidate onSubmit={submit} className="mt-3">
      <TextField
        ref={input}
        autoFocus
        id={`video-link-${id}`}
        label={t.label}
        required
        error={error}
        liveError
        type="url"
        inputMode="url"
        placeholder={t.placeholder}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="submit" busy={busy} size="sm">
          {busy ? t.saving : t.save}
        </Button>
        <Button variant="secondary" size="sm" disabled={busy} onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

/** The typed link, checked before it is sent; a refusal puts the cursor back in the field. */
function useVideoLinkForm(registrationId: string, link: string, onSaved: (link: string) => void) {
  const { videoLink: t, known } = useMessages("account");
  const [value, setValue] = useState(link);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkVideoLink(value);
    if (!checked.ok) {
      setError(translateKnownMessage(checked.message, known));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await saveVideoLink(registrationId, checked.link);
      if (!answer.ok) {
        setError(answer.network ? t.networkTrouble : answer.body.message);
        input.current?.focus();
        return;
      }
      notifySuccess(answer.body.message);
      onSaved(answer.body.data.link);
    } finally {
      setBusy(false);
    }
  }

  return { value, setValue, error, busy, input, submit };
}

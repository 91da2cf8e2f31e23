import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { FormNote, useSend } from "./form-note.tsx";
import { eraseMyAccount } from "./my-data-api.ts";

/** Erase the account: says what goes and what the law keeps; a confirmation e-mail follows. */
export function EraseForm() {
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { said, busy, send } = useSend();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (confirm.trim() !== "ERASE") {
      setError("Type ERASE to confirm.");
      document.getElementById("erase-confirm")?.focus();
      return;
    }
    setError(null);
    if ((await send(() => eraseMyAccount("ERASE"))).ok) window.location.assign("/");
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="erase-heading"
      className="grid gap-3 rounded-2xl border border-red-200 bg-white p-4 sm:p-6"
    >
      <h3 id="erase-heading" className="text-lg font-bold text-ink">
        Erase my account
      </h3>
      <p className="text-sm text-gray-700">
        We delete your details, photo and documents and sign you out everywhere. Your registrations stay in the contests' records without
        your name. Payment records and receipts are kept for 8 years because tax and accounting law requires it. We send you an e-mail to
        confirm.
      </p>
      <TextField
        id="erase-confirm"
        label="Type ERASE to confirm"
        autoComplete="off"
        value={confirm}
        error={error}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <FormNote said={said} />
      <div>
        <Button type="submit" variant="secondary" busy={busy}>
          Erase my account
        </Button>
      </div>
    </form>
  );
}

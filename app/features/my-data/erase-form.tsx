import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import { FormNote, useSend } from "./form-note.tsx";
import { eraseMyAccount } from "./my-data-api.ts";

/** Erase the account: says what goes and what the law keeps; a confirmation e-mail follows, and My data says it is done. */
export function EraseForm() {
  const t = useMessages("account").myData.erase;
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { said, busy, send } = useSend();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (confirm.trim() !== "ERASE") {
      setError(t.confirmError);
      document.getElementById("erase-confirm")?.focus();
      return;
    }
    setError(null);
    // This page (/me/data or /hi/me/data) again, new from the server: nothing of the erased data stays in
    // the browser, and the page says once that the account is erased. From the top: a reload opens where the
    // page was left, and this form is far below that short note. Instant, so the position is 0 when the page
    // goes (html scrolls smoothly).
    if ((await send(() => eraseMyAccount("ERASE"))).ok) {
      scrollTo({ top: 0, behavior: "instant" });
      location.reload();
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="erase-heading"
      className="grid gap-3 rounded-2xl border border-red-200 bg-white p-4 sm:p-6"
    >
      <h3 id="erase-heading" className="text-lg font-bold text-ink">
        {t.title}
      </h3>
      <p className="text-sm text-gray-700">{t.text}</p>
      <TextField
        id="erase-confirm"
        label={t.confirmLabel}
        autoComplete="off"
        value={confirm}
        error={error}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <FormNote said={said} />
      <div>
        <Button type="submit" variant="secondary" busy={busy}>
          {t.button}
        </Button>
      </div>
    </form>
  );
}

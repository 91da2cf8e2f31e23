import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { GrievanceBody } from "#shared/api/my-data.ts";
import { translateKnownMessage } from "#shared/i18n/catalogue.ts";
import { GRIEVANCE_ANSWER_DAYS } from "#shared/privacy/notice.ts";
import { FormNote, useSend } from "./form-note.tsx";
import { fileGrievance } from "./my-data-api.ts";

/** A question or complaint about one's data; the answer time is the notice's published one (at most 30 days). */
export function GrievanceForm({ contactEmail }: { contactEmail: string }) {
  const { myData, known } = useMessages("account");
  const t = myData.grievance;
  const f = useFormat();
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { said, busy, send } = useSend();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = GrievanceBody.safeParse({ message });
    if (!parsed.success) {
      setError(translateKnownMessage(parsed.error.issues[0]?.message ?? t.empty, known));
      document.getElementById("grievance")?.focus();
      return;
    }
    setError(null);
    if ((await send(() => fileGrievance(parsed.data.message))).ok) setMessage("");
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="grievance-heading"
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h3 id="grievance-heading" className="text-lg font-bold text-ink">
        {t.title}
      </h3>
      <p className="text-sm text-gray-700">
        {contactEmail
          ? f.fill(t.textFrom, { days: GRIEVANCE_ANSWER_DAYS, email: contactEmail })
          : f.fill(t.text, { days: GRIEVANCE_ANSWER_DAYS })}
      </p>
      <TextAreaField id="grievance" label={t.message} rows={4} value={message} error={error} onChange={(e) => setMessage(e.target.value)} />
      <FormNote said={said} />
      <div>
        <Button type="submit" variant="secondary" busy={busy}>
          {t.send}
        </Button>
      </div>
    </form>
  );
}

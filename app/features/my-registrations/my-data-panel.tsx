import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { apiPost } from "#app/lib/api-client.ts";
import { GRIEVANCE_ANSWER_DAYS } from "#shared/privacy/notice.ts";

type Said = { tone: "ok" | "error"; text: string } | null;

/**
 * My data (docs/privacy.md#my-data): download, erase, ask or complain. The server asks for a code
 * entered in the last 15 minutes; the answer says so when it is older.
 */
export function MyDataPanel() {
  const [confirm, setConfirm] = useState("");
  const [message, setMessage] = useState("");
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);

  async function post(url: string, body: unknown, after?: () => void) {
    setBusy(true);
    const answer = await apiPost<{ isOk: true; message: string }>(url, body);
    setBusy(false);
    if (answer.ok) {
      setSaid({ tone: "ok", text: answer.body.message });
      after?.();
    } else setSaid({ tone: "error", text: answer.network ? "Could not send. Check your connection and try again." : answer.body.message });
  }

  return (
    <section aria-labelledby="my-data-heading" className="mx-auto mt-10 max-w-3xl space-y-6 px-4 pb-12">
      <h2 id="my-data-heading" className="text-xl font-bold text-ink">
        My data
      </h2>
      <p className="text-sm text-gray-700">
        Everything we hold about you, and what you can do with it (
        <a className="font-medium text-brand-700 underline" href="/privacy">
          privacy notice
        </a>
        ).
      </p>
      {said ? (
        <p
          role={said.tone === "error" ? "alert" : "status"}
          className={said.tone === "error" ? "text-sm text-red-700" : "text-sm font-medium text-green-800"}
        >
          {said.text}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <a className="font-medium text-brand-700 underline" href="/api/privacy/my-data/export?download=1">
          Download my data (JSON)
        </a>
      </div>
      <form
        noValidate
        className="space-y-3 rounded-xl border border-brand-100 bg-white p-4"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void post("/api/privacy/my-data/grievance", { message }, () => setMessage(""));
        }}
      >
        <TextAreaField
          id="grievance"
          label="A question or complaint about your data"
          rows={3}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <p className="text-xs text-gray-600">We answer by e-mail within {GRIEVANCE_ANSWER_DAYS} days.</p>
        <Button type="submit" variant="secondary" busy={busy}>
          Send
        </Button>
      </form>
      <form
        noValidate
        className="space-y-3 rounded-xl border border-red-200 bg-white p-4"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void post("/api/privacy/my-data/erase", { confirm }, () => window.location.assign("/"));
        }}
      >
        <h3 className="font-semibold text-ink">Erase my account</h3>
        <p className="text-sm text-gray-700">
          We delete your details, photo and documents and sign you out everywhere. Your registrations stay in the contests' records without
          your name. Payment records and receipts are kept for 8 years because tax and accounting law requires it.
        </p>
        <TextField
          id="erase-confirm"
          label="Type ERASE to confirm"
          autoComplete="off"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Button type="submit" variant="secondary" busy={busy}>
          Erase my account
        </Button>
      </form>
    </section>
  );
}

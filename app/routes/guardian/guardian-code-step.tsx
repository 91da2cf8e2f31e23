import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { confirmGuardianCode, sendGuardianCode } from "./guardian-api.ts";

/** The guardian proves the address the child gave with a one-time code (docs/privacy.md#guardian-check). */
export function GuardianCodeStep({ token, email, onConfirmed }: { token: string; email: string; onConfirmed: () => void }) {
  const [sent, setSent] = useState<{ testModeCode?: string } | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    setBusy(true);
    setError(null);
    const answer = await sendGuardianCode(token);
    setBusy(false);
    if (answer.ok) setSent(answer.body.data);
    else setError(answer.network ? "Could not send the code. Check your connection and try again." : answer.body.message);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await confirmGuardianCode(token, code);
    setBusy(false);
    if (answer.ok) onConfirmed();
    else setError(answer.network ? "Could not check the code. Check your connection and try again." : answer.body.message);
  }

  if (!sent) {
    return (
      <section aria-labelledby="guardian-code-heading" className="space-y-4">
        <h2 id="guardian-code-heading" className="text-lg font-bold text-ink">
          First, confirm your e-mail
        </h2>
        <p>We will send a 6-digit code to {email}.</p>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button onClick={send} busy={busy}>
          Send code
        </Button>
      </section>
    );
  }
  return (
    <form onSubmit={confirm} noValidate className="space-y-4" aria-labelledby="guardian-code-heading">
      <h2 id="guardian-code-heading" className="text-lg font-bold text-ink">
        Enter the code we sent to {email}
      </h2>
      {sent.testModeCode ? (
        <p className="rounded bg-amber-50 p-2 text-sm text-amber-900">Test mode: your code is {sent.testModeCode}</p>
      ) : null}
      <TextField
        id="guardian-code"
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        error={error}
        liveError
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
        }}
      />
      <div className="flex gap-3">
        <Button type="submit" busy={busy}>
          Confirm
        </Button>
        <Button variant="secondary" onClick={send} disabled={busy}>
          Send a new code
        </Button>
      </div>
    </form>
  );
}

import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { confirmGuardianCode, sendGuardianCode } from "./guardian-api.ts";

/** The guardian proves the address the child gave with a one-time code (docs/privacy.md#guardian-check). */
export function GuardianCodeStep({
  token,
  email,
  focus,
  onConfirmed,
}: {
  token: string;
  email: string;
  /** Asked again in the middle of the form: take the parent to it. */
  focus?: boolean;
  onConfirmed: () => void;
}) {
  const t = useMessages("guardian").code;
  const f = useFormat();
  const step = useGuardianCode(token, onConfirmed);
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when asked again
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, []);

  if (!step.sent) {
    return (
      <section aria-labelledby="guardian-code-heading" className="space-y-4">
        <h2 ref={heading} tabIndex={-1} id="guardian-code-heading" className="text-lg font-bold break-words text-ink outline-none">
          {focus ? t.again : t.title}
        </h2>
        <p>{f.fill(t.willSend, { email })}</p>
        {step.error ? (
          <p role="alert" className="text-sm text-red-700">
            {step.error}
          </p>
        ) : null}
        <Button onClick={step.send} busy={step.busy}>
          {t.send}
        </Button>
      </section>
    );
  }
  return <EnterCodeForm email={email} testModeCode={step.sent.testModeCode} step={step} />;
}

/** Sending the code to the guardian's address, and checking the one they type. */
function useGuardianCode(token: string, onConfirmed: () => void) {
  const t = useMessages("guardian").code;
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
    else setError(answer.network ? t.sendFailed : answer.body.message);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await confirmGuardianCode(token, code);
    setBusy(false);
    if (answer.ok) onConfirmed();
    else setError(answer.network ? t.checkFailed : answer.body.message);
  }

  return { sent, code, setCode, error, setError, busy, send, confirm };
}

function EnterCodeForm({
  email,
  testModeCode,
  step,
}: {
  email: string;
  testModeCode: string | undefined;
  step: ReturnType<typeof useGuardianCode>;
}) {
  const t = useMessages("guardian").code;
  const f = useFormat();
  // 'Send code' is gone once the code is sent: the parent goes on where the code is typed.
  const codeField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    codeField.current?.focus();
  }, []);
  return (
    <form onSubmit={step.confirm} noValidate className="space-y-4" aria-labelledby="guardian-code-heading">
      <h2 id="guardian-code-heading" className="text-lg font-bold break-words text-ink">
        {f.fill(t.enter, { email })}
      </h2>
      {testModeCode ? <p className="rounded bg-amber-50 p-2 text-sm text-amber-900">{f.fill(t.testMode, { code: testModeCode })}</p> : null}
      <TextField
        ref={codeField}
        id="guardian-code"
        label={t.label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={step.code}
        error={step.error}
        liveError
        onChange={(event) => {
          step.setCode(event.target.value);
          step.setError(null);
        }}
      />
      <div className="flex gap-3">
        <Button type="submit" busy={step.busy}>
          {t.confirm}
        </Button>
        <Button variant="secondary" onClick={step.send} disabled={step.busy}>
          {t.sendNew}
        </Button>
      </div>
    </form>
  );
}

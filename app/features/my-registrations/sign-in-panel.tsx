import { type FormEvent, useEffect, useRef, useState } from "react";
import { fillNodes } from "#app/components/fill-nodes.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CodeField, TestModeCodeNote } from "#app/components/ui/code-field.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { creatorAccountMessages as c, type EmailCode, SIGN_IN_CODE_LENGTH } from "#shared/api/creator-accounts.ts";
import { translateKnownMessage } from "#shared/i18n/catalogue.ts";
import { registrationMessages } from "#shared/registration/messages.ts";
import { isEmail } from "#shared/validation/email.ts";
import { askForCode, signIn } from "./my-registrations-api.ts";

/** Seconds left until `at` (a Date.now() time), ticking once a second while there are any. */
function useSecondsUntil(at: number): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const left = () => Math.max(0, Math.ceil((at - Date.now()) / 1000));
    setSeconds(left());
    const timer = window.setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return seconds;
}

/**
 * Sign-in on the page itself: the e-mail, then the 6-digit code sent to it (checked as soon as six
 * digits are in). 'Send again' waits as long as the server says. In test-mail mode the code is shown.
 */
export function SignInPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn: t, known } = useMessages("account");
  const f = useFormat();
  const NETWORK_TROUBLE = t.networkTrouble;
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<EmailCode | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const waitSeconds = useSecondsUntil(resendAt);

  useEffect(() => {
    if (sent) codeInput.current?.focus();
  }, [sent]);

  async function requestCode(again: boolean) {
    const address = email.trim();
    if (!isEmail(address)) {
      setError(translateKnownMessage(registrationMessages.invalidEmail, known));
      emailInput.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      const answer = await askForCode(address);
      if (!answer.ok) {
        setError(answer.network ? NETWORK_TROUBLE : answer.body.message);
        return;
      }
      setSent(answer.body.data);
      setResendAt(Date.now() + answer.body.data.resendAfterSeconds * 1000);
      setCode("");
      if (again) setStatus(f.fill(t.newCodeSent, { email: address }));
    } finally {
      setBusy(false);
    }
  }

  async function verify(value: string) {
    if (busy) return;
    if (value.length !== SIGN_IN_CODE_LENGTH) {
      setError(translateKnownMessage(c.codeFormat, known));
      codeInput.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await signIn(email.trim(), value);
      if (answer.ok) {
        onSignedIn();
        return;
      }
      setError(answer.network ? NETWORK_TROUBLE : answer.body.message);
      codeInput.current?.select();
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sent) void verify(code);
    else void requestCode(false);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="me-sign-in-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8"
    >
      <h2 id="me-sign-in-title" className="text-xl font-bold text-ink sm:text-2xl">
        {t.title}
      </h2>
      {sent ? (
        <>
          <p className="mt-2 text-sm text-gray-700">
            {fillNodes(t.codeSent, {
              digits: SIGN_IN_CODE_LENGTH,
              email: <span className="font-semibold break-all text-ink">{email.trim()}</span>,
              minutes: sent.expiresInMinutes,
            })}
          </p>
          {sent.testModeCode ? <TestModeCodeNote code={sent.testModeCode} /> : null}
          <CodeField
            id="me-sign-in-code"
            inputRef={codeInput}
            value={code}
            error={error}
            className="mt-4"
            onDigits={setCode}
            onComplete={(digits) => void verify(digits)}
          />
          <p role="status" className="mt-2 min-h-5 text-sm text-gray-700">
            {status}
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button type="submit" busy={busy} className="grow sm:grow-0">
              {busy ? t.checking : t.signIn}
            </Button>
            <Button variant="secondary" disabled={busy || waitSeconds > 0} onClick={() => void requestCode(true)}>
              {waitSeconds > 0 ? f.fill(t.sendAgainIn, { seconds: waitSeconds }) : t.sendAgain}
            </Button>
            <button
              type="button"
              className="min-h-11 px-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
              onClick={() => {
                setSent(null);
                setError(null);
                setStatus(null);
              }}
            >
              {t.anotherEmail}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-gray-700">{f.fill(t.enterEmail, { digits: SIGN_IN_CODE_LENGTH })}</p>
          <TextField
            ref={emailInput}
            id="me-sign-in-email"
            label={t.email}
            required
            error={error}
            liveError
            className="mt-4"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t.emailPlaceholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" busy={busy} block className="mt-5">
            {busy ? t.sending : t.sendCode}
          </Button>
        </>
      )}
    </form>
  );
}

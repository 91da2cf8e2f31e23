import { type FormEvent, useEffect } from "react";
import { fillNodes } from "#app/components/fill-nodes.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CodeField, TestModeCodeNote } from "#app/components/ui/code-field.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { EmailCode } from "#shared/api/creator-accounts.ts";
import { SIGN_IN_CODE_LENGTH } from "#shared/api/creator-accounts-rules.ts";
import { type CodeSignIn, useCodeSignIn, useSecondsUntil } from "./use-sign-in-panel.ts";

/**
 * Sign-in on the page itself: the e-mail, then the 6-digit code sent to it (checked as soon as six
 * digits are in). 'Send again' waits as long as the server says. In test-mail mode the code is shown.
 */
export function SignInPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn: t } = useMessages("account");
  const panel = useCodeSignIn(onSignedIn);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (panel.sent) void panel.verify(panel.code);
    else void panel.requestCode(false);
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
      {panel.sent ? <CodeStep panel={panel} sent={panel.sent} /> : <EmailStep panel={panel} />}
    </form>
  );
}

function EmailStep({ panel }: { panel: CodeSignIn }) {
  const { signIn: t } = useMessages("account");
  const f = useFormat();
  return (
    <>
      <p className="mt-2 text-sm text-gray-700">{f.fill(t.enterEmail, { digits: SIGN_IN_CODE_LENGTH })}</p>
      <TextField
        ref={panel.emailInput}
        id="me-sign-in-email"
        label={t.email}
        required
        error={panel.error}
        liveError
        className="mt-4"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t.emailPlaceholder}
        value={panel.email}
        onChange={(event) => panel.setEmail(event.target.value)}
      />
      <Button type="submit" busy={panel.busy} block className="mt-5">
        {panel.busy ? t.sending : t.sendCode}
      </Button>
    </>
  );
}

function CodeStep({ panel, sent }: { panel: CodeSignIn; sent: EmailCode }) {
  const { signIn: t } = useMessages("account");
  const f = useFormat();
  const { busy, codeInput } = panel;
  const waitSeconds = useSecondsUntil(panel.resendAt);
  // Each code sent, the first or a new one, puts the cursor in the code field.
  useEffect(() => {
    if (sent) codeInput.current?.focus();
  }, [sent, codeInput]);
  return (
    <>
      <p className="mt-2 text-sm text-gray-700">
        {fillNodes(t.codeSent, {
          digits: SIGN_IN_CODE_LENGTH,
          email: <span className="font-semibold break-all text-ink">{panel.email.trim()}</span>,
          minutes: sent.expiresInMinutes,
        })}
      </p>
      {sent.testModeCode ? <TestModeCodeNote code={sent.testModeCode} /> : null}
      <CodeField
        id="me-sign-in-code"
        inputRef={panel.codeInput}
        value={panel.code}
        error={panel.error}
        className="mt-4"
        onDigits={panel.setCode}
        onComplete={(digits) => void panel.verify(digits)}
      />
      <p role="status" className="mt-2 min-h-5 text-sm text-gray-700">
        {panel.status}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" busy={busy} className="grow sm:grow-0">
          {busy ? t.checking : t.signIn}
        </Button>
        <Button variant="secondary" disabled={busy || waitSeconds > 0} onClick={() => void panel.requestCode(true)}>
          {waitSeconds > 0 ? f.fill(t.sendAgainIn, { seconds: waitSeconds }) : t.sendAgain}
        </Button>
        <button
          type="button"
          className="min-h-11 px-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
          onClick={panel.startOver}
        >
          {t.anotherEmail}
        </button>
      </div>
    </>
  );
}

import { type FormEvent, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { fillNodes } from "#app/components/fill-nodes.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CodeField, TestModeCodeNote } from "#app/components/ui/code-field.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import type { EmailCode } from "#shared/api/creator-accounts.ts";
import { creatorAccountMessages as c, SIGN_IN_CODE_LENGTH } from "#shared/api/creator-accounts-rules.ts";
import { translateKnownMessage } from "#shared/i18n/catalogue.ts";
import { askForCode, signIn } from "./my-data-api.ts";

/** My data opens only after a code entered in the last 15 minutes: a phone left signed in is not enough. */
export function FreshCodeStep({ email }: { email: string }) {
  const t = useMessages("account").myData.fresh;
  const { sent, code, setCode, error, busy, codeInput, request, verify } = useFreshCode(email);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sent) void verify(code);
    else void request();
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="fresh-code-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8"
    >
      <h2 id="fresh-code-heading" className="text-xl font-bold text-ink">
        {t.title}
      </h2>
      <p className="mt-2 text-sm text-gray-700">
        {fillNodes(t.text, { email: <span className="break-all font-semibold text-ink">{email}</span> })}
      </p>
      {sent ? (
        <>
          {sent.testModeCode ? <TestModeCodeNote code={sent.testModeCode} /> : null}
          <CodeField
            id="fresh-code"
            inputRef={codeInput}
            value={code}
            error={error}
            className="mt-4"
            onDigits={setCode}
            onComplete={(d) => void verify(d)}
          />
          <Button type="submit" busy={busy} className="mt-4">
            {busy ? t.checking : t.open}
          </Button>
        </>
      ) : (
        <>
          {error ? (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <Button type="submit" busy={busy} className="mt-4">
            {busy ? t.sending : t.send}
          </Button>
        </>
      )}
    </form>
  );
}

/** Asking for a code to the signed-in address, and checking it; a good code reloads the page's data. */
function useFreshCode(email: string) {
  const { myData, known } = useMessages("account");
  const NETWORK_TROUBLE = myData.networkTrouble;
  const revalidator = useRevalidator();
  const [sent, setSent] = useState<EmailCode | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);

  async function request() {
    setBusy(true);
    setError(null);
    const answer = await askForCode(email);
    setBusy(false);
    if (!answer.ok) return setError(answer.network ? NETWORK_TROUBLE : answer.body.message);
    setSent(answer.body.data);
    setTimeout(() => codeInput.current?.focus(), 0);
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
    const answer = await signIn(email, value);
    setBusy(false);
    if (answer.ok) return void revalidator.revalidate();
    setError(answer.network ? NETWORK_TROUBLE : answer.body.message);
    codeInput.current?.select();
  }

  return { sent, code, setCode, error, busy, codeInput, request, verify };
}

import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { CodeField, codeDigits } from "../../components/ui/code-field";
import { fillNodes } from "#app/components/fill-nodes.tsx";
import { useMessages } from "#app/i18n/i18n.tsx";
import { apiPost } from "../../lib/api-client";

type Step = { kind: "email" } | { kind: "code"; testModeCode: string | null };

/**
 * A judge signs in with the address the organiser invited: we e-mail a 6-digit code (no password).
 * In test-mail mode the code is shown here, labelled, as the creators' dialog does.
 */
export function JudgeSignIn() {
  const { signIn: t } = useMessages("judging");
  const id = useId();
  const revalidator = useRevalidator();
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<Step>({ kind: "email" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sendCode = async (event?: React.FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    // Read from the form: an address typed before the page's script arrived is in the field, not in state.
    const typed = event ? String(new FormData(event.currentTarget).get("email") ?? "") : email;
    setEmail(typed);
    setError(null);
    setBusy(true);
    const result = await apiPost<{ data: { testModeCode?: string } }>("/api/judge/sign-in/code", { email: typed });
    setBusy(false);
    if (!result.ok) return setError(result.network ? t.networkTrouble : result.body.message);
    setStep({ kind: "code", testModeCode: result.body.data.testModeCode ?? null });
  };

  const signIn = async (digits: string) => {
    setError(null);
    setBusy(true);
    const result = await apiPost("/api/judge/sign-in", { email, code: digits });
    setBusy(false);
    if (!result.ok) return setError(result.network ? t.networkTrouble : result.body.message);
    await revalidator.revalidate();
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-2 text-gray-700">{t.text}</p>
      {step.kind === "email" ? (
        <form onSubmit={(e) => void sendCode(e)} className="mt-6 flex flex-col gap-3" noValidate>
          <label htmlFor={`${id}-email`} className="font-semibold">
            {t.email}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={email}
            className="h-12 rounded-lg border border-gray-300 px-3 text-base"
          />
          {error ? (
            <p role="alert" className="text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <button type="submit" disabled={busy} className="h-12 rounded-lg bg-brand-700 font-semibold text-white disabled:opacity-60">
            {t.sendCode}
          </button>
        </form>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void signIn(code);
          }}
          className="mt-6 flex flex-col gap-3"
          noValidate
        >
          <p>{fillNodes(t.codeSent, { email: <strong className="break-all">{email}</strong> })}</p>
          {step.testModeCode ? (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {fillNodes(t.testMode, { code: <strong data-testid="test-mode-code">{step.testModeCode}</strong> })}
            </p>
          ) : null}
          <CodeField
            id={`${id}-code`}
            value={code}
            error={error}
            onDigits={(typed) => setCode(codeDigits(typed))}
            onComplete={(digits) => void signIn(digits)}
          />
          <button type="submit" disabled={busy} className="h-12 rounded-lg bg-brand-700 font-semibold text-white disabled:opacity-60">
            {t.signIn}
          </button>
          <button type="button" onClick={() => void sendCode()} className="self-start py-2 text-brand-700 underline underline-offset-2">
            {t.newCode}
          </button>
          <button
            type="button"
            onClick={() => setStep({ kind: "email" })}
            className="self-start py-2 text-brand-700 underline underline-offset-2"
          >
            {t.anotherAddress}
          </button>
        </form>
      )}
    </div>
  );
}

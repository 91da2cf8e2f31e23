import { useEffect, useId, useRef, useState } from "react";
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
  const flow = useJudgeSignIn();

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-2 text-gray-700">{t.text}</p>
      {flow.step.kind === "email" ? (
        <EmailStep id={id} email={flow.email} error={flow.error} busy={flow.busy} onSubmit={flow.sendCode} />
      ) : (
        <CodeStep id={id} flow={flow} testModeCode={flow.step.testModeCode} />
      )}
    </div>
  );
}

type JudgeSignInFlow = ReturnType<typeof useJudgeSignIn>;

/** The two steps' shared state: the address, the code being typed, and the requests that move between them. */
function useJudgeSignIn() {
  const { signIn: t } = useMessages("judging");
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
    // Checked here, in the page's language: the server's answer to an empty or broken address was
    // "Invalid body: email Enter a valid email", in English on /hi/judge too.
    const field = event?.currentTarget.elements.namedItem("email");
    if (field instanceof HTMLInputElement && !field.checkValidity()) return setError(t.emailInvalid);
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

  const backToEmail = () => setStep({ kind: "email" });
  return { email, code, setCode, step, error, busy, sendCode, signIn, backToEmail };
}

function EmailStep({
  id,
  email,
  error,
  busy,
  onSubmit,
}: {
  id: string;
  email: string;
  error: string | null;
  busy: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => Promise<void>;
}) {
  const { signIn: t } = useMessages("judging");
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="mt-6 flex flex-col gap-3" noValidate>
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-email-error` : undefined}
        className="h-12 rounded-lg border border-gray-300 px-3 text-base"
      />
      {error ? (
        <p id={`${id}-email-error`} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className="h-12 rounded-lg bg-brand-700 font-semibold text-white disabled:opacity-60">
        {t.sendCode}
      </button>
    </form>
  );
}

function CodeStep({ id, flow, testModeCode }: { id: string; flow: JudgeSignInFlow; testModeCode: string | null }) {
  const { signIn: t } = useMessages("judging");
  // The button that sent the code is gone with the e-mail step: the focus goes where the code is typed, not to the page.
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => codeInput.current?.focus(), []);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void flow.signIn(flow.code);
      }}
      className="mt-6 flex flex-col gap-3"
      noValidate
    >
      <p>{fillNodes(t.codeSent, { email: <strong className="break-all">{flow.email}</strong> })}</p>
      {testModeCode ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {fillNodes(t.testMode, { code: <strong data-testid="test-mode-code">{testModeCode}</strong> })}
        </p>
      ) : null}
      <CodeField
        id={`${id}-code`}
        inputRef={codeInput}
        value={flow.code}
        error={flow.error}
        onDigits={(typed) => flow.setCode(codeDigits(typed))}
        onComplete={(digits) => void flow.signIn(digits)}
      />
      <button type="submit" disabled={flow.busy} className="h-12 rounded-lg bg-brand-700 font-semibold text-white disabled:opacity-60">
        {t.signIn}
      </button>
      <button type="button" onClick={() => void flow.sendCode()} className="self-start py-2 text-brand-700 underline underline-offset-2">
        {t.newCode}
      </button>
      <button type="button" onClick={flow.backToEmail} className="self-start py-2 text-brand-700 underline underline-offset-2">
        {t.anotherAddress}
      </button>
    </form>
  );
}

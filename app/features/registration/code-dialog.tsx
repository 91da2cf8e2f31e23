import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { CodeField, TestModeCodeNote } from "#app/components/ui/code-field.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { creatorAccountMessages as c, SIGN_IN_CODE_LENGTH } from "#shared/api/creator-accounts-rules.ts";
import type { EmailCode } from "./api.ts";
import { useKnownMessage } from "./known-messages.tsx";
import { StepFooter } from "./step-footer.tsx";

const countdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/** The sentence with the address in bold where it says {email}. */
function withEmail(sentence: string, email: string) {
  const [before, after] = sentence.split("{email}");
  return (
    <>
      {before}
      <span className="font-semibold break-all text-ink">{email}</span>
      {after}
    </>
  );
}

/** Seconds left until `at`, ticking once a second while there are any. */
function useSecondsUntil(at: number): number {
  const left = () => Math.max(0, Math.ceil((at - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `at` and the clock
  useEffect(() => {
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

type CodeDialogProps = {
  email: string;
  sent: EmailCode;
  onChangeEmail: () => void;
  onClose: () => void;
  onInputChange: (hasInput: boolean) => void;
  /** Asks for a new code; answers it, or a message. */
  onResend: () => Promise<EmailCode | string>;
  /** Signs in with the code and moves on; a returned message keeps the dialog here. */
  onVerify: (code: string) => Promise<string | null>;
};

type CodeInput = {
  setError: (message: string | null) => void;
  input: RefObject<HTMLInputElement | null>;
};

/** Checks a code with the server; a refused one points at what to do next. */
function useVerifyCode(
  onVerify: CodeDialogProps["onVerify"],
  { setError, input, resendButton }: CodeInput & { resendButton: RefObject<HTMLButtonElement | null> },
) {
  const t = useKnownMessage();
  const [busy, setBusy] = useState(false);
  /** The digits the server just refused, still in the field: sending them again would only use up a try. */
  const refused = useRef<string | null>(null);

  async function verify(value: string) {
    if (busy) return;
    if (value.length !== SIGN_IN_CODE_LENGTH) {
      setError(c.codeFormat);
      input.current?.focus();
      return;
    }
    if (value === refused.current) {
      input.current?.select();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const problem = await onVerify(value);
      if (problem) {
        setError(problem);
        // A dead code needs a new one: point at Send again. A wrong one is selected to type over.
        const dead = t.is(problem, c.codeExpired) || t.is(problem, c.codeTooManyTries);
        if (dead || problem.includes(t(c.codeWrong))) refused.current = value;
        if (dead) resendButton.current?.focus();
        else input.current?.select();
      }
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    verify,
    forgetRefused: () => {
      refused.current = null;
    },
  };
}

/** 'Send again': the code in use, the wait before another, and what the last resend said. */
function useResendCode(
  { email, sent, onResend }: Pick<CodeDialogProps, "email" | "sent" | "onResend">,
  { setError, input, clearCode }: CodeInput & { clearCode: () => void },
) {
  const r = useMessages("registration");
  const f = useFormat();
  const [current, setCurrent] = useState(sent);
  const [resendAt, setResendAt] = useState(() => Date.now() + sent.resendAfterSeconds * 1000);
  const [status, setStatus] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const waitSeconds = useSecondsUntil(resendAt);

  async function resend() {
    setResending(true);
    setError(null);
    setStatus(null);
    try {
      const answer = await onResend();
      if (typeof answer === "string") {
        setError(answer);
        return;
      }
      setCurrent(answer);
      setResendAt(Date.now() + answer.resendAfterSeconds * 1000);
      clearCode();
      setStatus(f.fill(r.code.resent, { email }));
      input.current?.focus();
    } finally {
      setResending(false);
    }
  }

  return { current, status, resending, waitSeconds, resend };
}

/** Send again (counting down while it must wait) and what the last resend said. */
function ResendRow({
  resendButton,
  again: { status, resending, waitSeconds, resend },
}: {
  resendButton: RefObject<HTMLButtonElement | null>;
  again: ReturnType<typeof useResendCode>;
}) {
  const r = useMessages("registration");
  const f = useFormat();
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button ref={resendButton} variant="quiet" size="sm" onClick={resend} disabled={waitSeconds > 0} busy={resending}>
        {waitSeconds > 0 ? f.fill(r.code.sendAgainIn, { time: countdown(waitSeconds) }) : resending ? r.code.sending : r.code.sendAgain}
      </Button>
      <p role="status" className="text-sm text-gray-700">
        {status}
      </p>
    </div>
  );
}

/**
 * Proves the e-mail (docs/decisions.md#creator-accounts): the 6-digit code sent to it. The code is
 * checked as soon as six digits are in (typed, pasted or filled in by the phone from the message);
 * 'Send again' waits 30 seconds, counting down. In test-mail mode the code is shown here.
 */
export function CodeDialog({ email, sent, onChangeEmail, onClose, onInputChange, onResend, onVerify }: CodeDialogProps) {
  const r = useMessages("registration");
  const f = useFormat();
  const t = useKnownMessage();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const resendButton = useRef<HTMLButtonElement>(null);
  const { busy, verify, forgetRefused } = useVerifyCode(onVerify, { setError, input, resendButton });
  const clearCode = () => {
    setCode("");
    forgetRefused();
    onInputChange(false);
  };
  const again = useResendCode({ email, sent, onResend }, { setError, input, clearCode });

  function submit(event: FormEvent) {
    event.preventDefault();
    void verify(code);
  }

  return (
    <Dialog
      title={r.code.title}
      closeLabel={r.closeDialog}
      onClose={onClose}
      footer={
        <StepFooter back={r.back} onBack={onChangeEmail} form="registration-code-form" next={busy ? r.checking : r.next} busy={busy} />
      }
    >
      <form id="registration-code-form" noValidate onSubmit={submit}>
        <p className="text-sm text-gray-700">
          {withEmail(f.fill(r.code.sent, { length: SIGN_IN_CODE_LENGTH, minutes: again.current.expiresInMinutes }), email)}
        </p>
        {again.current.testModeCode ? <TestModeCodeNote code={again.current.testModeCode} /> : null}
        <CodeField
          id="registration-code"
          inputRef={input}
          value={code}
          error={error ? t(error) : null}
          className="mt-4"
          onDigits={(digits) => {
            setCode(digits);
            setError(null);
            onInputChange(digits !== "");
          }}
          onComplete={(digits) => void verify(digits)}
        />
        <ResendRow resendButton={resendButton} again={again} />
      </form>
    </Dialog>
  );
}

import { useEffect, useRef, useState } from "react";
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

/** What the sign-in panel holds: the address, the code sent to it, what is typed, and the last error or news. */
export function useSignInPanelState() {
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

  const startOver = () => {
    setSent(null);
    setError(null);
    setStatus(null);
  };

  return {
    email,
    setEmail,
    sent,
    setSent,
    setResendAt,
    code,
    setCode,
    error,
    setError,
    status,
    setStatus,
    busy,
    setBusy,
    codeInput,
    emailInput,
    waitSeconds,
    startOver,
  };
}

export type SignInPanelState = ReturnType<typeof useSignInPanelState>;

/** Asks for a code for the typed address; `again` says so in the status line once it is sent. */
export function useRequestCode(panel: SignInPanelState) {
  const { signIn: t, known } = useMessages("account");
  const f = useFormat();
  return async function requestCode(again: boolean) {
    const address = panel.email.trim();
    if (!isEmail(address)) {
      panel.setError(translateKnownMessage(registrationMessages.invalidEmail, known));
      panel.emailInput.current?.focus();
      return;
    }
    panel.setBusy(true);
    panel.setError(null);
    panel.setStatus(null);
    try {
      const answer = await askForCode(address);
      if (!answer.ok) {
        panel.setError(answer.network ? t.networkTrouble : answer.body.message);
        return;
      }
      panel.setSent(answer.body.data);
      panel.setResendAt(Date.now() + answer.body.data.resendAfterSeconds * 1000);
      panel.setCode("");
      if (again) panel.setStatus(f.fill(t.newCodeSent, { email: address }));
    } finally {
      panel.setBusy(false);
    }
  };
}

/** Checks a full code with the server; a wrong one is selected for retyping. */
export function useVerifyCode(panel: SignInPanelState, onSignedIn: () => void) {
  const { signIn: t, known } = useMessages("account");
  return async function verify(value: string) {
    if (panel.busy) return;
    if (value.length !== SIGN_IN_CODE_LENGTH) {
      panel.setError(translateKnownMessage(c.codeFormat, known));
      panel.codeInput.current?.focus();
      return;
    }
    panel.setBusy(true);
    panel.setError(null);
    try {
      const answer = await signIn(panel.email.trim(), value);
      if (answer.ok) {
        onSignedIn();
        return;
      }
      panel.setError(answer.network ? t.networkTrouble : answer.body.message);
      panel.codeInput.current?.select();
    } finally {
      panel.setBusy(false);
    }
  };
}

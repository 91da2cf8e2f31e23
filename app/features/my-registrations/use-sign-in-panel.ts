import { type RefObject, useEffect, useRef, useState } from "react";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { EmailCode } from "#shared/api/creator-accounts.ts";
import { creatorAccountMessages as c, SIGN_IN_CODE_LENGTH } from "#shared/api/creator-accounts-rules.ts";
import { translateKnownMessage } from "#shared/i18n/catalogue.ts";
import { registrationMessages } from "#shared/registration/messages.ts";
import { isEmail } from "#shared/validation/email-address.ts";
import { askForCode, signIn } from "./my-registrations-api.ts";

/** Seconds left until `at` (a Date.now() time), ticking once a second while there are any. */
export function useSecondsUntil(at: number): number {
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
 * The sign-in panel's flow: the address, the code sent to it, what is typed, the last error or news,
 * and the two requests. 'Send again' waits as long as the server said.
 */
export function useCodeSignIn(onSignedIn: () => void) {
  const { signIn: t, known } = useMessages("account");
  const f = useFormat();
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<EmailCode | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  // Refused before asking the server: said beside the field, which gets the cursor.
  const refuse = (message: string, input: RefObject<HTMLInputElement | null>) => {
    setError(translateKnownMessage(message, known));
    input.current?.focus();
  };

  async function requestCode(again: boolean) {
    const address = email.trim();
    if (!isEmail(address)) return refuse(registrationMessages.invalidEmail, emailInput);
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      const answer = await askForCode(address);
      if (!answer.ok) return setError(answer.network ? t.networkTrouble : answer.body.message);
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
    if (value.length !== SIGN_IN_CODE_LENGTH) return refuse(c.codeFormat, codeInput);
    setBusy(true);
    setError(null);
    try {
      const answer = await signIn(email.trim(), value);
      if (answer.ok) return onSignedIn();
      setError(answer.network ? t.networkTrouble : answer.body.message);
      codeInput.current?.select();
    } finally {
      setBusy(false);
    }
  }

  const startOver = () => {
    setSent(null);
    setError(null);
    setStatus(null);
  };
  return { email, setEmail, sent, code, setCode, error, status, busy, codeInput, emailInput, resendAt, requestCode, verify, startOver };
}

export type CodeSignIn = ReturnType<typeof useCodeSignIn>;

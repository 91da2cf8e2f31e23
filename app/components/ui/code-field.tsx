import type { Ref } from "react";
import { useMessages } from "#app/i18n/i18n.tsx";
import { SIGN_IN_CODE_LENGTH } from "#shared/api/creator-accounts-rules.ts";
import { fillNodes } from "../fill-nodes.tsx";
import { Field } from "./field.tsx";

/** Digits only, at most six: a pasted '123 456' or 'Your code: 123456' gives the code. */
export const codeDigits = (typed: string) => typed.replace(/\D/g, "").slice(0, SIGN_IN_CODE_LENGTH);

/**
 * The e-mailed sign-in code's box: the phone's number pad and its offer to fill the code from the
 * message, digits kept from whatever is typed or pasted, and `onComplete` as soon as all six are in.
 */
export function CodeField({
  id,
  value,
  error,
  inputRef,
  className,
  onDigits,
  onComplete,
}: {
  id: string;
  value: string;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  onDigits: (digits: string) => void;
  onComplete: (digits: string) => void;
}) {
  const { code } = useMessages("common");
  return (
    <Field id={id} label={code.label} required error={error} liveError className={className}>
      {(wired) => (
        <input
          {...wired}
          ref={inputRef}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          placeholder="123456"
          value={value}
          className={`${wired.className} font-mono text-xl tracking-[0.4em]`}
          onChange={(event) => {
            const digits = codeDigits(event.target.value);
            onDigits(digits);
            if (digits.length === SIGN_IN_CODE_LENGTH) onComplete(digits);
          }}
        />
      )}
    </Field>
  );
}

/** Only in test-mail mode, where no mail leaves the machine: the code, shown where it is typed. */
export function TestModeCodeNote({ code }: { code: string }) {
  const texts = useMessages("common").code;
  return (
    <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200" data-test-mode-code>
      {fillNodes(texts.testMode, { code: <span className="font-mono text-base font-bold tracking-widest">{code}</span> })}
    </p>
  );
}

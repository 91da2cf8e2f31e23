import { type FormEvent, type RefObject, useRef, useState } from "react";
import { notifyError, notifySuccess } from "#app/components/notify.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, TextField } from "#app/components/ui/field.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { login, type SignedInAffiliate } from "./affiliate-api";

type FieldErrors = { email?: string; password?: string };

/** The affiliate sign-in modal (docs/product-rules.md#affiliates: e-mail, password, close icon, at most 448 px wide). */
export function SignInDialog({
  open,
  onClose,
  onSignedIn,
}: {
  open: boolean;
  onClose: () => void;
  onSignedIn: (user: SignedInAffiliate) => void;
}) {
  if (!open) return null;
  return <SignInForm onClose={onClose} onSignedIn={onSignedIn} />;
}

type SignInHandlers = { onClose: () => void; onSignedIn: (user: SignedInAffiliate) => void };

/** Mounted on each opening, so every opening starts without errors or a password. */
function SignInForm({ onClose, onSignedIn }: SignInHandlers) {
  const { dialog: m } = useMessages("contest").affiliates;
  const form = useSignInForm({ onClose, onSignedIn });

  return (
    <Dialog title={m.title} description={m.description} closeLabel={m.close} onClose={onClose}>
      <form noValidate onSubmit={form.submit} className="space-y-5">
        <TextField
          ref={form.emailRef}
          id="sign-in-email"
          name="email"
          label={m.email}
          type="email"
          inputMode="email"
          autoComplete="username"
          placeholder="you@example.com"
          value={form.email}
          error={form.errors.email}
          onChange={(event) => form.setEmail(event.target.value)}
        />
        <PasswordField inputRef={form.passwordRef} value={form.password} error={form.errors.password} onChange={form.setPassword} />
        {form.formError ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {form.formError}
          </p>
        ) : null}
        <Button type="submit" size="lg" block busy={form.busy}>
          {form.busy ? m.submitting : m.submit}
        </Button>
      </form>
    </Dialog>
  );
}

/** The fields' values and errors, and a submit that checks them before asking the server. */
function useSignInForm({ onClose, onSignedIn }: SignInHandlers) {
  const { dialog: m, unknownError } = useMessages("contest").affiliates;
  const f = useFormat();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // A failure is said inside the dialog too, next to what it is about, not only in a passing toast.
  const [formError, setFormError] = useState("");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: FieldErrors = {};
    if (!email.trim()) found.email = m.emailRequired;
    if (!password) found.password = m.passwordRequired;
    setErrors(found);
    setFormError("");
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    setBusy(true);
    try {
      const answer = await login(email.trim(), password);
      if (answer.data) {
        notifySuccess(m.success);
        onSignedIn(answer.data);
        onClose();
      } else {
        const message = f.fill(m.failed, { message: answer.message ?? unknownError });
        notifyError(message);
        setFormError(message);
        setPassword("");
        passwordRef.current?.focus();
      }
    } catch {
      notifyError(m.error);
      setFormError(m.error);
    } finally {
      setBusy(false);
    }
  };

  return { emailRef, passwordRef, email, setEmail, password, setPassword, errors, busy, formError, submit };
}

function PasswordField({
  inputRef,
  value,
  error,
  onChange,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { dialog: m } = useMessages("contest").affiliates;
  const [showPassword, setShowPassword] = useState(false);
  return (
    <Field id="sign-in-password" label={m.password} error={error}>
      {(wired) => (
        <div className="relative">
          <input
            {...wired}
            ref={inputRef}
            name="password"
            type={showPassword ? "text" : "password"}
            autoComplete="current-password"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={`${wired.className} pr-20`}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-pressed={showPassword}
            aria-label={m.showPassword}
            className="absolute inset-y-1 right-1 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {showPassword ? m.hide : m.show}
          </button>
        </div>
      )}
    </Field>
  );
}

import { type FormEvent, useId, useState } from "react";
import { StaffSignInSchema } from "#shared/console/staff-access.ts";
import { buttonClass } from "../../../components/ui/button-class";
import { TextField } from "../../../components/ui/field";
import { apiPost } from "../../../lib/api-client";
import { FormAlert } from "../forms/form-alert";
import { type FormErrors, formErrorsOf, noErrors } from "../forms/form-errors";
import { checkWith, useFormSubmit } from "../forms/use-form-submit";

type SignInAnswer = { isOk: true; data: { next: "signed-in" | "second-factor" } };

function PasswordStep({
  initialErrors,
  onSignedIn,
}: {
  initialErrors: FormErrors;
  onSignedIn: (next: SignInAnswer["data"]["next"]) => void;
}) {
  const { errors, busy, submit } = useFormSubmit({
    check: (values) => checkWith(StaffSignInSchema, { email: values.email, password: values.password }),
    send: (data) => apiPost<SignInAnswer>("/api/admin/sign-in", data),
    onDone: (answer) => onSignedIn(answer.data.next),
    keep: true,
    initialErrors,
  });
  return (
    <form key="password" onSubmit={submit} noValidate className="space-y-4">
      <FormAlert message={errors.message} small className="mb-4" />
      <TextField id="email" label="Email" type="email" autoComplete="username" error={errors.fields.email} liveError />
      <TextField id="password" label="Password" type="password" autoComplete="current-password" error={errors.fields.password} liveError />
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass({ block: true, className: "mt-2" })}>
        Sign in
      </button>
    </form>
  );
}

function CodeStep({ onVerified, onLapsed }: { onVerified: () => void; onLapsed: (errors: FormErrors) => void }) {
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    if (!code) return setErrors({ message: null, fields: { code: "Enter the code from your authenticator app." } });
    setBusy(true);
    const result = await apiPost<SignInAnswer>("/api/admin/sign-in/second-factor", { code });
    setBusy(false);
    if (result.ok) return onVerified();
    // The password step lapsed: start again from it.
    if (result.status === 401 && !(result.body as { errors?: unknown }).errors) return onLapsed(formErrorsOf(result));
    setErrors(formErrorsOf(result));
  };
  return (
    <form key="code" onSubmit={submit} noValidate aria-labelledby={`${id}-code-title`}>
      <h2 id={`${id}-code-title`} className="mb-2 text-lg font-semibold text-ink">
        Two-factor sign-in
      </h2>
      <p className="mb-4 text-sm text-gray-700">Open your authenticator app and enter the 6-digit code for the console.</p>
      <FormAlert message={errors.message} small className="mb-4" />
      <TextField
        id="code"
        label="Authentication code"
        hint="Lost your phone? Enter one of your recovery codes instead."
        autoComplete="one-time-code"
        inputMode="text"
        autoFocus
        error={errors.fields.code}
        liveError
      />
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass({ block: true, className: "mt-6" })}>
        Verify
      </button>
    </form>
  );
}

/** E-mail and password; then, when two-factor sign-in is on, the code from the authenticator app. */
export function StaffSignInForm({ returnTo, startAtCode }: { returnTo: string; startAtCode: boolean }) {
  const [step, setStep] = useState<"password" | "code">(startAtCode ? "code" : "password");
  const [lapsed, setLapsed] = useState<FormErrors>(noErrors);
  const done = () => window.location.assign(returnTo);
  if (step === "code") {
    return (
      <CodeStep
        onVerified={done}
        onLapsed={(errors) => {
          setLapsed(errors);
          setStep("password");
        }}
      />
    );
  }
  return <PasswordStep initialErrors={lapsed} onSignedIn={(next) => (next === "second-factor" ? setStep("code") : done())} />;
}

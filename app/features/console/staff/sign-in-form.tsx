import { type FormEvent, useId, useState } from "react";
import { StaffSignInSchema } from "#shared/console/staff-access.ts";
import { buttonClass } from "../../../components/ui/button-class";
import { TextField } from "../../../components/ui/field";
import { apiPost } from "../../../lib/api-client";
import { type FormErrors, formErrorsOf, invalidFormErrors, noErrors } from "../forms/form-errors";

type SignInAnswer = { isOk: true; data: { next: "signed-in" | "second-factor" } };

/** E-mail and password; then, when two-factor sign-in is on, the code from the authenticator app. */
export function StaffSignInForm({ returnTo, startAtCode }: { returnTo: string; startAtCode: boolean }) {
  const [step, setStep] = useState<"password" | "code">(startAtCode ? "code" : "password");
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const done = () => window.location.assign(returnTo);

  const submitPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = StaffSignInSchema.safeParse({ email: form.get("email"), password: form.get("password") });
    if (!parsed.success) {
      return setErrors(invalidFormErrors(parsed.error.issues));
    }
    setBusy(true);
    const result = await apiPost<SignInAnswer>("/api/admin/sign-in", parsed.data);
    setBusy(false);
    if (!result.ok) return setErrors(formErrorsOf(result));
    setErrors(noErrors);
    if (result.body.data.next === "second-factor") setStep("code");
    else done();
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    if (!code) return setErrors({ message: null, fields: { code: "Enter the code from your authenticator app." } });
    setBusy(true);
    const result = await apiPost<SignInAnswer>("/api/admin/sign-in/second-factor", { code });
    setBusy(false);
    if (!result.ok) {
      // The password step lapsed: start again from it.
      if (result.status === 401 && !(result.body as { errors?: unknown }).errors) setStep("password");
      return setErrors(formErrorsOf(result));
    }
    done();
  };

  const alert = errors.message ? (
    <p role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {errors.message}
    </p>
  ) : null;

  if (step === "code") {
    return (
      <form key="code" onSubmit={submitCode} noValidate aria-labelledby={`${id}-code-title`}>
        <h2 id={`${id}-code-title`} className="mb-2 text-lg font-semibold text-ink">
          Two-factor sign-in
        </h2>
        <p className="mb-4 text-sm text-gray-700">Open your authenticator app and enter the 6-digit code for the console.</p>
        {alert}
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

  return (
    <form key="password" onSubmit={submitPassword} noValidate className="space-y-4">
      {alert}
      <TextField id="email" label="Email" type="email" autoComplete="username" error={errors.fields.email} liveError />
      <TextField id="password" label="Password" type="password" autoComplete="current-password" error={errors.fields.password} liveError />
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass({ block: true, className: "mt-2" })}>
        Sign in
      </button>
    </form>
  );
}

import { type FormEvent, useState } from "react";
import { ChangePasswordSchema } from "#shared/console/staff-access.ts";
import { buttonClass } from "../../../components/ui/button-class";
import { TextField } from "../../../components/ui/field";
import { apiPost } from "../../../lib/api-client";
import { type FormErrors, formErrorsOf, invalidFormErrors, noErrors } from "../forms/form-errors";

/** Changing one's own password: every other session ends, this browser stays signed in. */
export function PasswordChangeForm() {
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form));
    const parsed = ChangePasswordSchema.safeParse(values);
    setDone(null);
    if (!parsed.success) {
      return setErrors(invalidFormErrors(parsed.error.issues));
    }
    setBusy(true);
    const result = await apiPost<{ message: string }>("/api/admin/account/password", parsed.data);
    setBusy(false);
    if (!result.ok) return setErrors(formErrorsOf(result));
    setErrors(noErrors);
    form.reset();
    setDone(result.body.message);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {errors.message ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {errors.message}
        </p>
      ) : null}
      <TextField
        id="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.fields.currentPassword}
        liveError
      />
      <TextField
        id="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters; not a common password."
        error={errors.fields.newPassword}
        liveError
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass()}>
          Change password
        </button>
        <p role="status" className="text-sm font-medium text-green-800">
          {done}
        </p>
      </div>
    </form>
  );
}

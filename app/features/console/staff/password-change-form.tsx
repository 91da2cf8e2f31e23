import { useState } from "react";
import { ChangePasswordSchema } from "#shared/console/staff-access.ts";
import { buttonClass } from "../../../components/ui/button-class";
import { TextField } from "../../../components/ui/field";
import { apiPost } from "../../../lib/api-client";
import { FormAlert } from "../forms/form-alert";
import { checkWith, useFormSubmit } from "../forms/use-form-submit";

/** Changing one's own password: every other session ends, this browser stays signed in. */
export function PasswordChangeForm() {
  const [done, setDone] = useState<string | null>(null);
  const { errors, busy, submit } = useFormSubmit({
    check: (values) => {
      setDone(null);
      return checkWith(ChangePasswordSchema, values);
    },
    send: (data) => apiPost<{ message: string }>("/api/admin/account/password", data),
    onDone: (answer) => setDone(answer.message),
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert message={errors.message} small />
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

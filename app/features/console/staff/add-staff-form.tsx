import { type FormEvent, useState } from "react";
import { CreateStaffSchema, STAFF_ROLES } from "#shared/console/staff-access.ts";
import { buttonClass } from "../../../components/ui/button-class";
import { Field, TextField } from "../../../components/ui/field";
import { apiPost } from "../../../lib/api-client";
import { type FormErrors, formErrorsOf, invalidFormErrors, noErrors } from "../forms/form-errors";
import { roleLabels } from "../shell/console-navigation";

type Created = { message: string; data: { email: string; generatedPassword: string | null } };

const roleHints = { owner: "everything, staff included", editor: "contests, content, winners", viewer: "sees and exports" } as const;

/** An owner adds a staff member; a password left empty is generated and shown once, to pass on privately. */
export function AddStaffForm({ onAdded }: { onAdded: () => void }) {
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ message: string; email: string; password: string | null } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form));
    const parsed = CreateStaffSchema.safeParse({ ...values, role: values.role || undefined });
    if (!parsed.success) {
      return setErrors(invalidFormErrors(parsed.error.issues));
    }
    setBusy(true);
    const result = await apiPost<Created>("/api/admin/staff", parsed.data);
    setBusy(false);
    if (!result.ok) return setErrors(formErrorsOf(result));
    setErrors(noErrors);
    form.reset();
    setCreated({ message: result.body.message, email: result.body.data.email, password: result.body.data.generatedPassword });
    onAdded();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {errors.message ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {errors.message}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="name" label="Name" autoComplete="off" error={errors.fields.name} liveError />
        <TextField id="email" label="Email" type="email" autoComplete="off" error={errors.fields.email} liveError />
        <Field id="role" label="Role" error={errors.fields.role} liveError>
          {(control) => (
            <select {...control} defaultValue="">
              <option value="" disabled>
                Choose a role
              </option>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleLabels[role]}: {roleHints[role]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          id="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters, not a common password. Leave empty to generate one."
          error={errors.fields.password}
          liveError
        />
      </div>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass()}>
        Add staff member
      </button>
      <div role="status">
        {created ? (
          <div className="rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-green-950">
            <p className="font-medium">{created.message}</p>
            {created.password ? (
              <p className="mt-2 text-sm">
                Password for {created.email}, shown only now (give it to them privately):{" "}
                <code className="break-all rounded bg-white px-2 py-0.5 font-mono text-base" data-testid="generated-password">
                  {created.password}
                </code>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}

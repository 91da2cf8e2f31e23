import { type ReactNode, useState } from "react";
import { buttonClass } from "../../../components/ui/button-class";
import { TextField } from "../../../components/ui/field";
import { apiPost } from "../../../lib/api-client";
import { FormAlert } from "./form-alert";
import type { FormErrors } from "./form-errors";
import { GeneratedPassword } from "./generated-password";
import { type Checked, type FormValues, useFormSubmit } from "./use-form-submit";

type Added = { message: string; data: { email: string; generatedPassword: string | null } };

/**
 * Adding an account (a staff member, an affiliate): name, e-mail and the kind's own fields, checked
 * with the API's schema, then posted to `url`. A password the server generates is shown once.
 */
export function AddAccountForm({
  url,
  check,
  nameHint,
  submitLabel,
  fields,
  onAdded,
}: {
  url: string;
  check: (values: FormValues) => Checked<unknown>;
  nameHint?: string;
  submitLabel: string;
  /** The fields after name and e-mail, showing these errors. */
  fields: (errors: FormErrors) => ReactNode;
  onAdded: () => void;
}) {
  const [added, setAdded] = useState<Added | null>(null);
  const { errors, busy, submit } = useFormSubmit({
    check,
    send: (data) => apiPost<Added>(url, data),
    onDone: (answer) => {
      setAdded(answer);
      onAdded();
    },
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert message={errors.message} small />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="name" label="Name" autoComplete="off" hint={nameHint} error={errors.fields.name} liveError />
        <TextField id="email" label="Email" type="email" autoComplete="off" error={errors.fields.email} liveError />
        {fields(errors)}
      </div>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass()}>
        {submitLabel}
      </button>
      <div role="status">
        {added ? <GeneratedPassword message={added.message} email={added.data.email} password={added.data.generatedPassword} /> : null}
      </div>
    </form>
  );
}

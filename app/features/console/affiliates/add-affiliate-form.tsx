import { type FormEvent, useState } from "react";
import { CreateAffiliateSchema } from "#shared/console/affiliates.ts";
import { buttonClass } from "../../../components/ui/button-class";
import { TextField } from "../../../components/ui/field";
import { apiPost } from "../../../lib/api-client";
import { type FormErrors, formErrorsOf, invalidFormErrors, noErrors } from "../forms/form-errors";
import { GeneratedPassword } from "./generated-password";

type Created = { message: string; data: { code: string; email: string; generatedPassword: string } };

/**
 * What the CLI's `affiliate create` asks: name, e-mail, mobile and an optional code. The password is
 * generated and shown once, to pass on privately; the server applies the CLI's rules.
 */
export function AddAffiliateForm({ onAdded }: { onAdded: () => void }) {
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = CreateAffiliateSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      return setErrors(invalidFormErrors(parsed.error.issues));
    }
    setBusy(true);
    const result = await apiPost<Created>("/api/admin/affiliates", parsed.data);
    setBusy(false);
    if (!result.ok) return setErrors(formErrorsOf(result));
    setErrors(noErrors);
    form.reset();
    setCreated(result.body);
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
        <TextField id="name" label="Name" autoComplete="off" hint="First name, then last name." error={errors.fields.name} liveError />
        <TextField id="email" label="Email" type="email" autoComplete="off" error={errors.fields.email} liveError />
        <TextField id="mobile" label="Mobile (optional)" type="tel" autoComplete="off" error={errors.fields.mobile} liveError />
        <TextField
          id="code"
          label="Code (optional)"
          autoComplete="off"
          hint="Made from the first name when left empty, e.g. ASHA7KQ2."
          error={errors.fields.code}
          liveError
        />
      </div>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass()}>
        Add affiliate
      </button>
      <div role="status">
        {created ? (
          <GeneratedPassword message={created.message} email={created.data.email} password={created.data.generatedPassword} />
        ) : null}
      </div>
    </form>
  );
}

import { type FormEvent, useState } from "react";
import type { z } from "zod";
import type { ApiResult } from "../../../lib/api-client";
import { type FormErrors, formErrorsOf, invalidFormErrors, noErrors } from "./form-errors";

export type FormValues = Record<string, FormDataEntryValue>;
export type Checked<Data> = { ok: true; data: Data } | { ok: false; errors: FormErrors };

/** A form's values checked with the API's own schema: the data to send, or each field's first message. */
export function checkWith<Schema extends z.ZodType>(schema: Schema, values: unknown): Checked<z.output<Schema>> {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: invalidFormErrors(parsed.error.issues) };
}

/**
 * A small console form read from its own fields (FormData): `check` turns them into what `send` sends
 * or into messages at the fields; a refusal shows at its fields (or above the form); a success empties
 * the form (unless `keep`) and goes to `onDone`. `busy` while the request runs.
 */
export function useFormSubmit<Data, Answer>({
  check,
  send,
  onDone,
  keep = false,
  initialErrors = noErrors,
}: {
  check: (values: FormValues) => Checked<Data>;
  send: (data: Data) => Promise<ApiResult<Answer>>;
  onDone: (answer: Answer) => void;
  keep?: boolean;
  initialErrors?: FormErrors;
}) {
  const [errors, setErrors] = useState<FormErrors>(initialErrors);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = check(Object.fromEntries(new FormData(form)));
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    const result = await send(checked.data);
    setBusy(false);
    if (!result.ok) return setErrors(formErrorsOf(result));
    setErrors(noErrors);
    if (!keep) form.reset();
    onDone(result.body);
  };
  return { errors, setErrors, busy, submit };
}

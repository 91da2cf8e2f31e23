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
 * The first of the form's fields, in the form's order, that has a message: focused once the messages
 * are shown, so the keyboard and a screen reader land on what to correct.
 */
export function focusFirstWrongField(form: HTMLFormElement, fields: FormErrors["fields"]): void {
  const wrong = Array.from(form.elements).find(
    (element): element is HTMLElement & { name: string } => "name" in element && (element as { name: string }).name in fields,
  );
  if (wrong) setTimeout(() => wrong.focus(), 0);
}

/**
 * A small console form read from its own fields (FormData): `check` turns them into what `send` sends
 * or into messages at the fields; a refusal shows at its fields (or above the form), its first wrong
 * field focused; a success empties the form (unless `keep`) and goes to `onDone`. `busy` while the
 * request runs.
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
  const refuse = (form: HTMLFormElement, found: FormErrors) => {
    setErrors(found);
    focusFirstWrongField(form, found.fields);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = check(Object.fromEntries(new FormData(form)));
    if (!checked.ok) return refuse(form, checked.errors);
    setBusy(true);
    const result = await send(checked.data);
    setBusy(false);
    if (!result.ok) return refuse(form, formErrorsOf(result));
    setErrors(noErrors);
    if (!keep) form.reset();
    onDone(result.body);
  };
  return { errors, setErrors, busy, submit };
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type DefaultValues, type FieldValues, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { type ApiResult, apiFetch } from "../../../lib/api-client";
import { applyFailedSave } from "./form-errors";

/** A JSON request of the console's API (the answer typed by the caller). */
export const sendJson = <T>(method: "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  apiFetch<T>(url, {
    method,
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });

/** A new thing is POSTed to its list, an existing one PUT at its own address. */
export const saveTo = <T>(list: string, id: string | null, values: unknown) =>
  sendJson<T>(id ? "PUT" : "POST", id ? `${list}/${id}` : list, values);

/**
 * A react-hook-form console form checked with the API's own schema: `send` saves the checked values;
 * a refusal sets each field's message at its field and the rest above the form (`message`). Fields
 * stay enabled while saving, so a refused field can take the focus; the button is what waits.
 */
export function useSaveForm<Values extends FieldValues, Output = Values, Answer = { message: string }>({
  schema,
  initial,
  send,
  onSaved,
  onRefused,
}: {
  schema: z.ZodType<Output>;
  initial: Values;
  send: (values: Output) => Promise<ApiResult<Answer>>;
  onSaved: (answer: Answer, values: Output) => void;
  /** Told the refused fields' paths (to focus the first). */
  onRefused?: (paths: string[]) => void;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>,
    defaultValues: initial as DefaultValues<Values>,
    mode: "onTouched",
  });
  const save = form.handleSubmit(async (values) => {
    setMessage(null);
    const result = await send(values);
    if (result.ok) return onSaved(result.body, values);
    setMessage(applyFailedSave(result, form.setError as never));
    onRefused?.(Object.keys((result.body as { errors?: Record<string, string> }).errors ?? {}));
  });
  return { form, message, save };
}

import type { ApiResult } from "../../../lib/api-client";

export type FormErrors = { message: string | null; fields: Record<string, string> };

export const noErrors: FormErrors = { message: null, fields: {} };

/** Why a console call failed, in one line: no connection, or the server's own message. */
export function failedCallMessage(result: { network?: boolean; body: { message: string } }): string {
  return result.network ? "No connection. Check the network and try again." : result.body.message;
}

/** A failed console call as the form shows it: each field's message at the field, the rest above the form. */
export function formErrorsOf(result: Extract<ApiResult<unknown>, { ok: false }>): FormErrors {
  const errors = (result.body as { errors?: Record<string, string> }).errors ?? {};
  const fields = Object.fromEntries(Object.entries(errors).filter(([, value]) => typeof value === "string"));
  const message = Object.keys(fields).length > 0 ? null : failedCallMessage(result);
  return { message, fields };
}

/** A form the browser checked against the API's own schema: each field's first message, at the field. */
export function invalidFormErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FormErrors {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0])] ??= issue.message;
  return { message: null, fields };
}

/**
 * A failed save of a react-hook-form console form: each field's message set at its field (`setError`),
 * and the line shown above the form returned.
 */
export function applyFailedSave(
  result: Extract<ApiResult<unknown>, { ok: false }>,
  setError: (path: never, error: { type: "server"; message: string }) => void,
): string {
  const errors = (result.body as { errors?: Record<string, string> }).errors ?? {};
  for (const [path, text] of Object.entries(errors)) setError(path as never, { type: "server", message: text });
  return result.network ? "No connection: nothing was saved. Check the network and try again." : result.body.message;
}

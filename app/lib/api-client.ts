import type { ApiFailure } from "#shared/api-types.ts";

/** What the caller gets when the request never reached the server (docs/product-rules.md, content). */
export const NETWORK_ERROR_MESSAGE = "Network error";

/**
 * The answer of one API call: the success body typed by the route's response schema (shared/api/),
 * or the API's failure shape `{ isOk: false, message }`. Status 0 means no answer at all (offline,
 * DNS, a dropped connection); then `network` is true. `fromServer` says whether the message is the
 * server's own or the generic one made here (a proxy's error page has none).
 */
export type ApiResult<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; body: ApiFailure; network: boolean; fromServer: boolean };

/** The page's own language (its html lang), so the API answers in it whatever the browser's settings say. */
const pageLanguage = () => (typeof document === "undefined" ? "en-IN" : document.documentElement.lang || "en-IN");

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The browser's one fetch wrapper: JSON in and out, the session cookie on same-origin calls, and
 * any status outside 200-299 (or a success body saying isOk false) read as a failure with a message.
 * It never throws.
 */
export async function apiFetch<T>(url: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: "same-origin",
      ...init,
      headers: { accept: "application/json", "accept-language": pageLanguage(), ...init.headers },
    });
  } catch (error) {
    return {
      ok: false,
      status: 0,
      network: true,
      fromServer: false,
      body: { isOk: false, message: NETWORK_ERROR_MESSAGE, error: error instanceof Error ? error.message : String(error) },
    };
  }
  // A proxy's HTML error page or an empty body reads as null.
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body !== null && !(isObject(body) && body.isOk === false))
    return { ok: true, status: response.status, body: body as T };
  const fields = isObject(body) && !Array.isArray(body) ? body : {};
  const fromServer = typeof fields.message === "string" && fields.message !== "";
  const message = fromServer ? String(fields.message) : `Request failed with status code ${response.status}`;
  return { ok: false, status: response.status, network: false, fromServer, body: { ...fields, isOk: false, message } };
}

export const apiGet = <T>(url: string) => apiFetch<T>(url);

export const apiPost = <T>(url: string, payload: unknown = {}) =>
  apiFetch<T>(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) });

/** A multipart form (files included); the browser sets its own content type and boundary. */
export const apiPostForm = <T>(url: string, form: FormData) => apiFetch<T>(url, { method: "POST", body: form });

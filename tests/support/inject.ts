import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export type JsonResponse<T = unknown> = { status: number; body: T; raw: LightMyRequestResponse };

/** Extra request headers, e.g. `{ cookie }` from signInCreator. */
export type RequestHeaders = Record<string, string | undefined>;

/** GET a path and parse the JSON answer (throws when the answer is not JSON). */
export async function getJson<T = unknown>(app: FastifyInstance, url: string, headers?: RequestHeaders): Promise<JsonResponse<T>> {
  const raw = await app.inject({ method: "GET", url, headers });
  return { status: raw.statusCode, body: raw.json() as T, raw };
}

/** POST a JSON body (or none) and parse the JSON answer. */
export async function postJson<T = unknown>(
  app: FastifyInstance,
  url: string,
  payload?: unknown,
  headers?: RequestHeaders,
): Promise<JsonResponse<T>> {
  const raw = await app.inject({
    method: "POST",
    url,
    ...(payload === undefined
      ? { headers }
      : { payload: JSON.stringify(payload), headers: { ...headers, "content-type": "application/json" } }),
  });
  return { status: raw.statusCode, body: raw.json() as T, raw };
}

/** Every property name anywhere in a parsed JSON value. */
export function allKeys(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) allKeys(item, into);
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      allKeys(inner, into);
    }
  }
  return into;
}

export type ErrorBody = { isOk: false; message: string; code?: string };

/** The API's failure shape: JSON with isOk false and a non-empty message. */
export function expectErrorShape(response: JsonResponse<unknown>, status: number): ErrorBody {
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${response.raw.body}`);
  }
  const contentType = String(response.raw.headers["content-type"] ?? "");
  if (!contentType.startsWith("application/json")) throw new Error(`expected JSON, got ${contentType}`);
  const body = response.body as ErrorBody;
  if (body.isOk !== false || typeof body.message !== "string" || body.message.length === 0) {
    throw new Error(`not an error body: ${response.raw.body}`);
  }
  return body;
}

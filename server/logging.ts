import type { FastifyRequest } from "fastify";

// Paths that carry an e-mail address or other personal data in the URL.
const personalPathSegments = /(\/getByEmail\/)[^/?#]*/i;

/** The request line without query strings or personal data, for logs. */
export function redactUrl(url: string): string {
  const withoutQuery = url.split("?")[0] ?? url;
  return withoutQuery.replace(personalPathSegments, "$1[redacted]");
}

const emailLike = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
// Indian mobile numbers as people type them, and any long run of digits (accounts, Aadhaar, card numbers).
const phoneLike = /(?<![\w-])(?:\+?91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}(?![\w-])/g;
const longNumber = /(?<![\w-])(?:\d{4}[\s-]\d{4}[\s-]\d{4}|\d{9,})(?![\w-])/g;

/**
 * A message fit for the log: no values a failed query carried (Drizzle appends "params: …", and
 * PostgreSQL quotes the offending value after a colon), no e-mail addresses, no phone numbers.
 */
export function redactText(text: string): string {
  return text
    .replace(/\n?params: [\s\S]*$/, "\nparams: [redacted]")
    .replace(/: "[^"]*"/g, ': "[redacted]"')
    .replace(emailLike, "[email]")
    .replace(phoneLike, "[number]")
    .replace(longNumber, "[number]");
}

/** Fields of an error that name what failed without repeating the data (SQLSTATE, constraint, table…). */
const safeErrorFields = ["code", "statusCode", "status", "constraint", "table", "column", "schema", "routine", "severity"] as const;

export type LoggedError = { type: string; message: string; stack?: string; cause?: LoggedError } & Record<string, unknown>;

/**
 * The logger's error serialiser. Errors reach it from everywhere (Drizzle, pg, PGlite, fetch), and some
 * carry the request's data in their own fields (`params`, `detail`, `where`), so it copies only what
 * names the failure: never an error's other properties.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)) };
  const logged: LoggedError = { type: error.name, message: redactText(error.message) };
  if (error.stack) {
    // The stack starts with the message: keep only the frames.
    const frames = error.stack.split("\n").filter((line) => line.trimStart().startsWith("at "));
    logged.stack = [`${error.name}: ${logged.message}`, ...frames].join("\n");
  }
  const fields = error as unknown as Record<string, unknown>;
  for (const field of safeErrorFields) {
    const value = fields[field];
    if (typeof value === "string" || typeof value === "number") logged[field] = value;
  }
  if (typeof fields.query === "string") logged.query = redactText(fields.query);
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

export const loggerOptions = (level: string) => ({
  level,
  redact: {
    paths: ["req.headers.cookie", "req.headers.authorization", "res.headers['set-cookie']"],
    remove: true,
  },
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
    }),
    err: (error: unknown) => serializeError(error),
  },
});

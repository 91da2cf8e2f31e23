import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "#db/availability.ts";
import { errorAndCauses } from "#shared/error-causes.ts";
import { AppError } from "./errors.ts";
import { isAnswerForPeople } from "./services/i18n/catalogues.ts";

/** One JSON shape for every failure; 5xx answers never carry the error's own text or stack. */
export function errorHandler(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    // A refusal that names its wait (429, 503) tells clients when to come back.
    const retryAfter = error.details?.retryAfterSeconds;
    if (typeof retryAfter === "number") reply.header("retry-after", String(Math.max(1, Math.ceil(retryAfter))));
    return reply.status(error.status).send({ isOk: false, code: error.code, message: error.message, ...error.details });
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const field = invalidField(fastifyError);
    return reply
      .status(400)
      .send({ isOk: false, code: "BAD_REQUEST", message: validationMessage(fastifyError), ...(field ? { field } : {}) });
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 429) {
    if (!reply.hasHeader("retry-after")) reply.header("retry-after", "60");
    return reply.status(429).send({ isOk: false, code: "RATE_LIMITED", message: "Too many requests. Please try again in a minute." });
  }
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ isOk: false, code: fastifyError.code ?? "BAD_REQUEST", message: error.message });
  }
  if (isDatabaseUnavailable(error)) {
    // Temporary, and already reported by the database layer: a short warning, not a stack per request.
    // Not under `err`: the logger's error serializer would flatten a plain object to "[object Object]".
    request.log.warn({ database: databaseFailure(error) }, "database unavailable");
    reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
    return reply.status(503).send({ isOk: false, code: "UNAVAILABLE", message: "We are back in a moment. Please try again shortly." });
  }
  request.log.error({ err: error }, "request failed");
  return reply.status(Math.max(status, 500)).send({ isOk: false, code: "INTERNAL", message: "Something went wrong. Please try again." });
}

/**
 * What the driver said, not the query that failed: Drizzle's own message is the SQL text ("Failed
 * query: …"), and the reason (too many connections, connection refused, terminated) is its cause.
 */
function databaseFailure(error: unknown): { message: string; code?: string; cause?: string } {
  const [top = {}, ...causes] = errorAndCauses(error);
  const withCode = [top, ...causes].find((e) => typeof e.code === "string");
  const deepest = causes.at(-1);
  return {
    message:
      String(top.message ?? "")
        .split("\n")[0]
        ?.slice(0, 200) ?? "",
    ...(withCode ? { code: String(withCode.code) } : {}),
    ...(deepest?.message ? { cause: String(deepest.message).slice(0, 200) } : {}),
  };
}

/**
 * A schema's own message written for people ("Enter a valid email") is the answer as it stands, so it
 * reaches a Hindi page in Hindi; a library's default ("Invalid input: expected number") says where.
 */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return "Invalid request";
  if (first.message && isAnswerForPeople(first.message)) return first.message;
  const where = error.validationContext ?? "request";
  const field = invalidField(error);
  return field ? `Invalid ${where}: ${field} ${first.message ?? "is invalid"}` : `Invalid ${where}: ${first.message ?? "is invalid"}`;
}

/** The first invalid field's path ("email", "answers.0.score"), for a form to put its message beside. */
function invalidField(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  return first.instancePath
    ? first.instancePath.replace(/^\//, "").replaceAll("/", ".")
    : (first.params as { missingProperty?: string })?.missingProperty;
}

import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { FailureAnswer } from "#shared/api/common.ts";
import { idSchema } from "#shared/validation/id.ts";

export const IdParam = idSchema();

export const SlugParam = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "must be lower-case letters, digits and dashes")
  .describe("A page slug");

/** Accepts true/false as JSON booleans or as the strings a form or query string sends. */
export const LooseBoolean = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]);

export const SortDirection = z
  .union([z.enum(["asc", "desc", "ASC", "DESC"]), z.literal(1), z.literal(-1)])
  .transform((v) => (v === "asc" || v === "ASC" || v === 1 ? "asc" : "desc") as "asc" | "desc");

/**
 * A POST body whose fields are all optional. Fastify hands a missing body to the validator as null,
 * which a zod `.default()` never replaces, so null (or undefined) becomes {} before validation.
 */
export const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);

/**
 * A route's answers: its success schema under `status`, and the shared failure shape for every 4xx
 * and 5xx. The schemas serialise the answer (what they do not list never leaves) and describe it in
 * the OpenAPI document at /api/docs.
 */
export function answers<T extends z.ZodType, S extends 200 | 201 = 200>(success: T, status: S = 200 as S) {
  return { [status]: success, "4xx": FailureAnswer, "5xx": FailureAnswer } as { [K in S]: T } & Record<"4xx" | "5xx", typeof FailureAnswer>;
}

/** The answer of a route that changes something and reports it in one sentence. */
export const done = (message: string) => ({ isOk: true as const, message });

/** The app as a route file sees it (`app.withTypeProvider<ZodTypeProvider>()`): zod schemas type each route. */
export type ZodApi = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

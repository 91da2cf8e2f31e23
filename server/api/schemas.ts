import { z } from "zod";
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

export const Failure = z.object({ isOk: z.literal(false), message: z.string(), code: z.string().optional() });

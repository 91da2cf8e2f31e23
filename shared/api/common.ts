import { z } from "zod";

/**
 * Pieces of the API's answers (docs/product-rules.md). Schemas only: the server declares them on its
 * routes (serialisation and the OpenAPI document), the browser imports their types.
 */
export const Ok = z.literal(true);

/** A media path relative to the site, or null. */
export const MediaPath = z.string().nullable();

/** An ISO 8601 instant, or null where the field may be unset. */
export const IsoDate = z.string().describe("ISO 8601 date-time");
export const OptionalIsoDate = IsoDate.nullable();

/** `{ isOk: true, data }`, the spec's common answer. */
export const okData = <T extends z.ZodType>(data: T) => z.object({ isOk: Ok, data });

/** `{ isOk: true, message }`. */
export const DoneAnswer = z.object({ isOk: Ok, message: z.string() });

/**
 * Every failure: isOk false and a message for the person; `code` for programs, `errors` per form
 * field, and whatever a refusal adds (e.g. `refunded`).
 */
export const FailureAnswer = z.looseObject({
  isOk: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});

export const SocialLinksSchema = z.object({
  instagram: z.string().optional(),
  youtube: z.string().optional(),
  facebook: z.string().optional(),
  twitter: z.string().optional(),
  linkedIn: z.string().optional(),
  tiktok: z.string().optional(),
});

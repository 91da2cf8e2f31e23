import { z } from "zod";

/** Ids of every record: 24 lower-case hex characters (db/ids.ts makes them). */
const ID_PATTERN = /^[a-f0-9]{24}$/;

export function isId(value: unknown): value is string {
  return typeof value === "string" && ID_PATTERN.test(value);
}

/** An id in a path, query or body; `message` lets a form say '… is required' instead. */
export function idSchema(message = "must be a 24-character id") {
  return z.string().regex(ID_PATTERN, message).describe("A 24-character id");
}

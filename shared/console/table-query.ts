import { z } from "zod";

/** Rows on one page of every console list. */
export const CONSOLE_PAGE_SIZE = 50;

/**
 * The paging and sorting part of a console list's query (`page`, `sort`, `dir`), as the data table's
 * links write it. `sortKeys` are the columns the server can sort by; the first is the default.
 */
export function tableQuerySchema<const Keys extends readonly [string, ...string[]]>(sortKeys: Keys, defaultDir: "asc" | "desc" = "desc") {
  return z.object({
    page: z.coerce.number().int("Page must be a whole number.").min(1, "Page starts at 1.").max(1_000_000).default(1),
    sort: z.enum(sortKeys, { message: `Sort by one of: ${sortKeys.join(", ")}.` }).default(sortKeys[0] as Keys[number]),
    dir: z.enum(["asc", "desc"], { message: "Direction is asc or desc." }).default(defaultDir),
  });
}

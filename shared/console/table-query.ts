import { z } from "zod";

export { CONSOLE_PAGE_SIZE } from "./page-size.ts";

/** The page number of every console list's query (`page`, and the payments page's `refundsPage`). */
export const consolePageParam = z.coerce
  .number({ error: "The page is a whole number from 1." })
  .int("The page is a whole number from 1.")
  .min(1, "Page starts at 1.")
  .max(100_000, "The page is a whole number from 1.")
  .default(1);

/**
 * The paging and sorting part of a console list's query (`page`, `sort`, `dir`), as the data table's
 * links write it. `sortKeys` are the columns the server can sort by; the first is the default.
 */
export function tableQuerySchema<const Keys extends readonly [string, ...string[]]>(sortKeys: Keys, defaultDir: "asc" | "desc" = "desc") {
  return z.object({
    page: consolePageParam,
    sort: z.enum(sortKeys, { message: `Sort by one of: ${sortKeys.join(", ")}.` }).default(sortKeys[0] as Keys[number]),
    dir: z.enum(["asc", "desc"], { message: "Direction is asc or desc." }).default(defaultDir),
  });
}

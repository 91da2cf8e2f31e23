import { errorAndCauses } from "#shared/error-causes.ts";

/** PostgreSQL 23505 (a unique index refused the row), whether the driver error comes bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  return errorAndCauses(error).some((link) => link.code === "23505");
}

/** The rows of a raw `db.execute` answer: node-postgres and PGlite both put them in `rows`. */
export const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

import type { Db } from "./client.ts";

/**
 * `build(db)` made once per database (or transaction) and kept while it lives: for queries prepared
 * with Drizzle's `.prepare()`, which skip building their SQL on every call.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    const known = built.get(db);
    if (known !== undefined) return known;
    const made = build(db);
    built.set(db, made);
    return made;
  };
}

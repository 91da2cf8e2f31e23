import { AsyncLocalStorage } from "node:async_hooks";
import { PgPreparedQuery } from "drizzle-orm/pg-core";
import type { Database } from "#db/client.ts";

/**
 * The database statements one piece of work sends (an `app.inject` call, say): each statement costs
 * the app process Drizzle's query building and the driver's work, and the database its own, so a
 * test can pin how many a request takes. Only work started inside `work` is seen (an AsyncLocalStorage
 * follows it), not the app's background jobs running meanwhile. On PostgreSQL Drizzle sends a
 * transaction's begin and commit as statements; PGlite's driver sends them itself, so they are added
 * here as "begin" and "commit" (or "rollback"), and both databases count alike.
 */
const recording = new AsyncLocalStorage<string[]>();
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  type Run = (this: unknown, queryString: string, ...rest: unknown[]) => Promise<unknown>;
  const prepared = PgPreparedQuery.prototype as unknown as { queryWithCache: Run };
  const run = prepared.queryWithCache;
  prepared.queryWithCache = function (this: unknown, queryString, ...rest) {
    recording.getStore()?.push(queryString.replace(/\s+/g, " ").trim());
    return run.call(this, queryString, ...rest);
  };
}

export async function statementsOf<T>(database: Database, work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  install();
  const statements: string[] = [];
  const db = database.db;
  const transaction = db.transaction;
  if (database.kind === "pglite") {
    db.transaction = async function (this: unknown, ...args: Parameters<typeof transaction>) {
      const store = recording.getStore();
      store?.push("begin");
      try {
        const result = await transaction.apply(db, args);
        store?.push("commit");
        return result;
      } catch (error) {
        store?.push("rollback");
        throw error;
      }
    } as typeof transaction;
  }
  try {
    // Awaited inside the context: query builders and inject() start their work only when awaited.
    const result = await recording.run(statements, async () => await work());
    return { result, statements: [...statements] };
  } finally {
    if (database.kind === "pglite") db.transaction = transaction;
  }
}

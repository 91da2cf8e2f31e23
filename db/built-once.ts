import type { PgPreparedQuery, PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

/** A transaction's handle, as `db.transaction` gives it. */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Session = { client: unknown };
type Prepared = PgPreparedQuery<PreparedQueryConfig>;

/**
 * A statement built once and run on whichever connection the caller holds: the database, or a
 * transaction. Drizzle prepares a query on a session, and every transaction is a new session, so a
 * statement inside a transaction was built again on every call (a measurable part of a registration's
 * CPU, docs/scale-out.md). A prepared query differs between sessions only in the connection it sends
 * to (`client`), so it is built once per driver (PGlite, node-postgres) and handed out bound to the
 * caller's connection. tests/api/built-once.test.ts holds Drizzle to that on both drivers.
 */
export function builtOnce<Q extends Prepared>(build: (db: Db) => Q): (db: Db | Tx) => Q {
  const byDriver = new Map<unknown, Q>();
  return (db) => {
    const session = (db as unknown as { session: Session }).session;
    let made = byDriver.get(session.constructor);
    if (made === undefined) {
      made = build(db as Db);
      byDriver.set(session.constructor, made);
    }
    const bound = made as unknown as Session;
    if (bound.client === session.client) return made;
    return Object.create(made, { client: { value: session.client } }) as Q;
  };
}

/**
 * builtOnce for a statement whose text follows its call's shape (how many rows it writes, which
 * conditions it reads): one statement per name, each built once. The shapes are few, fixed by the
 * callers' code.
 */
export function builtOncePerShape<S, Q extends Prepared>(
  nameOf: (shape: S) => string,
  build: (db: Db, shape: S, name: string) => Q,
): (shape: S) => (db: Db | Tx) => Q {
  const byName = new Map<string, (db: Db | Tx) => Q>();
  return (shape) => {
    const name = nameOf(shape);
    let statement = byName.get(name);
    if (statement === undefined) {
      statement = builtOnce((db) => build(db, shape, name));
      byName.set(name, statement);
    }
    return statement;
  };
}

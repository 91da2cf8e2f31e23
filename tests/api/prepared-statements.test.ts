import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#db/client.ts";

type Rows<T> = { rows: T[] };

// PostgreSQL only: PGlite has no pool and parses each statement in the same process anyway.
describe.skipIf(!process.env.TEST_DATABASE_URL)("statements prepared once per connection on PostgreSQL", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, poolSize: 1 });
  });

  afterAll(async () => {
    await database?.close();
  });

  it("prepares a parameterised statement once and answers each call with its own values", async () => {
    const sum = async (n: number) => ((await database.db.execute(sql`select ${n}::int + 1 as n`)) as Rows<{ n: number }>).rows[0]?.n;
    expect(await sum(1)).toBe(2);
    expect(await sum(41)).toBe(42);
    const prepared = (await database.db.execute(sql.raw("select statement from pg_prepared_statements"))) as Rows<{ statement: string }>;
    expect(prepared.rows.map((row) => row.statement)).toEqual(["select $1::int + 1 as n"]);
  });

  it("still runs a text of several commands without parameters", async () => {
    await database.db.execute(sql.raw("create temporary table prepared_probe (x int); insert into prepared_probe values (7)"));
    const rows = (await database.db.execute(sql`select x from prepared_probe where x = ${7}`)) as Rows<{ x: number }>;
    expect(rows.rows).toEqual([{ x: 7 }]);
  });
});

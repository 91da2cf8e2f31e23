import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtOnce, builtOncePerShape } from "#db/built-once.ts";
import type { Database } from "#db/client.ts";
import { rateLimitHits } from "#db/schema.ts";
import { createTestDatabase } from "../support/test-database.ts";

/*
 * builtOnce hands one prepared query to the database and to every transaction, bound to the caller's
 * connection (db/built-once.ts). Held here on the driver the API tests run on (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL): a Drizzle upgrade that moved the connection elsewhere would send a
 * transaction's statement outside it, which these would show.
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

let builds = 0;
const hitsOf = builtOnce((db) => {
  builds++;
  return db
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(eq(rateLimitHits.key, sql.placeholder("key")))
    .prepare("built_once_probe");
});

describe("a statement built once", () => {
  it("runs inside the caller's transaction: it sees the transaction's own writes and is rolled back with it", async () => {
    const db = database.db;
    const key = `built-once:${Date.now()}`;
    const windowStart = new Date("2026-11-27T00:00:00Z");
    expect(await hitsOf(db).execute({ key })).toEqual([]);

    const rolledBack = new Error("rolled back");
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(rateLimitHits).values({ key, windowStart, hits: 7 });
        // Only a statement sent on the transaction's own connection sees its uncommitted row.
        expect(await hitsOf(tx).execute({ key })).toEqual([{ hits: 7 }]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await hitsOf(db).execute({ key })).toEqual([]);

    await db.transaction(async (tx) => {
      await tx.insert(rateLimitHits).values({ key, windowStart, hits: 3 });
      expect(await hitsOf(tx).execute({ key })).toEqual([{ hits: 3 }]);
    });
    expect(await hitsOf(db).execute({ key })).toEqual([{ hits: 3 }]);
    // One build for the database and both transactions.
    expect(builds).toBe(1);
  });

  it("keeps two transactions apart on PostgreSQL: one does not see the other's uncommitted row", async () => {
    if (database.kind !== "postgres") return;
    const db = database.db;
    const key = `built-once-apart:${Date.now()}`;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written: () => void = () => {};
    const inserted = new Promise<void>((resolve) => {
      written = resolve;
    });
    const writer = db.transaction(async (tx) => {
      await tx.insert(rateLimitHits).values({ key, windowStart: new Date(), hits: 1 });
      written();
      await held;
      throw new Error("not kept");
    });
    await inserted;
    const seenElsewhere = await db.transaction((tx) => hitsOf(tx).execute({ key }));
    release();
    await expect(writer).rejects.toThrow("not kept");
    expect(seenElsewhere).toEqual([]);
  });
});

describe("a statement built once per shape", () => {
  it("builds one statement for each shape and answers each by its own text", async () => {
    const db = database.db;
    const built: string[] = [];
    const hitsOfKeys = builtOncePerShape(
      (keys: number) => `built_once_keys_${keys}`,
      (database, keys, name) => {
        built.push(name);
        const placeholders = Array.from({ length: keys }, (_, i) => sql.placeholder(`k${i}`));
        return database
          .select({ key: rateLimitHits.key })
          .from(rateLimitHits)
          .where(inArray(rateLimitHits.key, placeholders))
          .prepare(name);
      },
    );
    const stamp = Date.now().toString(36);
    const keys = [`shape-a:${stamp}`, `shape-b:${stamp}`];
    await db.insert(rateLimitHits).values(keys.map((key) => ({ key, windowStart: new Date(), hits: 1 })));
    expect(await hitsOfKeys(1)(db).execute({ k0: keys[0] })).toEqual([{ key: keys[0] }]);
    const both = await db.transaction((tx) => hitsOfKeys(2)(tx).execute({ k0: keys[0], k1: keys[1] }));
    expect(both.map((row) => row.key).sort()).toEqual([...keys].sort());
    expect(await hitsOfKeys(1)(db).execute({ k0: keys[1] })).toEqual([{ key: keys[1] }]);
    expect(built).toEqual(["built_once_keys_1", "built_once_keys_2"]);
  });
});

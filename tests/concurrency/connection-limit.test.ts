import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.ts";

/**
 * A process restarting next to this one can bring PostgreSQL to its connection limit for a moment;
 * a request that needs a new connection then must wait and try again, not answer 503. A role limited
 * to one connection stands in for a full server (SQLSTATE 53300, as for max_connections).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const role = `limited_${randomBytes(4).toString("hex")}`;

describe.skipIf(!serverUrl)("[DATABASE] at the server's connection limit", () => {
  let admin: pg.Client;
  let limitedUrl: string;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create role ${role} login connection limit 1`);
    const url = new URL(serverUrl ?? "");
    url.username = role;
    limitedUrl = url.toString();
  });
  afterAll(async () => {
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where usename = '${role}'`);
    await admin.query(`drop role if exists ${role}`);
    await admin.end();
  });

  it("a query waits for a connection to be allowed instead of failing at once", async () => {
    const holder = new pg.Client({ connectionString: limitedUrl });
    await holder.connect();
    const database = await openDatabase({ databaseUrl: limitedUrl, poolSize: 1 });
    try {
      // The one allowed connection is busy for 200 ms: the app's first try is refused (53300).
      const refused = await new pg.Client({ connectionString: limitedUrl }).connect().then(
        () => null,
        (error: { code?: string }) => error.code,
      );
      expect(refused).toBe("53300");
      setTimeout(() => void holder.end(), 200);
      const result = await database.db.execute(sql`select 1 as one`);
      expect((result as unknown as { rows: { one: number }[] }).rows[0]?.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});

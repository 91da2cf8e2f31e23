// The console bench's database: PGlite in the DATA_DIR, or a PostgreSQL database of its own, seeded in bulk.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./settings.mjs";

/** Migrated, with the demo content (its owner signs in) and `count` registrations; answers the seeding time. */
export async function prepareDatabase({ dataDir, databaseUrl, count }) {
  const { register } = await import("tsx/esm/api");
  register();
  const load = (file) => import(pathToFileURL(path.join(root, file)).href);
  const [{ openDatabase, migrateDatabase }, { seedDemoContentIfEmpty }, { seedBulkRegistrations }, { sql }] = await Promise.all([
    load("db/client.ts"),
    load("db/seed/index.ts"),
    load("db/seed/bulk-registrations.ts"),
    import("drizzle-orm"),
  ]);
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? null : dataDir });
  try {
    await migrateDatabase(database);
    await seedDemoContentIfEmpty(database.db, { dataDir, demoStaff: true });
    const started = performance.now();
    const rows = await seedBulkRegistrations(database.db, { count });
    // Fresh statistics, as autovacuum would have them on a live database.
    await database.db.execute(sql`analyze`);
    const seedMs = performance.now() - started;
    // E-mails to search for, spread over the creators, as an organiser would paste them.
    const sample = await database.db.execute(sql`select email from users where id like 'b1%' order by md5(id) limit 40`);
    return { seedMs, rows, emails: sample.rows.map((row) => row.email) };
  } finally {
    await database.close();
  }
}

/** A database of its own on the PostgreSQL server of `serverUrl`; `drop` removes it. */
export async function createPostgresDatabase(serverUrl) {
  const pg = (await import("pg")).default;
  const name = `bench_console_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

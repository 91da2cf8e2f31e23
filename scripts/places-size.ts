// How much room India's places take in a database: migrates an empty PostgreSQL database (DATABASE_URL),
// imports the dataset as every start-up does, and prints each places table's size with its indexes
// and the time the import took. Run: DATABASE_URL=postgres://… npx tsx scripts/places-size.ts
import { sql } from "drizzle-orm";
import { migrateDatabase, openDatabase } from "../db/client.ts";
import { importIndiaPlaces } from "../db/places/import-places.ts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL to an empty PostgreSQL database.");
const database = await openDatabase({ databaseUrl: url });
await migrateDatabase(database);
const tables = ["cities", "districts", "place_pincodes", "place_former_names", "place_imports"];
const sizes = async () => {
  const result = await database.db.execute(sql`
    select c.relname as name, pg_total_relation_size(c.oid)::text as bytes
    from pg_class c where c.relname in ${tables} and c.relkind = 'r'`);
  const { rows } = result as unknown as { rows: { name: string; bytes: string }[] };
  return new Map(rows.map((r) => [r.name, Number(r.bytes)]));
};
const before = await sizes();
const started = Date.now();
const report = await importIndiaPlaces(database.db);
const seconds = (Date.now() - started) / 1000;
await database.db.execute(sql`analyze`);
const after = await sizes();
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
let total = 0;
for (const name of tables) {
  const added = (after.get(name) ?? 0) - (before.get(name) ?? 0);
  total += added;
  console.log(`${name}: ${mb(after.get(name) ?? 0)} MB (+${mb(added)} MB)`);
}
console.log(`places import: ${JSON.stringify(report)} in ${seconds.toFixed(1)} s; the dataset adds ${mb(total)} MB`);
await database.close();
process.exit(0);

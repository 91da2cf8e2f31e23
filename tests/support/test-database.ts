import { createHash, randomBytes } from "node:crypto";
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { type Database, type Db, migrateDatabase, migrationsFolder, openDatabase } from "#db/client.ts";
import { INDIA_PLACES_VERSION, importIndiaPlaces } from "#db/places/import-places.ts";
import * as schema from "#db/schema.ts";

/*
 * Every test file gets a fresh database, copied from a migrated template instead of built from
 * nothing. Measured on the 2-core machine under load: an empty in-memory PGlite plus the migrations
 * took 10-14 s, loading a migrated dump (`loadDataDir`) 2-3 s, copying a migrated data directory and
 * opening it 1-2 s, with queries as fast. PostgreSQL copies a template database (CREATE DATABASE …
 * TEMPLATE) faster than it runs the migrations. Templates are named after the migrations, so a new
 * migration makes a new one; the PGlite one is kept in node_modules/.cache across runs.
 */

const root = path.resolve(import.meta.dirname, "../..");
const cacheDir = path.join(root, "node_modules/.cache/test-databases");

/** A short hash of every migration file, names and contents. */
export function migrationsHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(migrationsFolder, full)).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest("hex").slice(0, 12);
}

const postgresTemplateName = () => `test_template_${migrationsHash()}`;

/** Builds the migrated PGlite data directory once; returns the path of its `pglite` folder. */
export async function ensurePgliteTemplate(): Promise<string> {
  return ensureCachedDataDir(`pglite-${migrationsHash()}`, async (building) => {
    const database = await openDatabase({ dataDir: building });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
  });
}

/**
 * An embedded database in `dataDir` as initdb leaves it, without migrations, for tests of a migration:
 * copied from one made once per PGlite version (initdb takes 2 s or more each time).
 */
export async function openEmptyPgliteDatabase(dataDir: string): Promise<Database> {
  const pgliteVersion = (
    JSON.parse(readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8")) as { version: string }
  ).version;
  const template = await ensureCachedDataDir(`pglite-empty-${pgliteVersion}`, async (building) => {
    const database = await openDatabase({ dataDir: building });
    await database.close();
  });
  cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
  return openDatabase({ dataDir });
}

/**
 * The migrated template with India's places imported, for a server started in a child process: the
 * import takes 12 s or more at its start otherwise. Named after the migrations, the dataset's version
 * and the import's code.
 */
export async function ensurePgliteTemplateWithPlaces(): Promise<string> {
  const template = await ensurePgliteTemplate();
  const importer = createHash("sha256")
    .update(readFileSync(path.join(root, "db/places/import-places.ts")))
    .digest("hex")
    .slice(0, 8);
  return ensureCachedDataDir(`pglite-${migrationsHash()}-places-${INDIA_PLACES_VERSION}-${importer}`, async (building) => {
    cpSync(template, path.join(building, "pglite"), { recursive: true });
    const database = await openDatabase({ dataDir: building });
    try {
      await importIndiaPlaces(database.db);
    } finally {
      await database.close();
    }
  });
}

/**
 * Settings of every test data directory, written into its postgresql.conf so the CLI and servers the
 * tests start read them too. shared_buffers: PostgreSQL's 128 MB is zeroed at every start, ~80 ms of
 * each of the ~150 opens of a run; a test database holds a few MB.
 */
const TEST_DATA_DIR_SETTINGS = "shared_buffers = 16MB\n";
const settingsTag = createHash("sha256").update(TEST_DATA_DIR_SETTINGS).digest("hex").slice(0, 6);

/** A DATA_DIR in the cache, made by `build` once; answers the path of its `pglite` folder. */
async function ensureCachedDataDir(name: string, build: (dataDir: string) => Promise<void>): Promise<string> {
  const template = path.join(cacheDir, `${name}-${settingsTag}`);
  if (existsSync(template)) return path.join(template, "pglite");
  // Several workers may build it at once: each builds its own and renames it into place.
  const building = `${template}.${process.pid}.${randomBytes(4).toString("hex")}`;
  try {
    await build(building);
    const conf = path.join(building, "pglite/postgresql.conf");
    if (!readFileSync(conf, "utf8").endsWith(TEST_DATA_DIR_SETTINGS)) appendFileSync(conf, `\n${TEST_DATA_DIR_SETTINGS}`);
    renameSync(building, template);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  }
  return path.join(template, "pglite");
}

/** Creates the migrated template database on the PostgreSQL server once; returns its name. */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = postgresTemplateName();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // One creator at a time, across workers and runs.
    await admin.query("select pg_advisory_lock(727002)");
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
      try {
        await migrateDatabase(database);
      } finally {
        await database.close();
      }
      // Renamed only once complete, so a failed migration never leaves a half-made template behind.
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.end();
  }
  return name;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again by `close`).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await createTestDataDir("contests-db-");
    const client = new PGlite(path.join(dataDir, "pglite"));
    await client.waitReady;
    const db = drizzle(client, { schema }) as unknown as Db;
    const close = async () => {
      await client.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { db, kind: "pglite", close };
  }
  const template = await ensurePostgresTemplate(serverUrl);
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await createFromTemplate(admin, name, template);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // pool.end() resolves before its connections have finished closing; dropping with force while
      // they close makes the pool report "connection lost". Wait (a little) for them to go first.
      for (let attempt = 0; attempt < 50; attempt++) {
        const open = await cleanup.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
        if (open.rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      // 55006: another file's copy of the template is still starting; try again shortly.
      if ((error as { code?: string }).code !== "55006" || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * A temporary DATA_DIR whose embedded database (`pglite/`) is already migrated, for code that opens
 * the database itself (the CLI in a child process) and would otherwise start with PGlite's initdb.
 * `withPlaces`: India's places imported too, for a server started in a child process.
 */
export async function createTestDataDir(prefix = "contests-test-", options: { withPlaces?: boolean } = {}): Promise<string> {
  const template = options.withPlaces ? await ensurePgliteTemplateWithPlaces() : await ensurePgliteTemplate();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

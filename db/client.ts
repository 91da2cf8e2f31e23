import { chmodSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { type PgDatabase, PgPreparedQuery, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { isDatabaseUnavailable, markAsDatabaseFailure } from "./availability.ts";
import { prepareRepeatedStatements } from "./prepared-statements.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  url?: string;
  close: () => Promise<void>;
  /** PostgreSQL pool occupancy, for metrics (PGlite has one connection and no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string | null; poolSize?: number }): Promise<Database> {
  if (options.databaseUrl) {
    const [{ drizzle }, pg] = await Promise.all([import("drizzle-orm/node-postgres"), import("pg")]);
    const pool = new pg.default.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Connections stay open through a lull instead of being closed after 10 s and opened again under
      // the next spike, when the server may be at its connection limit (another process restarting).
      idleTimeoutMillis: 60_000,
    });
    retryConnects(pool);
    prepareRepeatedStatements(pool);
    // An idle connection that drops (server restart, network) must not crash the process; the
    // pool replaces it and the next query reports any lasting failure.
    pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzle(pool, { schema }) as unknown as Db;
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, kind: "postgres", url: options.databaseUrl, close: () => pool.end(), poolStats };
  }
  const [{ drizzle }, { PGlite }] = await Promise.all([import("drizzle-orm/pglite"), import("@electric-sql/pglite")]);
  let client: InstanceType<typeof PGlite>;
  const dir = options.dataDir ? path.join(options.dataDir, "pglite") : null;
  if (options.dataDir && dir) {
    // The database holds mobile numbers, dates of birth and addresses: only this user may read it.
    createPrivateDataDir(options.dataDir);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  // PGlite unpacks a new database with mode 0666 files; what PostgreSQL writes later is 0600.
  if (dir) restrictToOwner(dir);
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close() };
}

/**
 * Creates DATA_DIR (or tightens an existing one) as 0700: whatever writes there first, the database,
 * the demo pictures, a key file or an upload, it holds personal data or secrets.
 */
export function createPrivateDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

type PoolClient = import("pg").PoolClient;
type Pool = { connect: (callback?: (error: Error | undefined, client?: PoolClient, done?: () => void) => void) => unknown };

/**
 * A connection that cannot be opened (the server is at max_connections while another process starts,
 * or restarting) is tried again a few times over about 0.75 s before a request gets 503: no query was
 * sent yet, so trying again is always safe. A failure after the query was sent is never retried here.
 */
export function retryConnects(pool: Pool, delaysMs = [50, 100, 200, 400]): void {
  const connect = (pool.connect as () => Promise<PoolClient>).bind(pool);
  const attempt = async (): Promise<PoolClient> => {
    for (let i = 0; ; i++) {
      try {
        return await connect();
      } catch (error) {
        markAsDatabaseFailure(error);
        const delay = delaysMs[i];
        // A pool that was ended (shutting down) never comes back: no point waiting.
        if (delay === undefined || (pool as { ending?: boolean }).ending || !isDatabaseUnavailable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };
  pool.connect = ((callback?: (error: Error | undefined, client?: PoolClient, done?: () => void) => void) => {
    if (!callback) return attempt();
    attempt().then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error),
    );
  }) as Pool["connect"];
}

/** Makes a folder tree private: folders 0700, files 0600. */
export function restrictToOwner(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}

/** Applies the committed SQL migrations; an advisory lock keeps several app processes from racing. */
export async function migrateDatabase(database: Database): Promise<void> {
  const { sql } = await import("drizzle-orm");
  if (database.kind === "postgres") {
    const [{ drizzle }, { migrate }, pg] = await Promise.all([
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
      import("pg"),
    ]);
    // One dedicated connection, so the lock and the migration share a session.
    const client = new pg.default.Client({ connectionString: database.url });
    await client.connect();
    try {
      const db = drizzle(client);
      await db.execute(sql`select pg_advisory_lock(727001)`);
      await migrate(db, { migrationsFolder });
    } finally {
      await client.end();
    }
    return;
  }
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
  await migrate(database.db as any, { migrationsFolder });
}

/**
 * A failed query as it leaves the database layer: the SQL text and what PostgreSQL named (SQLSTATE
 * code, constraint, table, column), without the values. Drizzle's error spells out every parameter
 * ("params: …": mobile numbers, e-mails, dates of birth) and PostgreSQL's `detail` repeats the row
 * ("Failing row contains …"); both would end up in logs and CLI output (docs/security.md).
 */
export function withoutQueryValues(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const safe = new DrizzleQueryError(error.query, [], withoutDriverDetail(error.cause));
  safe.message = `Failed query: ${error.query}`;
  safe.stack = `${safe.name}: ${safe.message}\n${(error.stack ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .join("\n")}`;
  return safe;
}

function withoutDriverDetail(cause: unknown): Error | undefined {
  if (!(cause instanceof Error)) return undefined;
  // PostgreSQL quotes an offending value after a colon: invalid input syntax for type date: "…".
  const safe = new Error(cause.message.replace(/: "[^"]*"/g, ': "[redacted]"'));
  safe.name = cause.name;
  const source = cause as unknown as Record<string, unknown>;
  for (const field of ["code", "constraint", "table", "column", "schema", "severity"]) {
    if (typeof source[field] === "string") (safe as unknown as Record<string, unknown>)[field] = source[field];
  }
  return safe;
}

// Every query of both drivers (PGlite, node-postgres) runs through this method of Drizzle's prepared
// query, whoever built the Drizzle instance; wrapped once at load, an error leaving it is value-free
// wherever it is caught, logged or printed.
type QueryRunner = (this: unknown, queryString: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;
const preparedQuery = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryRunner };
const runQuery = preparedQuery.queryWithCache;
preparedQuery.queryWithCache = async function (this: unknown, queryString, params, query) {
  try {
    return await runQuery.call(this, queryString, params, query);
  } catch (error) {
    throw withoutQueryValues(error);
  }
};

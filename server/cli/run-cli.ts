/**
 * The organiser's command line as a function: arguments, environment, input and output in, exit code
 * out. `index.ts` runs it on the process's own; the tests run it in theirs.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { type Database, migrateDatabase, openDatabase } from "#db/client.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { AppError } from "../errors.ts";
import { affiliateUsage, prepareAffiliateCommand } from "./affiliate-commands.ts";
import { CliError, usageError } from "./cli-error.ts";
import { demoAccountsUsage, prepareDemoAccountsCommand } from "./demo-account-commands.ts";
import type { Output } from "./prompt.ts";
import { prepareStaffCommand, staffUsage } from "./staff-commands.ts";
import { runStorageCommand, storageUsage } from "./storage-commands.ts";

export type CliIo = Output & {
  /** A failure's one line (standard error). */
  err: (line: string) => void;
  /** The settings, as the server reads them (DATABASE_URL, DATA_DIR, S3_…). */
  env: NodeJS.ProcessEnv;
  /**
   * For tests only: a database already open (and migrated) to run the command on, left open. Opening
   * the embedded database takes seconds, for each of the many commands the tests run; `index.ts`
   * never sets it.
   */
  database?: Database;
};

const usage = `Usage: npm run cli -- <command> [options]

${affiliateUsage}

${staffUsage}

${demoAccountsUsage}

${storageUsage}

The database is the server's: DATABASE_URL (PostgreSQL) when set, otherwise the embedded database in
DATA_DIR (default ./data). The embedded database can be open in one process only: stop the server first.`;

async function main(argv: string[], io: CliIo): Promise<number> {
  const [group, ...rest] = argv;
  if (!group || group === "--help" || group === "-h" || group === "help" || rest.includes("--help") || rest.includes("-h")) {
    io.out(usage);
    return group ? 0 : 2;
  }
  // Files need the storage settings, not the database.
  if (group === "storage") {
    await runStorageCommand(rest, io, loadConfig(io.env));
    return 0;
  }
  const commands: Record<string, typeof prepareAffiliateCommand> = {
    affiliate: prepareAffiliateCommand,
    staff: prepareStaffCommand,
    "demo-accounts": prepareDemoAccountsCommand,
  };
  const prepare = commands[group];
  if (!prepare) throw usageError(`Unknown command: ${group}`);
  const run = prepare(rest, io);

  const config = loadConfig(io.env);
  if (io.database) {
    await run(io.database.db);
    return 0;
  }
  if (!config.databaseUrl && existsSync(path.join(config.dataDir, "pglite", "postmaster.pid"))) {
    throw new CliError(
      `The embedded database in ${config.dataDir} is open in another process (is the server running?). ` +
        "Stop the server, run the command, then start the server again. " +
        `If no server is running, a crash left ${path.join(config.dataDir, "pglite", "postmaster.pid")} behind: delete it.`,
    );
  }
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
    await migrateDatabase(database);
    await run(database.db);
  } finally {
    await database?.close();
  }
  return 0;
}

/** Runs one command line and answers its exit code: 0 done, 1 refused or failed, 2 a wrong command line. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    return await main(argv, io);
  } catch (error) {
    if (error instanceof CliError || error instanceof AppError || error instanceof ConfigError) {
      io.err(error.message);
      return error instanceof CliError ? error.exitCode : 1;
    }
    io.err(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return 1;
  }
}

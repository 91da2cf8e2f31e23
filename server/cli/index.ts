/**
 * The organiser's command line: `npm run cli -- --help`. It works on the server's own database,
 * configured the same way (DATABASE_URL, or the embedded database in DATA_DIR).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { type Database, migrateDatabase, openDatabase } from "#db/client.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { AppError } from "../errors.ts";
import { affiliateUsage, prepareAffiliateCommand } from "./affiliate-commands.ts";
import { CliError, usageError } from "./cli-error.ts";
import { prepareStaffCommand, staffUsage } from "./staff-commands.ts";
import { runStorageCommand, storageUsage } from "./storage-commands.ts";

const usage = `Usage: npm run cli -- <command> [options]

${affiliateUsage}

${staffUsage}

${storageUsage}

The database is the server's: DATABASE_URL (PostgreSQL) when set, otherwise the embedded database in
DATA_DIR (default ./data). The embedded database can be open in one process only: stop the server first.`;

async function main(argv: string[]): Promise<void> {
  const [group, ...rest] = argv;
  if (!group || group === "--help" || group === "-h" || group === "help" || rest.includes("--help") || rest.includes("-h")) {
    console.log(usage);
    if (!group) process.exitCode = 2;
    return;
  }
  const io = { out: (line: string) => console.log(line) };
  // Files need the storage settings, not the database.
  if (group === "storage") return runStorageCommand(rest, io, loadConfig());
  const commands: Record<string, typeof prepareAffiliateCommand> = { affiliate: prepareAffiliateCommand, staff: prepareStaffCommand };
  const prepare = commands[group];
  if (!prepare) throw usageError(`Unknown command: ${group}`);
  const run = prepare(rest, io);

  const config = loadConfig();
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
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof CliError || error instanceof AppError || error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = error instanceof CliError ? error.exitCode : 1;
  } else {
    console.error(error);
    process.exitCode = 1;
  }
}

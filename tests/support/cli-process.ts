import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { type Database, openDatabase } from "#db/client.ts";
import { runCli } from "#server/cli/run-cli.ts";
import { createTestDatabase, createTestDataDir } from "./test-database.ts";

const root = path.resolve(import.meta.dirname, "../..");

export type CliRun = { code: number | null; stdout: string; stderr: string };

/**
 * The organiser's CLI against a temporary database: an embedded one in a temporary DATA_DIR, or a fresh
 * database on TEST_DATABASE_URL. `run` runs a command in this process (what every command does, without
 * starting a process each: that took 279 s of the API tests); `spawn` runs it as a child process the way
 * `npm run cli -- …` does, for the one test that proves the command itself starts. Call `open` in
 * beforeAll and `close` in afterAll.
 *
 * Commands and `withDb` share one open database: opening the embedded one took seconds each time.
 * `run(…, { opensDatabase: true })` lets a command open (and migrate, and close) the configured database
 * itself, as `npm run cli` does; `spawn` and `release` close the shared one first, since the embedded
 * database can be open in one process only.
 */
export function cliProcess(dataDirPrefix: string) {
  let dataDir = "";
  /** The PostgreSQL test database (kept open: PostgreSQL takes many clients), or none with PGlite. */
  let postgres: Database | undefined;
  /** The embedded database in DATA_DIR while this process has it open. */
  let embedded: Database | undefined;

  async function shared(): Promise<Database> {
    if (postgres) return postgres;
    embedded ??= await openDatabase({ dataDir });
    return embedded;
  }

  async function release(): Promise<void> {
    const open = embedded;
    embedded = undefined;
    await open?.close();
  }

  /** The settings a command sees: the test database, quiet logs. */
  function environment(): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
    delete env.DATABASE_URL;
    if (postgres?.url) env.DATABASE_URL = postgres.url;
    return env;
  }

  return {
    get dataDir() {
      return dataDir;
    },

    /** DATA_DIR, and DATABASE_URL on PostgreSQL: for a server started on the same database. */
    databaseEnvironment(): NodeJS.ProcessEnv {
      return { DATA_DIR: dataDir, ...(postgres?.url ? { DATABASE_URL: postgres.url } : {}) };
    },

    async open() {
      // Already migrated: the first command would otherwise spend its time on PGlite's initdb.
      dataDir = await createTestDataDir(dataDirPrefix);
      if (process.env.TEST_DATABASE_URL) postgres = await createTestDatabase();
    },

    async close() {
      await release();
      await postgres?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },

    /** Closes the shared embedded database, for another process (a server) to open it. */
    release,

    async run(args: string[], options: { stdin?: string; opensDatabase?: boolean } = {}): Promise<CliRun> {
      if (options.opensDatabase) await release();
      const database = options.opensDatabase ? undefined : await shared();
      let stdout = "";
      let stderr = "";
      const code = await runCli(args, {
        database,
        out: (line) => {
          stdout += `${line}\n`;
        },
        err: (line) => {
          stderr += `${line}\n`;
        },
        env: environment(),
        input: {
          isTTY: false,
          readAll: async () => options.stdin ?? "",
          promptHidden: () => Promise.reject(new Error("no terminal in tests")),
        },
      });
      return { code, stdout, stderr };
    },

    async spawn(args: string[], options: { stdin?: string; npm?: boolean } = {}): Promise<CliRun> {
      await release();
      const [command, commandArgs] = options.npm
        ? ["npm", ["run", "--silent", "cli", "--", ...args]]
        : [process.execPath, ["--import", "tsx", "server/cli/index.ts", ...args]];
      return new Promise((resolve, reject) => {
        const child = spawn(command, commandArgs, { cwd: root, env: environment(), stdio: ["pipe", "pipe", "pipe"] });
        let stdout = "";
        let stderr = "";
        child.stdout.on("data", (chunk) => {
          stdout += chunk;
        });
        child.stderr.on("data", (chunk) => {
          stderr += chunk;
        });
        child.on("error", reject);
        child.on("close", (code) => resolve({ code, stdout, stderr }));
        child.stdin.end(options.stdin ?? "");
      });
    },

    /** The database the CLI wrote to (the shared one). */
    async withDb<T>(use: (db: Database["db"]) => Promise<T>): Promise<T> {
      return use((await shared()).db);
    },
  };
}

import type { FastifyInstance } from "fastify";
import { createPrivateDataDir, type Database, migrateDatabase, openDatabase } from "#db/client.ts";
import { importIndiaPlaces } from "#db/places/import-places.ts";
import { seedDemoContentIfEmpty } from "#db/seed/index.ts";
import { type BuildAppOptions, buildApp } from "./app.ts";
import { demoAccountsRefusal, findActiveDemoAccounts } from "./services/demo-accounts/demo-accounts.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";

/** How long requests in flight may take to finish once the server stops accepting new ones. */
const IN_FLIGHT_LIMIT_MS = 10_000;

/** Opens and migrates the database, seeds demo content if asked, builds the app and listens. */
export async function startServer(web: (config: Config) => Promise<BuildAppOptions["web"]>): Promise<FastifyInstance> {
  const config = configOrExit();
  const database = await openDatabaseOrExit(config);
  await prepareContent(config, database);

  const app = await buildApp({ config, database, web: await web(config) });
  const shutdown = gracefulShutdown(app, database, config);
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    process.exit(1);
  }
  return app;
}

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function openDatabaseOrExit(config: Config): Promise<Database> {
  // Private from the start, whichever database is used (docs/security.md, data at rest).
  createPrivateDataDir(config.dataDir);
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await migrateDatabase(database);
    return database;
  } catch (error) {
    const where = config.databaseUrl ? "PostgreSQL at DATABASE_URL" : `the embedded database in ${config.dataDir}`;
    console.error(`Cannot open ${where}: ${(error as Error).message}`);
    process.exit(1);
  }
}

/** The demo content when asked for, the refusal of a public site with demo sign-ins, and India's places. */
async function prepareContent(config: Config, database: Database): Promise<void> {
  if (config.seedDemo) await seedDemoContentIfEmpty(database.db, { dataDir: config.dataDir, demoStaff: !config.publicSite });
  // A site first started as a demo keeps the demo's published sign-ins until they are removed.
  const demoRefusal = config.publicSite ? demoAccountsRefusal(await findActiveDemoAccounts(database.db)) : null;
  if (demoRefusal) {
    console.error(demoRefusal);
    await database.close();
    process.exit(1);
  }
  // India's places, on every database, once per version of the dataset (docs/places.md).
  const started = Date.now();
  const places = await importIndiaPlaces(database.db);
  if (places.imported && config.logLevel !== "silent") {
    console.log(
      `Imported India's places: ${places.towns} towns in ${places.districts} districts, ${places.pincodes} pincodes (${Math.round((Date.now() - started) / 1000)} s, once).`,
    );
  }
}

/** A signal's handler: readiness fails, requests in flight finish (within a limit), then the process exits. */
function gracefulShutdown(app: FastifyInstance, database: Database, config: Config) {
  let closing = false;
  return async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    app.log.info({ signal, delayMs: config.shutdownDelayMs }, "shutting down");
    // Readiness fails from now on, so a balancer sends new visitors elsewhere while these finish.
    app.draining = true;
    // Each answer from now on closes its connection, so a balancer does not send another request on a
    // connection this process is about to close (that request would fail, unanswered).
    app.server.prependListener("request", (_request, response) => {
      response.shouldKeepAlive = false;
    });
    if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    // In-flight requests get up to IN_FLIGHT_LIMIT_MS; then the process goes regardless.
    const timer = setTimeout(() => {
      app.log.error({ signal }, `requests still running after ${IN_FLIGHT_LIMIT_MS / 1000} s; exiting`);
      process.exit(1);
    }, IN_FLIGHT_LIMIT_MS).unref();
    // Kept-alive connections that fall idle after their last answer are closed as they do, so the
    // server stops as soon as every request is done, not when a browser's keep-alive lapses.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    let code = 0;
    try {
      // Stops accepting connections, waits for the requests in flight, then runs every onClose hook:
      // background jobs finish their turn and stop, the invalidation listener disconnects.
      await app.close();
      await database.close();
      app.log.info({ signal, tookMs: Date.now() - started }, "shut down");
    } catch (error) {
      code = 1;
      app.log.error({ err: error, signal }, "shutting down failed");
    } finally {
      clearTimeout(timer);
      clearInterval(reaper);
      process.exit(code);
    }
  };
}

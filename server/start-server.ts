import type { FastifyInstance } from "fastify";
import { type Database, migrateDatabase, openDatabase } from "#db/client.ts";
import { seedDemoContentIfEmpty } from "#db/seed/index.ts";
import { type BuildAppOptions, buildApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";

/** Opens and migrates the database, seeds demo content if asked, builds the app and listens. */
export async function startServer(web: (config: Config) => Promise<BuildAppOptions["web"]>): Promise<FastifyInstance> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await migrateDatabase(database);
  } catch (error) {
    const where = config.databaseUrl ? "PostgreSQL at DATABASE_URL" : `the embedded database in ${config.dataDir}`;
    console.error(`Cannot open ${where}: ${(error as Error).message}`);
    process.exit(1);
  }
  if (config.seedDemo) await seedDemoContentIfEmpty(database.db, { dataDir: config.dataDir, demoStaff: !config.publicSite });

  const app = await buildApp({ config, database, web: await web(config) });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // Readiness fails from now on, so a balancer sends new visitors elsewhere while these finish.
    app.draining = true;
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  app.addHook("onClose", async () => undefined);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    process.exit(1);
  }
  return app;
}

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Database } from "#db/client.ts";
import { type BuildAppOptions, buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import type { AppServices } from "#server/context.ts";
import { createTestDatabase } from "./test-database.ts";

export type TestApp = { app: FastifyInstance; database: Database; dataDir: string; close: () => Promise<void> };

/**
 * The API on a fresh database and a temporary DATA_DIR, driven with `app.inject` (no port). `services`
 * replaces the configured gateway, storage or encryptor with a test's own; `web` serves built pages or
 * client files as production does.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  services: Partial<AppServices> = {},
  web?: BuildAppOptions["web"],
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "contests-test-"));
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
  const app = await buildApp({ config, database, logger: false, services, web });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

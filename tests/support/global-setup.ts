import { ensurePgliteTemplate, ensurePostgresTemplate } from "./test-database.ts";

/** Builds the migrated template database once, before the test files start copying it. */
export default async function setup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    await ensurePgliteTemplate();
    return;
  }
  try {
    await ensurePostgresTemplate(serverUrl);
  } catch (error) {
    const host = new URL(serverUrl).host;
    throw new Error(`TEST_DATABASE_URL is set, but PostgreSQL at ${host} cannot be used: ${(error as Error).message}`);
  }
}

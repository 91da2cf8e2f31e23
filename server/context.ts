import type { Db } from "#db/client.ts";
import type { Config } from "./config.ts";
import { PublicListCache } from "./services/public-list-cache.ts";

/** What every API route and every page loader works with; one instance per process. */
export type AppContext = {
  db: Db;
  config: Config;
  cache: PublicListCache;
};

export function createAppContext(db: Db, config: Config): AppContext {
  return { db, config, cache: new PublicListCache() };
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

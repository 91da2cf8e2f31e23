import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type InvalidationBus, startInvalidationBus } from "../services/cache/invalidation-bus.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Present on PostgreSQL: carries cache invalidations to the other app processes. */
    invalidationBus?: InvalidationBus | null;
  }
}

/** How long start-up waits for the first LISTEN before serving anyway (it keeps trying afterwards). */
const FIRST_LISTEN_WAIT_MS = 5_000;

/**
 * On PostgreSQL, makes `ctx.cache.invalidate(...)` reach every app process (invalidation-bus.ts).
 * The embedded database serves one process, so there is nobody to tell.
 */
export const invalidationPlugin = fp(async (app: FastifyInstance, options: { databaseUrl?: string }) => {
  const databaseUrl = options.databaseUrl;
  if (!databaseUrl) return;
  app.decorate("invalidationBus", null);
  app.addHook("onReady", async () => {
    const bus = startInvalidationBus({ databaseUrl, cache: app.ctx.cache, log: app.log });
    app.invalidationBus = bus;
    await Promise.race([bus.ready, new Promise((resolve) => setTimeout(resolve, FIRST_LISTEN_WAIT_MS).unref())]);
  });
  app.addHook("onClose", async () => app.invalidationBus?.close());
});

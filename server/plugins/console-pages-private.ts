import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** The console's pages (/admin…) and their data requests (/admin….data), whatever the route. */
const CONSOLE_PAGE = /^\/admin(?:[/.?]|$)/;

export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Console pages show creators' contact data (registrations, messages, payments, affiliates' lists):
 * no shared cache, and no browser's disk or back-forward cache, may keep them. Set for every console
 * page and its .data request alike, so a new page cannot forget it.
 */
export const consolePagesPrivatePlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onSend", async (request, reply, payload) => {
    if (CONSOLE_PAGE.test(request.url)) reply.header("cache-control", PRIVATE_NO_STORE);
    return payload;
  });
});

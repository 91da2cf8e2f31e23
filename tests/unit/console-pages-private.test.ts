import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consolePagesPrivatePlugin } from "#server/plugins/console-pages-private.ts";

/** The pages' handler stands in for React Router here: it answers as a page would (no-cache by default). */
const app = Fastify();
beforeAll(async () => {
  await app.register(consolePagesPrivatePlugin);
  app.get("/*", async (_request, reply) => reply.header("cache-control", "no-cache").send("page"));
  await app.ready();
});
afterAll(() => app.close());

describe("console pages and their data requests are private, no-store", () => {
  it.each([
    "/admin",
    "/admin/",
    "/admin.data",
    "/admin/registrations",
    "/admin/registrations/64b000000000000000000001",
    "/admin/registrations.data?q=asha",
    "/admin/messages.data",
    "/admin/affiliates?status=active",
  ])("%s", async (url) => {
    expect((await app.inject({ method: "GET", url })).headers["cache-control"]).toBe("private, no-store");
  });

  it.each(["/", "/contests", "/administration", "/admins.data", "/api/contest/active"])("but not %s", async (url) => {
    expect((await app.inject({ method: "GET", url })).headers["cache-control"]).toBe("no-cache");
  });
});

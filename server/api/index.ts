import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { API_DEFAULT_CACHE_CONTROL } from "./cache-control.ts";
import { companyRoutes } from "./company.ts";
import { contentRoutes } from "./content.ts";
import { contestRoutes } from "./contests.ts";
import { locationRoutes } from "./locations.ts";
import { subscriberRoutes } from "./subscribers.ts";

/** The REST contract the pages call (docs/product-rules.md), under /api. */
export async function apiPlugin(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", API_DEFAULT_CACHE_CONTROL);
    return payload;
  });

  await app.register(swagger, {
    openapi: {
      info: { title: "Creator contests API", version: "1.0.0", description: "The public website's REST API." },
    },
    transform: jsonSchemaTransform,
  });
  // The UI is registered under /api: its asset links need that prefix too.
  if (app.ctx.config.apiDocs) await app.register(swaggerUi, { routePrefix: "/docs", indexPrefix: "/api", staticCSP: true });

  await app.register(companyRoutes);
  await app.register(contestRoutes);
  await app.register(contentRoutes);
  await app.register(locationRoutes);
  await app.register(subscriberRoutes);
  await app.register((await import("./users.ts")).userRoutes);
  await app.register((await import("./registration.ts")).registrationRoutes);
  await app.register(import("./affiliates.ts"));
  await app.register((await import("./creator-accounts.ts")).creatorAccountRoutes, { prefix: "/creator" });
  await app.register(import("./contact.ts"));
  await app.register((await import("./me.ts")).meRoutes);
  // Minors and personal data (docs/privacy.md).
  await app.register((await import("./privacy.ts")).privacyRoutes, { prefix: "/privacy" });
  await app.register((await import("./guardian.ts")).guardianRoutes, { prefix: "/guardian" });
  await app.register((await import("./my-data.ts")).myDataRoutes, { prefix: "/privacy/my-data" });
  // The organiser console (docs/console.md): its own sessions, roles and error answers.
  await app.register((await import("./admin/index.ts")).adminApiPlugin, { prefix: "/admin" });
  await app.register(import("./judge.ts"), { prefix: "/judge" });

  app.all("/*", { schema: { hide: true } }, async (_request, reply) =>
    reply.status(404).send({ isOk: false, message: "API route not found" }),
  );
}

import middie from "@fastify/middie";
import type { ServerBuild } from "react-router";
import { startServer } from "./start-server.ts";

process.env.NODE_ENV ??= "development";

// One process in development too: Fastify with Vite's dev server mounted as middleware (hot reload).
await startServer(async () => {
  const vite = await import("vite").then((m) => m.createServer({ server: { middlewareMode: true }, appType: "custom" }));
  return {
    mode: "development",
    loadBuild: async () => (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild,
    beforePages: async (app) => {
      await app.register(middie);
      app.use(vite.middlewares);
      app.addHook("onClose", async () => vite.close());
    },
  };
});

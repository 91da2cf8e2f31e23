import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { startServer } from "./start-server.ts";

const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");

await startServer(async () => ({
  mode: "production",
  clientDir: path.join(buildDir, "client"),
  loadBuild: async () => (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild,
}));

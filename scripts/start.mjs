// `npm start`: builds the site when the build is missing or older than its sources, then starts it.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isStale } from "./build-freshness.mjs";

const root = path.resolve(import.meta.dirname, "..");
const builtServer = path.join(root, process.env.BUILD_DIR ?? "build", "server", "index.js");

process.env.NODE_ENV ??= "production";
// The server's TypeScript runs as Node.js strips its types (erasable syntax only, tsconfig.json): no
// compiler loads at start-up, so a process is ready sooner (a restart under a spike costs less).

// Bad configuration stops start-up with one line, before any build work.
const { loadConfig, ConfigError } = await import(pathToFileURL(path.join(root, "server", "config.ts")).href);
try {
  loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

if (isStale(builtServer)) {
  console.log("Building the site…");
  const build = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs in this process, so signals (SIGTERM on shutdown) reach it directly.
await import(pathToFileURL(path.join(root, "server", "index.ts")).href);

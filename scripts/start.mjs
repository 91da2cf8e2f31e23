// `npm start`: builds the site when the build is missing or older than its sources, then starts it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const builtServer = path.join(root, process.env.BUILD_DIR ?? "build", "server", "index.js");

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

process.env.NODE_ENV ??= "production";
const { register } = await import("tsx/esm/api");
register();

// Bad configuration stops start-up with one line, before any build work.
const { loadConfig, ConfigError } = await import(pathToFileURL(path.join(root, "server", "config.ts")).href);
try {
  loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const sources = ["app", "shared", "public", "server", "db"].map((d) => path.join(root, d)).filter(existsSync);
const configFiles = ["vite.config.ts", "react-router.config.ts", "package-lock.json"].map((f) => path.join(root, f)).filter(existsSync);
const sourceTime = Math.max(...sources.map(newestChange), ...configFiles.map((f) => statSync(f).mtimeMs));
if (!existsSync(builtServer) || statSync(builtServer).mtimeMs < sourceTime) {
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

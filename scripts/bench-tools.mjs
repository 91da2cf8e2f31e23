// The bench's heavy tools (Lighthouse with its Chromium driver, autocannon: ~150 packages) are not
// part of the project's install, which every `npm install` and CI run pays for. The bench installs
// them on first use into a cache folder of their own (~/.cache/creator-contests/bench-tools, or
// NODE_RUNTIME_CACHE/bench-tools), at the versions in package.json's `config.benchTools`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const { config } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const tools = config.benchTools;
const cacheRoot = process.env.NODE_RUNTIME_CACHE ?? path.join(os.homedir(), ".cache", "creator-contests");
const folder = path.join(
  cacheRoot,
  "bench-tools",
  Object.entries(tools)
    .map(([name, version]) => `${name}@${version}`)
    .join("+"),
);

function ensureInstalled() {
  if (existsSync(path.join(folder, "node_modules", ".installed"))) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "package.json"), JSON.stringify({ private: true, dependencies: tools }, null, 2));
  console.log(`Installing the bench's tools once into ${folder}…`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["install", "--no-audit", "--no-fund", "--omit=dev"], { cwd: folder, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`Installing ${Object.keys(tools).join(", ")} failed (npm exited with ${result.status}).`);
  writeFileSync(path.join(folder, "node_modules", ".installed"), "");
}

/** Imports one of the bench's tools (or a package they bring, such as chrome-launcher). */
export async function importBenchTool(name) {
  ensureInstalled();
  const resolved = createRequire(path.join(folder, "package.json")).resolve(name);
  return import(pathToFileURL(resolved).href);
}

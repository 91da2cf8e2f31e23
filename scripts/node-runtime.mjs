// Runs a command on the Node.js the project needs. Every npm script and .ci/run go through it.
//
//   node scripts/node-runtime.mjs <command> [args…]   run the command on Node.js >= engines.node
//   node scripts/node-runtime.mjs --bin-dir           print the folder of that Node.js (for PATH)
//
// When the `node` running this file already satisfies package.json's engines.node, the command runs
// as it is. Otherwise (a machine whose system Node.js is older) the Node.js version pinned in
// package.json's config.node is fetched once from the npm registry, where Node.js ships its own
// binaries as the package node-<platform>-<arch>, into a cache folder outside the repository, and the
// command runs with that Node.js first on PATH, so `node`, npm's nested scripts and every tool's
// `#!/usr/bin/env node` use it. Written for old Node.js versions: built-in modules only.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const minimum = /^>=\s*(\d+)\.(\d+)(?:\.(\d+))?$/.exec(pkg.engines.node);
if (!minimum) throw new Error(`package.json engines.node must read ">=MAJOR.MINOR", not ${pkg.engines.node}`);
const pinned = pkg.config.node;

const versionParts = (version) => version.replace(/^v/, "").split(".").map(Number);
function satisfiesMinimum(version) {
  const have = versionParts(version);
  const need = minimum.slice(1).map((part) => Number(part ?? 0));
  for (let i = 0; i < 3; i++) if (have[i] !== need[i]) return have[i] > need[i];
  return true;
}

const say = (line) => process.stderr.write(`${line}\n`);

function cacheRoot() {
  if (process.env.NODE_RUNTIME_CACHE) return process.env.NODE_RUNTIME_CACHE;
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  return path.join(base, "creator-contests", "node");
}

const platformName = { linux: "linux", darwin: "darwin", win32: "win" }[process.platform] ?? process.platform;
const packageName = `node-${platformName}-${process.arch}`;

/** The folder holding the pinned Node.js binary, fetched on first use. */
function fetchedNodeBinDir() {
  const home = path.join(cacheRoot(), `${pinned}-${platformName}-${process.arch}`);
  const binDir = process.platform === "win32" ? home : path.join(home, "bin");
  const binary = path.join(binDir, process.platform === "win32" ? "node.exe" : "node");
  if (existsSync(binary)) return binDir;

  say(
    `node-runtime: Node.js ${process.version} is older than ${minimum.slice(1, 3).join(".")}; fetching Node.js ${pinned} (${packageName} from the npm registry) once into ${home}`,
  );
  mkdirSync(cacheRoot(), { recursive: true });
  const work = mkdtempSync(path.join(cacheRoot(), ".fetch-"));
  try {
    // npm pack checks the tarball against the registry's integrity hash.
    const npm =
      process.env.npm_execpath && /npm-cli\.js$/.test(process.env.npm_execpath) ? [process.execPath, process.env.npm_execpath] : ["npm"];
    const packed = spawnSync(npm[0], [...npm.slice(1), "pack", `${packageName}@${pinned}`, "--silent", "--pack-destination", work], {
      cwd: work,
      stdio: ["ignore", "pipe", "inherit"],
      encoding: "utf8",
      shell: process.platform === "win32" && npm[0] === "npm",
    });
    const tarball = readdirSync(work).find((name) => name.endsWith(".tgz"));
    if (packed.status !== 0 || !tarball) throw new Error(`npm pack ${packageName}@${pinned} failed`);
    const untar = spawnSync("tar", ["-xzf", tarball], { cwd: work, stdio: "inherit" });
    if (untar.status !== 0) throw new Error(`could not unpack ${tarball}`);
    if (process.platform !== "win32") chmodSync(path.join(work, "package", "bin", "node"), 0o755);
    mkdirSync(path.dirname(home), { recursive: true });
    try {
      renameSync(path.join(work, "package"), home);
    } catch (error) {
      // Another process fetched it meanwhile: use theirs.
      if (!existsSync(binary)) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return binDir;
}

function nodeBinDir() {
  if (satisfiesMinimum(process.version)) return path.dirname(process.execPath);
  return fetchedNodeBinDir();
}

const args = process.argv.slice(2);
if (args[0] === "--bin-dir") {
  process.stdout.write(`${nodeBinDir()}\n`);
  process.exit(0);
}
if (args.length === 0) {
  say("usage: node scripts/node-runtime.mjs <command> [args…] | --bin-dir");
  process.exit(2);
}

let env = process.env;
let [command, ...rest] = args;
if (!satisfiesMinimum(process.version)) {
  const binDir = fetchedNodeBinDir();
  const nodeBinary = path.join(binDir, process.platform === "win32" ? "node.exe" : "node");
  const pathKey = Object.keys(env).find((key) => key.toUpperCase() === "PATH") ?? "PATH";
  env = { ...env, [pathKey]: `${binDir}${path.delimiter}${env[pathKey] ?? ""}`, NODE: nodeBinary, npm_node_execpath: nodeBinary };
  if (command === "node") command = nodeBinary;
  say(`node-runtime: running on Node.js ${pinned} from ${binDir} (the system's is ${process.version})`);
}

const child = spawn(command, rest, { stdio: "inherit", env, shell: process.platform === "win32" });
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("error", (error) => {
  say(`node-runtime: could not run ${command}: ${error.message}`);
  process.exit(127);
});
child.on("exit", (code, signal) => {
  if (!signal) process.exit(code ?? 1);
  // End the same way the command did, so a caller sees the signal.
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
});

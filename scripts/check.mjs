// `npm run check` (what `npm test` runs): lint, format check, type check, budgets and the unit tests in
// one lane, the API tests and races in another, both at once. The type check and most static steps keep
// one core busy and leave the other idle, while the API tests alone keep two cores only ~85% busy; one
// after another they took 114 s on a quiet 2-core machine, side by side 85-87 s. Each step's output is
// printed whole when it ends, so the lanes never interleave mid-line. The first failure stops everything,
// as a chain of && did.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
// Node.js itself runs npm (the one running this script) and vitest: no shell, the same on every system.
const vitest = (...projects) => [
  process.execPath,
  path.join(root, "node_modules/vitest/vitest.mjs"),
  "run",
  ...projects.flatMap((name) => ["--project", name]),
];
const npm = (script) =>
  process.env.npm_execpath ? [process.execPath, process.env.npm_execpath, "run", "--silent", script] : ["npm", "run", "--silent", script];
const lanes = [
  [
    { name: "lint", command: npm("lint") },
    { name: "format:check", command: npm("format:check") },
    { name: "typecheck", command: npm("typecheck") },
    { name: "budgets", command: npm("budgets") },
    { name: "unit tests", command: vitest("unit") },
  ],
  [{ name: "API tests and races", command: vitest("api", "concurrency") }],
];

const running = new Set();
let failed = false;
const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function run({ name, command }) {
  return new Promise((resolve) => {
    const since = performance.now();
    // Its own process group, so a failure elsewhere stops it with every process it started.
    const child = spawn(command[0], command.slice(1), {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: process.stdout.isTTY ? { FORCE_COLOR: "1", ...process.env } : process.env,
    });
    running.add(child);
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      running.delete(child);
      if (failed) {
        process.stdout.write(`\n> ${name}: stopped\n`);
        return resolve(false);
      }
      process.stdout.write(`\n> ${name} (${seconds(since)})\n`);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) process.stdout.write(`\n${name} failed (exit ${code ?? signal}).\n`);
      resolve(code === 0);
    });
  });
}

function stopTheRest() {
  failed = true;
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      child.kill("SIGTERM"); // no process groups (Windows), or already gone
    }
  }
}

// The steps run in process groups of their own, which a Ctrl-C at the terminal does not reach.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stopTheRest);

await Promise.all(
  lanes.map(async (steps) => {
    for (const step of steps) {
      if (failed) return;
      if (!(await run(step))) return stopTheRest();
    }
  }),
);
process.stdout.write(`\n${failed ? "npm run check failed" : "npm run check passed"} in ${seconds(started)}.\n`);
process.exitCode = failed ? 1 : 0;

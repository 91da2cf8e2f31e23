// The load test's options (environment, listed in scripts/loadtest.mjs) and what its parts share: the
// log, the cleanups run at the end, and free ports.
import net from "node:net";
import path from "node:path";

const env = process.env;
export const root = path.resolve(import.meta.dirname, "../..");
export const creatorsWanted = Number(env.LOADTEST_CREATORS ?? 500);
export const readersWanted = Number(env.LOADTEST_READERS ?? 50);
export const creatorConcurrency = Number(env.LOADTEST_CONCURRENCY ?? 25);
export const placesLeft = Number(env.LOADTEST_PLACES ?? 400);
export const buildDir = env.LOADTEST_BUILD_DIR ?? "build-loadtest";
export const maxLoadMs = Number(env.LOADTEST_MAX_SECONDS ?? 360) * 1000;
export const keepEverything = Boolean(env.LOADTEST_KEEP);
/** Process B is killed midway (SIGKILL: a crash, an out-of-memory kill) instead of stopped as a deployment stops it. */
export const crashMidway = Boolean(env.LOADTEST_CRASH);
/** A folder for each app process's V8 CPU profile (node --cpu-prof), written when the process exits. */
export const cpuProfileDir = env.LOADTEST_CPU_PROFILE ? path.resolve(env.LOADTEST_CPU_PROFILE) : null;
export const contestId = "64b000000000000000000003"; // The Big League: paid, open to every city

const startedAt = Date.now();
export const log = (...args) => console.log(`[${((Date.now() - startedAt) / 1000).toFixed(1).padStart(5)} s]`, ...args);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Run last to first when the test ends, however it ends. */
export const cleanups = [];

let nextPort = env.LOADTEST_PORT_BASE ? Number(env.LOADTEST_PORT_BASE) : 0;

/** A free port: the next one from LOADTEST_PORT_BASE when it is set (several runs share a machine), else any. */
export async function freePort() {
  const wanted = nextPort > 0 ? nextPort++ : 0;
  const server = net.createServer();
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(wanted, "127.0.0.1", resolve);
  });
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

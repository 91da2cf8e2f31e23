// The site under test: built, started as production starts it on a fresh DATA_DIR, and fetched as a phone fetches it.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { buildSite, waitForAnswer } from "../bench-kit.mjs";
import { buildDir, log, origin, pages, port, root } from "./settings.mjs";

const children = [];
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
});

export function startProcess(command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  child.on("exit", (code) => {
    if (code && code !== 0 && !child.stopping) console.error(`${command} ${args.join(" ")} exited with ${code}\n${stderr}`);
  });
  children.push(child);
  return child;
}

export async function stopProcess(child) {
  if (child.exitCode !== null) return;
  child.stopping = true;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

export const waitFor = (url, timeoutMs = 180_000) => waitForAnswer(url, timeoutMs);

/** Bytes on the wire for a GET with gzip accepted (what a phone downloads), and the raw size. */
export function download(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          const gzipped = response.headers["content-encoding"] === "gzip";
          resolve({
            status: response.statusCode,
            wire: gzipped ? body.length : gzipSync(body).length,
            body: gzipped ? gunzipSync(body) : body,
          });
        });
      })
      .on("error", reject);
  });
}

/** `react-router build` into the bench's folder unless BENCH_SKIP_BUILD; exits when the build fails. */
export function buildUnlessSkipped() {
  if (process.env.BENCH_SKIP_BUILD) return;
  log(`Building into ${buildDir}…`);
  const status = buildSite(buildDir);
  if (status !== 0) process.exit(status ?? 1);
}

/**
 * The built site on a fresh DATA_DIR; `ready()` waits for it and visits each page once, `stop()` ends it.
 * `pid` is its one process: scripts/start.mjs runs the server in itself, no cluster.
 */
export function startSite() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "contests-bench-"));
  log(`Starting the site on ${origin} with a fresh DATA_DIR (${dataDir})…`);
  const server = startProcess(process.execPath, ["scripts/start.mjs"], {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    LOG_LEVEL: "silent",
    PUBLIC_URL: origin,
    NODE_ENV: "production",
  });
  const ready = async () => {
    // The start-up imports India's places into the fresh database first (minutes on a busy machine).
    await waitFor(`${origin}/api/company-details/get`, 900_000);
    // One visit per page fills the list cache and makes the resized images, as on a live site.
    for (const pagePath of pages) {
      const html = (await download(origin + pagePath)).body.toString("utf8");
      for (const image of html.matchAll(/\/img\/\d+\/[^"\s,]+/g)) await download(origin + image[0]);
    }
  };
  const stop = async () => {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { ready, stop, pid: server.pid };
}

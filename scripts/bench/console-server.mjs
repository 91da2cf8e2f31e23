// The console bench's server: the built site started on the seeded database, and a staff member signed in.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { waitForAnswer } from "../bench-kit.mjs";
import { root } from "./settings.mjs";

/**
 * The built site, started without scripts/start.mjs's check for newer sources (which would rebuild from
 * whatever is being edited). `ready()` waits until it answers, `stop()` ends it.
 */
export function startConsoleServer({ port, origin, dataDir, buildDir, databaseUrl }) {
  // PGlite unless this bench's own PostgreSQL database is named: never a DATABASE_URL from outside.
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...environment,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      LOG_LEVEL: "silent",
      PUBLIC_URL: origin,
      NODE_ENV: "production",
      SEED_DEMO: "false",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
  let stderr = "";
  server.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const ready = () =>
    Promise.race([
      waitForAnswer(`${origin}/api/company-details/get`, 300_000),
      exited.then(() => {
        throw new Error(`the server stopped during start-up:\n${stderr}`);
      }),
    ]);
  return { pid: server.pid, ready, stop };
}

/** Resident memory of a process in MB: now (VmRSS) and the peak since it started (VmHWM). */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+) kB`))?.[1] ?? Number.NaN) / 1024;
    return { rssMb: field("VmRSS"), peakMb: field("VmHWM") };
  } catch {
    return { rssMb: Number.NaN, peakMb: Number.NaN };
  }
}

export async function signIn(origin) {
  const response = await fetch(`${origin}/api/admin/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: "owner@demo.example", password: "console-demo-2026" }),
  });
  if (!response.ok) throw new Error(`console sign-in answered ${response.status}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("staff_session="));
  if (!cookie) throw new Error("console sign-in set no staff_session cookie");
  return cookie.split(";")[0];
}

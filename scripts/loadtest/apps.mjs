// The app processes: started as production starts them (scripts/start.mjs), stopped as a deployment does.
import { spawn } from "node:child_process";
import path from "node:path";
import { request } from "./request.mjs";
import { cleanups, cpuProfileDir, crashMidway, log, root, sleep } from "./settings.mjs";

/** The server's own log lines about requests at level warn or worse, to show when a check fails. */
export const serverErrors = [];

export function startApp(name, port, appEnv) {
  // A restarted process writes a second profile into its folder (the file names carry the pid).
  const profile = cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.join(cpuProfileDir, name)}`] : [];
  const child = spawn(process.execPath, [...profile, "scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, ...appEnv, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The log is JSON, one line an entry.
  child.stdout.on("data", (chunk) => {
    for (const line of String(chunk).split("\n")) {
      if (/"level":(40|50|60)/.test(line) && /"reqId"/.test(line) && serverErrors.length < 20)
        serverErrors.push(`${name}: ${line.slice(0, 600)}`);
    }
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
    if (stderr.length > 20_000) stderr = stderr.slice(-10_000);
  });
  // The exit code, or the signal that ended the process.
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  const app = { name, port, child, stderr: () => stderr, exited };
  return app;
}

export async function waitReady(app, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) throw new Error(`${app.name} exited with ${app.child.exitCode}:\n${app.stderr()}`);
    const answer = await request({ port: app.port, path: "/readyz", agent: false }).catch(() => null);
    if (answer?.status === 200) return;
    await sleep(250);
  }
  throw new Error(`${app.name} was not ready within ${timeoutMs / 1000} s:\n${app.stderr()}`);
}

export async function stopApp(app) {
  if (app.child.exitCode !== null) return app.child.exitCode;
  app.child.kill("SIGTERM");
  return Promise.race([app.exited, sleep(20_000).then(() => app.child.kill("SIGKILL"))]);
}

/**
 * A process that can be restarted midway as a deployment would: SIGTERM, then started again on the same
 * port; with LOADTEST_CRASH it is killed instead (SIGKILL), as a crash or the out-of-memory killer would.
 */
export function restartableApp(name, port, appEnv) {
  const apps = [];
  cleanups.push(() => stopApp(apps.at(-1)));
  const start = async () => {
    const app = startApp(name, port, appEnv);
    apps.push(app);
    await waitReady(app);
  };
  /** Answers the exit code of the process that was stopped. */
  const restart = async () => {
    const signalled = Date.now();
    log(`  ${crashMidway ? "killing" : "restarting"} process ${name} (${crashMidway ? "SIGKILL" : "SIGTERM"})…`);
    const app = apps.at(-1);
    if (crashMidway) app.child.kill("SIGKILL");
    const code = crashMidway ? await app.exited : await stopApp(app);
    log(`  process ${name} exited with ${code} after ${((Date.now() - signalled) / 1000).toFixed(1)} s; starting it again`);
    await start();
    log(`  process ${name} is back after ${((Date.now() - signalled) / 1000).toFixed(1)} s`);
    return code;
  };
  return { start, restart };
}

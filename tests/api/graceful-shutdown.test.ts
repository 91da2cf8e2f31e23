import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDataDir } from "../support/test-database.ts";

const root = path.resolve(import.meta.dirname, "../..");

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Answer = { status: number } | { error: string };

/** One GET over a kept-alive connection, as a load balancer sends it. */
function get(agent: http.Agent, port: number, url: string): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path: url, agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
      response.on("error", (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    });
    request.on("error", (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
  });
}

type Started = { started: ChildProcess; port: number; exited: Promise<number | null>; agent: http.Agent; log: () => string };

/**
 * The server in a process of its own, on a port that was free a moment before. Another process may
 * take that port first (this suite runs files side by side): the server then exits at once saying
 * EADDRINUSE, and it is started again on another port.
 */
async function startOnFreePort(dataDir: string, attempts = 3): Promise<Started> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const started = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        'import { startServer } from "#server/start-server.ts"; await startServer(async () => undefined);',
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          SEED_DEMO: "false",
          LOG_LEVEL: "info",
          SHUTDOWN_DELAY_MS: "600",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let log = "";
    started.stdout?.on("data", (chunk) => {
      log += chunk;
    });
    started.stderr?.on("data", (chunk) => {
      log += chunk;
    });
    let gone = false;
    const exited = new Promise<number | null>((resolve) =>
      started.once("exit", (code) => {
        gone = true;
        resolve(code);
      }),
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const deadline = Date.now() + 240_000;
    // Whatever holds a taken port may never answer: the server's exit ends the wait too.
    const gave = exited.then((): Answer => ({ error: "exited" }));
    while (!("status" in (await Promise.race([get(agent, port, "/healthz"), gave])))) {
      if (gone) break;
      if (Date.now() > deadline) throw new Error(`the server did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!gone) return { started, port, exited, agent, log: () => log };
    if (!log.includes("EADDRINUSE") || attempt >= attempts) throw new Error(`the server exited before it was ready:\n${log}`);
  }
}

describe("[SCALE-OUT] graceful shutdown", () => {
  let child: ChildProcess | undefined;
  let dataDir: string | undefined;
  afterAll(() => {
    child?.kill("SIGKILL");
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("on SIGTERM turns unready, keeps answering during its delay, finishes what it has and exits 0", async () => {
    // Places already imported, so the server listens without importing them first (12 s or more).
    dataDir = await createTestDataDir("contests-shutdown-", { withPlaces: true });
    const { started, port, exited, agent, log } = await startOnFreePort(dataDir);
    child = started;
    const deadline = Date.now() + 240_000;
    expect((await get(agent, port, "/readyz")) as { status: number }).toEqual({ status: 200 });

    // Eight kept-alive connections keep asking while the process is told to stop; like a balancer,
    // they stop sending to it once its readiness check fails (polled every 50 ms).
    const answers: (Answer & { afterSignal: boolean })[] = [];
    let signalled = 0;
    let unready = false;
    const clients = Array.from({ length: 8 }, async () => {
      while (!unready) answers.push({ ...(await get(agent, port, "/api/contest/active")), afterSignal: signalled > 0 });
    });
    // What readiness answered last: the loops end on 503, or on a refused connection (the balancer would
    // have missed the unready window, which fails below) instead of asking a stopped server forever.
    let readiness: Answer = { status: 200 };
    const poller = (async () => {
      while (!unready) {
        readiness = await get(new http.Agent(), port, "/readyz");
        unready = !("status" in readiness && readiness.status === 200);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    // Traffic is flowing before the signal, however slow a busy machine makes it.
    while (answers.length <= 20 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    signalled = Date.now();
    started.kill("SIGTERM");
    await Promise.all([poller, ...clients]);
    expect(readiness).toEqual({ status: 503 });
    // Still answering while unready: the balancer moves visitors away before anything is refused. Each
    // answer now closes its connection, so none is reused just as the process closes it.
    const connectionHeader = await new Promise<string | undefined>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/api/contest/active", agent }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode === 200 ? response.headers.connection : `status ${response.statusCode}`));
        })
        .on("error", reject);
    });
    expect(connectionHeader).toBe("close");
    const code = await exited;
    agent.destroy();

    expect(code, log()).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(log()).toContain('"msg":"shut down"');
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((answer) => answer.afterSignal).length).toBeGreaterThan(0);
    // Every request was answered in full; none was refused or cut.
    expect([...new Set(answers.map((answer) => ("status" in answer ? answer.status : answer.error)))]).toEqual([200]);
    // Once it has stopped, a new connection is refused, which a balancer retries on another process.
    expect(await get(new http.Agent(), port, "/healthz")).toEqual({ error: "ECONNREFUSED" });
  }, 300_000); // the first run builds the data directory with India's places: minutes on a busy machine
});

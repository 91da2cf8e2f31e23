// A small load balancer in front of the app processes, run in a process of its own
// (balancer-process.mjs) as a real one would be, so it does not share a thread with the simulated visitors.
import { fork } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { request } from "./request.mjs";
import { cleanups, sleep } from "./settings.mjs";

/**
 * Asks each backend's /readyz every 200 ms and keeps `backend.ready` up to date, until stopped. A check
 * still unanswered after 500 ms (a busy process) is asked again at once and changes nothing: a process
 * that starts shutting down meanwhile answers the new one at once.
 */
function pollReadiness(backends) {
  let polling = true;
  const poll = async (backend) => {
    while (polling) {
      const answer = await request({ port: backend.port, path: "/readyz", agent: false, timeoutMs: 500 }).catch((error) => error);
      if (answer instanceof Error && answer.message === "timeout") continue;
      backend.ready = answer?.status === 200;
      await sleep(200);
    }
  };
  for (const backend of backends) void poll(backend);
  return () => {
    polling = false;
  };
}

/** Round robin over the ready backends, preferring one other than `avoid`; waits up to 10 s for one to be ready. */
function roundRobin(backends) {
  let next = 0;
  return async (avoid) => {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const ready = backends.filter((b) => b.ready && b !== avoid);
      const candidates = ready.length > 0 ? ready : backends.filter((b) => b.ready);
      if (candidates.length > 0) return candidates[next++ % candidates.length];
      await sleep(50);
    }
    return null;
  };
}

/** Sends the request, its body already read, to one backend; answers the backend's response once its head arrives. */
function forward(req, body, forwardedFor, backend) {
  return new Promise((resolve, reject) => {
    const up = http.request(
      {
        host: "127.0.0.1",
        port: backend.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-for": forwardedFor, "content-length": String(body.length) },
        agent: backend.agent,
      },
      resolve,
    );
    up.on("error", reject);
    up.end(body);
  });
}

function proxy(pick, stats) {
  return async (req, res) => {
    stats.requests++;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    let avoid = null;
    for (let attempt = 0; attempt < 4; attempt++) {
      const backend = await pick(avoid);
      if (!backend) break;
      try {
        const answer = await forward(req, body, forwardedFor, backend);
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
        return;
      } catch (error) {
        // Refused: nothing reached the process, so another may take it.
        if (error.code !== "ECONNREFUSED") {
          stats.failed++;
          res.writeHead(502).end(`upstream ${error.code ?? error.message}`);
          return;
        }
        backend.ready = false;
        avoid = backend;
        stats.retried++;
      }
    }
    stats.failed++;
    res.writeHead(503).end("no process ready");
  };
}

/**
 * A small load balancer: round robin over the processes whose /readyz answers 200 (asked every
 * 200 ms), kept-alive connections to each, and a request whose connection is refused (a process
 * restarting) retried on another, as nginx's proxy_next_upstream does. A request a process received
 * is never sent again.
 */
export async function startBalancer(backends, port) {
  const stats = { requests: 0, retried: 0, failed: 0 };
  for (const backend of backends) {
    backend.ready = false;
    backend.agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  }
  const stopPolling = pollReadiness(backends);
  const server = http.createServer(proxy(roundRobin(backends), stats));
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const ready = async () => {
    while (!backends.every((backend) => backend.ready)) await sleep(50);
  };
  const close = async () => {
    stopPolling();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    for (const backend of backends) backend.agent.destroy();
  };
  return { port, stats, ready, close };
}

/** Runs startBalancer in a child process (balancer-process.mjs) and talks to it over IPC. */
export async function forkBalancer(ports, port) {
  const child = fork(path.join(import.meta.dirname, "balancer-process.mjs"), [String(port), ...ports.map(String)], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const answers = [];
  child.on("message", (message) => answers.shift()?.(message));
  const ask = (question) =>
    new Promise((resolve) => {
      answers.push(resolve);
      child.send(question);
    });
  cleanups.push(async () => {
    if (child.exitCode === null) {
      await ask("close");
      child.disconnect();
    }
  });
  await ask("ready");
  return { pid: child.pid, stats: () => ask("stats") };
}

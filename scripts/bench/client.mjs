// A lean load client for loopback HTTP/1.1: keep-alive connections with one request in flight each,
// bodies skipped by their length (Content-Length or chunked) and never decoded. autocannon parses
// every answer in JavaScript and turns each body into a string, so on a 31 KB page its one thread
// spends more than the server does and the figures measure the client.
import net from "node:net";

const headEnd = Buffer.from("\r\n\r\n");
const lineEnd = Buffer.from("\r\n");
const [head, body, chunkSize, trailer] = [0, 1, 2, 3];

/** Latencies (ms) of complete 200 answers, and everything else as errors. */
function tally() {
  let latencies = new Float64Array(1 << 16);
  const stats = { ok: 0, errors: 0, statuses: {} };
  stats.record = (status, ms) => {
    if (status !== 200) {
      stats.errors++;
      stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
      return;
    }
    if (stats.ok === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    latencies[stats.ok++] = ms;
  };
  stats.latencies = () => latencies.subarray(0, stats.ok);
  return stats;
}

/** One keep-alive connection asking `request` again as soon as each answer is complete. */
function connect(port, host, request, run) {
  let socket;
  let pending = null;
  let state = head;
  let skip = 0;
  let status = 0;
  let sentAt = 0;
  let waiting = false;

  const send = () => {
    waiting = true;
    sentAt = performance.now();
    socket.write(request);
  };
  const complete = () => {
    waiting = false;
    state = head;
    if (run.counting) run.stats.record(status, performance.now() - sentAt);
    if (!run.stopped) send();
  };
  // Bytes the answer's framing cannot explain (no length, a bad chunk): count an error, start afresh.
  const broken = () => {
    if (run.counting) run.stats.errors++;
    waiting = false;
    socket.destroy();
  };

  const onData = (chunk) => {
    const buf = pending ? Buffer.concat([pending, chunk]) : chunk;
    pending = null;
    let at = 0;
    while (at < buf.length) {
      if (skip > 0) {
        const n = Math.min(skip, buf.length - at);
        skip -= n;
        at += n;
        if (skip === 0 && state === body) complete();
        continue;
      }
      const end = buf.indexOf(state === head ? headEnd : lineEnd, at);
      if (end < 0) {
        pending = buf.subarray(at);
        return;
      }
      if (state === head) {
        const text = buf.toString("latin1", at, end);
        at = end + 4;
        status = Number(text.slice(9, 12));
        const length = /\r\ncontent-length:[ \t]*(\d+)/i.exec(text);
        if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(text)) state = chunkSize;
        else if (length) {
          state = body;
          skip = Number(length[1]);
          if (skip === 0) complete();
        } else if (status === 204 || status === 304) complete();
        else return broken();
      } else if (state === chunkSize) {
        const size = Number.parseInt(buf.toString("latin1", at, end), 16);
        at = end + 2;
        if (Number.isNaN(size)) return broken();
        if (size === 0) state = trailer;
        else skip = size + 2;
      } else {
        // Trailer lines until the empty one that ends the answer.
        const last = end === at;
        at = end + 2;
        if (last) complete();
      }
    }
  };

  const open = () => {
    pending = null;
    state = head;
    skip = 0;
    socket = net.connect(port, host);
    socket.setNoDelay(true);
    socket.on("connect", send);
    socket.on("data", onData);
    socket.on("error", () => {});
    socket.on("close", () => {
      if (waiting && run.counting) run.stats.errors++;
      waiting = false;
      if (!run.stopped) setImmediate(open);
    });
  };
  open();
  return {
    // Still waiting for an answer asked before `since`: no answer in the whole counted span.
    stuckSince: (since) => waiting && sentAt < since,
    close: () => socket.destroy(),
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `connections` connections on `url` for `warmUpMs` not counted, then `durationMs` counted; `window`
 * is told when the counted part starts and ends, for CPU samples over the same span.
 */
export async function loadWithLeanClient({ url, connections, warmUpMs, durationMs, headers, window }) {
  const { hostname, port, pathname, search, host } = new URL(url);
  const lines = [`GET ${pathname}${search} HTTP/1.1`, `host: ${host}`, "connection: keep-alive"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const request = Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
  const run = { counting: false, stopped: false, stats: tally() };
  const all = Array.from({ length: connections }, () => connect(Number(port) || 80, hostname, request, run));
  await sleep(warmUpMs);
  window?.start();
  const startedAt = performance.now();
  run.counting = true;
  await sleep(durationMs);
  run.counting = false;
  const seconds = (performance.now() - startedAt) / 1000;
  window?.end();
  run.stopped = true;
  for (const c of all) {
    if (c.stuckSince(startedAt)) run.stats.errors++;
    c.close();
  }
  const sorted = run.stats.latencies().sort();
  const p99 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] : Number.NaN;
  return { requestsPerSecond: run.stats.ok / seconds, p99Ms: p99, errors: run.stats.errors, statuses: run.stats.statuses };
}

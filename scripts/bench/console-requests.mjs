// The console bench's requests: the registrations and payments lists, timed, and the CSV exports streamed
// while the server's memory is sampled.
import http from "node:http";
import { median } from "../bench-kit.mjs";
import { memoryOf } from "./console-server.mjs";

const percentile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** Ends the kept-alive connection the requests share. */
export const closeConnections = () => agent.destroy();

/**
 * One GET, streamed: the time to the response head, to the first body byte, and to the end; the bytes
 * and lines received. The body is counted and dropped, never kept.
 */
function timedGet(url, cookie, { keepBody = false } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = null;
    let bytes = 0;
    let lines = 0;
    const kept = [];
    http
      .get(url, { agent, headers: { cookie } }, (response) => {
        const headMs = performance.now() - started;
        response.on("data", (chunk) => {
          firstByteMs ??= performance.now() - started;
          bytes += chunk.length;
          if (keepBody) kept.push(chunk);
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            headMs,
            firstByteMs,
            totalMs: performance.now() - started,
            bytes,
            lines,
            body: keepBody ? Buffer.concat(kept).toString("utf8") : null,
          }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

const contest = "b00000000000000000000000"; // the biggest bench contest (db/seed/bulk-registrations.ts)
// The list's parameters as the console's page sends them (shared/console/registrations.ts, payments.ts).
const tableCases = [
  ["registrations, first page", "/api/admin/registrations"],
  ["registrations, search by e-mail", "/api/admin/registrations?q={email}"],
  ["registrations, search by a name part", "/api/admin/registrations?q=tripathi"],
  ["registrations, status pending", "/api/admin/registrations?status=pending"],
  ["registrations, status refunded", "/api/admin/registrations?status=refunded"],
  ["registrations, one contest, paid, 30 days", `/api/admin/registrations?contest=${contest}&payment=paid&from={from}`],
  ["registrations, page 1000", "/api/admin/registrations?page=1000"],
  ["registrations, sorted by name", "/api/admin/registrations?sort=name"],
  ["payments, first page", "/api/admin/payments"],
  ["payments, state paid, one contest", `/api/admin/payments?state=paid&contestId=${contest}`],
];

/** One list case: a first request for its status, size and rows matched, then the timed ones. */
async function timeCase(name, url, cookie, runs) {
  const probe = await timedGet(url(0), cookie, { keepBody: true });
  if (probe.status !== 200) return { name, status: probe.status };
  // At most `runs` requests, and no more than 5 once a case has taken 15 s, so a slow case keeps the section bounded.
  const times = [];
  const caseStarted = performance.now();
  for (let n = 0; n < runs && (n < 5 || performance.now() - caseStarted < 15_000); n++)
    times.push((await timedGet(url(n), cookie)).totalMs);
  // How many rows the filter matched (the answer's total), so a search that finds nothing shows.
  const matched = JSON.parse(probe.body).data?.total ?? null;
  return {
    name,
    status: 200,
    medianMs: median(times),
    p95Ms: percentile(times, 0.95),
    requests: times.length,
    bytes: probe.bytes,
    matched,
  };
}

/** Every list case in turn; searches by e-mail go through the seeded creators' addresses. */
export async function timeTables({ origin, cookie, runs, emails }) {
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const table = [];
  for (const [name, template] of tableCases) {
    const url = (n) => origin + template.replace("{email}", encodeURIComponent(emails[n % emails.length])).replace("{from}", from);
    table.push(await timeCase(name, url, cookie, runs));
  }
  return table;
}

/** Each CSV export streamed once, the server's resident memory sampled every 20 ms meanwhile. */
export async function timeExports({ origin, cookie, pid }) {
  const exports = [];
  for (const [name, pathname] of [
    ["CSV export, biggest contest", `/api/admin/registrations/export.csv?contest=${contest}`],
    ["CSV export, every registration", "/api/admin/registrations/export.csv"],
  ]) {
    const before = memoryOf(pid);
    let sampledPeak = before.rssMb;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, memoryOf(pid).rssMb);
    }, 20);
    const result = await timedGet(origin + pathname, cookie).finally(() => clearInterval(sampler));
    const after = memoryOf(pid);
    exports.push({
      name,
      ...result,
      rows: Math.max(0, result.lines - 1),
      rssBeforeMb: before.rssMb,
      rssPeakMb: sampledPeak,
      hwmMb: after.peakMb,
    });
  }
  return exports;
}

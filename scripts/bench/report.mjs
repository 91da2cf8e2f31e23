// The bench's tables, and what is over budget.
import { helloWorld, loadTargets, withAutocannon } from "./load.mjs";
import { contestPath, kb, log, pages } from "./settings.mjs";

export const budgets = { performance: 95, lcpMs: 2000, cls: 0.02, tbtMs: 100, initialJsKb: 130, tapMs: 1500 };

/** A Lighthouse run can miss a metric (e.g. no LCP on a busy machine): print "-" for it. */
const metric = (value, format) => (Number.isFinite(value) ? format(value) : "-");
const seconds = (v) => (v / 1000).toFixed(2);
const wholeMs = (v) => String(Math.round(v));
const threeDigits = (v) => v.toFixed(3);

function pageFailures(pagePath, b, l, t) {
  const failures = [];
  if (t) {
    if (t.tapMs === null) failures.push(`${pagePath}: the menu never answered a tap`);
    else if (t.tapMs > budgets.tapMs) failures.push(`${pagePath}: first answered tap ${Math.round(t.tapMs)} ms > ${budgets.tapMs} ms`);
  }
  if (b.js / 1024 > budgets.initialJsKb) failures.push(`${pagePath}: initial JS ${kb(b.js)} KB > ${budgets.initialJsKb} KB`);
  if (l) {
    if (l.samples.length === 0) failures.push(`${pagePath}: no Lighthouse run completed`);
    if (l.performance < budgets.performance) failures.push(`${pagePath}: performance ${l.performance} < ${budgets.performance}`);
    if (l.lcpMs > budgets.lcpMs) failures.push(`${pagePath}: LCP ${Math.round(l.lcpMs)} ms > ${budgets.lcpMs} ms`);
    if (l.tbtMs > budgets.tbtMs) failures.push(`${pagePath}: TBT ${Math.round(l.tbtMs)} ms > ${budgets.tbtMs} ms`);
    if (l.cls > budgets.cls) failures.push(`${pagePath}: CLS ${l.cls.toFixed(3)} > ${budgets.cls}`);
  }
  return failures;
}

/** The page table (bytes, Lighthouse, taps), the machine floor first; answers what is over budget. */
export function reportPages({ bytes, lighthouse, floor, taps }) {
  log(
    "| page | JS gzip (KB) | CSS gzip (KB, inline) | HTML (KB raw / gzip) | Performance | LCP (s) | TBT (ms) | CLS | FCP, throttled (s) | first answered tap (s) | hydrated (s) |",
  );
  log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  if (floor) {
    log(
      `| (machine floor: a bare page, no framework) | - | - | - | ${metric(floor.performance, String)} | ${metric(floor.lcpMs, seconds)} | ${metric(floor.tbtMs, wholeMs)} | ${metric(floor.cls, threeDigits)} | - | - | - |`,
    );
  }
  const failures = [];
  for (const pagePath of pages) {
    const b = bytes[pagePath];
    const l = lighthouse?.[pagePath];
    const t = taps?.[pagePath];
    log(
      `| ${pagePath} | ${kb(b.js)} | ${kb(b.css)} | ${kb(b.htmlBytes)} / ${kb(b.htmlGzip)} | ${metric(l?.performance, String)} | ${metric(l?.lcpMs, seconds)} | ${metric(l?.tbtMs, wholeMs)} | ${metric(l?.cls, threeDigits)} | ${metric(t?.fcpMs, seconds)} | ${metric(t?.tapMs, seconds)} | ${metric(t?.hydratedMs, seconds)} |`,
    );
    failures.push(...pageFailures(pagePath, b, l, t));
  }
  return failures;
}

/**
 * The share of hello-world the verdict reads: requests per server CPU-second (what one core of the
 * server sustains) where the server's CPU could be sampled, else plain requests/s.
 */
function shareOfHello(r, hello) {
  const byCpu = r.requestsPerServerCpuSecond / hello.requestsPerServerCpuSecond;
  if (Number.isFinite(byCpu)) return { share: byCpu, by: "by server CPU" };
  return { share: r.requestsPerSecond / hello.requestsPerSecond, by: "by requests/s" };
}

function loadFailures(load, hello) {
  const failures = [];
  // Pages for anonymous visitors come from the rendered-page cache (docs/scale-out.md).
  for (const name of ["GET /", `GET ${contestPath}`]) {
    const r = load[name].lean;
    const { share, by } = shareOfHello(r, hello);
    if (share < loadTargets.pageShareOfHello)
      failures.push(`${name}: ${share.toFixed(3)}× hello-world ${by} < ${loadTargets.pageShareOfHello}×`);
    if (r.p99Ms > loadTargets.pageP99Ms) failures.push(`${name}: p99 ${r.p99Ms.toFixed(1)} ms > ${loadTargets.pageP99Ms} ms`);
  }
  const { share, by } = shareOfHello(load["GET /api/contest/active"].lean, hello);
  if (share < loadTargets.listShareOfHello) {
    failures.push(`GET /api/contest/active: ${share.toFixed(3)}× hello-world ${by} < ${loadTargets.listShareOfHello}×`);
  }
  for (const [name, r] of Object.entries(load)) if (r.lean.errors > 0) failures.push(`${name}: ${r.lean.errors} errors`);
  return failures;
}

const percent = (v) => metric(v, (x) => String(Math.round(x)));

/** One client's table: what it got, what each side spent, and both shares of hello-world. */
function loadTable(load, client, title) {
  const rows = Object.entries(load).map(([name, r]) => [name, r[client]]);
  const hello = load[helloWorld][client];
  log("");
  log(title);
  log("");
  log(
    `| endpoint | requests/s | p99 (ms) | errors | server CPU (% of a core) | client CPU | machine CPU (all ${hello.cores} cores) | requests per server CPU-second | × hello-world by server CPU${client === "lean" ? " (verdict)" : ""} | × hello-world by requests/s |`,
  );
  log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const [name, r] of rows) {
    log(
      `| ${name} | ${Math.round(r.requestsPerSecond)} | ${metric(r.p99Ms, (v) => v.toFixed(1))} | ${r.errors} | ${percent(r.serverCpu)} | ${percent(r.clientCpu)} | ${percent(r.machineCpu)} | ${metric(r.requestsPerServerCpuSecond, (v) => String(Math.round(v)))} | ${metric(r.requestsPerServerCpuSecond / hello.requestsPerServerCpuSecond, threeDigits)} | ${(r.requestsPerSecond / hello.requestsPerSecond).toFixed(3)} |`,
    );
  }
  return hello;
}

/** The throughput tables; answers what is under its target. */
export function reportLoad(load) {
  const hello = loadTable(
    load,
    "lean",
    "Load (50 connections, 2 s warm-up, 10 s counted; the bench's lean client, scripts/bench/client.mjs):",
  );
  const byCpu = Number.isFinite(hello.requestsPerServerCpuSecond);
  log("");
  log(
    byCpu
      ? "The targets read requests per server CPU-second (what one core of the single-process server sustains) as a share of hello-world's, and p99 from the lean client.\n" +
          `Requests/s shares also depend on how the ${hello.cores} cores were shared between the server, the client and other work (machine CPU).` +
          // A database server of its own (not PGlite in the site's process) does work the site's CPU does not show.
          (process.env.DATABASE_URL ? "\nDATABASE_URL is set: the database server's CPU is not counted as the site's." : "")
      : "No CPU figures here (not Linux): the targets read requests/s shares, which depend on the client and other work as much as on the server.",
  );
  if (withAutocannon)
    loadTable(
      load,
      "autocannon",
      "autocannon (BENCH_AUTOCANNON=1; for comparison only, its one thread decodes every body and limits the pages):",
    );
  return loadFailures(load, hello);
}

export function reportVerdict(failures) {
  log("");
  log(
    failures.length === 0
      ? `All budgets met (JS ≤ ${budgets.initialJsKb} KB, performance ≥ ${budgets.performance}, LCP ≤ ${budgets.lcpMs} ms, TBT ≤ ${budgets.tbtMs} ms, CLS ≤ ${budgets.cls}, first answered tap ≤ ${budgets.tapMs} ms).`
      : `Over budget:\n  ${failures.join("\n  ")}`,
  );
  if (failures.length > 0 && process.env.BENCH_STRICT) process.exitCode = 1;
}

// The bench's tables, and what is over budget.
import { helloWorld, loadTargets } from "./load.mjs";
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

function loadFailures(load, hello) {
  const failures = [];
  // Pages for anonymous visitors come from the rendered-page cache (docs/scale-out.md).
  for (const name of ["GET /", `GET ${contestPath}`]) {
    const r = load[name];
    if (r.requestsPerSecond < loadTargets.pageShareOfHello * hello)
      failures.push(`${name}: ${(r.requestsPerSecond / hello).toFixed(3)}× hello-world < ${loadTargets.pageShareOfHello}×`);
    if (r.p99Ms > loadTargets.pageP99Ms) failures.push(`${name}: p99 ${r.p99Ms} ms > ${loadTargets.pageP99Ms} ms`);
  }
  const list = load["GET /api/contest/active"];
  if (list.requestsPerSecond < loadTargets.listShareOfHello * hello) {
    failures.push(
      `GET /api/contest/active: ${(list.requestsPerSecond / hello).toFixed(3)}× hello-world < ${loadTargets.listShareOfHello}×`,
    );
  }
  for (const [name, r] of Object.entries(load)) if (r.errors > 0) failures.push(`${name}: ${r.errors} errors`);
  return failures;
}

/** The throughput table; answers what is under its target. */
export function reportLoad(load) {
  log("");
  log("| endpoint (50 connections, 10 s) | requests/s | × hello-world | p99 latency (ms) | errors |");
  log("| --- | ---: | ---: | ---: | ---: |");
  const hello = load[helloWorld].requestsPerSecond;
  for (const [name, r] of Object.entries(load)) {
    log(`| ${name} | ${Math.round(r.requestsPerSecond)} | ${(r.requestsPerSecond / hello).toFixed(3)} | ${r.p99Ms} | ${r.errors} |`);
  }
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

// `npm run bench`: builds the site, starts it on a fresh DATA_DIR and measures what a creator on a
// low-end phone over slow 4G gets: first-load JavaScript and CSS (gzip), HTML size, Lighthouse mobile
// performance (median of 5 runs), the time until a tap on the menu button is answered under Chromium's
// own network and CPU throttling (median of 5), and server throughput beside a bare Fastify hello-world.
//
// Options (environment): BENCH_PORT (4390), BENCH_RUNS (5), BENCH_BUILD_DIR (build-bench),
// BENCH_SKIP_BUILD=1, BENCH_SKIP_LIGHTHOUSE=1, BENCH_SKIP_TAP=1, BENCH_SKIP_LOAD=1, BENCH_SKIP_CERTIFICATES=1,
// BENCH_SKIP_CONSOLE=1 (the console at 100 000 registrations, scripts/bench-console.mjs), BENCH_STRICT=1
// (exit 1 over budget), CHROMIUM_PATH (/usr/bin/chromium), BENCH_AUTOCANNON=1 (autocannon's load figures
// too, beside the lean client's).
import os from "node:os";
import { measureBytes } from "./bench/bytes.mjs";
import { measureMachineFloor, runLighthouse } from "./bench/lighthouse.mjs";
import { measureLoad } from "./bench/load.mjs";
import { reportLoad, reportPages, reportVerdict } from "./bench/report.mjs";
import { buildDir, log, pages, port, runs } from "./bench/settings.mjs";
import { buildUnlessSkipped, startSite } from "./bench/site.mjs";
import { cpuSlowdown, measureTapResponse } from "./bench/tap.mjs";

export { loadTargets } from "./bench/load.mjs";
export { budgets } from "./bench/report.mjs";

/** Every measure not skipped; a skipped one is null. */
async function measure(site) {
  log("Measuring first-load bytes…");
  const bytes = {};
  for (const pagePath of pages) bytes[pagePath] = await measureBytes(pagePath);
  const results = { bytes, lighthouse: null, floor: null, taps: null, load: null };
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
    log(`Lighthouse, mobile preset, ${runs} runs a page…`);
    results.lighthouse = await runLighthouse(pages);
    results.floor = await measureMachineFloor();
  }
  if (!process.env.BENCH_SKIP_TAP) {
    log(`First answered tap, slow 4G and ${cpuSlowdown}× CPU slowdown (DevTools throttling), ${runs} runs a page…`);
    results.taps = await measureTapResponse(pages);
  }
  if (!process.env.BENCH_SKIP_LOAD) {
    log("Load test: 50 connections, 2 s warm-up and 10 s counted each, server and client CPU sampled…");
    results.load = await measureLoad(site.pid);
  }
  return results;
}

/** The sections also runnable alone, each printing its own tables; answers what is over budget. */
async function benchSections() {
  const failures = [];
  // Certificate PDFs (time and size each): scripts/bench-certificates.mjs, also runnable alone.
  if (!process.env.BENCH_SKIP_CERTIFICATES) {
    const { benchCertificates, reportCertificates } = await import("./bench-certificates.mjs");
    failures.push(...reportCertificates(await benchCertificates(), log));
  }
  // The console at 100 000 registrations (table, payments, CSV export): scripts/bench-console.mjs, also runnable alone.
  if (!process.env.BENCH_SKIP_CONSOLE) {
    const { benchConsole, reportConsole } = await import("./bench-console.mjs");
    failures.push(...reportConsole(await benchConsole({ build: false, buildDir, port: port + 4 }), log));
  }
  return failures;
}

async function main() {
  buildUnlessSkipped();
  const site = startSite();
  try {
    await site.ready();
    const results = await measure(site);
    log("");
    log(`Results (${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} cores)`);
    log("");
    const failures = reportPages(results);
    if (results.load) failures.push(...reportLoad(results.load));
    failures.push(...(await benchSections()));
    reportVerdict(failures);
  } finally {
    await site.stop();
  }
}

await main();

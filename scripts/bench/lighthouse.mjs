// Lighthouse, mobile preset: the median of `runs` runs a page, and the machine's own floor beside it.
import { median } from "../bench-kit.mjs";
import { importBenchTool } from "../bench-tools.mjs";
import { chromiumFlags, chromiumPath } from "../chromium.mjs";
import { helloPort, log, origin, runs } from "./settings.mjs";
import { startProcess, stopProcess, waitFor } from "./site.mjs";

/** One Lighthouse run in a fresh browser, so no run inherits another's cache or compiled code: a sample, or why it failed. */
async function lighthouseRun({ lighthouse, chromeLauncher }, url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags, "--disable-dev-shm-usage"],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError || !categories.performance.score) return { failure: runtimeError?.code ?? "no score" };
    return {
      sample: {
        performance: Math.round((categories.performance.score ?? 0) * 100),
        lcpMs: audits["largest-contentful-paint"].numericValue,
        tbtMs: audits["total-blocking-time"].numericValue,
        cls: audits["cumulative-layout-shift"].numericValue,
        fcpMs: audits["first-contentful-paint"].numericValue,
        ttiMs: audits.interactive?.numericValue ?? null,
      },
    };
  } finally {
    await chrome.kill();
  }
}

const medians = (samples) => ({
  performance: median(samples.map((s) => s.performance)),
  lcpMs: median(samples.map((s) => s.lcpMs)),
  tbtMs: median(samples.map((s) => s.tbtMs)),
  cls: median(samples.map((s) => s.cls)),
  fcpMs: median(samples.map((s) => s.fcpMs)),
  ttiMs: samples.every((s) => s.ttiMs !== null) ? median(samples.map((s) => s.ttiMs)) : null,
  samples,
});

export async function runLighthouse(pagePaths, base = origin) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([importBenchTool("lighthouse"), importBenchTool("chrome-launcher")]);
  const results = {};
  for (const pagePath of pagePaths) {
    const samples = [];
    const failures = [];
    // A run Lighthouse could not complete (runtimeError, score 0) is reported and run again, twice at most.
    for (let attempt = 0; samples.length < runs && attempt < runs + 2; attempt++) {
      const { sample, failure } = await lighthouseRun({ lighthouse, chromeLauncher }, base + pagePath);
      if (sample) samples.push(sample);
      else failures.push(failure);
    }
    results[pagePath] = medians(samples);
    const failed = failures.length > 0 ? ` (runs that failed and were repeated: ${failures.join(", ")})` : "";
    log(`  lighthouse ${pagePath}: ${samples.map((s) => s.performance).join(", ")}${failed}`);
  }
  return results;
}

/**
 * Lighthouse on the hello-world process's bare page, in the same run: a machine whose browser itself blocks
 * (a virtual machine where page faults are slow shows hundreds of ms here) cannot judge the site's TBT
 * against a phone's budget; the pages' figures are then read beside this floor, not alone.
 */
export async function measureMachineFloor() {
  const hello = startProcess(process.execPath, ["scripts/bench-hello.mjs"], { PORT: String(helloPort) });
  try {
    await waitFor(`http://127.0.0.1:${helloPort}/`);
    const floorUrl = `http://127.0.0.1:${helloPort}/floor`;
    const result = (await runLighthouse([floorUrl], ""))[floorUrl];
    if (result.samples.length > 0 && result.tbtMs > 50) {
      log(
        `  The machine floor alone blocks ${Math.round(result.tbtMs)} ms: this machine's TBT figures say more about it than about the site.`,
      );
    }
    return result;
  } finally {
    await stopProcess(hello);
  }
}

// The first answered tap: how long a creator on a low-end phone over slow 4G waits for the menu to open.
import { median } from "../bench-kit.mjs";
import { chromiumFlags, chromiumPath } from "../chromium.mjs";
import { log, origin, runs } from "./settings.mjs";

// Chromium's DevTools throttling as Lighthouse applies it for its mobile preset ("slow 4G": 150 ms
// round trip and 1.6 Mbit/s down, 750 kbit/s up, adjusted for request-level throttling) and a 4× slower CPU.
const slow4g = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
export const cpuSlowdown = 4;

/** In the page before its own scripts: reports when the menu first shows (however it is opened) and when React has hydrated. */
function watchMenu() {
  const menuShown = () => {
    const menu = document.getElementById("site-menu");
    return Boolean(menu?.checkVisibility?.() ?? (menu && !menu.hidden));
  };
  let reported = false;
  const note = () => {
    if (reported || !menuShown()) return;
    reported = true;
    window.benchMenuShown(performance.now());
  };
  new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener("toggle", note, true);
  window.addEventListener("pagehydrated", () => window.benchHydrated(performance.now()), { once: true });
}

const phone = { viewport: { width: 412, height: 823 } };
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where the menu button is: measured once without throttling (the layout does not depend on speed). */
async function menuButtonBox(browser, device, pagePath) {
  const probe = await browser.newContext(device);
  const probePage = await probe.newPage();
  await probePage.goto(origin + pagePath);
  const box = await probePage.locator('header button[aria-controls="site-menu"]').boundingBox();
  await probe.close();
  if (!box) throw new Error(`${pagePath}: no menu button`);
  return box;
}

/** One throttled load in a fresh context (nothing cached from the run before), tapped until the menu shows; null if it never does. */
async function tapRun(browser, device, pagePath, box) {
  const context = await browser.newContext(device);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", slow4g);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    let shownAt;
    let hydratedAt;
    await page.exposeFunction("benchMenuShown", (at) => {
      shownAt ??= at;
    });
    await page.exposeFunction("benchHydrated", (at) => {
      hydratedAt ??= at;
    });
    await page.addInitScript(watchMenu);
    const navigation = page.goto(origin + pagePath, { waitUntil: "load", timeout: 60_000 });
    await page.waitForURL(origin + pagePath, { waitUntil: "commit" });
    let taps = 0;
    const deadline = Date.now() + 30_000;
    while (shownAt === undefined && Date.now() < deadline) {
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      taps++;
      await pause(50);
    }
    await navigation.catch(() => {});
    const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null);
    const hydrationDeadline = Date.now() + 30_000;
    while (hydratedAt === undefined && Date.now() < hydrationDeadline) await pause(100);
    return shownAt === undefined ? null : { tapMs: shownAt, fcpMs: fcp, hydratedMs: hydratedAt ?? null, taps };
  } finally {
    await context.close();
  }
}

/**
 * From the start of navigation to the first tap that gets an answer: a phone-sized page under slow 4G
 * and a 4× slower CPU is tapped where its menu button is, every 50 ms from the moment it starts
 * loading, until the menu shows (the page reports the moment itself, so the harness's own round trips
 * do not count). Also the first contentful paint and the moment React finished hydrating, for comparison.
 */
export async function measureTapResponse(pagePaths) {
  const { chromium, devices } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, "--disable-dev-shm-usage"] });
  const device = { ...devices["Moto G4"], ...phone };
  const results = {};
  try {
    for (const pagePath of pagePaths) {
      const box = await menuButtonBox(browser, device, pagePath);
      const samples = [];
      for (let run = 0; run < runs; run++) {
        const sample = await tapRun(browser, device, pagePath, box);
        if (sample) samples.push(sample);
      }
      const medianOf = (key) => (samples.length > 0 && samples.every((s) => s[key] !== null) ? median(samples.map((s) => s[key])) : null);
      results[pagePath] = { tapMs: medianOf("tapMs"), fcpMs: medianOf("fcpMs"), hydratedMs: medianOf("hydratedMs"), samples };
      log(
        `  first answered tap ${pagePath}: ${samples.map((s) => `${Math.round(s.tapMs)} ms (${s.taps} taps; painted ${Math.round(s.fcpMs)}, hydrated ${Math.round(s.hydratedMs)})`).join(", ") || "never"}`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}

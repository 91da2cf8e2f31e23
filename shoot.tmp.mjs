import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "/work/wt/shell/scripts/chromium.mjs";
const base = "http://127.0.0.1:4281";
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const only = process.argv[2];
for (const width of [360, 1366]) {
  const context = await browser.newContext({ viewport: { width, height: width === 360 ? 780 : 860 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const shots = [
    ["home", "/hi/"],
    ["cms", "/hi/cms/the-rules"],
    ["letstalk", "/hi/lets-talk"],
    ["privacy", "/hi/privacy"],
    ["notfound", "/hi/nothing"],
  ];
  for (const [name, url] of shots) {
    if (only && !only.split(",").includes(name)) continue;
    await page.goto(base + url, { waitUntil: "networkidle" });
    await page.waitForTimeout(1200);
    // Scrolled through first: sections far down paint only near the screen (content-visibility).
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 500) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(120);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    // Painted whole for the picture (on a phone they paint as they near the screen).
    await page.addStyleTag({ content: "[class*='content-visibility'] { content-visibility: visible !important; }" });
    await page.waitForTimeout(500);
    const full = await page.evaluate(() => document.documentElement.scrollHeight);
    const step = width === 360 ? 1300 : 900;
    for (let y = 0, i = 0; y < full; y += step, i++) {
      await page.screenshot({ path: `/tmp/shots/${name}-${width}-${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(step, full - y) } });
    }
  }
  if (!only || only.includes("menu")) {
    await page.goto(base + "/hi/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "मेन्यू" }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/menu-${width}.png` });
    await page.keyboard.press("Escape");
    await page.locator("footer").scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "सोशल लिंक खोलें" }).click();
    await page.waitForTimeout(600);
    await page.locator("footer").screenshot({ path: `/tmp/shots/footer-${width}.png` });
  }
  await context.close();
}
await browser.close();

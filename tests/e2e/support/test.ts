import { test as base } from "@playwright/test";
import { hydratedAttribute } from "#app/document/hydration-signal.ts";

export { expect } from "@playwright/test";

/**
 * Pages load their JavaScript after the first paint, so `page.goto` and `page.reload` here also wait
 * until React has hydrated the page: client-side navigation and typing into controlled fields need it
 * (text typed before hydration is lost). Pass `waitUntil: "commit"` to act on the server's HTML before
 * that (the early-click tests do).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const hydrated = async (options?: { waitUntil?: string }) => {
      if (options?.waitUntil !== "commit") await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: "attached" });
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated(options);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrated(options);
      return response;
    };
    await use(page);
  },
});

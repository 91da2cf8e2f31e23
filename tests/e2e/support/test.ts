import { test as base } from "@playwright/test";
import { hydratedAttribute } from "#app/document/hydration-signal.ts";

export { expect } from "@playwright/test";

/**
 * Pages load their JavaScript after the first paint, so `page.goto` here also waits until React has
 * hydrated the page: client-side navigation and typing into controlled fields need it. Pass
 * `waitUntil: "commit"` to act on the server's HTML before that (the early-click tests do).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== "commit") await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: "attached" });
      return response;
    };
    await use(page);
  },
});

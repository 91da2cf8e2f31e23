import type { Locator, Page } from "@playwright/test";
import { hydratedAttribute } from "#app/document/hydration-signal.ts";
import { contests, createUserByApi, ownClientAddress, registerFreeByApi } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

/**
 * A creator's own pages in Hindi on a 360 px phone. A thumb hits every link and button that stands on its own line of /hi/me and
 * /hi/me/data: each is at least 44 px tall where it takes taps (its box, or the `tap-area` layer across
 * it, app/app.css), so a creator opening their video, My data or the download does not miss it.
 */
async function tapHeight(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    const own = element.getBoundingClientRect().height;
    const layer = getComputedStyle(element, "::before");
    const layerHeight = layer.content !== "none" && layer.position === "absolute" ? Number.parseFloat(layer.height) || 0 : 0;
    return Math.max(own, layerHeight);
  });
}

async function hydrated(page: Page) {
  await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: "attached" });
}

test.describe("[HINDI] a creator's own pages on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "on the phone, where our creators are");

  test("/hi/me's video link and My data link, and /hi/me/data's download and print, are 44 px tall for a thumb", async ({
    page,
    context,
  }) => {
    await ownClientAddress(context);
    const user = await createUserByApi(page.request, { tag: "hindi-taps" });
    await registerFreeByApi(page.request, user.id, contests.free);

    await page.goto("/hi/me");
    await hydrated(page);
    const card = page.locator("article").filter({ hasText: "फ़्री ओपन माइक" }).first();
    const video = card.getByRole("link", { name: "https://www.youtube.com/watch?v=already-in" });
    await expect(video).toBeVisible();
    expect(await tapHeight(video)).toBeGreaterThanOrEqual(44);
    const myData = page.getByRole("link", { name: "मेरा डेटा खोलें" });
    await expect(myData).toBeVisible();
    expect(await tapHeight(myData)).toBeGreaterThanOrEqual(44);

    await page.goto("/hi/me/data");
    await hydrated(page);
    const download = page.getByRole("link", { name: "सब कुछ डाउनलोड करें (JSON)" });
    const print = page.getByRole("button", { name: "यह पेज प्रिंट करें" });
    await expect(download).toBeVisible();
    expect(await tapHeight(download)).toBeGreaterThanOrEqual(44);
    expect(await tapHeight(print)).toBeGreaterThanOrEqual(44);
  });

  test("/hi/me/data names the creator's country in Hindi, as the contest page does", async ({ page, context }) => {
    await ownClientAddress(context);
    await createUserByApi(page.request, { tag: "hindi-country" });
    await page.goto("/hi/me/data");
    await hydrated(page);
    const place = page.locator("section[aria-labelledby=my-details] dd").filter({ hasText: /, भारत$/ });
    await expect(place).toHaveCount(1);
    await expect(page.locator("section[aria-labelledby=my-details]")).not.toContainText("India");
  });
});

import type { Page, TestInfo } from "@playwright/test";
import { signInToConsole } from "./support/console.ts";
import { expect, test } from "./support/test.ts";

/** The page at a laptop's and a phone's size, kept with the test's results. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const [width, height] of [
    [1366, 860],
    [360, 780],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 860 });
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

test.describe("[PUBLISHING] previews of draft content pages and banners", () => {
  test("an organiser creates a draft page, previews it, publishes it, and the public page shows it", async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the organiser works at a laptop");
    test.setTimeout(90_000);
    const slug = `draft-notes-${unique()}`;
    const words = `Words still being written ${unique()}`;
    await signInToConsole(page);
    await page.goto("/admin/content/pages/new");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Draft notes");
    await page.getByLabel("Slug").fill(slug);
    await page.getByRole("textbox", { name: "Body", exact: true }).click();
    await page.keyboard.type(words);
    await page.getByRole("button", { name: "Create page" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/pages\/[a-f0-9]{24}$/);
    const pageId = page.url().split("/").pop() as string;
    const panel = page.getByTestId("publish-panel");
    await expect(panel).toContainText("Draft: the site does not show this page until it is published.");

    // The public address knows nothing of the draft, and the preview is for staff only.
    expect((await page.request.get(`/cms/${slug}`)).status()).toBe(404);
    const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const signedOut = await visitor.request.get(`/admin/content/pages/${pageId}/preview`, { maxRedirects: 0 });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers().location).toBe(`/admin/sign-in?redirectTo=${encodeURIComponent(`/admin/content/pages/${pageId}/preview`)}`);
    await visitor.close();

    // The preview: the public page's look, with the draft's words, under a bar saying it is not published.
    await panel.getByRole("link", { name: "Preview the page" }).click();
    await expect(page).toHaveURL(`/admin/content/pages/${pageId}/preview`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Draft notes");
    await expect(page.getByTestId("cms-body")).toContainText(words);
    await expect(page.getByRole("region", { name: "Preview" })).toContainText("Preview — not published.");
    await shoot(page, testInfo, "page-preview");
    await page.getByRole("link", { name: "Back to the editor" }).click();

    await page.getByTestId("publish-panel").getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByTestId("publish-panel")).toContainText("Published");
    await page.goto(`/cms/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Draft notes");
    await expect(page.getByTestId("cms-body")).toContainText(words);
  });

  test("a draft banner's preview shows it first in the home page's hero, at a phone's and a laptop's width", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the organiser works at a laptop");
    const title = `Monsoon round ${unique()}`;
    await signInToConsole(page);
    // The picture of a banner already on the site, with a title of its own.
    const onSite = (await (await page.request.post("/api/banner/list", { data: { isActive: true } })).json()) as {
      banners: { bannerImage: string }[];
    };
    const created = await page.request.post("/api/admin/content/banners", {
      data: { bannerImage: onSite.banners[0]?.bannerImage, bannerTitle: title, contestId: "", isActive: true },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto("/admin/content/banners");
    const row = page.getByRole("listitem").filter({ hasText: title });
    await row.getByRole("link", { name: "Preview the banner" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Banner preview: ${title}`);
    await expect(page.getByRole("region", { name: "Preview" })).toContainText("Preview — not published.");
    for (const frame of ["phone (360 px wide)", "laptop (1366 px wide)"]) {
      const slide = page.frameLocator(`iframe[title="${title}, on a ${frame}"]`).getByTestId("banner-slide").first();
      await expect(slide).toContainText(title);
    }
    await shoot(page, testInfo, "banner-preview");
    // The home page itself still does not show the draft.
    await page.goto("/");
    await expect(page.getByTestId("banner-slide").filter({ hasText: title })).toHaveCount(0);
  });
});

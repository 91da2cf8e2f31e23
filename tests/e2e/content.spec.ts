import { expectAccessible, metaContent, serverHtml, slowDataRequests } from "./support/pages.ts";
import { expect, test } from "./support/test.ts";

const lilac = "rgb(246, 240, 255)";
const transparent = "rgba(0, 0, 0, 0)";

test.describe("[CONTENT] content pages /cms/{slug}", () => {
  test("hero with the title and a breadcrumb to home, the sanitised HTML body on a light purple tint", async ({ page }) => {
    const response = await page.goto("/cms/vibe-check");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vibe Check");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByText("Vibe Check")).toHaveAttribute("aria-current", "page");
    const body = page.getByTestId("cms-body");
    await expect(body.getByRole("heading", { name: "Big talent lives in small cities" })).toBeVisible();
    await expect(body.locator("li")).toHaveCount(4);
    await expect(body.locator("script")).toHaveCount(0);
    expect(await body.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(lilac);
  });

  for (const slug of ["the-plug", "contact-us"]) {
    test(`${slug} has a transparent body`, async ({ page }) => {
      await page.goto(`/cms/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.getByTestId("cms-body").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(transparent);
    });
  }

  test("hero parts animate for 0.5 s after 0.2, 0.3 and 0.4 s", async ({ page }) => {
    await page.goto("/cms/hack-zone");
    const style = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const s = getComputedStyle(el);
          return `${s.animationName} ${s.animationDuration} ${s.animationDelay}`;
        });
    expect(await style("h1")).toBe("fade-up 0.5s 0.2s");
    expect(await style('nav[aria-label="Breadcrumb"]')).toBe("fade-up 0.5s 0.3s");
    expect(await style('[data-testid="cms-body"] > div')).toBe("fade-up 0.5s 0.4s");
  });

  test("content below the fold waits, then animates once when scrolled into view", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 200 });
    await page.goto("/cms/the-rules");
    const content = page.locator('[data-testid="cms-body"] > div');
    await expect(content).toHaveClass(/reveal-waiting/);
    await content.scrollIntoViewIfNeeded();
    await expect(content).toHaveClass(/animate-fade-up/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await expect(content).toHaveClass(/animate-fade-up/);
  });

  test("an unknown slug answers 404 with 'Content not found.'", async ({ page }) => {
    const response = await page.goto("/cms/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Content not found.", { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });

  test("loading state while a client-side navigation fetches the page", async ({ page }) => {
    await page.goto("/cms/vibe-check");
    await slowDataRequests(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).locator('a[href="/cms/hall-of-fame"]').click();
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hall of Fame");
  });

  test("share preview tags are in the server-rendered HTML", async ({ page, baseURL }) => {
    const html = await serverHtml(page, "/cms/vibe-check");
    expect(metaContent(html, "og:title")).toBe("Vibe Check");
    expect(metaContent(html, "og:description")).toContain("CreatorCup");
    expect(metaContent(html, "og:image")).toBe(`${baseURL}/share-card.png`);
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect((await page.request.get(metaContent(html, "og:image") ?? "")).status()).toBe(200);
  });

  test("no serious accessibility violations", async ({ page }) => {
    await page.goto("/cms/vibe-check");
    await expectAccessible(page);
    await page.goto("/cms/no-such-page");
    await expectAccessible(page);
  });
});

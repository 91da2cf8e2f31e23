import { contestIds, expectAccessible, unknownContestId } from "./support/pages.ts";
import { expect, test } from "./support/test.ts";

test.describe("[APPLICANTS] applicants and winners", () => {
  test("winners declared: a Winners section in rank order, then Other Applicants", async ({ page }) => {
    const response = await page.goto(`/contest/${contestIds.completed}/applicants`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applicants");
    await expect(page.getByText("Chai & Comedy: Season 1", { exact: true })).toBeVisible();

    const winners = page.getByTestId("winners").getByRole("article");
    await expect(winners).toHaveCount(3);
    const first = winners.nth(0);
    await expect(first.getByRole("img", { name: "Trophy" })).toBeVisible();
    await expect(first.getByRole("heading")).toHaveText("Priya Nair");
    await expect(first.locator("dd").nth(0)).toHaveText("#1");
    await expect(first.locator("dd").nth(1)).toHaveText("Winner (₹15,000)");
    await expect(first.getByRole("link", { name: /View Video/ })).toHaveAttribute("href", /^https:\/\//);
    await expect(first.getByRole("link", { name: /View Video/ })).toHaveAttribute("target", "_blank");
    await expect(first.locator("time")).toHaveText(/\d{4}, \d{1,2}:\d{2} (am|pm)/);
    await expect(first.getByRole("img", { name: "Priya Nair" })).toBeVisible();
    await expect(winners.nth(1).locator("dd").nth(0)).toHaveText("#2");

    await expect(page.getByRole("heading", { name: "Other Applicants" })).toBeVisible();
    const others = page.getByTestId("applicants").getByRole("article");
    await expect(others).toHaveCount(5);
    await expect(others.getByRole("img", { name: "Trophy" })).toHaveCount(0);
  });

  test("cards use 2 columns at medium and 3 at large widths", async ({ page }, testInfo) => {
    await page.goto(`/contest/${contestIds.completed}/applicants`);
    const columns = () => page.getByTestId("applicants").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    if (testInfo.project.name === "desktop") {
      expect(await columns()).toBe(3);
      await page.setViewportSize({ width: 800, height: 900 });
      expect(await columns()).toBe(2);
    } else {
      expect(await columns()).toBe(1);
    }
  });

  test("no winners declared: 'Applicants'; nobody registered: 'No applicants found.'", async ({ page }) => {
    await page.goto(`/contest/${contestIds.inProgress}/applicants`);
    await expect(page.getByRole("heading", { name: "Applicants", exact: true, level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Winners" })).toHaveCount(0);
    await expect(page.getByTestId("applicants").getByRole("article").first()).toBeVisible();

    await page.goto(`/contest/${contestIds.upcoming}/applicants`);
    await expect(page.getByText("No applicants found.")).toBeVisible();
  });

  test("breadcrumb: Home, Contests (goes back), Applicants", async ({ page }) => {
    await page.goto(`/contest/${contestIds.cityHustle}`);
    await page.getByRole("link", { name: "View Applicants" }).click();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await breadcrumb.getByRole("button", { name: "Contests" }).click();
    await expect(page).toHaveURL(new RegExp(`/contest/${contestIds.cityHustle}$`));
  });

  test("an unknown contest: 'Failed to load applicants or contest details.'", async ({ page }) => {
    const response = await page.goto(`/contest/${unknownContestId}/applicants`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Failed to load applicants or contest details.")).toBeVisible();
  });

  test("at 320 px no card runs past the screen or its own edge", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/contest/${contestIds.completed}/applicants`);
    const overflowing = await page.getByRole("article").evaluateAll((cards) =>
      cards
        .filter((card) => {
          const box = card.getBoundingClientRect();
          return box.left < 0 || box.right > window.innerWidth || card.scrollWidth > card.clientWidth;
        })
        .map((card) => card.textContent?.slice(0, 30)),
    );
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test("no serious accessibility violations", async ({ page }) => {
    await page.goto(`/contest/${contestIds.completed}/applicants`);
    await expectAccessible(page);
  });
});

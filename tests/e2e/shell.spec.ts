import { expect, test } from "./support/test.ts";

test.describe("[SHELL] layout shared by every page", () => {
  test("home page renders the shell with logo, menu and footer", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/CreatorCup/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /creators/);
    await expect(page.getByRole("link", { name: /home/i }).first().locator("img")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("All rights reserved.");
    await expect(page.getByRole("button", { name: "Back to top" })).toBeVisible();
  });

  test("menu opens as a full-page overlay with every navigation link and follows one", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(menu).toBeVisible();
    for (const slug of ["vibe-check", "hall-of-fame", "hack-zone", "the-rules", "lets-talk"]) {
      await expect(menu.locator(`a[href="/cms/${slug}"]`)).toBeVisible();
    }
    for (const name of ["City Hustle", "State Flex", "The Big League"]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "View Affiliates" })).toHaveAttribute("href", "/affiliate-list");

    await menu.locator('a[href="/cms/vibe-check"]').click();
    await expect(page).toHaveURL(/\/cms\/vibe-check$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });

  test("menu closes with Escape", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("a menu contest link opens that contest", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "The Big League" }).click();
    await expect(page).toHaveURL(/\/contest\/64b000000000000000000003$/);
    await expect(page.getByRole("heading", { level: 1, name: "The Big League" })).toBeVisible();
  });

  test("an unknown path shows the not-found page with HTTP 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(
      page.getByText("The page you are looking for might have been removed, had its name changed, or is temporarily unavailable."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Go to Home Page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the floating social menu fans out the social links including WhatsApp", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open social links" }).click();
    await expect(page.getByRole("link", { name: "WhatsApp" })).toBeVisible();
    await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(page.getByRole("link", { name: "Instagram" })).toBeVisible();
  });
});

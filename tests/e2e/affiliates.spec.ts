import type { Locator, Page } from "@playwright/test";
import { AFFILIATE_EMAIL, AFFILIATE_PASSWORD, AFFILIATE_USER_ID, creatorSeeds } from "#db/seed/people.ts";
import { maskEmail, maskMobile } from "#server/services/users/mask.ts";
import { expect, test } from "./support/test.ts";

/** The demo content's affiliate and the creators who registered with their code. */
const referred = creatorSeeds.filter((creator) => creator.referredByAffiliate);

const storedUserId = (page: Page) => page.evaluate(() => window.localStorage.getItem("userId"));

async function expectAtLeastRows(table: Locator, count: number) {
  await expect.poll(() => table.getByRole("row").count()).toBeGreaterThanOrEqual(count);
}

/**
 * The heading counts creators, not rows: a creator has a row per registration (docs/affiliates.md).
 * The demo affiliate's creators have several registrations each, so the two numbers differ; names tell
 * the creators apart (the demo's and the other tests' creators have different names).
 */
async function expectHeadingCountsCreators(page: Page, table: Locator, title: string) {
  await expect(async () => {
    const names = await table.locator("tbody td:first-child span.text-ink").allInnerTexts();
    const creators = new Set(names).size;
    expect(names.length).toBeGreaterThan(creators);
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${title}`) })).toHaveText(`${title}(${creators})`, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
}

async function openSignIn(page: Page) {
  await page.goto("/affiliate-list");
  await expect(page.getByText("Please Sign In To View Your Affiliates.")).toBeVisible();
  await page.getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("[AFFILIATES] sign-in and the referred-users list", () => {
  test("the demo affiliate signs in, sees the referred users, stays signed in after a reload, logs out and stays out", async ({ page }) => {
    await page.goto("/affiliate-list");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByText("Affiliate List")).toBeVisible();

    const dialog = await openSignIn(page);
    await expect(dialog).toHaveCSS("max-width", "448px");
    await dialog.getByLabel("Email").fill(AFFILIATE_EMAIL);
    await dialog.getByLabel("Password", { exact: true }).fill(AFFILIATE_PASSWORD);
    await dialog.getByRole("button", { name: "Sign In" }).click();

    await expect(page.getByText("Login successful!")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    const table = page.getByRole("table", { name: "Users you referred" });
    for (const column of ["Name", "Mobile No.", "Email", "Profile Image", "Social Media", "Contest", "Registration", "Date"]) {
      await expect(table.getByRole("columnheader", { name: column })).toBeAttached();
    }
    // Other tests may register creators with the demo code meanwhile: the seeded ones must all be there.
    await expectAtLeastRows(table, referred.length + 1);
    await expectHeadingCountsCreators(page, table, "Creators you referred");
    for (const creator of referred) {
      const name = `${creator.firstName} ${creator.lastName}`;
      // A row per registration; contact details partly masked (docs/affiliates.md).
      const row = table.getByRole("row").filter({ hasText: name }).first();
      await expect(row.getByText(maskMobile(creator.mobileNo))).toBeVisible();
      await expect(row.getByText(maskEmail(creator.email))).toBeVisible();
      await expect(row).not.toContainText(creator.email);
      await expect(row).not.toContainText(creator.mobileNo);
      await expect(row.getByRole("img", { name: `Profile of ${name}` })).toBeVisible();
      await expect(row.getByRole("link", { name: `${name} on Instagram` })).toHaveAttribute("href", creator.instagram);
    }
    expect(await storedUserId(page)).toBe(AFFILIATE_USER_ID);

    // The session cookie keeps the page signed in; the first HTML already holds the list.
    await page.reload();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await expectAtLeastRows(table, referred.length + 1);
    expect(await storedUserId(page)).toBe(AFFILIATE_USER_ID);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("Logout successfully!")).toBeVisible();
    await expect(page.getByText("Please Sign In To View Your Affiliates.")).toBeVisible();
    await expect(table).toBeHidden();
    expect(await storedUserId(page)).toBeNull();

    await page.reload();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeHidden();
    await expect(page.getByText(referred[0]?.email ?? "")).toBeHidden();
  });

  test("a wrong password is refused with the server's message and nothing is stored", async ({ page }) => {
    const dialog = await openSignIn(page);
    await dialog.getByLabel("Email").fill(AFFILIATE_EMAIL);
    await dialog.getByLabel("Password", { exact: true }).fill("not-the-password");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    // Said in the toast and, because the modal covers the toasts, inside the dialog too.
    await expect(page.locator("[data-sonner-toast]").getByText("Login failed: Invalid email or password.")).toBeAttached();
    await expect(dialog.getByRole("alert")).toHaveText("Login failed: Invalid email or password.");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(dialog.getByLabel("Email")).toHaveValue(AFFILIATE_EMAIL);
    expect(await storedUserId(page)).toBeNull();
    await page.reload();
    await expect(page.getByText("Please Sign In To View Your Affiliates.")).toBeVisible();
  });

  test("a forged user id in local storage shows the signed-out page and is removed", async ({ page }) => {
    await page.goto("/affiliate-list");
    await page.evaluate((id) => window.localStorage.setItem("userId", id), AFFILIATE_USER_ID);
    await page.reload();
    await expect(page.getByText("Please Sign In To View Your Affiliates.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeHidden();
    await expect(page.getByRole("table")).toBeHidden();
    await expect.poll(() => storedUserId(page)).toBeNull();
    // The API refuses the forged id too.
    const response = await page.request.post("/api/user/referredUsers", { data: { userId: AFFILIATE_USER_ID } });
    expect(response.status()).toBe(401);
  });

  test("the sign-in dialog: both fields required, focus kept inside, Escape closes and focus returns", async ({ page }) => {
    const dialog = await openSignIn(page);
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog.getByText("Email is required")).toBeVisible();
    await expect(dialog.getByText("Password is required")).toBeVisible();
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeFocused();

    await page.getByRole("button", { name: "Sign In" }).click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("the signed-in page fits the screen without sideways scrolling", async ({ page }) => {
    const dialog = await openSignIn(page);
    await dialog.getByLabel("Email").fill(AFFILIATE_EMAIL);
    await dialog.getByLabel("Password", { exact: true }).fill(AFFILIATE_PASSWORD);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expectAtLeastRows(page.getByRole("table", { name: "Users you referred" }), referred.length + 1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const thumbnail = page.getByRole("img", { name: /^Profile of / }).first();
    const box = await thumbnail.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(50);
    // Round: a corner radius of at least half the side.
    expect(await thumbnail.evaluate((img) => Number.parseFloat(getComputedStyle(img).borderTopLeftRadius))).toBeGreaterThanOrEqual(25);
  });
});

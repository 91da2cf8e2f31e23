import { contestIds, openSocialMenu } from "./support/pages.ts";
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

  test("the floating social menu fans out the social links including WhatsApp, none touching another", async ({ page }) => {
    await page.goto("/");
    await openSocialMenu(page);
    const menu = page.getByRole("list", { name: "Follow us" });
    await expect(page.getByRole("link", { name: "WhatsApp" })).toBeVisible();
    await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(page.getByRole("link", { name: "Instagram" })).toBeVisible();
    // Once the opening movement has settled, no icon overlaps another or the button.
    const items = menu.getByRole("link");
    await expect(async () => {
      const boxes = [await page.getByRole("button", { name: "Close social links" }).boundingBox()];
      for (const item of await items.all()) boxes.push(await item.boundingBox());
      expect(boxes.length).toBeGreaterThan(3);
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i], boxes[j]), `items ${i} and ${j}`).toBe(0);
    }).toPass({ timeout: 5000 });
  });

  test("the social menu closes with Escape and gives focus back to its button", async ({ page }) => {
    await page.goto("/");
    await openSocialMenu(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "WhatsApp" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open social links" })).toBeFocused();
    // A tap elsewhere closes it too.
    await page.getByRole("button", { name: "Open social links" }).click();
    await expect(page.getByRole("link", { name: "WhatsApp" })).toBeVisible();
    await page.getByRole("contentinfo").getByText("All rights reserved.").click();
    await expect(page.getByRole("link", { name: "WhatsApp" })).toBeHidden();
  });

  for (const path of [
    "/",
    `/contest/${contestIds.cityHustle}`,
    `/contest/${contestIds.completed}`,
    `/contest/${contestIds.completed}/applicants`,
    "/cms/vibe-check",
    "/lets-talk",
  ]) {
    test(`the closed social menu covers no button, link or card on ${path}`, async ({ page }) => {
      await page.goto(path);
      const toggle = page.getByRole("button", { name: "Open social links" });
      await expect(toggle).toBeVisible();
      // Every control and card is brought to the bottom edge of the screen (where a floating button
      // sits), then to its middle, and measured against the menu's button there.
      const covered = await page.evaluate(() => {
        const button = document.querySelector<HTMLElement>('[aria-controls="social-menu"]');
        if (!button) return ["no social menu button"];
        const targets = [
          ...document.querySelectorAll<HTMLElement>(
            "main a, main button, main article, main aside, footer a, footer button, [data-testid=contest-winners] li",
          ),
        ].filter((element) => element !== button && !element.closest("#social-menu") && element.getClientRects().length > 0);
        const hits: string[] = [];
        for (const target of targets) {
          for (const where of ["end", "center"] as const) {
            target.scrollIntoView({ block: where, behavior: "instant" });
            const [a, b] = [target.getBoundingClientRect(), button.getBoundingClientRect()];
            const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (x > 0 && y > 0) hits.push(`${target.tagName} "${(target.textContent ?? "").trim().slice(0, 30)}" (${where})`);
          }
        }
        return hits;
      });
      expect(covered).toEqual([]);
    });
  }

  test("the contact form is reachable from the menu, the footer, the social menu and the Let's Talk page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/lets-talk$/);
    await expect(page.getByRole("button", { name: "Get In Touch" })).toBeVisible();

    await page.goto("/");
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/lets-talk$/);

    await page.goto("/cms/vibe-check");
    await openSocialMenu(page);
    await page.getByRole("list", { name: "Follow us" }).getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/lets-talk$/);

    await page.goto("/cms/lets-talk");
    await page.getByRole("link", { name: "Open the contact form" }).click();
    await expect(page).toHaveURL(/\/lets-talk$/);
    await expect(page.getByRole("button", { name: "Get In Touch" })).toBeVisible();
  });
});

type Box = { x: number; y: number; width: number; height: number } | null | undefined;

/** The area two boxes share (0 when they do not touch). */
function overlap(a: Box, b: Box): number {
  if (!a || !b) return 0;
  const x = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const y = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return x > 0 && y > 0 ? x * y : 0;
}

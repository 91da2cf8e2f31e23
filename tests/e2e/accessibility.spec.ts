import { contestIds, expectAccessible, openSocialMenu } from "./support/pages.ts";
import { expect, test } from "./support/test.ts";

/** Every public page, in each state a visitor can meet it (contest states from the demo content). */
const pages: [name: string, path: string][] = [
  ["home", "/"],
  ["contest, registration open and limited to cities", `/contest/${contestIds.cityHustle}`],
  ["contest, free and unlimited", `/contest/${contestIds.freeOpenMic}`],
  ["contest, not open yet", `/contest/${contestIds.upcoming}`],
  ["contest, registration closed", `/contest/${contestIds.registrationClosed}`],
  ["contest, in progress", `/contest/${contestIds.inProgress}`],
  ["contest, finished with winners", `/contest/${contestIds.completed}`],
  ["contest, full", `/contest/${contestIds.full}`],
  ["applicants with winners", `/contest/${contestIds.completed}/applicants`],
  ["applicants, none yet", `/contest/${contestIds.upcoming}/applicants`],
  ["content page", "/cms/vibe-check"],
  ["content page, Let's Talk", "/cms/lets-talk"],
  ["content page, Hall of Fame", "/cms/hall-of-fame"],
  ["content page, Hack Zone", "/cms/hack-zone"],
  ["content page, The Rules", "/cms/the-rules"],
  ["contact", "/lets-talk"],
  ["affiliate list, signed out", "/affiliate-list"],
  ["not found", "/no/such/page"],
  ["unknown contest", "/contest/64bffffffffffffffffffff0"],
  ["unknown content page", "/cms/no-such-page"],
];

test.describe("[A11Y] no serious or critical axe violation on any public page", () => {
  for (const [name, path] of pages) {
    test(`${name} (${path})`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
      await expectAccessible(page);
    });
  }

  test("the menu, open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectAccessible(page);
  });

  test("the social menu, open", async ({ page }) => {
    await page.goto("/");
    await openSocialMenu(page);
    await expectAccessible(page);
  });

  test("the register bar on a phone", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the bar is for narrow screens");
    await page.goto(`/contest/${contestIds.cityHustle}`);
    await page.getByRole("heading", { name: "Rules", exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId("sticky-register-bar")).toBeVisible();
    await expectAccessible(page);
  });

  test("toasts: a success and an error", async ({ page }) => {
    await page.goto("/lets-talk");
    await page.getByRole("textbox", { name: "Full Name" }).fill("Asha Verma");
    await page.getByRole("textbox", { name: "Email" }).fill("asha.a11y@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("Checking that the confirmation can be read.");
    await page.getByRole("button", { name: "Get In Touch" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Thank you!" })).toBeVisible();
    await expectAccessible(page);

    await page.goto("/affiliate-list");
    await page.getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign In" });
    await dialog.getByLabel("Email").fill("nobody.a11y@example.com");
    await dialog.getByLabel("Password", { exact: true }).fill("not-the-password");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Login failed" })).toBeVisible();
    await expectAccessible(page);
  });
});

import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { AFFILIATE_EMAIL } from "#db/seed/people.ts";
import {
  codeDialog,
  contests,
  createUserByApi,
  enterShownCode,
  openRegistration,
  ownClientAddress,
  submitEmail,
  uniqueEmail,
} from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

/** No serious or critical axe violation inside the open dialog. */
async function expectDialogAccessible(page: Page, selector = '[role="dialog"]') {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(blocking).toEqual([]);
}

/** Presses Tab (or Shift+Tab) `times` times; focus must stay inside `container` after each press. */
async function expectFocusKeptInside(page: Page, container: Locator, key: "Tab" | "Shift+Tab", times: number) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    expect(await container.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
}

/** Tries to scroll the page behind an overlay; answers how far `anchor` moved on the screen. */
async function pageMovesBehind(page: Page, anchor: Locator): Promise<number> {
  const before = (await anchor.boundingBox())?.y ?? 0;
  await page.evaluate(() => window.scrollBy(0, 400));
  await page.evaluate(() => document.scrollingElement?.scrollBy(0, 400));
  const after = (await anchor.boundingBox())?.y ?? 0;
  return Math.abs(after - before);
}

/** Swipes across `target` with touch events, as a finger would (touchstart, touchmove, touchend). */
async function swipe(target: Locator, direction: "left" | "right") {
  await target.evaluate((element, towards) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const from = towards === "left" ? box.left + box.width * 0.8 : box.left + box.width * 0.2;
    const to = towards === "left" ? box.left + box.width * 0.2 : box.left + box.width * 0.8;
    const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: y });
    const fire = (type: string, x: number, ended = false) =>
      element.dispatchEvent(
        new TouchEvent(type, { bubbles: true, cancelable: true, touches: ended ? [] : [touch(x)], changedTouches: [touch(x)] }),
      );
    fire("touchstart", from);
    fire("touchmove", (from + to) / 2);
    fire("touchend", to, true);
  }, direction);
}

test.describe("[UI] dialogs, the menu overlay and the slider", () => {
  test("the registration dialog keeps focus inside, keeps the page still behind it, and Escape gives focus back", async ({ page }) => {
    await page.goto(`/contest/${contests.bigLeague}`);
    const register = page.getByRole("button", { name: "Register Now" });
    await register.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const scrolled = await page.evaluate(() => window.scrollY);
    await register.click();
    const dialog = page.getByRole("dialog", { name: "Register for this contest" });
    await expect(dialog.getByLabel("Email")).toBeFocused();

    await expectFocusKeptInside(page, dialog, "Tab", 6);
    await expectFocusKeptInside(page, dialog, "Shift+Tab", 6);
    expect(await pageMovesBehind(page, page.getByRole("heading", { level: 1 }))).toBeLessThan(1);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(register).toBeFocused();
    // The page is where the visitor left it, and scrolls again.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
  });

  test("every registration dialog, in every state, has no serious accessibility violation", async ({ page, context }) => {
    // Fourteen axe runs over a long path.
    test.slow();
    await ownClientAddress(context);
    const email = await openRegistration(page, contests.bigLeague);
    await expectDialogAccessible(page);
    // A refused e-mail shows its message at the field.
    await email.getByRole("button", { name: "Next" }).click();
    await expect(email.getByText("Enter a valid email")).toBeVisible();
    await expectDialogAccessible(page);

    // The code, then a wrong one.
    await email.getByLabel("Email").fill(uniqueEmail("axe"));
    await email.getByRole("button", { name: "Next" }).click();
    const code = codeDialog(page);
    await expect(code.getByText(/^Test mode: your code is/)).toBeVisible();
    await expectDialogAccessible(page);
    await code.getByLabel("Code").fill("000000");
    await expect(code.getByRole("alert")).toBeVisible();
    await expectDialogAccessible(page);
    await enterShownCode(page);

    const details = page.getByRole("dialog", { name: "Enter your details" });
    await expectDialogAccessible(page);
    await details.getByRole("button", { name: "Next" }).click();
    await expect(details.getByRole("alert")).toHaveText("Please fill all required fields and correct any errors.");
    await expectDialogAccessible(page);
    // Every optional section open, and the question before throwing input away.
    for (const section of ["Profile photo", "Other social links", "Bio", "Bank details and documents"]) {
      await details.getByText(section).first().click();
    }
    await details.getByLabel("Middle Name").fill("Devi");
    await expectDialogAccessible(page);
    await page.keyboard.press("Escape");
    const discard = page.getByRole("alertdialog", { name: "Discard what you typed?" });
    await expect(discard).toBeVisible();
    await expectDialogAccessible(page, '[role="alertdialog"]');
    await discard.getByRole("button", { name: "Discard", exact: true }).click();
    await expect(details).toBeHidden();

    // A known creator (signed in on this phone) in Surat: confirm, and its refusal for City Hustle.
    const existing = await createUserByApi(page.request, { tag: "axe", state: "Gujarat", city: "Surat" });
    await openRegistration(page, contests.cityHustle);
    await submitEmail(page, existing.email);
    const confirm = page.getByRole("dialog", { name: "Confirm your details" });
    await expect(confirm).toBeVisible();
    await expectDialogAccessible(page);
    await confirm.getByRole("button", { name: "Next" }).click();
    await expect(confirm.getByRole("alert")).toBeVisible();
    await expectDialogAccessible(page);

    await openRegistration(page, contests.bigLeague);
    await submitEmail(page, existing.email);
    await confirm.getByRole("button", { name: "Next" }).click();
    const payment = page.getByRole("dialog", { name: "Complete your registration" });
    await expect(payment).toBeVisible();
    await expectDialogAccessible(page);
    await payment.getByLabel("Video Link").fill("not a link");
    await expect(payment.getByText("Please enter a valid URL")).toBeVisible();
    await expectDialogAccessible(page);
    await payment.getByLabel("Video Link").fill("https://www.youtube.com/watch?v=axe");
    await payment.getByRole("button", { name: "Pay" }).click();

    const checkout = page.getByRole("dialog", { name: "Test mode checkout" });
    await expect(checkout).toBeVisible();
    await expectDialogAccessible(page);
    // Closing the checkout gives focus back to the page behind the dialogs, never to nothing.
    await checkout.getByRole("button", { name: "Close checkout" }).click();
    await expect(payment).toBeVisible();
    await expect(page.locator("body")).not.toBeFocused();

    // The confirmation the applicants page opens with.
    await payment.getByRole("button", { name: "Pay" }).click();
    await checkout.getByRole("button", { name: "Succeed" }).click();
    const confirmation = page.getByTestId("registration-confirmation");
    await expect(confirmation).toBeVisible();
    await expectDialogAccessible(page, '[data-testid="registration-confirmation"]');
  });

  test("the affiliate sign-in keeps the page still behind it and has no serious accessibility violation", async ({ page }) => {
    await page.goto("/affiliate-list");
    await page.getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign In" });
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await expect(dialog).toHaveAccessibleDescription("With the e-mail and password our team gave you as an affiliate.");
    expect(await pageMovesBehind(page, page.getByRole("heading", { level: 1 }))).toBeLessThan(1);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-describedby", /sign-in-email-error/);
    await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
    await expectDialogAccessible(page);
    await dialog.getByLabel("Email").fill(AFFILIATE_EMAIL);
    await expect(dialog.getByLabel("Email")).toHaveValue(AFFILIATE_EMAIL);
  });

  test("the sign-in dialog's code loads only when Sign In is pressed; a failed download is said and the next press tries again", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/affiliate-list");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((url) => url.includes("sign-in-dialog"))).toBe(false);
    await page.route(/sign-in-dialog-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Sign-in could not load." })).toBeVisible();
    await page.unrouteAll();
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("dialog", { name: "Sign In" })).toBeVisible();
  });

  test("the menu overlay keeps focus inside, keeps the page still, and gives focus back to the toggle", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("button", { name: "Close" })).toBeFocused();
    // More presses than the menu has links, both ways: focus never reaches the page behind.
    const links = await menu.getByRole("link").count();
    await expectFocusKeptInside(page, menu, "Tab", links + 3);
    await expectFocusKeptInside(page, menu, "Shift+Tab", links + 3);
    expect(await pageMovesBehind(page, page.getByRole("region", { name: "Banners" }))).toBeLessThan(1);
    await expectDialogAccessible(page, "#site-menu");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu.getByRole("button", { name: "Close" }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the banner slider moves on a swipe", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Banners" });
    const slides = hero.locator('[aria-roledescription="slide"]');
    // Paused, so only the swipes move it.
    await hero.getByRole("button", { name: "Pause slideshow" }).click();
    await expect(slides.nth(0)).toHaveAttribute("aria-hidden", "false");
    await swipe(slides.nth(0), "left");
    await expect(slides.nth(1)).toHaveAttribute("aria-hidden", "false");
    await swipe(slides.nth(1), "left");
    await expect(slides.nth(2)).toHaveAttribute("aria-hidden", "false");
    await swipe(slides.nth(2), "right");
    await expect(slides.nth(1)).toHaveAttribute("aria-hidden", "false");
    await expect(hero.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
  });
});

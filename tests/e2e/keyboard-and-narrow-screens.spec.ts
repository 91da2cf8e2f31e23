import type { Locator, Page } from "@playwright/test";
import { signInToConsole } from "./support/console.ts";
import { contests, openRegistration, ownClientAddress, submitEmail, uniqueEmail } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

/** The accessible name of whatever has focus, as the test reads it: a summary's text, a button's name. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active) return "";
    return (active.getAttribute("aria-label") ?? active.innerText ?? "").trim().split("\n")[0] ?? "";
  });

test.describe("[ACCESSIBILITY] the details form by keyboard alone", () => {
  test.beforeEach(async ({ context }) => {
    await ownClientAddress(context);
  });

  test("forward Tab from First Name reaches Other social links, Bio, Back and Next, in that order", async ({ page }) => {
    test.slow();
    await openRegistration(page, contests.bigLeague);
    await submitEmail(page, uniqueEmail("tab"));
    const form = page.getByRole("dialog", { name: "Enter your details" });
    await expect(form.getByLabel("First Name")).toBeFocused();

    const reached: string[] = [];
    for (let presses = 0; presses < 80; presses += 1) {
      await page.keyboard.press("Tab");
      const name = await focusedName(page);
      reached.push(name);
      if (name === "Next") break;
    }
    // Focus never left the dialog, and the last sections and both buttons came in order.
    const order = ["Other social links", "Bio", "Back", "Next"].map((name) => reached.findIndex((seen) => seen.startsWith(name)));
    expect(
      order.every((index) => index >= 0),
      `Tab reached: ${reached.join(" | ")}`,
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expect(form.getByRole("button", { name: "Next" })).toBeFocused();
    // It never wrapped back to the start on the way.
    expect(reached.slice(0, order[3]).filter((name) => name.startsWith("First Name")).length).toBe(0);

    // Enter on a summary opens its section, and Tab then goes into it.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(form.getByRole("button", { name: "Back" })).not.toBeFocused();
    for (let presses = 0; presses < 10 && !(await focusedName(page)).startsWith("Bio"); presses += 1)
      await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Bio", { exact: true })).toBeFocused();
  });
});

test.describe("[CONSOLE] what lies beyond a phone's edge is signalled", () => {
  test("at 360 px the tabs after Registrations and the columns after Mobile show a cue, which goes once scrolled to the end", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "a phone's width");
    await signInToConsole(page);
    await page.goto("/admin/registrations");
    const nav = page.getByRole("navigation", { name: "Console" });
    const navCue = nav.getByTestId("scroll-cue-after");
    await expect(navCue).toBeVisible();
    // The cue sits on the screen, at the row's right edge.
    const box = await navCue.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(361);
    expect(box && box.x + box.width).toBeGreaterThan(330);
    await nav.getByRole("list").evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
    await expect(navCue).toHaveCount(0);
    await expect(nav.getByTestId("scroll-cue-before")).toBeVisible();

    const table = page.getByRole("region", { name: /Registrations table/ });
    await expect(table.getByRole("columnheader", { name: "Mobile" })).toBeAttached();
    const tableCue = page.getByTestId("scroll-cue-after").last();
    await expect(tableCue).toBeVisible();
    await table.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await expect(page.getByTestId("scroll-cue-after")).toHaveCount(0);
  });

  test("at 1366 px nothing overflows, so no cue shows", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "a laptop's width");
    await signInToConsole(page);
    await page.goto("/admin/registrations");
    await expect(page.getByRole("region", { name: /Registrations table/ })).toBeVisible();
    await expect(page.getByTestId("scroll-cue-after")).toHaveCount(0);
  });
});

test.describe("[CONSOLE] a laptop's width is used", () => {
  /** How far a region's content runs past its box (0 when it fits). */
  const overrun = (region: Locator) => region.evaluate((box) => box.scrollWidth - box.clientWidth);

  test("the contests table fits at 1280 and 1440 px, the payment orders at 1440 px; a wide monitor keeps a maximum", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "a laptop's width");
    await signInToConsole(page);
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/admin/contests");
      const table = page.getByRole("table", { name: "Contests, newest first" });
      await expect(table).toBeVisible();
      expect(await overrun(table.locator(".."))).toBeLessThanOrEqual(0);
      // Every row's last action is on the screen, not cut off at the box's edge.
      const archive = table.getByRole("button", { name: /^(Archive|Restore) / }).first();
      const box = await archive.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    }
    // At 1280 px the orders fit unless a failure reason runs long; then their box scrolls, with its cue.
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto("/admin/payments");
    const orders = page.getByRole("region", { name: "Payment orders table" });
    await expect(orders).toBeVisible();
    expect(await overrun(orders)).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 2560, height: 1000 });
    const main = await page.getByRole("main").boundingBox();
    expect(main?.width).toBeLessThan(1920);
    expect(main?.width).toBeGreaterThan(1600);
  });
});

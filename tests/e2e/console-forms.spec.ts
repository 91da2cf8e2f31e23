import type { Page, TestInfo } from "@playwright/test";
import { toIstMoment } from "#shared/console/ist-input.ts";
import { fillNewContestForm, signInToConsole } from "./support/console.ts";
import { contestIds, expectAccessible } from "./support/pages.ts";
import { expect, test } from "./support/test.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
/** Screenshots for the review: `-after` here; SHOTS_SUFFIX=before when the same spec runs on the tree before the fixes. */
const shot = (name: string) => `/tmp/shots-console/${name}-${process.env.SHOTS_SUFFIX ?? "after"}.png`;

// The reviewer's laptop: the console's forms at 1280 × 800.
test.use({ viewport: { width: 1280, height: 800 } });

const onlyDesktop = (testInfo: TestInfo) =>
  test.skip(testInfo.project.name !== "desktop", "the console's forms at a laptop's width; 360 px is keyboard-and-narrow-screens'");

const sidebarLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Console" }).getByRole("link", { name, exact: true });
const leaveDialog = (page: Page) => page.getByRole("alertdialog", { name: "Leave without saving?" });
const titleField = (page: Page) => page.getByRole("textbox", { name: "Title", exact: true });

/** A new draft contest made through the form, as an organiser makes one; answers its id. */
async function createDraftContest(page: Page, title: string) {
  await page.goto("/admin/contests/new");
  await fillNewContestForm(page, title);
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: "Create contest" }).click();
  // Saving is not leaving: the way to the new contest's page is not held by the guard.
  await expect(page).toHaveURL(/\/admin\/contests\/[a-f0-9]{24}$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(leaveDialog(page)).toHaveCount(0);
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);
  return page.url().split("/").pop() as string;
}

/** Waits until the page has stopped scrolling (html is scroll-behavior: smooth). */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );

/** The focused control's box and the sticky save bar's top edge, in the window. */
const focusAndBar = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const bar = document.querySelector("form button[type=submit]")?.parentElement;
    if (!active || !bar || bar.contains(active) || !active.closest("form")) return null;
    const box = active.getBoundingClientRect();
    return {
      what: `${active.tagName.toLowerCase()}#${active.id || active.getAttribute("aria-label") || ""}`,
      top: box.top,
      bottom: box.bottom,
      height: box.height,
      barTop: bar.getBoundingClientRect().top,
    };
  });

/** How far a focus ring reaches outside its control (app.css: a 3 px outline 2 px away). */
const FOCUS_RING = 5;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe("[CONSOLE-FORMS] the console's forms keep unsaved edits, focus in view, and the page's width", () => {
  test("leaving a contest with unsaved edits asks first (Stay by default, Escape stays, focus returns); Leave, Back and reloading too", async ({
    page,
  }, testInfo) => {
    onlyDesktop(testInfo);
    test.setTimeout(90_000);
    await signInToConsole(page);
    const contestId = await createDraftContest(page, `Leave guard ${unique()}`);

    // Opened and left without a change: nothing to ask.
    await sidebarLink(page, "Dashboard").click();
    await expect(page).toHaveURL(/\/admin$/);
    // Back in the page's own history (the router's, not the browser's next document).
    await page.goBack();
    await expect(titleField(page)).toBeVisible();

    await titleField(page).click();
    await page.keyboard.type(" (edited)");
    await expect(page.getByText("Unsaved changes")).toBeVisible();

    // From the keyboard: the sidebar's Dashboard link, Enter.
    const dashboard = sidebarLink(page, "Dashboard");
    await dashboard.focus();
    await page.keyboard.press("Enter");
    const dialog = leaveDialog(page);
    await page.waitForTimeout(500);
    await page.screenshot({ path: shot("leave-guard-contest") });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription("Your changes to this contest are not saved.");
    await expect(dialog.getByRole("button", { name: "Stay" })).toBeFocused();
    // The creation's toast fading out is measured mid-fade (its title at part opacity): checked once it is gone.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(page);
    // Focus stays inside: Tab goes round Leave and Stay.
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Leave" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Stay" })).toBeFocused();
    // Escape is Stay: the edit is still there and focus is back on the link.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/admin/contests/${contestId}$`));
    await expect(titleField(page)).toHaveValue(/\(edited\)$/);
    await expect(dashboard).toBeFocused();

    // Back is held the same way; Stay keeps the page.
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/contests/${contestId}$`));
    await expect(titleField(page)).toHaveValue(/\(edited\)$/);

    // Closing or reloading the tab asks the browser's own question.
    const asked: string[] = [];
    page.on("dialog", (browserDialog) => {
      asked.push(browserDialog.type());
      void browserDialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(["beforeunload"]);
    await expect(titleField(page)).not.toHaveValue(/\(edited\)$/);

    // Saved, there is nothing to ask about.
    await titleField(page).click();
    await page.keyboard.type(" (saved)");
    await page.getByRole("button", { name: "Save contest" }).click();
    await expect(page.getByText("Contest saved.").first()).toBeVisible();
    await expect(page.getByText("Unsaved changes")).toHaveCount(0);
    await sidebarLink(page, "Contests").click();
    await expect(page.getByRole("heading", { level: 1, name: "Contests" })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Edited again, Leave goes where the link pointed.
    await page.goto(`/admin/contests/${contestId}`);
    await titleField(page).click();
    await page.keyboard.type(" (edited again)");
    await sidebarLink(page, "Dashboard").click();
    await dialog.getByRole("button", { name: "Leave" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("a content page, the company details, the rubric and the privacy contact ask too; opened and left unchanged, they do not", async ({
    page,
  }, testInfo) => {
    onlyDesktop(testInfo);
    await signInToConsole(page);
    // A page opened (its body in the rich text editor) and left unchanged: nothing to ask.
    await page.goto("/admin/content/pages");
    await page.getByRole("listitem").filter({ hasText: "/cms/the-plug" }).getByRole("link", { name: /^Edit/ }).click();
    await expect(page.getByLabel("Slug")).toHaveValue("the-plug");
    await sidebarLink(page, "Contests").click();
    await expect(page.getByRole("heading", { level: 1, name: "Contests" })).toBeVisible();
    await expect(leaveDialog(page)).toHaveCount(0);

    await page.goto("/admin/content/pages/new");
    await titleField(page).click();
    await page.keyboard.type("Half-written page");
    await sidebarLink(page, "Contests").click();
    await expect(leaveDialog(page)).toHaveAccessibleDescription("Your changes to this page are not saved.");
    await page.screenshot({ path: shot("leave-guard-content-page") });
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/admin\/content\/pages\/new$/);

    await page.goto("/admin/content/company");
    const phone = page.getByRole("textbox", { name: "Phone", exact: true });
    await phone.click();
    await page.keyboard.type("0");
    await page.getByRole("navigation", { name: "Content sections" }).getByRole("link", { name: "Pages" }).click();
    await expect(leaveDialog(page)).toHaveAccessibleDescription("Your changes to the company details are not saved.");
    await leaveDialog(page).getByRole("button", { name: "Leave" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/pages$/);

    // The judging rubric, kept in the page's own state rather than a form library's.
    await page.goto(`/admin/judging/${contestIds.freeOpenMic}`);
    const rubric = page.getByRole("form", { name: "Rubric" });
    await rubric.getByLabel("Name", { exact: true }).first().fill("Story");
    await sidebarLink(page, "Winners").click();
    await expect(leaveDialog(page)).toHaveAccessibleDescription("Your changes to the rubric are not saved.");
    await page.keyboard.press("Escape");
    await expect(rubric.getByLabel("Name", { exact: true }).first()).toHaveValue("Story");

    await page.goto("/admin/privacy");
    const retention = page.getByRole("spinbutton", { name: "Days to keep prize documents" });
    const days = await retention.inputValue();
    await retention.fill(String(Number(days) === 365 ? 366 : 365));
    await expect(page.getByText("Unsaved changes")).toBeVisible();
    await sidebarLink(page, "Dashboard").click();
    await expect(leaveDialog(page)).toHaveAccessibleDescription("Your changes to the privacy contact are not saved.");
    await leaveDialog(page).getByRole("button", { name: "Stay" }).click();
    // Put back as it was (nothing is saved, other tests read it): nothing is left to ask about.
    await retention.fill(days);
    await expect(page.getByText("Unsaved changes")).toHaveCount(0);
    await sidebarLink(page, "Dashboard").click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(leaveDialog(page)).toHaveCount(0);
  });

  test("tabbing down the contest form never leaves the focused field under the sticky save bar", async ({ page }, testInfo) => {
    onlyDesktop(testInfo);
    test.setTimeout(90_000);
    await signInToConsole(page);
    for (const address of ["/admin/contests/new", `/admin/contests/${contestIds.freeOpenMic}`]) {
      await page.goto(address);
      await titleField(page).focus();
      const hidden: string[] = [];
      let seen = 0;
      for (let step = 0; step < 80; step += 1) {
        await page.keyboard.press("Tab");
        await settled(page);
        const at = await focusAndBar(page);
        if (!at) continue;
        seen += 1;
        // The field the review found half under the bar: the screenshot to compare.
        if (at.what === "textarea#shortDescriptionHi" && address.endsWith("/new"))
          await page.screenshot({ path: shot("focus-tab-to-field") });
        // Its focus ring (3 px, 2 px away) shows too; a control taller than the room above the bar cannot fit whole, its top must show.
        const fits = at.height + 2 * FOCUS_RING <= at.barTop;
        if (fits ? at.bottom + FOCUS_RING <= at.barTop : at.top < at.barTop) continue;
        if (hidden.length === 0) await page.screenshot({ path: shot("focus-under-bar") });
        hidden.push(`${at.what}: bottom ${at.bottom}, bar at ${at.barTop}`);
      }
      expect(seen, `controls reached on ${address}`).toBeGreaterThan(20);
      expect(hidden, `fields under the bar on ${address}`).toEqual([]);
    }
  });

  test("the contest form is no wider than a 1280 px window", async ({ page }, testInfo) => {
    onlyDesktop(testInfo);
    await signInToConsole(page);
    await page.goto("/admin/contests/new");
    await expect(page.getByRole("button", { name: "Create contest" })).toBeVisible();
    await page.screenshot({ path: shot("contest-form-width") });
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
    await page.goto(`/admin/contests/${contestIds.freeOpenMic}`);
    await expect(page.getByRole("button", { name: "Save contest" })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
  });

  test("a draft says Draft (or Scheduled) on its page and in the list until it is published", async ({ page }, testInfo) => {
    onlyDesktop(testInfo);
    test.setTimeout(90_000);
    await signInToConsole(page);
    const title = `Badge draft ${unique()}`;
    await createDraftContest(page, title);
    const header = page.getByRole("main").locator("h1 + p");
    const panel = page.getByTestId("publish-panel");
    await expect(panel).toContainText("Draft: the site does not show this contest until it is published.");
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await settled(page);
    await page.screenshot({ path: shot("draft-badge") });
    // Its dates are open, but nobody can register for a draft: the badge must not say so.
    await expect(header.getByText("Draft", { exact: true })).toBeVisible();
    await expect(header.getByText("Registration Open")).toHaveCount(0);
    await page.goto(`/admin/contests?q=${encodeURIComponent(title)}`);
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toBeVisible();
    await settled(page);
    await page.screenshot({ path: shot("draft-badge-list") });
    await expect(row.getByText("Draft", { exact: true })).toBeVisible();
    await expect(row.getByText("Registration Open")).toHaveCount(0);

    await row.getByRole("link", { name: title, exact: true }).click();
    await page.getByLabel("Publish at (IST)").fill(toIstMoment(new Date(Date.now() + DAY_MS)));
    await page.getByRole("button", { name: "Schedule" }).click();
    await expect(panel).toContainText("Draft: publishes at");
    await expect(header.getByText("Scheduled", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(panel).toContainText("Published");
    await expect(header.getByText("Registration Open", { exact: true })).toBeVisible();
  });
});

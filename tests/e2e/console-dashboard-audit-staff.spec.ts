import type { Browser, Page } from "@playwright/test";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "#db/seed/staff.ts";
import { signInToConsole } from "./support/console.ts";
import { expectAccessible } from "./support/pages.ts";
import { expect, test } from "./support/test.ts";

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The demo owner adds a member with a typed password; answers their e-mail. */
async function addStaffMember(page: Page, role: "editor" | "viewer", name: string, password: string) {
  await page.goto("/admin/staff");
  const email = `${role}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@staff.example`;
  const form = page.getByRole("region", { name: "Add a staff member" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption(role);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Add staff member" }).click();
  await expect(page.getByText(`Added ${name}. They sign in at /admin/sign-in.`)).toBeVisible();
  return email;
}

async function signedInPage(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, email, password);
  return { page, close: () => context.close() };
}

test.describe("[CONSOLE] dashboard, audit log and staff management", () => {
  // Several pages, two browsers and accessibility checks on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test("the dashboard shows the figures, open contests, what waits for someone and the sections", async ({ page }) => {
    await signInToConsole(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const periods = page.getByRole("region", { name: "Registrations and revenue" });
    for (const period of ["Today", "Last 7 days", "Last 30 days"])
      await expect(periods.getByRole("heading", { name: period })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Day by day, last 30 days" })).toBeVisible();
    await expect(page.locator("figure svg rect")).toHaveCount(60);
    await page.getByText("The figures for each day").click();
    await expect(
      page.getByRole("table", { name: "Registrations and revenue for each of the last 30 days" }).locator("tbody tr"),
    ).toHaveCount(30);
    // The demo has contests open for registration, each linking to its console page.
    const open = page.getByRole("region", { name: "Open for registration" });
    await expect(open.getByRole("link").first()).toHaveAttribute("href", /^\/admin\/contests\/[a-f0-9]{24}$/);
    await expect(open.getByText(/days? left|Closes today/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "See payments" })).toHaveAttribute("href", "/admin/payments?state=created");
    await expect(page.getByRole("link", { name: "Open messages" })).toHaveAttribute("href", "/admin/messages");
    await expect(page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Staff" })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });

  test("an owner changes a member's role and deactivates them: their session ends at once, and the audit log shows each step", async ({
    page,
    browser,
  }, testInfo) => {
    await signInToConsole(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    const name = `Vani Viewer ${testInfo.project.name}`;
    const password = "a viewer password 2026";
    const email = await addStaffMember(page, "viewer", name, password);
    const member = await signedInPage(browser, email, password);
    try {
      await page.getByRole("table", { name: "Staff accounts" }).getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel("Role").selectOption("editor");
      await page.getByRole("button", { name: "Change role" }).click();
      await expect(page.getByRole("status")).toContainText("The role is now editor.");
      await expect(page.getByText("role: editor")).toBeVisible();

      page.once("dialog", (dialog) => void dialog.accept());
      await page.getByRole("button", { name: "Deactivate" }).click();
      await expect(page.getByRole("status")).toContainText("Deactivated: they are signed out and cannot sign in.");
      await expect(page.getByRole("button", { name: "Reactivate" })).toBeVisible();
      // The member's next page is the sign-in page.
      await member.page.goto("/admin/contests");
      await expect(member.page).toHaveURL(/\/admin\/sign-in/);

      // The audit log, filtered to staff changes by the demo owner, names each step.
      await page.getByRole("link", { name: "Everything they did, in the audit log" }).click();
      await expect(page).toHaveURL(/\/admin\/audit-log\?staff=[a-f0-9]{24}$/);
      // Their own sign-in is the one thing they did.
      await expect(page.getByRole("table", { name: "Audit log entries" }).getByRole("row").nth(1)).toContainText("Sign in");
      await page.goto("/admin/audit-log");
      await page.getByLabel("Entity").selectOption("staff");
      await page.getByLabel("Action").selectOption("deactivate");
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page).toHaveURL(/entity=staff/);
      const table = page.getByRole("table", { name: "Audit log entries" });
      const row = table.getByRole("row").filter({ hasText: "active: false" }).first();
      await expect(row).toContainText("Deactivate");
      await expect(row.getByRole("link", { name: "Staff" })).toHaveAttribute("href", /^\/admin\/staff\/[a-f0-9]{24}$/);
      await expect(table).not.toContainText(email);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    } finally {
      await member.close();
    }
  });

  test("an owner's own page offers no role or deactivation; a viewer reads the audit log but not staff pages", async ({
    page,
    browser,
  }, testInfo) => {
    await signInToConsole(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    await page.goto("/admin/staff");
    await page
      .getByRole("table", { name: "Staff accounts" })
      .getByRole("row")
      .filter({ hasText: DEMO_OWNER_EMAIL })
      .getByRole("link")
      .click();
    await expect(page.getByText("This is your account.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Change role" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Deactivate" })).toHaveCount(0);
    const ownPage = page.url();

    const password = "another viewer password";
    const email = await addStaffMember(page, "viewer", `Vik Viewer ${testInfo.project.name}`, password);
    const viewer = await signedInPage(browser, email, password);
    try {
      await viewer.page.goto("/admin/audit-log");
      await expect(viewer.page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
      const entries = viewer.page.getByRole("table", { name: "Audit log entries" });
      await expect(entries.getByRole("row").nth(1)).toBeVisible();
      // Staff pages are for owners: a viewer sees the entity without a link to one.
      await expect(entries.locator('a[href^="/admin/staff/"]')).toHaveCount(0);
      const refused = await viewer.page.goto(ownPage);
      expect(refused?.status()).toBe(403);
    } finally {
      await viewer.close();
    }
  });
});

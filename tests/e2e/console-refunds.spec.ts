import AxeBuilder from "@axe-core/playwright";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "#db/seed/staff.ts";
import { bigLeagueApplicantNames, paidCreatorByApi, signInToConsole } from "./support/console.ts";
import { expectAccessible } from "./support/pages.ts";
import { contests } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

test.describe("[CONSOLE] payments and refunds", () => {
  test("a From date after the To date is said, not answered with an empty list; the dates stay as typed", async ({ page }) => {
    await signInToConsole(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    await page.goto("/admin/payments?from=2026-11-24&to=2026-11-23");
    await expect(page.getByRole("alert")).toHaveText("The From date is after the To date. Every order is shown instead.");
    await expect(page.getByLabel("From (IST)")).toHaveValue("2026-11-24");
    await expect(page.getByLabel("To (IST)")).toHaveValue("2026-11-23");
    await expect(page.getByRole("table", { name: "Payment orders" }).getByRole("row").nth(1)).toBeVisible();
  });

  test("the owner opens a paid registration from the payments page, refunds it after confirming, and it leaves the applicants list", async ({
    page,
  }, testInfo) => {
    // The whole refund, two accessibility scans, the registration, the list, the payments page and the audit log:
    // over a minute on a busy 2-core machine.
    test.slow();
    const creator = await paidCreatorByApi(page, `refund-${testInfo.project.name}`);
    await expect.poll(() => bigLeagueApplicantNames(page)).toContain(creator.name);
    await signInToConsole(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);

    await page.goto(`/admin/payments?contestId=${contests.bigLeague}&state=paid`);
    await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "State" })).toHaveValue("paid");
    const orders = page.getByRole("table", { name: "Payment orders" });
    await expect(orders.getByRole("row").nth(1)).toContainText("₹499.00");
    await expectAccessible(page);

    await page.locator(`a[href="/admin/registrations/${creator.registrationId}"]`).first().click();
    await expect(page.getByRole("heading", { level: 1, name: creator.name })).toBeVisible();
    const panel = page.getByRole("region", { name: "Refund" });
    await panel.getByRole("button", { name: "Refund ₹499.00" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Refund ₹499.00 to ${creator.name}?` });
    await expect(dialog).toContainText("leaves the public list and the place is freed");
    // The dialog itself (the registration page around it is the registrations page's own test).
    const axe = await new AxeBuilder({ page })
      .include('[role="alertdialog"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    // Cancel first: nothing happens.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await panel.getByRole("button", { name: "Refund ₹499.00" }).click();
    await page.getByRole("alertdialog").getByLabel("Reason for the refund").fill("The creator asked to withdraw.");
    await page.getByRole("alertdialog").getByRole("button", { name: "Refund", exact: true }).click();
    await expect(page.getByText("Refunded ₹499.00. The registration has left the public list and its place is free.")).toBeVisible();

    // The page keeps the capture before the refund, and says the organiser's refund once.
    await page.reload();
    const changes = page.getByRole("region", { name: "Status changes" });
    await expect(changes.getByText("Payment captured")).toBeVisible();
    await expect(changes.getByText("Refund completed")).toBeVisible();
    const history = page.getByRole("region", { name: "Payment history" });
    await expect(history.getByText("Refunded by the organiser: “The creator asked to withdraw.”")).toBeVisible();
    await expect(history.getByText("Refunded by the organiser")).toHaveCount(1);
    // The list shows what was received, as the CSV does, marked refunded.
    await page.goto(`/admin/registrations?q=${encodeURIComponent(creator.email)}`);
    await expect(page.getByRole("table", { name: "Registrations" }).getByRole("row").nth(1)).toContainText("₹499.00 (refunded)");

    // Gone from the public applicants list and page.
    expect(await bigLeagueApplicantNames(page)).not.toContain(creator.name);
    await page.goto(`/contest/${contests.bigLeague}/applicants`);
    await expect(page.getByText(creator.name)).toHaveCount(0);

    // The payments page shows the order refunded, with the gateway's refund id.
    await page.goto(`/admin/payments?contestId=${contests.bigLeague}&state=refunded`);
    const row = page
      .getByRole("table", { name: "Payment orders" })
      .getByRole("row")
      .filter({ has: page.locator(`a[href="/admin/registrations/${creator.registrationId}"]`) });
    await expect(row).toContainText("Refunded");
    await expect(row).toContainText("Refunded by the organiser");

    // The audit log has the refund, by the demo owner, with the amount and no personal data.
    const audit = await page.request.get(`/api/admin/audit-log?entity=registration&action=refund`);
    const entries = (
      (await audit.json()) as { data: { entries: { entityId: string; staffName: string; changedFields: Record<string, unknown> }[] } }
    ).data.entries;
    const entry = entries.find((e) => e.entityId === creator.registrationId);
    expect(entry?.changedFields).toMatchObject({ amountPaise: 49_900 });
    expect(JSON.stringify(entry?.changedFields)).not.toContain(creator.email);
    // Its page shows the amount in rupees.
    await page.goto("/admin/audit-log?entity=registration&action=refund");
    const auditRow = page
      .getByRole("table", { name: "Audit log entries" })
      .getByRole("row")
      .filter({ has: page.locator(`a[href="/admin/registrations/${creator.registrationId}"]`) });
    await expect(auditRow).toContainText("amount: ₹499.00");
    await expect(auditRow).toContainText(/paymentId: pay_\w+/);
    await expect(auditRow).not.toContainText("orderId");
  });

  test("a viewer sees the payment and the reconciler but can neither refund nor check now", async ({ page }, testInfo) => {
    const creator = await paidCreatorByApi(page, `refund-viewer-${testInfo.project.name}`);
    await signInToConsole(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    const email = `viewer.payments.${testInfo.project.name}.${Date.now().toString(36)}@staff.example`;
    const password = `viewer payments ${Date.now()}`;
    const added = await page.request.post("/api/admin/staff", { data: { name: "Payments viewer", email, role: "viewer", password } });
    expect(added.status(), await added.text()).toBeLessThan(300);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await signInToConsole(page, email, password);

    await page.goto(`/admin/payments?contestId=${contests.bigLeague}`);
    await expect(page.locator(`a[href="/admin/registrations/${creator.registrationId}"]`).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Check now" })).toHaveCount(0);
    await expect(page.getByText("An editor or owner can run a check now")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Totals per contest" })).toBeVisible();

    await page.goto(`/admin/registrations/${creator.registrationId}`);
    const panel = page.getByRole("region", { name: "Refund" });
    await expect(panel.getByText("Only an owner can refund a registration.")).toBeVisible();
    await expect(panel.getByRole("button")).toHaveCount(0);
    // The API refuses too.
    const refused = await page.request.post(`/api/admin/registrations/${creator.registrationId}/refund`, {
      data: { confirm: true, reason: "Not allowed to refund." },
    });
    expect(refused.status()).toBe(403);
  });

  test("an accountant, added on the Staff page, finds the payment and opens its receipt, but no registration", async ({
    page,
  }, testInfo) => {
    const creator = await paidCreatorByApi(page, `accountant-${testInfo.project.name}`);
    await signInToConsole(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    await page.goto("/admin/staff");
    const email = `accountant.${testInfo.project.name}.${Date.now().toString(36)}@staff.example`;
    const password = `accountant payments ${Date.now()}`;
    const form = page.getByRole("region", { name: "Add a staff member" });
    await form.getByLabel("Name").fill("Test accountant");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Role").selectOption("accountant");
    await form.getByLabel("Password").fill(password);
    await form.getByRole("button", { name: "Add staff member" }).click();
    await expect(page.getByText("Added Test accountant. They sign in at /admin/sign-in.")).toBeVisible();
    await expect(page.getByRole("table", { name: "Staff accounts" }).getByRole("row").filter({ hasText: email })).toContainText(
      "Accountant",
    );
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await signInToConsole(page, email, password);

    const navigation = page.getByRole("navigation", { name: "Console" });
    await expect(navigation.getByRole("link", { name: "Payments" })).toBeVisible();
    await expect(navigation.getByRole("link")).toHaveText(["Dashboard", "Contests", "Payments"]);
    // The dashboard's waiting list keeps only what an accountant may open.
    await page.goto("/admin");
    await expect(page.getByRole("link", { name: "See payments" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open messages" })).toHaveCount(0);

    await page.goto(`/admin/payments?contestId=${contests.bigLeague}&state=paid`);
    const receiptLink = page.locator(`a[href="/api/admin/registrations/${creator.registrationId}/receipt.pdf"]`);
    await expect(receiptLink).toHaveAccessibleName(/^PDF of receipt CC\//);
    await expect(page.locator(`a[href^="/admin/registrations/"]`)).toHaveCount(0);
    await expect(page.getByRole("columnheader", { name: "Registration" })).toHaveCount(0);
    await expectAccessible(page);
    const downloading = page.waitForEvent("download");
    await receiptLink.click();
    expect((await downloading).suggestedFilename()).toMatch(/^receipt-CC-.+\.pdf$/);

    const refused = await page.goto(`/admin/registrations/${creator.registrationId}`);
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "You don't have access to this page" })).toBeVisible();
    await expect(page.getByText(creator.email)).toHaveCount(0);
  });
});

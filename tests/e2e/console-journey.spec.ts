import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { DEMO_OWNER_NAME } from "#db/seed/staff.ts";
import { bigLeagueApplicantNames, paidCreatorByApi, signInToConsole } from "./support/console.ts";
import { contests } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

/**
 * The question a creator asks the organiser ("please refund me"), answered in the console alone:
 * find them by e-mail, open the registration, refund it, see them leave the public list, export the
 * contest for the accountant, and find each of those steps in the audit log.
 */
test.describe("[CONSOLE] an organiser's refund, from search to audit log", () => {
  test.setTimeout(120_000);

  test("the owner finds a paid registration by e-mail, refunds it, exports the contest and sees both in the audit log", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "an organiser at a laptop; the pages' phone layout has its own tests");
    const creator = await paidCreatorByApi(page, "journey");
    await expect.poll(() => bigLeagueApplicantNames(page)).toContain(creator.name);
    await signInToConsole(page);

    // Found by the e-mail the creator wrote from, pasted as it came.
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Registrations" }).click();
    await page.getByRole("searchbox", { name: "Search" }).fill(` ${creator.email.toUpperCase()} `);
    await page.getByRole("button", { name: "Apply filters" }).click();
    const table = page.getByRole("table", { name: "Registrations" });
    await expect(page.getByText("1–1 of 1")).toBeVisible();
    await table.getByRole("link", { name: creator.name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/registrations/${creator.registrationId}$`));

    // Refunded after the confirmation step.
    const panel = page.getByRole("region", { name: "Refund" });
    await panel.getByRole("button", { name: "Refund ₹499.00" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByLabel("Reason for the refund").fill("The creator asked to withdraw before the contest.");
    await dialog.getByRole("button", { name: "Refund", exact: true }).click();
    await expect(page.getByText("Refunded ₹499.00. The registration has left the public list and its place is free.")).toBeVisible();

    // Gone from the public applicants page at once.
    await page.goto(`/contest/${contests.bigLeague}/applicants`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(creator.name)).toHaveCount(0);

    // The contest's registrations as a spreadsheet: the refunded row says so.
    await page.goto(`/admin/registrations?contest=${contests.bigLeague}`);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloading;
    const rows: Record<string, string>[] = parse(await readFile(await download.path()), { bom: true, columns: true });
    expect(rows.find((row) => row["E-mail"] === creator.email)).toMatchObject({ "Creator name": creator.name, Status: "Refunded" });

    // The audit log: the refund, linked to the registration, and the export, both by the owner.
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit log" }).click();
    const entries = page.getByRole("table", { name: "Audit log entries" });
    const refundRow = entries.getByRole("row").filter({ has: page.locator(`a[href="/admin/registrations/${creator.registrationId}"]`) });
    await expect(refundRow).toContainText("Refund");
    await expect(refundRow).toContainText(DEMO_OWNER_NAME);
    await expect(refundRow).toContainText("amount: ₹499.00");
    await expect(refundRow).not.toContainText(creator.email);
    const exportRow = entries.getByRole("row").filter({ hasText: "Export completed" }).filter({ hasText: contests.bigLeague }).first();
    await expect(exportRow).toContainText(DEMO_OWNER_NAME);
  });
});

import { contestIds } from "./support/pages.ts";
import { signInToConsole } from "./support/console.ts";
import { expect, test } from "./support/test.ts";

const shots = "/work/wt/shots/journeys";

test.describe("[RESULTS] declared results withdrawn for a correction and declared again", () => {
  test("the owner withdraws with a reason, the public page says results are coming, then declares again", async ({ page }, testInfo) => {
    // The demo's declared contest is shared: one project withdraws and re-declares it, quickly, in one test.
    test.skip(testInfo.project.name !== "desktop", "the desktop run corrects the demo contest's results");
    await signInToConsole(page);
    await page.goto(`/admin/winners/${contestIds.completed}`);
    await expect(page.getByRole("heading", { level: 1, name: "Chai & Comedy: Season 1" })).toBeVisible();
    await expect(page.getByText("Results declared.")).toBeVisible();

    await page.getByRole("button", { name: "Withdraw results" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Withdraw the results?" });
    await expect(dialog).toBeVisible();
    // A reason is required, said at the field.
    await dialog.getByRole("button", { name: "Withdraw results" }).click();
    const reason = dialog.getByLabel("Reason for withdrawing");
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await expect(dialog).toContainText("Write why the results are withdrawn (at least 10 characters)");
    await reason.fill("The runner-up's score was entered twice by mistake.");
    for (const [width, height] of [
      [360, 780],
      [1366, 860],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${shots}/withdraw-dialog-${width}.png` });
    }
    await dialog.getByRole("button", { name: "Withdraw results" }).click();
    await expect(page.getByRole("status")).toHaveText("Results withdrawn. Correct the winners, then declare the results again.");
    await expect(page.getByRole("button", { name: "Save winners" })).toBeVisible();

    // The public page says the results are coming, with no winners.
    const publicPage = await page.context().newPage();
    await publicPage.goto(`/contest/${contestIds.completed}`);
    await expect(publicPage.getByRole("heading", { name: "Results coming" })).toBeVisible();
    await expect(publicPage.getByTestId("contest-winners")).toHaveCount(0);
    await publicPage.setViewportSize({ width: 360, height: 780 });
    await publicPage.screenshot({ path: `${shots}/results-coming-360.png` });

    // Declared again: the winners are back.
    await page.getByRole("button", { name: "Declare results" }).click();
    await page.getByRole("alertdialog", { name: "Declare the results?" }).getByRole("button", { name: "Declare results" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Results declared with 3 winners." })).toBeVisible();
    await publicPage.reload();
    await expect(publicPage.getByTestId("contest-winners").getByRole("listitem")).toHaveCount(3);
    await expect(publicPage.getByRole("heading", { name: "Results coming" })).toHaveCount(0);

    // The audit log keeps the reason.
    const audit = await page.request.get("/api/admin/audit-log?entity=contest&action=withdraw-results");
    const entries = ((await audit.json()) as { data: { entries: { entityId: string; changedFields: { reason?: string } }[] } }).data
      .entries;
    expect(entries.find((e) => e.entityId === contestIds.completed)?.changedFields.reason).toBe(
      "The runner-up's score was entered twice by mistake.",
    );
  });
});

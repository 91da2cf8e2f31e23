import { signInToConsole } from "./support/console.ts";
import { declaredContest } from "./support/ended-contest.ts";
import { expect, test } from "./support/test.ts";

test.describe("[RESULTS] declared results withdrawn for a correction and declared again", () => {
  test("the owner withdraws with a reason, the public page says results are coming, then declares again", async ({
    page,
    playwright,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "an organiser's correction, at a laptop");
    test.setTimeout(120_000);
    await signInToConsole(page);
    // A contest of its own: the demo's declared contest is read by other specs running alongside.
    const creators = await Promise.all([0, 1, 2].map(() => playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })));
    const { contestId, winners } = await declaredContest(page.request, creators);
    await page.goto(`/admin/winners/${contestId}`);
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
    await dialog.getByRole("button", { name: "Withdraw results" }).click();
    await expect(page.getByRole("status")).toHaveText("Results withdrawn. Correct the winners, then declare the results again.");
    await expect(page.getByRole("button", { name: "Save winners" })).toBeVisible();

    // The public page says the results are coming, with no winners.
    const publicPage = await page.context().newPage();
    await publicPage.goto(`/contest/${contestId}`);
    await expect(publicPage.getByRole("heading", { name: "Results coming" })).toBeVisible();
    await expect(publicPage.getByTestId("contest-winners")).toHaveCount(0);

    // Declared again: the winners are back.
    await page.getByRole("button", { name: "Declare results" }).click();
    await page.getByRole("alertdialog", { name: "Declare the results?" }).getByRole("button", { name: "Declare results" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Results declared with ${winners} winners.` })).toBeVisible();
    await expect(page.getByText("Results withdrawn.", { exact: false })).toHaveCount(0);
    await publicPage.reload();
    await expect(publicPage.getByTestId("contest-winners").getByRole("listitem")).toHaveCount(winners);
    await expect(publicPage.getByRole("heading", { name: "Results coming" })).toHaveCount(0);

    // The audit log keeps the reason.
    const audit = await page.request.get("/api/admin/audit-log?entity=contest&action=withdraw-results");
    const entries = ((await audit.json()) as { data: { entries: { entityId: string; changedFields: { reason?: string } }[] } }).data
      .entries;
    expect(entries.find((e) => e.entityId === contestId)?.changedFields.reason).toBe("The runner-up's score was entered twice by mistake.");
  });
});

import { signInToConsole } from "./support/console.ts";
import { declaredContest } from "./support/ended-contest.ts";
import { expect, test } from "./support/test.ts";

test.describe("[RESULTS] a winner's prize marked paid", () => {
  test("the owner records the payment reference; the row says when, and the results can no longer be withdrawn", async ({
    page,
    playwright,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signInToConsole(page);
    // A contest of its own: the demo's declared contest is read by other specs running alongside.
    const creators = await Promise.all([0, 1, 2].map(() => playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })));
    const { contestId } = await declaredContest(page.request, creators);
    await page.goto(`/admin/winners/${contestId}`);
    await expect(page.getByText("Results declared.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Withdraw results" })).toBeVisible();

    await page
      .getByRole("button", { name: /^Mark prize paid/ })
      .first()
      .click();
    const dialog = page.getByRole("alertdialog", { name: "Mark the prize paid?" });
    await expect(dialog).toBeVisible();
    // The reference is required, said at the field.
    await dialog.getByRole("button", { name: "Mark prize paid" }).click();
    const reference = dialog.getByLabel("Payment reference (e.g. the bank transfer's UTR)");
    await expect(reference).toHaveAttribute("aria-invalid", "true");
    await expect(dialog).toContainText("Enter the payment reference (for example the bank transfer's UTR).");
    await reference.fill("HDFCN52026112512345");
    await reference.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(/^Paid on \d{1,2} \w{3} \d{4} · ref HDFCN52026112512345$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Withdraw results" })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

import { paidCreatorByApi, signInToConsole } from "./support/console.ts";
import { expect, test } from "./support/test.ts";

const sizes = [
  [360, 780],
  [1366, 860],
] as const;

test.describe("[RECEIPTS] a numbered receipt with a PDF, and a refund with its reason", () => {
  test("the creator's receipt has a number, their name and a PDF download", async ({ page }, testInfo) => {
    // Still signed in as the creator who paid.
    const creator = await paidCreatorByApi(page, `receipt-${testInfo.project.name}`, { keepCreatorSession: true });
    await page.goto(`/me/receipts/${creator.registrationId}`);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { name: "Payment receipt", level: 1 })).toBeVisible();
    await expect(main).toContainText(/CC\/\d{4}-\d{2}\/\d{6}/);
    await expect(main).toContainText(creator.name);
    await expect(main).toContainText("Entry fee: The Big League");
    for (const [width, height] of sizes) {
      await page.setViewportSize({ width, height });
      // Nothing runs off the side of the screen at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^receipt-CC-\d{4}-\d{2}-\d{6}\.pdf$/);
  });

  test("the owner's refund asks for a reason, the refund e-mail quotes it, and the creator keeps the receipt, marked refunded", async ({
    page,
  }, testInfo) => {
    const creator = await paidCreatorByApi(page, `refund-reason-${testInfo.project.name}`, { keepCreatorSession: true });
    const creatorCookies = await page.context().cookies();
    await page.context().clearCookies();
    await signInToConsole(page);
    await page.goto(`/admin/registrations/${creator.registrationId}`);
    const panel = page.getByRole("region", { name: "Refund" });
    await panel.getByRole("button", { name: "Refund ₹499.00" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Refund ₹499.00 to ${creator.name}?` });
    await expect(dialog).toContainText("The creator's refund e-mail quotes your reason.");
    // No reason: refused at the field, nothing refunded.
    await dialog.getByRole("button", { name: "Refund", exact: true }).click();
    await expect(dialog.getByLabel("Reason for the refund")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog).toContainText("Write the reason for the refund (at least 5 characters)");
    await dialog.getByLabel("Reason for the refund").fill("The creator registered for the wrong city.");
    for (const [width, height] of sizes) {
      await page.setViewportSize({ width, height });
      // Nothing runs off the side of the screen at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
    await dialog.getByRole("button", { name: "Refund", exact: true }).click();
    await expect(page.getByText("Refunded ₹499.00. The registration has left the public list and its place is free.")).toBeVisible();

    await expect
      .poll(async () => {
        const answer = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(creator.email)}`);
        return (
          ((await answer.json()) as { data: { subject: string; text?: string | null }[] }).data.find((m) => m.subject.startsWith("Refund"))
            ?.text ?? ""
        );
      })
      .toContain("The organiser's reason: “The creator registered for the wrong city.”");

    // The creator keeps the receipt, beside the refund on /me and marked refunded on its page (on their phone).
    await page.setViewportSize({ width: 360, height: 780 });
    await page.context().clearCookies();
    await page.context().addCookies(creatorCookies);
    await page.goto("/me");
    const card = page.locator(`[data-registration="${creator.registrationId}"]`);
    await expect(card).toContainText("Your payment of ₹499 was refunded on");
    await card.getByRole("link", { name: "View receipt" }).click();
    await expect(page.getByRole("main")).toContainText(/CC\/\d{4}-\d{2}\/\d{6}/);
    await expect(page.getByRole("main")).toContainText(/Refunded ₹499 on \d{1,2} \w{3} \d{4}/);
  });
});

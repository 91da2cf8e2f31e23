import { readFile } from "node:fs/promises";
import { toIstDay } from "#shared/console/ist-input.ts";
import type { PaymentsList } from "#shared/console/payments.ts";
import { paidCreatorByApi, signInToConsole } from "./support/console.ts";
import { expectAccessible } from "./support/pages.ts";
import { expect, test } from "./support/test.ts";

/** The payments page as the company's accountant uses it at a laptop: find a payment, the day's money, the CSV. */
test.describe("[CONSOLE] accounts", () => {
  test("finds a payment by its Razorpay id from the keyboard, keeps every typed filter on a bad date, totals the day and exports it", async ({
    page,
  }, testInfo) => {
    const creator = await paidCreatorByApi(page, `accounts-${testInfo.project.name}`);
    await signInToConsole(page);
    const listed = (await (await page.request.get("/api/admin/payments?state=paid")).json()) as { data: PaymentsList };
    const order = listed.data.orders.find((row) => row.registrationId === creator.registrationId);
    const paymentId = order?.providerPaymentId ?? "";
    expect(paymentId).toMatch(/^pay_/);

    await page.goto("/admin/payments");
    // From the keyboard: the search box comes first among the filters, the State choice after it, Enter sends them.
    const search = page.getByLabel("Razorpay id or receipt number");
    await search.focus();
    await page.keyboard.type(paymentId);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("combobox", { name: "State" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(search).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`q=${paymentId}`));
    const orders = page.getByRole("table", { name: "Payment orders" });
    await expect(orders.getByRole("row")).toHaveCount(2);
    await expect(orders.getByRole("row").nth(1)).toContainText(paymentId);
    await expect(orders.getByRole("row").nth(1)).toContainText(order?.receiptNumber ?? "no receipt");
    await expect(page.getByText("1–1 of 1")).toBeVisible();
    await expectAccessible(page);

    // A From day after the To day is said; the search and the state typed beside it stay.
    await page.getByRole("combobox", { name: "State" }).selectOption("paid");
    await page.getByLabel("From (IST)").fill("2026-11-24");
    await page.getByLabel("To (IST)").fill("2026-11-23");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("alert")).toHaveText("The From date is after the To date. Every order is shown instead.");
    await expect(search).toHaveValue(paymentId);
    await expect(page.getByRole("combobox", { name: "State" })).toHaveValue("paid");

    // Today's money, per contest and per day, follows the dates.
    const today = toIstDay(new Date());
    await page.goto(`/admin/payments?from=${today}&to=${today}`);
    await expect(page.getByRole("heading", { name: /^Totals per contest, \d{1,2} \w{3} \d{4}$/ })).toBeVisible();
    const perDay = page.getByRole("table", { name: /Totals per day/ });
    await expect(perDay.getByRole("rowheader").first()).toHaveText(
      new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${today}T00:00:00Z`),
      ),
    );
    // Razorpay's fee and its GST beside the money, and what Razorpay settles after them and the refunds. The
    // test-mode checkout has no payment entity, so the day's fee is not known: said, and settled not guessed.
    for (const table of [page.getByRole("table", { name: "Totals per contest" }), perDay]) {
      await expect(table.getByRole("columnheader")).toContainText([
        /Day|Contest/,
        "Collected",
        "Refunded",
        "Net",
        "Razorpay fee",
        "GST on fee",
        "Settled (net of fees)",
      ]);
    }
    const day = perDay.getByRole("row").nth(1).getByRole("cell");
    await expect(day.nth(3)).toHaveText(/^(₹[\d,]+\.\d{2}|not known)fee not known for \d+ payments?$/);
    await expect(day.nth(4)).toContainText(/fee not known for \d+ payments?$/);
    await expect(day.nth(5)).toHaveText(/^not knownfee not known for \d+ payments?$/);
    await expect(page.getByText(/Settled \(net of fees\): collected minus the fee, the GST and every refund in full/)).toBeVisible();

    // The day's orders as a file a spreadsheet opens: UTF-8 with a byte-order mark, rupees, the Razorpay ids.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export orders (CSV)" }).click()]);
    expect(download.suggestedFilename()).toBe(`payments-${today}-to-${today}.csv`);
    const file = await readFile(await download.path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.subarray(3).toString("utf8");
    expect(text.split("\n")[0]).toBe(
      "Created (IST),Updated (IST),Contest,State,Amount (INR),Razorpay fee excl. GST (INR),GST on fee (INR),Currency,Receipt number,Razorpay order ID,Razorpay payment ID,Razorpay refund ID,Note,Registration ID",
    );
    const line = text.split("\n").find((row) => row.includes(paymentId)) ?? "";
    // The fee cells of a test-mode payment are empty: not known, not 0.
    expect(line).toContain(",Paid,499.00,,,INR,");
    expect(line).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}:\\d{2},`));
  });
});

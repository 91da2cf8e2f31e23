import type { Locator } from "@playwright/test";
import { adultDateOfBirth, createUserByApi, ownClientAddress, signInByApi } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

/**
 * My data on a phone (docs/privacy.md#my-data): a readable copy of everything held, a correction with
 * messages at the field, a grievance with its published answer time, and erasure with its
 * confirmation e-mail; a winner asked again for the documents that pay the prize.
 */
/** The value beside a label in a section of facts (a <dt> and its <dd>). */
const detail = (section: Locator, label: string) =>
  section.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

test.describe("[PRIVACY] My data", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "a 360 px phone journey");
    await ownClientAddress(page.context());
  });

  test("a creator reads, corrects, asks and erases, and is e-mailed the erasure", async ({ page }) => {
    test.setTimeout(90_000);
    const creator = await createUserByApi(page.request, { tag: "mydata" });
    await page.goto("/me");
    await page.getByRole("link", { name: "Open My data" }).click();
    await expect(page.getByRole("heading", { name: "Your details", exact: true })).toBeVisible();
    await expect(page.getByText(`${creator.firstName} ${creator.lastName}`).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Download everything (JSON)" })).toHaveAttribute("href", /my-data\/export\?download=1/);
    await expect(page.getByText("Kept for 8 years, even after you erase your account")).toBeVisible();
    // The date of birth is written as the page's other dates, and each social link is named by its network.
    expect(adultDateOfBirth).toBe("2000-05-15");
    const details = page.getByRole("region", { name: "Your details" });
    await expect(detail(details, "Date of birth")).toHaveText("15 May 2000");
    await expect(detail(details, "Instagram")).toHaveText("https://www.instagram.com/kabir");
    await expect(details).not.toContainText("2000-05-15");
    await expect(details).not.toContainText("instagram:");

    const mobile = page.getByLabel("Mobile Number");
    await mobile.fill("98");
    await page.getByRole("button", { name: "Save corrections" }).click();
    await expect(mobile).toBeFocused();
    await expect(mobile).toHaveAttribute("aria-invalid", "true");
    await mobile.fill("9988776655");
    await page.getByLabel("Last Name").fill("Deshmukh");
    await page.getByRole("button", { name: "Save corrections" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your details are corrected." })).toBeVisible();
    await expect(page.getByText(`${creator.firstName} Deshmukh`).first()).toBeVisible();

    const message = page.getByLabel("Your message");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(message).toBeFocused();
    await expect(page.getByText("We answer by e-mail within 30 days")).toBeVisible();
    await message.fill("Please tell me who can see my address.");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByText("Thank you. We have received your message and will answer by e-mail.")).toBeVisible();

    // Once sent, the erasure's own message forgets the address: it is counted, not looked up by address.
    const erasedMails = async () => {
      const answer = await page.request.get("/dev/mailbox.json");
      const mails = ((await answer.json()) as { data: Array<{ to: string; subject: string; text: string }> }).data;
      return mails.filter((mail) => mail.subject === "Your CreatorCup account has been erased");
    };
    const before = (await erasedMails()).length;
    const confirm = page.getByLabel("Type ERASE to confirm");
    await confirm.fill("erase");
    await page.getByRole("button", { name: "Erase my account" }).click();
    await expect(page.getByText("Type ERASE to confirm.")).toBeVisible();
    await confirm.fill("ERASE");
    await page.getByRole("button", { name: "Erase my account" }).click();
    // My data says it is done, and what the law keeps; the address is nowhere in the URL.
    const done = page.getByRole("heading", { name: "Your account has been erased" });
    await expect(done).toBeVisible();
    // The note is what the phone shows, not the footer below where the form was.
    await expect(done).toBeInViewport();
    await expect(page).toHaveURL(/\/me\/data$/);
    await expect(page.getByText("A confirmation is on its way to your e-mail.")).toBeVisible();
    await expect(page.getByText("payment records and receipts, for 8 years")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(page.url()).not.toContain("@");
    await expect(async () => {
      const erased = await erasedMails();
      expect(erased.length).toBeGreaterThan(before);
      expect(erased[0]?.to).toBe("(erased)");
      expect(erased[0]?.text).toContain("Manage consent");
    }).toPass({ timeout: 15_000 });
    // Said once: the page opened again only asks to sign in.
    await page.goto("/me/data");
    await expect(page.getByRole("link", { name: "Sign in on My registrations" })).toBeVisible();
    await expect(done).toBeHidden();
  });

  test("in Hindi: the date of birth in Hindi, the social links named, and the erasure said on /hi/me/data", async ({ page }) => {
    await createUserByApi(page.request, { tag: "mydata-hi" });
    await page.goto("/hi/me/data");
    const details = page.getByRole("region", { name: "आपकी जानकारी" });
    await expect(detail(details, "जन्म की तारीख")).toHaveText("15 मई 2000");
    await expect(detail(details, "Instagram")).toHaveText("https://www.instagram.com/kabir");
    await expect(details).not.toContainText("2000-05-15");
    await page.getByLabel("कन्फ़र्म करने के लिए ERASE लिखें").fill("ERASE");
    await page.getByRole("button", { name: "मेरा अकाउंट मिटाएँ" }).click();
    const done = page.getByRole("heading", { name: "आपका अकाउंट मिटा दिया गया है" });
    await expect(done).toBeVisible();
    await expect(done).toBeInViewport();
    await expect(page).toHaveURL(/\/hi\/me\/data$/);
    await expect(page.getByText("पुष्टि का ई-मेल आपके पते पर भेजा जा रहा है।", { exact: false })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "होम पेज पर जाएँ" })).toHaveAttribute("href", "/hi/");
    await page.reload();
    await expect(done).toBeHidden();
    await expect(page.getByRole("link", { name: "'मेरे रजिस्ट्रेशन' पर साइन इन करें" })).toBeVisible();
  });

  test("a winner is asked for the masked Aadhaar and bank details to be paid, and sends them", async ({ page }) => {
    await signInByApi(page.request, "imran.sheikh@example.com");
    await page.goto("/me");
    await expect(page.getByText("You won a prize.")).toBeVisible();
    await page.getByRole("link", { name: "Send documents" }).click();
    const form = page.getByRole("region", { name: "Documents to pay your prize" });
    await expect(form).toContainText("masked Aadhaar");
    await expect(form).toContainText("hides all but the last four digits");
    await form.getByLabel("IFSC Code").fill("SBIN");
    await form.getByLabel("Account Number").fill("123456789012");
    await form.getByRole("button", { name: "Send documents" }).click();
    await expect(form.getByText("Enter a valid IFSC code (e.g. SBIN0001234).").first()).toBeVisible();
    await form.getByLabel("IFSC Code").fill("SBIN0001234");
    await form.getByLabel("Masked Aadhaar card").setInputFiles({
      name: "masked-aadhaar.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
    });
    await form.getByRole("button", { name: "Send documents" }).click();
    await expect(form.getByText("Thank you. We have your documents for the prize.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Aadhaar card" })).toBeVisible();
  });
});

import { ownClientAddress } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

/*
 * The e2e server runs without SMTP_URL: test-mail mode. What the site sends lands at /dev/mailbox
 * (docs/mail.md), which a person can read on a phone.
 */
test.describe("[MAIL] the test mailbox", () => {
  // The contact form is limited per client address: each test sends from an address of its own.
  test.beforeEach(async ({ context }) => ownClientAddress(context));
  test("a contact message is acknowledged by e-mail, readable in the mailbox with its HTML and text", async ({ page }) => {
    const email = `mailbox.${Date.now()}.${test.info().project.name}@example.com`;
    await page.goto("/lets-talk");
    await page.getByRole("textbox", { name: "Full Name" }).fill("Asha Verma");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("textbox", { name: "Message" }).fill("Is there an age limit for the dance contest?");
    await page.getByRole("button", { name: "Get In Touch" }).click();
    await expect(page.getByText("Thank you! Your message has been sent. We will get back to you soon.").first()).toBeVisible();

    // The worker wakes on the enqueue: the message is there within a moment.
    await expect
      .poll(async () => {
        const answer = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
        return ((await answer.json()) as { data: { subject: string }[] }).data.map((m) => m.subject);
      })
      .toEqual(["We received your message"]);

    // Not a React page: no hydration to wait for.
    await page.goto("/dev/mailbox", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Test mailbox" })).toBeVisible();
    await page
      .getByRole("link")
      .filter({ hasText: `To ${email}` })
      .click();
    await expect(page.getByRole("heading", { name: "We received your message" })).toBeVisible();
    await expect(page.getByText("We received the message you sent through our contact form")).toBeVisible();
    const html = page.frameLocator("iframe[title='HTML body']");
    await expect(html.getByRole("heading", { name: "Thank you for writing to us" })).toBeVisible();
    await expect(html.getByRole("link", { name: "Visit CreatorCup" })).toBeVisible();
    // The page fits the phone: nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

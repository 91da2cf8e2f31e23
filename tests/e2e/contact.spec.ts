import { expectAccessible } from "./support/pages.ts";
import { ownClientAddress } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

test.describe("[CONTACT] the contact page /lets-talk", () => {
  // The contact form is limited per client address: each test sends from an address of its own.
  test.beforeEach(async ({ context }) => ownClientAddress(context));
  test("shows the phone and support e-mail from the company details", async ({ page }) => {
    await page.goto("/lets-talk");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByRole("link", { name: "+91 98765 43210" }).first()).toHaveAttribute("href", "tel:+919876543210");
    await expect(page.getByRole("link", { name: "support@creatorcup.in" }).first()).toHaveAttribute("href", "mailto:support@creatorcup.in");
  });

  test("a loading overlay shows for about half a second", async ({ page }) => {
    // It comes with the page and CSS hides it after 0.5 s, even before the scripts have run.
    const html = await (await page.request.get("/lets-talk")).text();
    expect(html).toMatch(/<div role="status"[^>]*class="[^"]*overlay-brief[^"]*"[^>]*>[\s\S]*?Loading\.\.\./);
    await page.goto("/lets-talk");
    const overlay = page.getByRole("status").filter({ hasText: "Loading..." });
    await expect(overlay).toHaveCount(0, { timeout: 3000 });
    await expect(page.getByRole("button", { name: "Get In Touch" })).toBeVisible();
  });

  test("all three fields are required", async ({ page }) => {
    await page.goto("/lets-talk");
    await page.getByRole("button", { name: "Get In Touch" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Message is required")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("textbox", { name: "Email" }).fill("not-an-email");
    await page.getByRole("button", { name: "Get In Touch" }).click();
    await expect(page.getByText("Enter a valid email")).toBeVisible();
  });

  test("a message is stored and the visitor sees a confirmation", async ({ page }) => {
    await page.goto("/lets-talk");
    await page.getByRole("textbox", { name: "Full Name" }).fill("Asha Verma");
    await page.getByRole("textbox", { name: "Email" }).fill("asha.contact@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("When does the next dance contest open?");
    const posted = page.waitForResponse((response) => response.url().endsWith("/api/contact") && response.request().method() === "POST");
    await page.getByRole("button", { name: "Get In Touch" }).click();
    expect((await posted).status()).toBe(201);
    await expect(page.getByText("Thank you! Your message has been sent. We will get back to you soon.").first()).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveValue("");
  });

  test("the API refuses an incomplete message", async ({ request }) => {
    const response = await request.post("/api/contact", { data: { fullName: "", email: "x@example.com", message: "hi" } });
    expect(response.status()).toBe(400);
    expect((await response.json()).isOk).toBe(false);
  });

  test("no serious accessibility violations", async ({ page }) => {
    await page.goto("/lets-talk");
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
    await expectAccessible(page);
  });
});

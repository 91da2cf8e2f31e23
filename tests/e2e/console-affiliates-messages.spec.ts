import type { Browser, Page } from "@playwright/test";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "#db/seed/staff.ts";
import { signInToConsole } from "./support/console.ts";
import { expectAccessible } from "./support/pages.ts";
import { ownClientAddress, uniqueEmail } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

/** The number the navigation shows beside Messages (0 when it shows none). */
async function navNewCount(page: Page): Promise<number> {
  const badge = page.getByTestId("nav-badge-newMessages");
  return (await badge.count()) === 0 ? 0 : Number(await badge.innerText());
}

/** The page never scrolls sideways; wide tables scroll inside their own box. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A viewer made by the demo owner through the staff API, signed in in a browser of their own. */
async function signedInViewer(browser: Browser, owner: Page) {
  const email = `viewer.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@staff.example`;
  const password = "viewer password 2026";
  const added = await owner.request.post("/api/admin/staff", { data: { email, name: "Test viewer", role: "viewer", password } });
  expect(added.status()).toBe(201);
  const context = await browser.newContext({ viewport: owner.viewportSize() ?? undefined });
  const page = await context.newPage();
  await page.goto("/admin/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  return { page, close: () => context.close() };
}

test.describe("[CONSOLE] affiliates and the contact-messages inbox", () => {
  // Several pages, each checked with axe, on a shared machine.
  test.describe.configure({ timeout: 120_000 });
  test("the owner adds an affiliate (password shown once), finds it and deactivates it", async ({ page, context }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one project changes the shared affiliates");
    // The code check is limited per client address.
    await ownClientAddress(context);
    await signInToConsole(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Affiliates" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Affiliates" })).toBeVisible();
    // The demo affiliate, with the referrals the demo content gives them.
    await expect(
      page.getByRole("table", { name: "Affiliates, newest first" }).getByRole("cell", { name: "ASHA2026", exact: true }),
    ).toBeVisible();

    const email = uniqueEmail("affiliate");
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const form = page.getByRole("region", { name: "Add an affiliate" });
    await form.getByRole("button", { name: "Add affiliate" }).click();
    await expect(form.getByText("Name is required.")).toBeVisible();
    // The keyboard lands on the first field to correct, not on the button.
    await expect(form.getByLabel("Name")).toBeFocused();
    await form.getByLabel("Name").fill("Nisha Kapoor");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Mobile (optional)").fill("9876501234");
    // The CLI's rule, from the same service: a code is taken whatever its case.
    await form.getByLabel("Code (optional)").fill("asha2026");
    await form.getByRole("button", { name: "Add affiliate" }).click();
    await expect(form.getByText("The affiliate code asha2026 is already taken.")).toBeVisible();
    await expect(form.getByLabel("Code (optional)")).toBeFocused();
    await form.getByLabel("Code (optional)").fill(code);
    await form.getByRole("button", { name: "Add affiliate" }).click();
    await expect(form.getByText(`Created the affiliate ${code}.`)).toBeVisible();
    await expect(form.getByTestId("generated-password")).toHaveText(/^[A-Za-z0-9_-]{20}$/);

    await page.getByRole("searchbox", { name: "Search by code, name or email" }).fill(email);
    await page.getByRole("button", { name: "Search" }).click();
    const table = page.getByRole("table", { name: "Affiliates, newest first" });
    await expect(table.getByRole("row")).toHaveCount(2);
    const row = table.getByRole("row").filter({ hasText: code });
    await expect(row).toContainText("Nisha Kapoor");
    await expect(row).toContainText("Active");
    await expectAccessible(page);

    page.once("dialog", (dialog) => void dialog.accept());
    await row.getByRole("button", { name: `Deactivate ${code}` }).click();
    await expect(row).toContainText("Deactivated");
    await expect(row.getByRole("button", { name: `Activate ${code}` })).toBeVisible();
    // Registration refuses the deactivated code, as it does one deactivated with the CLI.
    const lookup = await page.request.post("/api/user/getByAffiliateCode", { data: { affiliateCode: code } });
    expect(lookup.status()).toBe(404);
    expect((await lookup.json()).message).toBe("Affiliate code not found or is inactive.");
  });

  test("a message sent with the contact form shows in the navigation count; opening it reads it; archiving moves it", async ({
    page,
    context,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one project reads and archives messages, so the count it checks is its own");
    await ownClientAddress(context);
    const sender = uniqueEmail("inbox");
    const text = `Is there a contest for dancers in Indore? ${sender}`;
    await page.goto("/lets-talk");
    await page.getByRole("textbox", { name: "Full Name" }).fill("Kavya Iyer");
    await page.getByRole("textbox", { name: "Email" }).fill(sender);
    await page.getByRole("textbox", { name: "Message" }).fill(text);
    await page.getByRole("button", { name: "Get In Touch" }).click();
    await expect(page.getByText("Thank you! Your message has been sent.").first()).toBeVisible();

    await signInToConsole(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    const before = await navNewCount(page);
    expect(before).toBeGreaterThanOrEqual(1);
    const nav = page.getByRole("navigation", { name: "Console" });
    await nav.getByRole("link", { name: `Messages, ${before} new` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^New \(/ })).toHaveAttribute("aria-current", "page");

    await page.getByRole("searchbox", { name: "Search name, email or text" }).fill(sender);
    await page.getByRole("button", { name: "Search" }).click();
    const table = page.getByRole("table", { name: "New messages, newest first" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expectAccessible(page);
    await table.getByRole("link", { name: "Open the message from Kavya Iyer" }).click();

    const opened = page.getByRole("article", { name: "Kavya Iyer" });
    await expect(opened.getByText(text)).toBeVisible();
    await expect(opened.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
      "href",
      `mailto:${sender}?subject=Re%3A%20your%20message%20to%20CreatorCup`,
    );
    // Opening it marked it read: the navigation's count drops and it leaves the New tab.
    await expect(opened).toContainText("Read");
    // Other specs running alongside send messages too, so no exact figure: the badge no longer counts this
    // message when it counts no more than the new messages the server holds now.
    const newOnServer = async () =>
      ((await (await page.request.get("/api/admin/messages?status=new")).json()) as { data: { counts: { new: number } } }).data.counts.new;
    await expect.poll(async () => (await navNewCount(page)) - (await newOnServer())).toBeLessThanOrEqual(0);
    await expect(page.getByRole("link", { name: "Read (1)" })).toBeVisible();

    await opened.getByRole("button", { name: "Archive the message from Kavya Iyer" }).click();
    await expect(opened).toHaveCount(0);
    await page.getByRole("link", { name: "Archived (1)" }).click();
    const archived = page.getByRole("table", { name: "Archived messages, newest first" });
    await expect(archived.getByRole("row").filter({ hasText: text })).toHaveCount(1);
    await archived.getByRole("button", { name: "Move back to Read the message from Kavya Iyer" }).click();
    await expect(page.getByRole("link", { name: "Archived (0)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Read (1)" })).toBeVisible();
  });

  test("a viewer sees affiliates and messages but cannot change them; the pages fit the screen", async ({ page, browser, context }) => {
    await ownClientAddress(context);
    const sender = uniqueEmail("viewer-inbox");
    const sent = await page.request.post("/api/contact", {
      data: { fullName: "Rohan Mehta", email: sender, message: "Hello from a viewer test." },
    });
    expect(sent.status()).toBe(201);
    await signInToConsole(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    const viewer = await signedInViewer(browser, page);
    try {
      const v = viewer.page;
      await v.goto("/admin/affiliates");
      await expect(
        v.getByRole("table", { name: "Affiliates, newest first" }).getByRole("cell", { name: "ASHA2026", exact: true }),
      ).toBeVisible();
      await expect(v.getByRole("region", { name: "Add an affiliate" })).toHaveCount(0);
      await expect(v.getByRole("button", { name: /Deactivate|Reset password/ })).toHaveCount(0);
      await expectNoSidewaysScroll(v);
      // The API refuses them too.
      const refused = await v.request.post("/api/admin/affiliates", { data: { name: "Not Allowed", email: uniqueEmail("refused") } });
      expect(refused.status()).toBe(403);

      await v.goto(`/admin/messages?q=${encodeURIComponent(sender)}`);
      const table = v.getByRole("table", { name: "New messages, newest first" });
      await table.getByRole("link", { name: "Open the message from Rohan Mehta" }).click();
      const opened = v.getByRole("article", { name: "Rohan Mehta" });
      await expect(opened.getByText("Hello from a viewer test.")).toBeVisible();
      await expect(opened.getByRole("button", { name: /Archive/ })).toHaveCount(0);
      await expectNoSidewaysScroll(v);
      // A viewer's look changes nothing: it is still new.
      await v.reload();
      await expect(v.getByRole("article", { name: "Rohan Mehta" })).toContainText("New");
      const refusedArchive = await v.request.post(`/api/admin/messages/${new URL(v.url()).searchParams.get("open")}/archive`);
      expect(refusedArchive.status()).toBe(403);
    } finally {
      await viewer.close();
    }
  });
});

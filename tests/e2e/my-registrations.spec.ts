import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { hydratedAttribute } from "#app/document/hydration-signal.ts";
import { adultDateOfBirth, answerAgeStep, contests, fillRequiredDetails, newUser, uniqueEmail } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

/**
 * Demo creators with a paid, completed registration in the finished "Chai & Comedy: Season 1"
 * (winners declared); one per project, so the two never ask for codes for the same address at once.
 */
const demoWinners = {
  phone: { email: "Priya.Nair@example.com", name: "Priya Nair", placed: "Winner, rank 1" },
  desktop: { email: "aarav.patel@example.com", name: "Aarav Patel", placed: "1st Runner-up, rank 2" },
} as const;

/** Each test's requests come from a client address of its own, as separate phones would. */
async function ownClientAddress(context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` });
}

/**
 * Signs in on /me as a creator does: the e-mail, then the code (shown on the page in test-mail mode).
 * A second code for the same address is refused for 30 seconds: `waitForResend` asks again until
 * the server sends it.
 */
async function signInOnPage(page: Page, email: string, options: { waitForResend?: boolean } = {}): Promise<void> {
  await page.goto("/me");
  // A page of a context made here is not the fixture's, whose goto waits for hydration itself.
  await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { name: "Sign in to see your registrations" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  const shown = page.getByText(/^Test mode: your code is/);
  const ask = async () => {
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(shown.or(page.getByRole("alert"))).toBeVisible();
    await expect(shown).toBeVisible({ timeout: 1 });
  };
  if (options.waitForResend) await expect(ask).toPass({ timeout: 45_000, intervals: [3_000] });
  else await ask();
  const code = /(\d{6})/.exec(await shown.innerText())?.[1] ?? "";
  await expect(page.getByLabel("Code")).toBeFocused();
  await page.getByLabel("Code").fill(code);
  await expect(page.getByRole("heading", { name: /^Your registrations/ })).toBeFocused();
}

const card = (page: Page, contestTitle: string) => page.getByRole("article", { name: contestTitle });

test.describe("[MY REGISTRATIONS] a creator's own page", () => {
  test.beforeEach(async ({ context }) => ownClientAddress(context));

  test("is in the menu and asks for the e-mail, then a code, with a clear message for a wrong one", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: /menu/i }).first().click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "My registrations" }).click();
    await expect(page).toHaveURL(/\/me$/);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByRole("alert")).toHaveText("Enter a valid email");
    await page.getByLabel("Email").fill(uniqueEmail("me-wrong"));
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByRole("button", { name: /^Send again in \d+ s$/ })).toBeDisabled();
    await page.getByLabel("Code").fill("12345");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Enter the 6-digit code from the e-mail.");
    const shown = /(\d{6})/.exec(await page.getByText(/^Test mode: your code is/).innerText())?.[1] ?? "";
    await page.getByLabel("Code").fill(shown === "000000" ? "111111" : "000000");
    await expect(page.getByRole("alert")).toContainText("That code is not right.");
    await page.getByLabel("Code").fill(shown);
    await expect(page.getByText("You have not registered for a contest yet.")).toBeVisible();
    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test("shows a winner's registrations with receipt and prize, and the certificate's link proves it genuine", async ({
    page,
  }, testInfo) => {
    const creator = demoWinners[testInfo.project.name as keyof typeof demoWinners] ?? demoWinners.phone;
    await signInOnPage(page, creator.email);

    const finished = card(page, "Chai & Comedy: Season 1");
    await expect(finished.getByText("Completed")).toBeVisible();
    await expect(finished).toContainText("Registration has closed, so the link can no longer be changed.");
    await expect(finished.getByRole("button", { name: "Change video link" })).toHaveCount(0);

    await finished.getByRole("link", { name: "View receipt" }).click();
    await expect(page.getByRole("heading", { name: "Payment receipt", level: 1 })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Entry fee: Chai & Comedy: Season 1");
    await expect(page.getByRole("main")).toContainText("₹99");
    await expect(page.getByRole("main")).toContainText(/pay_demo\w+/);
    await page.getByRole("link", { name: "Back to My registrations" }).click();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card(page, "Chai & Comedy: Season 1")
        .getByRole("link", { name: /Winner certificate/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe("chai-comedy-season-1-winner-certificate.pdf");
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain(creator.name);
    const link = /https?:\/\/\S+\/certificate\/([0-9a-z]{20})/.exec(text);
    expect(link, text).not.toBeNull();

    await page.goto(`/certificate/${link?.[1]}`);
    await expect(page.getByText("Genuine certificate")).toBeVisible();
    await expect(page.getByRole("main")).toContainText(creator.name);
    await expect(page.getByRole("main")).toContainText("Chai & Comedy: Season 1");
    await expect(page.getByRole("main")).toContainText("Certificate of Achievement (winner)");
    await expect(page.getByRole("main")).toContainText(creator.placed);
    // The id as printed on paper, in capitals with dashes, finds the same certificate.
    const printed = (link?.[1] ?? "").toUpperCase().match(/.{4}/g)?.join("-");
    await page.goto(`/certificate/${printed}`);
    await expect(page.getByText("Genuine certificate")).toBeVisible();
  });

  test("a payment left unfinished shows as pending, and Complete payment finishes it", async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("me-pending");
    await page.goto(`/contest/${contests.bigLeague}`);
    await page.getByRole("button", { name: "Register Now" }).click();
    const start = page.getByRole("dialog", { name: "Register for this contest" });
    await start.getByLabel("Email").fill(email);
    await start.getByRole("button", { name: "Next" }).click();
    const codeDialog = page.getByRole("dialog", { name: "Check your e-mail" });
    const shown = /(\d{6})/.exec(await codeDialog.getByText(/^Test mode: your code is/).innerText())?.[1] ?? "";
    await codeDialog.getByLabel("Code").fill(shown);
    await answerAgeStep(page, adultDateOfBirth);
    const details = page.getByRole("dialog", { name: "Enter your details" });
    await fillRequiredDetails(details, newUser());
    await details.getByRole("button", { name: "Next" }).click();
    const payment = page.getByRole("dialog", { name: "Complete your registration" });
    await payment.getByLabel("Video Link").fill("https://www.youtube.com/watch?v=left-unpaid");
    await payment.getByRole("button", { name: "Pay" }).click();
    const checkout = page.getByRole("dialog", { name: "Test mode checkout" });
    await checkout.getByRole("button", { name: "Fail" }).click();
    await expect(checkout).toBeHidden();
    await expect(payment.getByRole("button", { name: "Pay" })).toBeEnabled();

    await page.goto("/me");
    const pending = card(page, "The Big League");
    await expect(pending.getByText("Payment pending")).toBeVisible();
    await expect(pending.getByText("Your payment is pending.")).toBeVisible();
    await expect(pending.getByText("View receipt")).toHaveCount(0);
    await expect(pending.getByRole("button", { name: "Change video link" })).toBeVisible();
    await pending.getByRole("link", { name: "Complete payment" }).click();

    // The contest page says the payment is pending and opens the payment at once, with the saved link.
    await expect(page).toHaveURL(new RegExp(`/contest/${contests.bigLeague}\\?register=1$`));
    await expect(payment.getByLabel("Video Link")).toHaveValue("https://www.youtube.com/watch?v=left-unpaid");
    await expect(page.getByRole("dialog", { name: "Register for this contest" })).toHaveCount(0);
    await payment.getByLabel("Video Link").fill("https://www.youtube.com/watch?v=paid-at-last");
    await payment.getByRole("button", { name: "Pay" }).click();
    await checkout.getByRole("button", { name: "Succeed" }).click();
    await expect(page).toHaveURL(/\/applicants\?registered=1$/);

    await page.goto("/me");
    await expect(card(page, "The Big League").getByText("Completed")).toBeVisible();
    await expect(card(page, "The Big League").getByRole("link", { name: "View receipt" })).toBeVisible();
    await expect(card(page, "The Big League").locator("[data-video-link]")).toHaveText("https://www.youtube.com/watch?v=paid-at-last");
  });

  test("says an unknown certificate is not found", async ({ page }) => {
    const response = await page.goto("/certificate/0000-0000-0000-0000-0000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Certificate not found" })).toBeVisible();
  });

  test("names a signed-in device in the page's language", async ({ page }) => {
    await ownClientAddress(page.context());
    await signInOnPage(page, uniqueEmail("me-device-hi"));
    const devices = page.getByRole("region", { name: "Signed-in devices" }).getByRole("listitem");
    await expect(devices.first()).toContainText("Chrome on Android");
    await page.goto("/hi/me");
    const hindi = page.getByRole("region", { name: "साइन इन वाले डिवाइस" }).getByRole("listitem");
    await expect(hindi.first()).toContainText("Android पर Chrome");
    await expect(hindi.first()).not.toContainText(" on ");
  });

  test("a long e-mail address without spaces breaks inside its card at 360 px, in English and Hindi, with no sideways scroll", async ({
    page,
  }) => {
    // Dots and no hyphen: a line may break after a hyphen, never at a dot, so nothing in it breaks by itself.
    const email = uniqueEmail("shreya.venkataraghavan.creatorcup.reels");
    expect(email).toMatch(/^[^\s-]{40,}$/);
    await signInOnPage(page, email);
    for (const [path, sentence] of [
      ["/me", `Registrations made with ${email} show up here.`],
      ["/hi/me", `${email} से किए गए रजिस्ट्रेशन यहाँ दिखेंगे।`],
    ] as const) {
      if (path !== "/me") await page.goto(path);
      const line = page.getByText(sentence, { exact: true });
      await expect(line).toBeVisible();
      // Where the words are drawn (a range over them), against the card around them and the screen.
      const { textRight, cardRight, pageWidth, screenWidth } = await line.evaluate((p) => {
        const words = document.createRange();
        words.selectNodeContents(p);
        return {
          textRight: words.getBoundingClientRect().right,
          cardRight: (p.parentElement as HTMLElement).getBoundingClientRect().right,
          pageWidth: document.documentElement.scrollWidth,
          screenWidth: window.innerWidth,
        };
      });
      expect(textRight, `${path}: the address stays inside its card`).toBeLessThanOrEqual(cardRight);
      expect(cardRight, `${path}: the card stays on the screen`).toBeLessThanOrEqual(screenWidth);
      expect(pageWidth, `${path}: no sideways scroll`).toBeLessThanOrEqual(screenWidth);
    }
  });

  test("lists the devices signed in, signs another one out, then every one", async ({ page, browser }) => {
    // The second device waits out the 30 seconds between two codes for one address.
    test.setTimeout(90_000);
    const email = uniqueEmail("me-devices");
    const other = await browser.newContext();
    await ownClientAddress(other);
    const otherPage = await other.newPage();
    await signInOnPage(otherPage, email);
    await signInOnPage(page, email, { waitForResend: true });
    const devices = page.getByRole("region", { name: "Signed-in devices" }).getByRole("listitem");
    await expect(devices).toHaveCount(2);
    await expect(devices.filter({ hasText: "This device" })).toHaveCount(1);
    // Its button says which device it ends by when it signed in and was last seen, as its row does:
    // two devices of one kind ('Chrome on Android' twice) are told apart by ear too.
    const otherDevice = devices.filter({ hasNotText: "This device" });
    const [device, seen] = await otherDevice.locator("p").allTextContents();
    expect(seen).toMatch(/^Signed in .+ · last seen .+$/);
    await expect(otherDevice.getByRole("button")).toHaveAccessibleName(`Sign out ${device} (${seen})`);

    await otherDevice.getByRole("button", { name: /^Sign out/ }).click();
    await expect(devices).toHaveCount(1);
    await otherPage.goto("/me");
    await expect(otherPage.getByRole("heading", { name: "Sign in to see your registrations" })).toBeVisible();

    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page.getByRole("heading", { name: "Sign in to see your registrations" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Sign in to see your registrations" })).toBeVisible();
    await other.close();
  });
});

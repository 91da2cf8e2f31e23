import type { Page } from "@playwright/test";
import { AFFILIATE_EMAIL, AFFILIATE_PASSWORD } from "#db/seed/people.ts";
import { maskEmail } from "#server/services/users/mask.ts";
import {
  adultDateOfBirth,
  answerAgeStep,
  contests,
  demoAffiliateCode,
  enterShownCode,
  fillRequiredDetails,
  newUser,
  ownClientAddress,
  toast,
  uniqueEmail,
} from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

const details = (page: Page) => page.getByRole("dialog", { name: "Enter your details" });

async function signInAsAffiliate(page: Page) {
  await page.goto("/affiliate-list");
  await page.getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await dialog.getByLabel("Email").fill(AFFILIATE_EMAIL);
  await dialog.getByLabel("Password", { exact: true }).fill(AFFILIATE_PASSWORD);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}

/** From the e-mail dialog to 'Enter your details' for a new address. */
async function reachDetails(page: Page, email: string) {
  await page.getByRole("button", { name: "Register Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Register for this contest" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Next" }).click();
  await enterShownCode(page);
  await answerAgeStep(page, adultDateOfBirth);
  await expect(details(page)).toBeVisible();
  return details(page);
}

test.describe("[REFERRALS] an affiliate's link, kept for the visit and applied at registration", () => {
  test.beforeEach(async ({ context }) => {
    await ownClientAddress(context);
  });

  test("the affiliate's page gives the link with Copy and WhatsApp", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInAsAffiliate(page);
    const link = page.getByLabel("Your referral link");
    await expect(link).toHaveValue(new RegExp(`/\\?ref=${demoAffiliateCode}$`));
    const url = await link.inputValue();
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(toast(page, "Link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const whatsApp = page.getByRole("link", { name: "WhatsApp" });
    expect(decodeURIComponent((await whatsApp.getAttribute("href")) ?? "")).toContain(url);
    for (const [width, height] of [
      [360, 780],
      [1366, 860],
    ] as const) {
      await page.setViewportSize({ width, height });
      // Nothing runs off the side of the screen at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
  });

  test("a visitor arriving by the link has the code filled in, can remove it, and registers with it", async ({ page: first, context }) => {
    let page = first;
    // Arrives on the home page by the link, then walks to a contest: the code is kept for the visit.
    await page.goto(`/?ref=${demoAffiliateCode}`);
    await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem("referralCode"))).toBe(demoAffiliateCode);
    await page.goto(`/contest/${contests.free}`);
    let form = await reachDetails(page, uniqueEmail("ref-removed"));
    const field = form.getByLabel(/Affiliate Code/);
    await expect(field).toHaveValue(demoAffiliateCode);
    await expect(form.getByText("Referred by Asha Verma")).toBeVisible();
    await field.scrollIntoViewIfNeeded();

    // Removed: gone from the field and from the visit.
    await form.getByRole("button", { name: "Remove affiliate code" }).click();
    await expect(field).toHaveValue("");
    await expect(form.getByText("Referred by Asha Verma")).toBeHidden();
    expect(await page.evaluate(() => window.sessionStorage.getItem("referralCode"))).toBeNull();

    // A new visit (another tab) by a contest page's link, kept, and applied when the creator registers.
    page = await context.newPage();
    await page.goto(`/contest/${contests.free}?ref=${demoAffiliateCode}`);
    const user = newUser({ firstName: "Referred" });
    const email = uniqueEmail("ref-kept");
    form = await reachDetails(page, email);
    await expect(form.getByLabel(/Affiliate Code/)).toHaveValue(demoAffiliateCode);
    await expect(form.getByText("Referred by Asha Verma")).toBeVisible();
    await fillRequiredDetails(form, user);
    await form.getByRole("button", { name: "Next" }).click();
    const pay = page.getByRole("dialog", { name: "Complete your registration" });
    await pay.getByLabel("Video Link").fill("https://www.youtube.com/watch?v=referred");
    await pay.getByRole("button", { name: "Register", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/contest/${contests.free}/applicants`));

    // The affiliate sees the registration: contest, state and date, contact details masked.
    await signInAsAffiliate(page);
    const row = page
      .getByRole("table", { name: "Users you referred" })
      .getByRole("row")
      .filter({ hasText: `${user.firstName} ${user.lastName}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(maskEmail(email));
    await expect(row).not.toContainText(email);
    await expect(row).not.toContainText(user.mobileNo);
    await expect(row).toContainText("Free Open Mic");
    await expect(row).toContainText("Registered");
  });
});

import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { contestIds } from "#db/seed/contests.ts";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "#db/seed/staff.ts";
import { submitConsoleSignIn } from "./support/console.ts";
import { expectAccessible } from "./support/pages.ts";
import { expect, test } from "./support/test.ts";

/** The code an authenticator app shows, `stepsAhead` 30-second steps from now (one step ahead is accepted). */
const totpCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, "")), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
}

/** The demo owner adds a member with a typed password and answers their e-mail. */
async function addStaffMember(page: Page, role: "editor" | "viewer", password: string, testId: string) {
  await page.goto("/admin/staff");
  const email = `${role}.${testId}.${Date.now().toString(36)}@staff.example`;
  const form = page.getByRole("region", { name: "Add a staff member" });
  await form.getByLabel("Name").fill(`Test ${role}`);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption(role);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Add staff member" }).click();
  await expect(page.getByText(`Added Test ${role}. They sign in at /admin/sign-in.`)).toBeVisible();
  await expect(page.getByRole("table", { name: "Staff accounts" }).getByRole("cell", { name: email })).toBeVisible();
  return email;
}

test.describe("[CONSOLE] staff sign-in, roles, two-factor and winners", () => {
  test("a signed-out visitor meets the sign-in page; wrong passwords are refused", async ({ page }) => {
    await page.goto("/admin/winners");
    await expect(page).toHaveURL(/\/admin\/sign-in\?redirectTo=%2Fadmin%2Fwinners$/);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    // The public site's header and footer are not part of the console.
    await expect(page.getByRole("button", { name: "Menu" })).toHaveCount(0);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Email is required.")).toBeVisible();
    await page.getByLabel("Email").fill(DEMO_OWNER_EMAIL);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
    await expect(page.getByText("Email is required.")).toHaveCount(0);
    await expectAccessible(page);

    await page.getByLabel("Password").fill(DEMO_OWNER_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/winners$/);
    await expect(page.getByRole("heading", { level: 1, name: "Winners" })).toBeVisible();

    // An unknown console address: a 404 inside the console once signed in, the sign-in page before.
    const missing = await page.goto("/admin/no-such-page");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await signOut(page);
    await page.goto("/admin/no-such-page");
    await expect(page).toHaveURL(/\/admin\/sign-in\?redirectTo=%2Fadmin%2Fno-such-page$/);
  });

  test("the demo owner declares the winners of a finished contest and the applicants page shows them", async ({ page }, testInfo) => {
    // One demo contest waits for its results: one project declares them.
    test.skip(testInfo.project.name !== "desktop", "the desktop run declares the demo contest's results");
    await submitConsoleSignIn(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Winners" }).click();
    await page.getByRole("link", { name: /Festive Food Trails/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Festive Food Trails" })).toBeVisible();
    await expectAccessible(page);

    const rows = page.getByRole("list", { name: "Completed registrations" }).getByRole("listitem");
    const row = (name: string) => rows.filter({ hasText: name });
    await row("Tanvi Bhatt").getByLabel("Prize").selectOption({ label: "Winner (₹10,000)" });
    await expect(row("Tanvi Bhatt").getByLabel("Rank")).toHaveValue("1");
    await row("Rohit Yadav").getByLabel("Prize").selectOption({ label: "1st Runner-up (₹5,000)" });
    await expect(page.getByRole("button", { name: "Declare results" })).toBeDisabled();
    await page.getByRole("button", { name: "Save winners" }).click();
    await expect(page.getByRole("status")).toHaveText("Winners saved. Nothing is public until you declare the results.");

    // Saved but not declared: the public page says nothing yet.
    const publicPage = await page.context().newPage();
    await publicPage.goto(`/contest/${contestIds.resultsPending}/applicants`);
    await expect(publicPage.getByRole("heading", { name: "Winners" })).toHaveCount(0);

    await page.getByRole("button", { name: "Declare results" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Declare the results?" });
    await expect(dialog).toContainText("every registrant will be e-mailed");
    await dialog.getByRole("button", { name: "Declare results" }).click();
    await expect(page.getByRole("status")).toHaveText("Results declared with 2 winners. The applicants page shows them now.");
    await expect(row("Tanvi Bhatt")).toContainText("#1 · Winner (₹10,000)");
    await expect(page.getByRole("button", { name: "Save winners" })).toHaveCount(0);

    await publicPage.reload();
    const winners = publicPage.getByTestId("winners").getByRole("article");
    await expect(winners).toHaveCount(2);
    await expect(winners.nth(0).getByRole("heading")).toHaveText("Tanvi Bhatt");
    await expect(winners.nth(0).locator("dd").nth(0)).toHaveText("#1");
    await expect(winners.nth(1).getByRole("heading")).toHaveText("Rohit Yadav");
    await expect(publicPage.getByRole("heading", { name: "Other Applicants" })).toBeVisible();
  });

  test("an editor cannot open staff pages and sees no Staff in the navigation", async ({ page }, testInfo) => {
    await submitConsoleSignIn(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const email = await addStaffMember(page, "editor", "editor password 1", testInfo.project.name);
    await expectAccessible(page);
    await signOut(page);

    await submitConsoleSignIn(page, email, "editor password 1");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const navigation = page.getByRole("navigation", { name: "Console" });
    await expect(navigation.getByRole("link", { name: "Winners" })).toBeVisible();
    await expect(navigation.getByRole("link", { name: "Staff" })).toHaveCount(0);
    const response = await page.goto("/admin/staff");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "You don't have access to this page" })).toBeVisible();
    // Still inside the console's frame, with a way back.
    await expect(navigation.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a member sets up two-factor sign-in with a code from the app, then signs in with the next code", async ({ page }, testInfo) => {
    await submitConsoleSignIn(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const email = await addStaffMember(page, "viewer", "viewer password 1", testInfo.project.name);
    await signOut(page);

    await submitConsoleSignIn(page, email, "viewer password 1");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await page.getByRole("link", { name: /Test viewer/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    // The password first: someone at a signed-in browser must not bind their own authenticator.
    await page.getByLabel("Your password").fill("not the password");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("The current password is not right.")).toBeVisible();
    await page.getByLabel("Your password").fill("viewer password 1");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
    await expectAccessible(page);

    await page.getByLabel("Code from the app").fill("000000" === totpCode(secret) ? "111111" : "000000");
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(page.getByText("That code is not right. Check the time on your phone and enter the current 6-digit code.")).toBeVisible();
    const enrolCode = totpCode(secret);
    await page.getByLabel("Code from the app").fill(enrolCode);
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await expect(page.getByText("10 recovery codes left.")).toBeVisible();
    await signOut(page);

    await submitConsoleSignIn(page, email, "viewer password 1");
    await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
    // The enrolment's code was spent; the next step's code is accepted.
    await page.getByLabel("Authentication code").fill(enrolCode);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("That code is not right. Enter the current 6-digit code, or one of your recovery codes.")).toBeVisible();
    await page.getByLabel("Authentication code").fill(totpCode(secret, 1));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });
});

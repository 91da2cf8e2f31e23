import { expect, type Page, type PlaywrightWorkerArgs, test } from "@playwright/test";
import {
  ageDialog,
  contests,
  fillRequiredDetails,
  newUser,
  openRegistration,
  ownClientAddress,
  signInByApi,
  testClientAddress,
  uniqueEmail,
} from "./support/registration.ts";

/**
 * A child signed in through the API (a request context of their own) who asks `guardian` for consent to a
 * free contest; answers the child's context and the consent link from the guardian's mail, with its token.
 */
async function childAskingGuardian(
  page: Page,
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  emails: { child: string; guardian: string },
) {
  const child = await playwright.request.newContext({ baseURL });
  await signInByApi(child, emails.child);
  const asked = await child.post("/api/privacy/guardian-request", {
    data: { guardianEmail: emails.guardian, guardianMobile: "", contestId: contests.free },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const mail = await mailTo(page, emails.guardian, /consent/);
  // The button's link: the mail's first line links the same request in Hindi.
  const found = /Review and decide: (https?:\/\/\S+\/guardian\/consent\?t=([\w%-]+))/.exec(mail.text);
  expect(found, mail.text).toBeTruthy();
  return { child, link: found?.[1] ?? "", token: found?.[2] ?? "" };
}

/** A date of birth 16 years ago (the child) and 42 years ago (the parent). */
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-03-10`;

/** The newest test-mode mail to `to` whose subject matches, as the e2e server's mailbox shows it. */
async function mailTo(page: Page, to: string, subject: RegExp): Promise<{ text: string }> {
  let found: { text: string } | undefined;
  await expect(async () => {
    const answer = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const mails = ((await answer.json()) as { data: Array<{ subject: string; text: string }> }).data;
    found = mails.find((mail) => subject.test(mail.subject));
    expect(found).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return found as { text: string };
}

test("[PRIVACY] a 16-year-old registers with a guardian's consent from the e-mail, and the public card shows only what was consented to", async ({
  page,
  browser,
}) => {
  // Two people, two e-mails and a registration: longer than one dialog's test.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await ownClientAddress(page.context());
  const child = uniqueEmail("child");
  const guardian = uniqueEmail("guardian");
  const user = newUser();

  await test.step("the child gives a date of birth, then only a guardian's e-mail", async () => {
    const dialog = await openRegistration(page, contests.free);
    await dialog.getByLabel("Email").fill(child);
    await dialog.getByRole("button", { name: "Next" }).click();
    await page
      .getByRole("dialog", { name: "Check your e-mail" })
      .getByLabel("Code")
      .fill(await codeShown(page));
    await expect(ageDialog(page)).toBeVisible();
    await expect(ageDialog(page)).not.toContainText("18");
    await ageDialog(page).getByLabel("Date of Birth").fill(yearsAgo(16));
    await ageDialog(page).getByRole("button", { name: "Next" }).click();
    const ask = page.getByRole("dialog", { name: "Ask a parent or guardian" });
    await ask.getByLabel("Parent's or guardian's e-mail").fill(guardian);
    await ask.getByRole("button", { name: "Send request" }).click();
    const waiting = page.getByRole("dialog", { name: "Waiting for your parent's or guardian's consent" });
    await expect(waiting).toBeVisible();
    await waiting.getByRole("button", { name: "OK" }).click();
  });

  await test.step("the guardian opens the e-mailed link, proves the address and consents without public listing", async () => {
    const mail = await mailTo(page, guardian, /consent/);
    // The English page's link (the mail's first line offers the same request in Hindi).
    const link = /Review and decide: (https?:\/\/\S+\/guardian\/consent\?t=[\w%-]+)/.exec(mail.text)?.[1];
    expect(mail.text).toMatch(/^हिंदी में पढ़ना चाहें\? यही अनुरोध हिंदी में खोलें: https?:\/\/\S+\/hi\/guardian\/consent\?t=/m);
    expect(link, mail.text).toBeTruthy();
    const parent = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await ownClientAddress(parent.context());
    await parent.goto(link ?? "");
    await parent.getByRole("button", { name: "Send code" }).click();
    const code = /(\d{6})/.exec(await parent.getByText(/^Test mode: your code is/).innerText())?.[1] ?? "";
    await parent.getByRole("textbox", { name: "Code" }).fill(code);
    await parent.getByRole("button", { name: "Confirm" }).click();
    await expect(parent.getByRole("link", { name: "privacy notice", exact: true })).toBeVisible();
    await parent.getByLabel("Your full name").fill("Sunita Test");
    await parent.getByLabel("Your relationship to the child").selectOption("Mother");
    await parent.getByLabel("Your date of birth").fill(yearsAgo(42));
    await parent.getByRole("checkbox", { name: /Registration and judging/ }).check();
    await parent.getByRole("button", { name: "I consent" }).click();
    await expect(parent.getByRole("status")).toContainText("Your consent is recorded");
    await parent.screenshot({ path: "/tmp/minors-guardian-done-360.png", fullPage: true });
    await parent.context().close();
  });

  await test.step("the child completes the registration, and the public card shows a first name and an initial, no photo", async () => {
    await mailTo(page, child, /agreed/);
    await page.goto(`/contest/${contests.free}`);
    await page.getByRole("button", { name: "Register Now" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Register for this contest" });
    await dialog.getByLabel("Email").fill(child);
    await dialog.getByRole("button", { name: "Next" }).click();
    const details = page.getByRole("dialog", { name: "Enter your details" });
    await expect(details).toBeVisible();
    // The date given at the age step, before the guardian was asked (the draft keeps it over the reload), and marked required.
    await expect(details.getByLabel("Date of Birth")).toHaveValue(yearsAgo(16));
    await expect(details.locator("label[for=reg-dateOfBirth]")).toHaveText("Date of Birth *");
    await fillRequiredDetails(details, user);
    const prizeDetails = details.getByText("Bank details and documents: only needed if you win a cash prize");
    await details.getByLabel("Date of Birth").fill(yearsAgo(30));
    await expect(prizeDetails).toBeVisible();
    await details.getByLabel("Date of Birth").fill(yearsAgo(16));
    // A minor is asked for bank details and documents only after winning, under the guardian's consent.
    await expect(prizeDetails).toHaveCount(0);
    await details.getByRole("button", { name: "Next" }).click();
    const finish = page.getByRole("dialog", { name: "Complete your registration" });
    await finish.getByLabel("Video Link").fill("https://www.youtube.com/watch?v=minor");
    await finish.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/applicants/);
    const initial = `${user.lastName[0]}.`;
    const card = page.getByText(`${user.firstName} ${initial}`, { exact: true }).first();
    await expect(card).toBeVisible();
    await expect(page.getByText(user.lastName)).toHaveCount(0);
    await page.screenshot({ path: "/tmp/minors-applicants-360.png", fullPage: true });
  });
});

test("[PRIVACY] Decline asks first: going back keeps every choice, confirming declines and the child is told", async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await ownClientAddress(page.context());
  const childEmail = uniqueEmail("declined-child");
  const { child, link } = await childAskingGuardian(page, playwright, testInfo.project.use.baseURL, {
    child: childEmail,
    guardian: uniqueEmail("declining-guardian"),
  });

  await parentConfirmsAndFills(page, link);
  await page.getByRole("checkbox", { name: /Public listing/ }).check();

  const decline = page.getByRole("button", { name: "Decline", exact: true });
  const ask = page.getByRole("alertdialog", { name: "Decline this request?" });
  await decline.click();
  await expect(ask).toContainText("This cannot be undone.");
  await expect(ask).toContainText("e-mail your child");
  await expect(ask.getByRole("button", { name: "Back to the form" })).toBeFocused();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "/tmp/guardian-decline-confirm-360.png" });
  // Escape is going back, and focus returns to Decline.
  await page.keyboard.press("Escape");
  await expect(ask).toHaveCount(0);
  await expect(decline).toBeFocused();

  await decline.click();
  await ask.getByRole("button", { name: "Back to the form" }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByLabel("Your full name")).toHaveValue("Sunita Test");
  await expect(page.getByLabel("Your relationship to the child")).toHaveValue("Mother");
  await expect(page.getByLabel("Your date of birth")).toHaveValue(yearsAgo(42));
  await expect(page.getByRole("checkbox", { name: /Registration and judging/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Public listing/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Reminders and results/ })).not.toBeChecked();
  // Nothing was sent: the request still waits for an answer.
  const waiting = await child.get("/api/privacy/guardian-status");
  expect(((await waiting.json()) as { data: { status: string } }).data.status).toBe("waiting");

  await decline.click();
  await ask.getByRole("button", { name: "Yes, decline" }).click();
  await expect(page.getByRole("status")).toContainText("You declined");
  await expect(ask).toHaveCount(0);
  await mailTo(page, childEmail, /could not go ahead/);
  const gone = await child.get("/api/privacy/guardian-status");
  expect(((await gone.json()) as { data: { status: string } }).data.status).toBe("declined");
  // My registrations says why nothing is there, as the waiting dialog promised it would.
  const me = await child.get("/me");
  expect(await me.text()).toContain("Your parent or guardian declined to give consent, so you cannot register for now.");
  await child.dispose();
});

test("[PRIVACY] on a 360 px phone, 'I consent' with something missing takes the parent to the first field to put right, then to the answer, in Hindi", async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await ownClientAddress(page.context());
  const { child, token } = await childAskingGuardian(page, playwright, testInfo.project.use.baseURL, {
    child: uniqueEmail("hurried-child"),
    guardian: uniqueEmail("hurried-guardian"),
  });

  await page.goto(`/hi/guardian/consent?t=${token}`);
  await page.getByRole("button", { name: "कोड भेजें" }).click();
  const code = /(\d{6})/.exec(await page.getByText(/^टेस्ट मोड:/).innerText())?.[1] ?? "";
  await page.getByRole("textbox", { name: "कोड" }).fill(code);
  await page.getByRole("button", { name: "कन्फ़र्म करें" }).click();
  const consent = page.getByRole("button", { name: "मेरी सहमति है" });
  // The button is at the foot of a long form: the fields in error are far above it on a phone.
  await consent.click();
  const name = page.getByLabel("आपका पूरा नाम");
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(name).toHaveAccessibleDescription("आपका नाम ज़रूरी है");

  await name.fill("सुनीता");
  await page.getByLabel("बच्चे से आपका रिश्ता").selectOption({ index: 1 });
  await page.getByLabel("आपकी जन्म की तारीख").fill(yearsAgo(42));
  await consent.click();
  // Only the required purpose is missing: the parent is taken to its box, which says why.
  const registration = page.getByRole("checkbox", { name: /रजिस्ट्रेशन और जजिंग/ });
  await expect(registration).toBeFocused();
  await expect(registration).toBeInViewport();
  await expect(registration).toHaveAttribute("aria-invalid", "true");
  await expect(registration).toHaveAccessibleDescription(/.+/);
  await page.screenshot({ path: "/tmp/guardian-missing-consent-hi-360.png" });
  await registration.check();
  await consent.click();
  // The answer replaces the long form: the parent is taken to it, not left looking at the footer.
  const done = page.getByRole("status").filter({ hasText: "धन्यवाद" });
  await expect(done).toBeFocused();
  await expect(done).toBeInViewport({ ratio: 1 });
  await child.dispose();
});

/** The parent opens the link, confirms their e-mail with the test-mode code, and fills the declaration as a mother, registration ticked. */
async function parentConfirmsAndFills(page: Page, link: string) {
  await page.goto(link);
  await page.getByRole("button", { name: "Send code" }).click();
  const code = /(\d{6})/.exec(await page.getByText(/^Test mode: your code is/).innerText())?.[1] ?? "";
  await page.getByRole("textbox", { name: "Code" }).fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByLabel("Your full name").fill("Sunita Test");
  await page.getByLabel("Your relationship to the child").selectOption("Mother");
  await page.getByLabel("Your date of birth").fill(yearsAgo(42));
  await page.getByRole("checkbox", { name: /Registration and judging/ }).check();
}

async function codeShown(page: Page): Promise<string> {
  const text = await page
    .getByRole("dialog", { name: "Check your e-mail" })
    .getByText(/^Test mode: your code is/)
    .innerText();
  return /(\d{6})/.exec(text)?.[1] ?? "";
}

/** The guardian proves the address and consents through the API (a request context of their own), as the page would. */
async function guardianConsentsByApi(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  token: string,
  choices: { publicListing: boolean; guardianReminders: boolean },
) {
  const guardian = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": testClientAddress() } });
  const asked = await guardian.post("/api/guardian/email-code", { data: { token } });
  expect(asked.status(), await asked.text()).toBe(200);
  const code = ((await asked.json()) as { data: { testModeCode: string } }).data.testModeCode;
  expect((await guardian.post("/api/guardian/sign-in", { data: { token, code } })).status()).toBe(200);
  const decided = await guardian.post("/api/guardian/decision", {
    data: {
      decision: "consent",
      token,
      guardianName: "Sunita Test",
      relationship: "Mother",
      dateOfBirth: yearsAgo(42),
      registration: true,
      ...choices,
    },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  await guardian.dispose();
}

test("[PRIVACY] the parent's page on a keyboard: the code field, then the notice, one answer for two taps, then how to change it later", async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await ownClientAddress(page.context());
  const { child, token } = await childAskingGuardian(page, playwright, testInfo.project.use.baseURL, {
    child: uniqueEmail("keyboard-child"),
    guardian: uniqueEmail("keyboard-guardian"),
  });
  const decisions: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/guardian/decision")) decisions.push(request.method());
  });

  await page.goto(`/hi/guardian/consent?t=${token}`);
  await page.getByRole("button", { name: "कोड भेजें" }).press("Enter");
  // 'Send code' is gone: the parent is where the code is typed, not at the top of the page.
  const codeField = page.getByRole("textbox", { name: "कोड" });
  await expect(codeField).toBeFocused();
  const code = /(\d{6})/.exec(await page.getByText(/^टेस्ट मोड:/).innerText())?.[1] ?? "";
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  // Then the notice, which comes before the form.
  await expect(page.getByText(/^कृपया पहले हमारा/)).toBeFocused();

  await page.getByLabel("आपका पूरा नाम").fill("सुनीता");
  await page.getByLabel("बच्चे से आपका रिश्ता").selectOption({ index: 1 });
  await page.getByLabel("आपकी जन्म की तारीख").fill(yearsAgo(42));
  await page.getByRole("checkbox", { name: /रजिस्ट्रेशन और जजिंग/ }).check();
  // The purpose's one Hindi name, as 'Manage consent' and the notice say it.
  await expect(page.getByRole("checkbox", { name: /^पब्लिक लिस्टिंग/ })).toBeVisible();
  await expect(page.getByText(/सबके सामने/)).toHaveCount(0);
  // Two taps before the button shows busy.
  await page.getByRole("button", { name: "मेरी सहमति है" }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(page.getByRole("status").filter({ hasText: "धन्यवाद" })).toBeFocused();
  await expect(page.getByText(/अपनी सहमति बदलें/)).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(decisions).toEqual(["POST"]);

  // Opened again later: answered, and where to change it.
  await page.reload();
  await expect(page.getByRole("status")).toContainText("जवाब पहले ही दे चुके हैं");
  await expect(page.getByText(/अपनी सहमति बदलें/)).toBeVisible();
  await page.screenshot({ path: "/tmp/guardian-answered-again-hi-360.png" });
  await child.dispose();
});

test("[PRIVACY] 'Manage consent' in Hindi, for a child who has not entered details yet: no English, what each purpose means, one withdrawal for two taps, and a refused purpose agreed to later", async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await ownClientAddress(page.context());
  const guardianEmail = uniqueEmail("manage-guardian");
  const { child, token } = await childAskingGuardian(page, playwright, testInfo.project.use.baseURL, {
    child: uniqueEmail("manage-child"),
    guardian: guardianEmail,
  });
  await guardianConsentsByApi(playwright, testInfo.project.use.baseURL, token, { publicListing: false, guardianReminders: true });
  const manage = /Manage consent: (\S+)/.exec((await mailTo(page, guardianEmail, /consent/)).text)?.[1] ?? "";
  const withdrawals: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/privacy/consent/withdraw")) withdrawals.push(request.method());
  });

  const url = new URL(manage);
  await page.goto(`/hi${url.pathname}${url.search}`);
  await expect(page.getByRole("heading", { name: "आपके बच्चे के लिए आपकी सहमति" })).toBeVisible();
  await expect(page.getByText("your child")).toHaveCount(0);
  // What each purpose means, as the consent form said it.
  await expect(page.getByText(/पब्लिक लिस्ट पर पूरा नाम, फ़ोटो, शहर और वीडियो लिंक दिखाना/)).toBeVisible();
  // A parent has no account to erase: the child's is, or the person the notice names.
  await expect(page.getByText(/आपका बच्चा मेरे रजिस्ट्रेशन से अपना अकाउंट मिटा सकता है/)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole("button", { name: "वापस लें" }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(page.getByRole("status")).toContainText("सहमति वापस ली गई");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "वापस लें" })).toHaveCount(0);
  expect(withdrawals).toEqual(["POST"]);
  await page.screenshot({ path: "/tmp/manage-consent-guardian-hi-360.png", fullPage: true });

  // The parent changes their mind: public listing, refused on the form, is agreed to here.
  const publicListing = page.getByRole("listitem").filter({ hasText: "पब्लिक लिस्टिंग" });
  await expect(publicListing.getByText("नहीं दी गई")).toBeVisible();
  await publicListing.getByRole("button", { name: "सहमति दें" }).click();
  await expect(page.getByRole("status")).toContainText("पब्लिक लिस्टिंग: सहमति दी गई");
  await expect(publicListing.getByText("दी गई", { exact: true })).toBeVisible();
  await expect(publicListing.getByRole("button", { name: "वापस लें" })).toBeVisible();
  await page.screenshot({ path: "/tmp/manage-consent-guardian-hi-360-agreed.png", fullPage: true });

  // On a keyboard: the button pressed turns into the other one, and the focus stays on it, not on the page.
  await publicListing.getByRole("button", { name: "वापस लें" }).press("Enter");
  await expect(page.getByRole("status")).toContainText("पब्लिक लिस्टिंग: सहमति वापस ली गई");
  await expect(publicListing.getByRole("button", { name: "सहमति दें" })).toBeFocused();
  // Withdrawn reads apart from refused ("नहीं दी गई" above).
  await expect(publicListing.getByText("वापस ली गई", { exact: true })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("पब्लिक लिस्टिंग: सहमति दी गई");
  await expect(publicListing.getByRole("button", { name: "वापस लें" })).toBeFocused();
  await child.dispose();
});

test("[PRIVACY] a parent who left the form open past the day the code lasts confirms again below it, and nothing typed is lost", async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await ownClientAddress(page.context());
  const { child, token } = await childAskingGuardian(page, playwright, testInfo.project.use.baseURL, {
    child: uniqueEmail("overnight-child"),
    guardian: uniqueEmail("overnight-guardian"),
  });
  await parentConfirmsAndFills(page, `/guardian/consent?t=${token}`);
  await page.getByRole("checkbox", { name: /Public listing/ }).check();
  // The guardian's session lasts a day: the next morning it is gone.
  await page.context().clearCookies({ name: "guardian_session" });
  await page.getByRole("button", { name: "I consent" }).click();

  const again = page.getByRole("heading", { name: "For your safety, confirm your e-mail again" });
  await expect(again).toBeFocused();
  await expect(again).toBeInViewport();
  // A new code waits 30 s after the last one (a day later in life, seconds later here).
  await expect(async () => {
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText(/^Test mode: your code is/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000, intervals: [5_000] });
  const code = /(\d{6})/.exec(await page.getByText(/^Test mode: your code is/).innerText())?.[1] ?? "";
  await page.getByRole("textbox", { name: "Code" }).fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(again).toHaveCount(0);
  await expect(page.getByLabel("Your full name")).toHaveValue("Sunita Test");
  await expect(page.getByRole("checkbox", { name: /Public listing/ })).toBeChecked();
  await page.getByRole("button", { name: "I consent" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your consent is recorded" })).toBeFocused();
  await child.dispose();
});

test("[PRIVACY] the link answered in another tab: the form then says it is answered and how to change it, not an error", async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await ownClientAddress(page.context());
  const { child, token } = await childAskingGuardian(page, playwright, testInfo.project.use.baseURL, {
    child: uniqueEmail("two-tabs-child"),
    guardian: uniqueEmail("two-tabs-guardian"),
  });
  await parentConfirmsAndFills(page, `/guardian/consent?t=${token}`);
  // Meanwhile the same parent answered from the e-mail opened on another phone (a code sent 30 s after this one).
  await expect(async () => {
    await guardianConsentsByApi(playwright, testInfo.project.use.baseURL, token, { publicListing: false, guardianReminders: false });
  }).toPass({ timeout: 45_000, intervals: [5_000] });
  await page.getByRole("button", { name: "I consent" }).click();
  await expect(page.getByRole("status")).toHaveText("You have already answered this request. Thank you.");
  await expect(page.getByText(/open 'Manage consent' at the bottom of any e-mail/)).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await child.dispose();
});

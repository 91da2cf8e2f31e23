import type { Locator, Page } from "@playwright/test";
import { contests, createUserByApi, newUser, ownClientAddress, toast, uniqueEmail } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

/**
 * The whole registration in Hindi (issue 27), from /hi/contest/:id on a phone: every dialog, a
 * validation message and the server's answers in Hindi, ₹ as India writes it, the test-mode checkout,
 * and the applicants page in Hindi after it. The English dialogs are registration.spec.ts's.
 */
const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });

/** With SHOTS=<dir>, a picture of each dialog at 360 px, to look at the Devanagari (shaping, clipping). */
async function shot(page: Page, name: string, scrollTo?: Locator): Promise<void> {
  const dir = process.env.SHOTS;
  if (!dir) return;
  await scrollTo?.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await page.screenshot({ path: `${dir}/${name}.png` });
}

/** From the Hindi contest page through the e-mail and its code (shown in the dialog in test-mail mode). */
async function proveEmail(page: Page, contestId: string, email: string): Promise<void> {
  await page.goto(`/hi/contest/${contestId}`);
  await page.getByRole("button", { name: "अभी रजिस्टर करें" }).click();
  const emailStep = dialog(page, "इस कॉन्टेस्ट के लिए रजिस्टर करें");
  await emailStep.getByLabel("ई-मेल").fill(email);
  await emailStep.getByRole("button", { name: "आगे" }).click();
  const code = dialog(page, "अपना ई-मेल देखें");
  const shown = /(\d{6})/.exec(await code.locator("[data-test-mode-code]").innerText())?.[1] ?? "";
  await code.getByRole("textbox").fill(shown);
  await expect(code).toBeHidden();
}

/** Nothing of the dialog sticks out sideways at 360 px (a long Hindi word or button label would). */
async function expectNoSidewaysOverflow(box: Locator): Promise<void> {
  const overflowing = await box.evaluate((element) => {
    const panel = element as HTMLElement;
    const right = panel.getBoundingClientRect().right;
    return [...panel.querySelectorAll<HTMLElement>("*")]
      .filter((child) => child.getBoundingClientRect().right > right + 1 && child.getClientRects().length > 0)
      .map((child) => `${child.tagName.toLowerCase()}#${child.id}.${child.className}: ${child.textContent?.slice(0, 40)}`);
  });
  expect(overflowing).toEqual([]);
}

test.describe("[REGISTRATION] in Hindi", () => {
  test.beforeEach(async ({ context }) => {
    await ownClientAddress(context);
  });

  test("a new creator registers from the Hindi contest page, reads every step and a validation message in Hindi, and pays in test mode", async ({
    page,
  }) => {
    test.slow();
    const user = newUser();
    const email = uniqueEmail("hindi");
    await page.goto(`/hi/contest/${contests.bigLeague}`);
    await page.getByRole("button", { name: "अभी रजिस्टर करें" }).click();

    // E-mail: the shared validation's message in Hindi, from the Hindi table that came with the dialogs.
    const emailStep = dialog(page, "इस कॉन्टेस्ट के लिए रजिस्टर करें");
    await expect(emailStep).toBeVisible();
    await expect(emailStep.getByRole("button", { name: "बंद करें" })).toBeVisible();
    await emailStep.getByLabel("ई-मेल").fill("meera@");
    await emailStep.getByRole("button", { name: "आगे" }).click();
    await expect(emailStep.getByRole("alert")).toHaveText("सही ई-मेल डालें");
    await shot(page, "1-email-error");
    await expectNoSidewaysOverflow(emailStep);
    await emailStep.getByLabel("ई-मेल").fill(email);
    await emailStep.getByRole("button", { name: "आगे" }).click();

    // The code: the server answers a wrong one in Hindi (Accept-Language hi), with the tries left in Hindi.
    const code = dialog(page, "अपना ई-मेल देखें");
    await expect(code).toContainText(`हमने ${email} पर 6 अंकों का कोड भेजा है। यह 10 मिनट तक चलेगा।`);
    await expect(code.getByRole("button", { name: /^0:[0-3]\d में फिर से भेजें$/ })).toBeDisabled();
    await code.getByRole("textbox").fill("000000");
    await expect(code.getByRole("alert")).toHaveText("यह कोड सही नहीं है। ई-मेल देखें और फिर से कोशिश करें। 4 कोशिशें बाकी हैं।");
    await shot(page, "2-code");
    await expectNoSidewaysOverflow(code);
    // Test-mail mode shows the code in the dialog (the shared note, test mode only).
    const shown = /(\d{6})/.exec(await code.locator("[data-test-mode-code]").innerText())?.[1] ?? "";
    await code.getByRole("textbox").fill(shown);

    // Age.
    const age = dialog(page, "आपकी जन्म तारीख");
    await expect(age).toContainText("हिस्सा लेने वाले हर व्यक्ति से हम उसकी जन्म तारीख पूछते हैं।");
    await expect(age.getByRole("link", { name: "प्राइवेसी नोटिस" })).toHaveAttribute("href", "/hi/privacy");
    await shot(page, "3-age");
    await age.getByLabel("जन्म तारीख").fill("2000-05-15");
    await age.getByRole("button", { name: "आगे" }).click();

    // Details: Next with nothing filled says what is missing, in Hindi, at the form and at the fields.
    const details = dialog(page, "अपनी जानकारी भरें");
    await expect(details).toBeVisible();
    await details.getByRole("button", { name: "आगे" }).click();
    await expect(details.getByRole("alert").filter({ hasText: "सभी ज़रूरी फ़ील्ड भरें" })).toBeVisible();
    await expect(details.getByText("पहला नाम ज़रूरी है")).toBeVisible();
    await expect(details.getByText("मोबाइल नंबर ज़रूरी है")).toBeVisible();
    await shot(page, "4-details-errors");
    await expectNoSidewaysOverflow(details);
    await details.getByLabel("पहला नाम").fill(user.firstName);
    await details.getByLabel("उपनाम").fill(user.lastName);
    await details.getByLabel("मोबाइल नंबर").fill("98765");
    await details.getByLabel("मोबाइल नंबर").blur();
    await expect(details.getByText("मोबाइल नंबर में ठीक 10 अंक होने चाहिए, और सिर्फ़ अंक।")).toBeVisible();
    await details.getByLabel("मोबाइल नंबर").fill(user.mobileNo);
    await details.getByRole("radio", { name: "महिला" }).check();
    await details.getByRole("textbox", { name: "पता", exact: true }).fill("12, सिविल लाइंस");
    // The country starts as India, named as the Hindi page names it (the list said "India" before).
    await expect(details.getByLabel("देश").locator("option:checked")).toHaveText("भारत");
    // The states by their Hindi names, in Hindi order (India's 36 after the empty choice).
    const state = details.getByRole("combobox", { name: /^राज्य/ });
    await expect(state.locator("option", { hasText: "महाराष्ट्र" })).toBeAttached();
    await expect(state.locator("option", { hasText: user.state })).toHaveCount(0);
    const stateNames = await state.locator("option:not([value=''])").allInnerTexts();
    expect(stateNames.slice(0, 4)).toEqual(["अंडमान और निकोबार द्वीपसमूह", "अरुणाचल प्रदेश", "असम", "आंध्र प्रदेश"]);
    expect(stateNames).toHaveLength(36);
    await state.selectOption({ label: "महाराष्ट्र" });
    const city = details.getByRole("combobox", { name: "शहर" });
    await city.fill(user.city);
    await details
      .getByRole("option", { name: new RegExp(`^${user.city}`) })
      .first()
      .click();
    await expect(city).toHaveValue(new RegExp(`^${user.city}, .+ ज़िला$`));
    await details.getByLabel("Instagram").fill(user.instagram);
    // Interests have Hindi names on the Hindi site (the demo content).
    await details.getByRole("checkbox", { name: "म्यूज़िक" }).check();
    await expect(details.getByRole("alert")).toHaveCount(0);
    await shot(page, "5a-details-address", details.getByText("आप कहाँ रहते हैं"));
    await details.getByText("बैंक की जानकारी और डॉक्यूमेंट").click();
    await shot(page, "5-details-filled");
    await shot(page, "5b-details-bank", details.getByLabel("IFSC कोड"));
    await shot(page, "5c-details-documents", details.getByText("मास्क्ड आधार"));
    await expectNoSidewaysOverflow(details);
    await details.getByRole("button", { name: "आगे" }).click();

    // Payment: the fee as India writes it; the test-mode checkout; the applicants page in Hindi after it.
    const payment = dialog(page, "अपना रजिस्ट्रेशन पूरा करें");
    await expect(payment).toContainText("एंट्री फ़ीस: ₹499");
    await payment.getByLabel("वीडियो लिंक").fill("https://www.youtube.com/watch?v=hindi-entry");
    await shot(page, "6-payment");
    await expectNoSidewaysOverflow(payment);
    await payment.getByRole("button", { name: "पेमेंट करें" }).click();
    const checkout = dialog(page, "टेस्ट मोड चेकआउट");
    await expect(checkout).toContainText("₹499");
    await expect(checkout).toContainText(email);
    await shot(page, "7-checkout");
    await expectNoSidewaysOverflow(checkout);
    await checkout.getByRole("button", { name: "सफल करें" }).click();
    await expect(page).toHaveURL(new RegExp(`/hi/contest/${contests.bigLeague}/applicants\\?registered=1$`));
    await expect(toast(page, "पेमेंट हो गया और रजिस्ट्रेशन पूरा हुआ!")).toBeVisible();

    // The receipt e-mail arrives in Hindi: the creator registered on the Hindi site.
    await expect
      .poll(async () => {
        const answer = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
        const mails = ((await answer.json()) as { data: { template: string; subject: string | null }[] }).data;
        return mails.find((mail) => mail.template === "payment-receipt")?.subject ?? null;
      })
      .toMatch(/^पेमेंट की रसीद: /);
  });

  test("a 15-year-old asks a guardian in Hindi; the server's refusal of their own e-mail comes in Hindi", async ({ page }) => {
    const email = uniqueEmail("hindi-minor");
    await proveEmail(page, contests.free, email);
    const age = dialog(page, "आपकी जन्म तारीख");
    const fifteen = new Date(Date.now() - 15.5 * 365.25 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await age.getByLabel("जन्म तारीख").fill(fifteen);
    await age.getByRole("button", { name: "आगे" }).click();
    const ask = dialog(page, "माता-पिता या अभिभावक से पूछें");
    await ask.getByLabel("माता-पिता या अभिभावक का ई-मेल").fill(email);
    await ask.getByRole("button", { name: "रिक्वेस्ट भेजें" }).click();
    await expect(ask.getByText("अपना नहीं, अपने माता-पिता या अभिभावक का अपना ई-मेल डालें।")).toBeVisible();
    await shot(page, "8-guardian");
    await expectNoSidewaysOverflow(ask);
    await ask.getByLabel("माता-पिता या अभिभावक का ई-मेल").fill(uniqueEmail("hindi-guardian"));
    await ask.getByRole("button", { name: "रिक्वेस्ट भेजें" }).click();
    const waiting = dialog(page, "आपके माता-पिता या अभिभावक की सहमति का इंतज़ार है");
    await expect(waiting.getByRole("link", { name: "मेरे रजिस्ट्रेशन" })).toHaveAttribute("href", "/hi/me");
    await shot(page, "9-guardian-waiting");
    await expectNoSidewaysOverflow(waiting);
  });

  test("a creator who registered before confirms their details in Hindi and is told in Hindi that their state may not enter", async ({
    page,
  }) => {
    const user = await createUserByApi(page.request, { tag: "hindi-confirm", state: "Gujarat", city: "Surat" });
    await page.goto(`/hi/contest/${contests.stateFlex}`);
    await page.getByRole("button", { name: "अभी रजिस्टर करें" }).click();
    const emailStep = dialog(page, "इस कॉन्टेस्ट के लिए रजिस्टर करें");
    // Signed in already (the same browser): the e-mail is filled in and no code is asked.
    await expect(emailStep.getByLabel("ई-मेल")).toHaveValue(user.email);
    await emailStep.getByRole("button", { name: "आगे" }).click();
    const confirm = dialog(page, "अपनी जानकारी पक्की करें");
    await expect(confirm).toContainText("राज्य");
    // The state and country as the Hindi page names them (they said "Gujarat" and "India"); the town as stored.
    await expect(confirm).toContainText("गुजरात");
    await expect(confirm).not.toContainText("Gujarat");
    await expect(confirm).toContainText("Surat");
    await expect(confirm).toContainText("भारत");
    await expect(confirm).not.toContainText("India");
    await confirm.getByRole("button", { name: "आगे" }).click();
    await expect(confirm.getByRole("alert")).toHaveText("आपका राज्य इस कॉन्टेस्ट में हिस्सा नहीं ले सकता।");
    await shot(page, "10-confirm");
    await expectNoSidewaysOverflow(confirm);
  });

  test("the button of a contest whose registration has closed says so in Hindi", async ({ page }) => {
    await page.goto(`/hi/contest/${contests.registrationClosed}`);
    await expect(page.getByRole("button", { name: "रजिस्ट्रेशन बंद है" })).toBeDisabled();
  });
});

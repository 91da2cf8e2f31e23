import type { Locator, Page } from "@playwright/test";
import { AFFILIATE_EMAIL, AFFILIATE_PASSWORD } from "#db/seed/people.ts";
import {
  chooseCity,
  codeDialog,
  contests,
  createUserByApi,
  enterShownCode,
  fillRequiredDetails,
  newUser,
  openRegistration,
  ownClientAddress,
  pngFile,
  submitEmail,
  testClientAddress,
  toast,
  uniqueEmail,
  uniqueSurname,
} from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

const emailStep = (page: Page) => page.getByRole("dialog", { name: "Register for this contest" });
const details = (page: Page) => page.getByRole("dialog", { name: "Enter your details" });
const confirm = (page: Page) => page.getByRole("dialog", { name: "Confirm your details" });
const payment = (page: Page) => page.getByRole("dialog", { name: "Complete your registration" });
const discardQuestion = (page: Page) => page.getByRole("alertdialog", { name: "Discard what you typed?" });
const confirmation = (page: Page) => page.getByRole("region", { name: "You're registered!" });

/** Whether `locator` lies inside the window (not only inside its scrolling dialog). */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  return box !== null && size !== null && box.y >= 0 && box.y + box.height <= size.height;
}

test.describe("[REGISTRATION] a registration a creator finishes on a phone", () => {
  test.beforeEach(async ({ context }) => {
    await ownClientAddress(context);
  });

  test("a new creator on a free contest needs at most 12 taps, then sees the confirmation, their own card first and You're registered", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "counted on the phone");
    // A tap is a press on a button, a radio button or a checkbox; a native dropdown is two (open it,
    // pick). Typing into a field (tapping it to type included) is the typing of the required fields.
    let taps = 0;
    const tap = async (target: Locator) => {
      taps += 1;
      await target.click();
    };
    const choose = async (select: Locator, label: string) => {
      taps += 2;
      await expect(select.locator("option", { hasText: label })).toBeAttached();
      await select.selectOption({ label });
    };
    const user = newUser({ state: "Maharashtra", city: "Nagpur" });
    const email = uniqueEmail("taps");

    await page.goto(`/contest/${contests.free}`);
    await tap(page.getByRole("button", { name: "Register Now" }));
    await expect(emailStep(page).getByLabel("Email")).toBeFocused();
    await emailStep(page).getByLabel("Email").fill(email);
    await tap(emailStep(page).getByRole("button", { name: "Next" }));
    // The code field has focus; the sixth digit checks it, no button needed.
    await expect(codeDialog(page).getByLabel("Code")).toBeFocused();
    await enterShownCode(page);

    const form = details(page);
    await expect(form.getByLabel("First Name")).toBeFocused();
    // Country starts as India.
    await expect(form.getByLabel("Country").locator("option:checked")).toHaveText("India");
    await form.getByLabel("First Name").fill(user.firstName);
    await form.getByLabel("Last Name").fill(user.lastName);
    await form.getByLabel("Mobile Number").fill(user.mobileNo);
    await tap(form.getByRole("radio", { name: "Female" }));
    await form.getByRole("textbox", { name: "Address", exact: true }).fill("12, Civil Lines");
    await choose(form.getByRole("combobox", { name: /^State/ }), user.state);
    await chooseCity(form, user.city);
    await form.getByLabel("Instagram").fill(user.instagram);
    await tap(form.getByRole("checkbox", { name: user.category }));
    await tap(form.getByRole("button", { name: "Next" }));

    const pay = payment(page);
    await expect(pay.getByText("Add your video link to complete registration.")).toBeVisible();
    await expect(pay.getByLabel("Video Link")).toBeFocused();
    await pay.getByLabel("Video Link").fill("https://www.youtube.com/watch?v=meera-live");
    await tap(pay.getByRole("button", { name: "Register" }));

    await expect(page).toHaveURL(new RegExp(`/contest/${contests.free}/applicants\\?registered=1$`));
    testInfo.annotations.push({ type: "taps", description: String(taps) });
    expect(taps).toBeLessThanOrEqual(12);

    // The confirmation, read first.
    const panel = confirmation(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("heading", { name: "You're registered!" })).toBeFocused();
    await expect(panel).toContainText("Free Open Mic");
    await expect(panel).toContainText(/Entry fee\s*Free/);
    await expect(panel.getByText("Payment ID")).toHaveCount(0);
    await expect(panel.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expect(panel).toContainText(/Results are announced on \d{1,2} \w{3} \d{4}\./);
    await expect(panel.getByRole("link", { name: "My registrations" })).toHaveAttribute("href", "/me");
    // Their own card first, marked You.
    const first = page.getByTestId("applicants").getByRole("listitem").first();
    await expect(first.getByText("You", { exact: true })).toBeVisible();
    await expect(first.getByRole("heading", { name: `${user.firstName} ${user.lastName}` })).toBeVisible();
    await expect(page.getByText("You", { exact: true })).toHaveCount(1);

    // The contest page now says so instead of offering registration.
    await page.goto(`/contest/${contests.free}`);
    await expect(page.getByRole("link", { name: "You're registered" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Register Now" })).toHaveCount(0);
  });

  test("a paid registration's confirmation: amount, payment id, what happens next, WhatsApp share and My registrations", async ({
    page,
  }) => {
    const existing = await createUserByApi(page.request, { tag: "receipt" });
    await openRegistration(page, contests.bigLeague);
    // Already signed in on this phone: the e-mail is offered, and no code is asked.
    await expect(emailStep(page).getByLabel("Email")).toHaveValue(existing.email);
    await submitEmail(page, existing.email);
    await expect(codeDialog(page)).toHaveCount(0);
    await confirm(page).getByRole("button", { name: "Next" }).click();
    await payment(page).getByRole("button", { name: "Pay" }).click();
    await page.getByRole("dialog", { name: "Test mode checkout" }).getByRole("button", { name: "Succeed" }).click();

    const panel = confirmation(page);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("The Big League");
    await expect(panel).toContainText(/Amount paid\s*₹499/);
    await expect(panel).toContainText(/Payment ID\s*pay_\w+/);
    await expect(panel).toContainText(/The contest runs from .+ to .+; the judges watch every entry\./);
    await expect(panel).toContainText(/You can change your video link in My registrations until \d{1,2} \w{3} \d{4}\./);
    const share = panel.getByRole("link", { name: /^Share/ });
    await expect(share).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent((await share.getAttribute("href")) ?? "")).toContain(`/contest/${contests.bigLeague}`);
    const first = page.getByTestId("applicants").getByRole("listitem").first();
    await expect(first.getByText("You", { exact: true })).toBeVisible();
    await expect(first.getByRole("heading", { name: `${existing.firstName} ${existing.lastName}` })).toBeVisible();

    // Without ?registered=1 the list still shows their card first, without the panel.
    await page.goto(`/contest/${contests.bigLeague}/applicants`);
    await expect(confirmation(page)).toHaveCount(0);
    await expect(page.getByTestId("applicants").getByRole("listitem").first().getByText("You", { exact: true })).toBeVisible();
  });

  test("what was typed survives Back (files too) and a reload (files aside); Discard clears it", async ({ page }) => {
    const email = uniqueEmail("draft");
    const surname = uniqueSurname();
    await openRegistration(page, contests.bigLeague);
    await submitEmail(page, email);
    let form = details(page);
    await form.getByLabel("First Name").fill("Meera");
    await form.getByLabel("Last Name").fill(surname);
    await form.getByLabel("Mobile Number").fill("98765 43210");
    await form.getByRole("radio", { name: "Female" }).check();
    await form.getByRole("combobox", { name: /^State/ }).selectOption({ label: "Maharashtra" });
    await chooseCity(form, "Nagpur");
    await form.getByText("Profile photo").click();
    await form.getByLabel("Profile Image").setInputFiles(pngFile);
    await form.getByText("Other social links").click();
    await form.getByLabel("Youtube", { exact: true }).fill("https://www.youtube.com/@meera");

    // Back to the e-mail and on again: everything is where it was, the photo included.
    await form.getByRole("button", { name: "Back" }).click();
    await expect(emailStep(page).getByLabel("Email")).toHaveValue(email);
    await emailStep(page).getByRole("button", { name: "Next" }).click();
    form = details(page);
    await expect(form.getByLabel("First Name")).toHaveValue("Meera");
    await expect(form.getByLabel("Last Name")).toHaveValue(surname);
    // Left as typed, it became its 10 digits.
    await expect(form.getByLabel("Mobile Number")).toHaveValue("9876543210");
    await expect(form.getByRole("radio", { name: "Female" })).toBeChecked();
    await expect(form.getByRole("combobox", { name: "City" })).toHaveValue(/^Nagpur/);
    await expect(form.getByRole("img", { name: "Profile preview" })).toBeVisible();
    await expect(form.getByLabel("Youtube", { exact: true })).toHaveValue("https://www.youtube.com/@meera");

    // A reload (a dropped connection, a closed tab): the e-mail and the details come back, the photo not.
    await page.reload();
    // Still signed in with the draft's address: the details form comes back by itself.
    form = details(page);
    await expect(form.getByLabel("First Name")).toHaveValue("Meera");
    await expect(form.getByLabel("Last Name")).toHaveValue(surname);
    await expect(form.getByRole("radio", { name: "Female" })).toBeChecked();
    await expect(form.getByRole("combobox", { name: /^State/ }).locator("option:checked")).toHaveText("Maharashtra");
    await expect(form.getByRole("combobox", { name: "City" })).toHaveValue(/^Nagpur/);
    // The section holding a draft value opens by itself.
    await expect(form.getByLabel("Youtube", { exact: true })).toHaveValue("https://www.youtube.com/@meera");
    await expect(form.getByRole("img", { name: "Profile preview" })).toHaveCount(0);

    // Escape asks; Keep editing keeps; Discard clears the draft.
    await page.keyboard.press("Escape");
    await expect(discardQuestion(page)).toBeVisible();
    await expect(discardQuestion(page).getByRole("button", { name: "Keep editing" })).toBeFocused();
    await discardQuestion(page).getByRole("button", { name: "Keep editing" }).click();
    await expect(form.getByLabel("First Name")).toHaveValue("Meera");
    await form.getByRole("button", { name: "Close dialog" }).click();
    await discardQuestion(page).getByRole("button", { name: "Discard", exact: true }).click();
    await expect(form).toBeHidden();
    await page.reload();
    await page
      .getByRole("complementary", { name: "Contest information and registration" })
      .getByRole("button", { name: "Register Now" })
      .click();
    await submitEmail(page, email);
    await expect(details(page).getByLabel("First Name")).toHaveValue("");
  });

  test("the phone's back button closes the top dialog and keeps the creator on the page, without reloading its data", async ({ page }) => {
    await page.goto("/");
    await page.goto(`/contest/${contests.bigLeague}`);
    const contestUrl = page.url();
    // A dialog's own history steps are not navigations: the router must not load the page's data again.
    const dataRequests: string[] = [];
    page.on("request", (sent) => {
      if (new URL(sent.url()).pathname.endsWith(".data")) dataRequests.push(sent.url());
    });
    await page
      .getByRole("complementary", { name: "Contest information and registration" })
      .getByRole("button", { name: "Register Now" })
      .click();
    await expect(emailStep(page)).toBeVisible();

    // Nothing typed: back closes the dialog, and the page stays.
    await page.goBack();
    await expect(emailStep(page)).toBeHidden();
    expect(page.url()).toBe(contestUrl);
    await expect(page.getByRole("heading", { level: 1, name: "The Big League" })).toBeVisible();

    // Something typed: back asks first; back again keeps editing.
    await page
      .getByRole("complementary", { name: "Contest information and registration" })
      .getByRole("button", { name: "Register Now" })
      .click();
    await emailStep(page).getByLabel("Email").fill("meera@example.com");
    await page.goBack();
    await expect(discardQuestion(page)).toBeVisible();
    await page.goBack();
    await expect(discardQuestion(page)).toBeHidden();
    await expect(emailStep(page).getByLabel("Email")).toHaveValue("meera@example.com");
    await page.goBack();
    await discardQuestion(page).getByRole("button", { name: "Discard", exact: true }).click();
    await expect(emailStep(page)).toBeHidden();
    expect(page.url()).toBe(contestUrl);

    // Closed by its own button, too.
    await page
      .getByRole("complementary", { name: "Contest information and registration" })
      .getByRole("button", { name: "Register Now" })
      .click();
    await emailStep(page).getByRole("button", { name: "Close dialog" }).click();
    await expect(emailStep(page)).toBeHidden();
    // Given time to ask (it did, after each close, before the gate).
    await page.waitForTimeout(500);
    expect(dataRequests).toEqual([]);

    // No entry was left behind: one more back leaves the contest page.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test("'+91 98765 43210', a Devanagari name, a date of birth typed on a keyboard and an affiliate code typed but not applied: all kept, the creator credited", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("forgiving");
    const lastName = `D'Souza-${uniqueSurname()}`;
    const creates: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("/api/user/create")) creates.push(sent.url());
    });
    await openRegistration(page, contests.free);
    await submitEmail(page, email);
    const form = details(page);
    await fillRequiredDetails(form, newUser({ firstName: "मीरा", lastName }));
    const mobile = form.getByLabel("Mobile Number");
    await mobile.fill("+91 98765 43210");
    await mobile.blur();
    await expect(mobile).toHaveValue("9876543210");
    await expect(form.getByText(/should only contain alphabets|must be exactly 10 digits/)).toHaveCount(0);

    // The date of birth by keyboard (month, day, year as the browser's locale orders them), within
    // 5 to 100 years ago; a date outside is refused at the field.
    const birthday = form.getByLabel("Date of Birth");
    await birthday.click();
    await page.keyboard.type("08152005");
    await expect(birthday).toHaveValue("2005-08-15");
    await birthday.fill(new Date().toISOString().slice(0, 10));
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByText("Date of birth must be between 5 and 100 years ago.")).toBeVisible();
    await expect(birthday).toBeFocused();
    await birthday.fill("2005-08-15");

    // An unknown code typed but not applied stops Next at its field.
    const code = form.getByLabel(/Affiliate Code/);
    await code.fill("NO-SUCH-CODE");
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByText("Affiliate code not found or is inactive.")).toBeVisible();
    await expect(code).toBeFocused();
    expect(creates).toHaveLength(0);

    // The right one, still not applied: Next applies it and goes on.
    await code.fill("asha2026");
    await form.getByRole("button", { name: "Next" }).click();
    await expect(toast(page, "Affiliate code applied successfully!")).toContainText("Asha Verma");
    await payment(page).getByLabel("Video Link").fill("https://www.youtube.com/watch?v=meera-sings");
    await payment(page).getByRole("button", { name: "Register" }).click();
    await expect(page.getByTestId("applicants").getByRole("heading", { name: `मीरा ${lastName}` })).toBeVisible();

    // The affiliate sees the new creator among those they referred, with the 10 digits kept (shown
    // masked to the affiliate: some referred creators are minors, docs/affiliates.md).
    const headers = { "x-forwarded-for": testClientAddress() };
    const signIn = await request.post("/api/user/login", { data: { email: AFFILIATE_EMAIL, password: AFFILIATE_PASSWORD }, headers });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    const referred = await request.post("/api/user/referredUsers", { data: {}, headers });
    const body = (await referred.json()) as { data: { lastName: string; firstName: string; mobileNo: string }[] };
    expect(body.data.find((user) => user.lastName === lastName)).toMatchObject({ firstName: "मीरा", mobileNo: "******3210" });
  });

  test("eligibility is told at the field as soon as a place is chosen; in confirm mode the refusal is brought into view", async ({
    page,
  }) => {
    // State Flex takes Karnataka, Madhya Pradesh and Maharashtra.
    await openRegistration(page, contests.stateFlex);
    await submitEmail(page, uniqueEmail("where"));
    let form = details(page);
    await expect(form.getByText("Open to creators in Karnataka, Madhya Pradesh and Maharashtra")).toBeVisible();
    await form.getByRole("combobox", { name: /^State/ }).selectOption({ label: "Gujarat" });
    await expect(form.locator("#reg-stateId-error")).toHaveText("Your state is not eligible for this contest.");
    await expect(form.getByRole("combobox", { name: /^State/ })).toHaveAttribute("aria-invalid", "true");
    await form.getByRole("combobox", { name: /^State/ }).selectOption({ label: "Maharashtra" });
    await expect(form.locator("#reg-stateId-error")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await discardQuestion(page).getByRole("button", { name: "Discard", exact: true }).click();

    // City Hustle takes four cities: the city says so when chosen.
    await openRegistration(page, contests.cityHustle);
    await submitEmail(page, uniqueEmail("where"));
    form = details(page);
    await expect(form.getByText("Open to creators in Indore, Jaipur, Lucknow and Nagpur")).toBeVisible();
    await form.getByRole("combobox", { name: /^State/ }).selectOption({ label: "Gujarat" });
    await chooseCity(form, "Surat");
    await expect(form.locator("#reg-cityId-error")).toHaveText("Your city is not eligible for this contest.");
    await page.keyboard.press("Escape");
    await discardQuestion(page).getByRole("button", { name: "Discard", exact: true }).click();

    // A known creator from Surat: the refusal under the details is scrolled into view and focused.
    const inSurat = await createUserByApi(page.request, { tag: "surat", state: "Gujarat", city: "Surat" });
    await openRegistration(page, contests.cityHustle);
    await submitEmail(page, inSurat.email);
    await confirm(page).getByRole("button", { name: "Next" }).click();
    const refusal = confirm(page).getByRole("alert");
    await expect(refusal).toHaveText("Your city is not eligible for this contest.");
    await expect(refusal).toBeFocused();
    expect(await inViewport(page, refusal)).toBe(true);
  });

  test("'Send again' waits 30 seconds, counting down; the new code works and the old one no longer does", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the wait is real time: once is enough");
    test.slow();
    await openRegistration(page, contests.bigLeague);
    const email = uniqueEmail("resend");
    await emailStep(page).getByLabel("Email").fill(email);
    await emailStep(page).getByRole("button", { name: "Next" }).click();
    const code = codeDialog(page);
    const first = /(\d{6})/.exec(await code.getByText(/^Test mode: your code is/).innerText())?.[1] ?? "";
    const waiting = code.getByRole("button", { name: /^Send again in 0:\d\d$/ });
    await expect(waiting).toBeDisabled();
    const before = await waiting.innerText();
    await expect(waiting).not.toHaveText(before);
    const again = code.getByRole("button", { name: "Send again", exact: true });
    await expect(again).toBeEnabled({ timeout: 40_000 });
    await again.click();
    await expect(code.getByRole("status")).toHaveText(`We sent a new code to ${email}.`);
    await expect(code.getByRole("button", { name: /^Send again in 0:\d\d$/ })).toBeDisabled();
    await expect(code.getByText(/^Test mode: your code is/)).not.toContainText(first);
    await code.getByLabel("Code").fill(first);
    await expect(code.getByRole("alert")).toHaveText(/no longer valid|expired/);
    await enterShownCode(page);
    await expect(details(page)).toBeVisible();
  });

  test("/contest/:id?register=1 opens the registration at once", async ({ page }) => {
    await page.goto(`/contest/${contests.bigLeague}?register=1`);
    await expect(emailStep(page)).toBeVisible();
    await expect(emailStep(page).getByLabel("Email")).toBeFocused();
  });
});

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { formatIstDate } from "../../shared/ist.ts";
import {
  adultDateOfBirth,
  answerAgeStep,
  chooseCity,
  codeDialog,
  contests,
  createUserByApi,
  demoAffiliateCode,
  fillRequiredDetails,
  newUser,
  openRegistration,
  ownClientAddress,
  pngFile,
  registerFreeByApi,
  submitEmail,
  testClientAddress,
  toast,
  uniqueEmail,
} from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

const details = (page: Page) => page.getByRole("dialog", { name: "Enter your details" });
const confirm = (page: Page) => page.getByRole("dialog", { name: "Confirm your details" });
const payment = (page: Page) => page.getByRole("dialog", { name: "Complete your registration" });
const checkout = (page: Page) => page.getByRole("dialog", { name: "Test mode checkout" });

test.describe("[REGISTRATION] dialogs on the contest page", () => {
  test.beforeEach(async ({ context }) => {
    await ownClientAddress(context);
  });

  test("the dialogs' code loads only when Register Now is pressed", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`/contest/${contests.bigLeague}`);
    await page.waitForLoadState("networkidle");
    expect(scripts.some((url) => url.includes("registration-flow"))).toBe(false);
    await page.getByRole("button", { name: "Register Now" }).click();
    await expect(page.getByRole("dialog", { name: "Register for this contest" })).toBeVisible();
    expect(scripts.some((url) => url.includes("registration-flow"))).toBe(true);
  });

  test("the dialogs' code failing to download gives a message, and the next press tries again", async ({ page }) => {
    await page.goto(`/contest/${contests.bigLeague}`);
    await page.route(/registration-flow-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Register Now" }).click();
    await expect(toast(page, /Loading chunk registration failed/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Register Now" })).toBeEnabled();
    await page.unrouteAll();
    await page.getByRole("button", { name: "Register Now" }).click();
    await expect(page.getByRole("dialog", { name: "Register for this contest" })).toBeVisible();
  });

  test("closing the code step and coming back with the same e-mail opens it again, with the code already sent", async ({ page }) => {
    const email = uniqueEmail("reopen");
    const first = await openRegistration(page, contests.bigLeague);
    await first.getByLabel("Email").fill(email);
    await first.getByRole("button", { name: "Next" }).click();
    const code = codeDialog(page);
    const shown = /(\d{6})/.exec(await code.getByText(/^Test mode: your code is/).innerText())?.[1] ?? "";
    await page.keyboard.press("Escape");
    await expect(code).toHaveCount(0);

    // On the same page, as a creator who closed the dialog by mistake.
    await page.getByRole("button", { name: "Register Now" }).first().click();
    const again = page.getByRole("dialog", { name: "Register for this contest" });
    await again.getByLabel("Email").fill(email.toUpperCase());
    await again.getByRole("button", { name: "Next" }).click();
    // No 'Please wait … before asking for another code': the code in the inbox still works.
    await expect(code).toContainText(email.toUpperCase());
    await expect(code.getByText(/^Test mode: your code is/)).toContainText(shown);
    await expect(code.getByRole("button", { name: /^Send again in 0:[0-3]\d$|^Send again$/ })).toBeVisible();
    await code.getByLabel("Code").fill(shown);
    await answerAgeStep(page, adultDateOfBirth);
    await expect(details(page)).toBeVisible();
  });

  test("a reload at the code step (the phone freed the tab while the creator read the mail) opens the code step again", async ({
    page,
  }) => {
    const email = uniqueEmail("reload-code");
    const first = await openRegistration(page, contests.bigLeague);
    await first.getByLabel("Email").fill(email);
    await first.getByRole("button", { name: "Next" }).click();
    const code = codeDialog(page);
    const shown = /(\d{6})/.exec(await code.getByText(/^Test mode: your code is/).innerText())?.[1] ?? "";
    const codeRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/creator/email-code")) codeRequests.push(request.url());
    });

    await page.reload();
    // By itself, with the same address and the code already sent: no new code, which would make the mailed one useless.
    await expect(code).toContainText(email);
    await expect(code.getByText(/^Test mode: your code is/)).toContainText(shown);
    await expect(code.getByLabel("Code")).toBeFocused();
    expect(codeRequests).toHaveLength(0);
    await code.getByLabel("Code").fill(shown);
    await answerAgeStep(page, adultDateOfBirth);
    await expect(details(page)).toBeVisible();

    // Past the code, a reload no longer brings the code step back.
    await page.keyboard.press("Escape");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(code).toHaveCount(0);
  });

  test("new user on a paid contest: details with affiliate code and photo, test-mode checkout, applicants page", async ({ page }) => {
    const user = newUser();
    const email = uniqueEmail("new");
    const dialog = await openRegistration(page, contests.bigLeague);
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Next" }).click();
    // The e-mail is proven first: the code (shown here in test-mail mode) opens the details.
    const code = codeDialog(page);
    await expect(code).toContainText(email);
    await expect(code.getByLabel("Code")).toBeFocused();
    await expect(code.getByLabel("Code")).toHaveAttribute("autocomplete", "one-time-code");
    await expect(code.getByLabel("Code")).toHaveAttribute("inputmode", "numeric");
    await expect(code.getByRole("button", { name: /^Send again in 0:[0-3]\d$/ })).toBeDisabled();
    const codeChecks: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/creator/sign-in")) codeChecks.push(request.url());
    });
    await code.getByLabel("Code").fill("000000");
    await expect(code.getByRole("alert")).toHaveText(/^That code is not right\. Check the e-mail and try again\. 4 tries left\.$/);
    // Next with the refused digits still in the field does not spend another try on them.
    await code.getByRole("button", { name: "Next" }).click();
    await expect(code.getByLabel("Code")).toBeFocused();
    await page.waitForTimeout(500);
    expect(codeChecks).toHaveLength(1);
    await expect(code.getByRole("alert")).toHaveText(/4 tries left\.$/);
    const shown = /(\d{6})/.exec(await code.getByText(/^Test mode: your code is/).innerText())?.[1] ?? "";
    // Pasted with a space, as some mail apps copy it.
    await code.getByLabel("Code").fill(`${shown.slice(0, 3)} ${shown.slice(3)}`);
    await answerAgeStep(page, adultDateOfBirth);

    const form = details(page);
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("Email")).toHaveAttribute("readonly", "");
    await expect(form.getByRole("alert")).toHaveCount(0);

    await fillRequiredDetails(form, user);
    await form.getByText("Profile photo").click();
    await form.getByLabel("Profile Image").setInputFiles(pngFile);
    const preview = form.getByRole("img", { name: "Profile preview" });
    await expect(preview).toBeVisible();
    expect((await preview.boundingBox())?.width).toBeLessThanOrEqual(150);

    await form.getByLabel(/Affiliate Code/).fill(demoAffiliateCode.toLowerCase());
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(toast(page, "Affiliate code applied successfully!")).toContainText("Asha Verma");
    await expect(form.getByText("Referred by Asha Verma")).toBeVisible();

    await form.getByRole("button", { name: "Next" }).click();
    const pay = payment(page);
    await expect(pay).toBeVisible();
    await expect(pay.getByText("Proceed to pay the entry fee to complete registration.")).toBeVisible();
    await expect(pay.getByText("Enter a link to your video submission.")).toBeVisible();
    await expect(pay.getByRole("button", { name: "Pay" })).toBeDisabled();
    await pay.getByLabel("Video Link").fill("https://www.youtube.com/watch?v=meera-sings");
    await pay.getByRole("button", { name: "Pay" }).click();

    const standIn = checkout(page);
    await expect(standIn).toBeVisible();
    await expect(standIn).toContainText("₹499");
    await expect(standIn).toContainText("The Big League");
    await standIn.getByRole("button", { name: "Succeed" }).click();

    await expect(page).toHaveURL(new RegExp(`/contest/${contests.bigLeague}/applicants\\?registered=1$`));
    await expect(toast(page, "Payment successful and registration complete!")).toBeVisible();
    await expect(page.getByRole("heading", { name: `${user.firstName} ${user.lastName}` })).toBeVisible();
  });

  test("existing user confirms the masked details; the video link comes prefilled", async ({ page }) => {
    const existing = await createUserByApi(page.request, { tag: "confirm", link: "https://www.youtube.com/watch?v=kabir-dances" });
    await openRegistration(page, contests.bigLeague);
    await submitEmail(page, existing.email.toUpperCase());

    const dialog = confirm(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${existing.firstName} ${existing.lastName}`);
    await expect(dialog).toContainText(existing.email);
    await expect(dialog).toContainText("Nagpur");
    await expect(dialog).toContainText("Maharashtra");
    await expect(dialog).toContainText("India");
    await expect(dialog).toContainText("440001");
    // The server masks the mobile number: only its last digits show.
    await expect(dialog).not.toContainText("9123456780");
    await expect(dialog).toContainText("6780");
    await expect(dialog.getByRole("textbox")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Next" }).click();

    const pay = payment(page);
    await expect(pay.getByLabel("Video Link")).toHaveValue("https://www.youtube.com/watch?v=kabir-dances");
    await pay.getByRole("button", { name: "Pay" }).click();
    await checkout(page).getByRole("button", { name: "Succeed" }).click();
    await expect(page).toHaveURL(new RegExp(`/contest/${contests.bigLeague}/applicants\\?registered=1$`));
    await expect(page.getByRole("heading", { name: `${existing.firstName} ${existing.lastName}` })).toBeVisible();
  });

  test("free contest: Register completes the registration at once", async ({ page }) => {
    const existing = await createUserByApi(page.request, { tag: "free" });
    await openRegistration(page, contests.free);
    await submitEmail(page, existing.email);
    await confirm(page).getByRole("button", { name: "Next" }).click();
    await expect(payment(page).getByText("Add your video link to complete registration.")).toBeVisible();
    await expect(payment(page).getByText("Proceed to pay the entry fee")).toHaveCount(0);
    await payment(page).getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(new RegExp(`/contest/${contests.free}/applicants\\?registered=1$`));
    await expect(toast(page, "Registration successful for free contest!")).toBeVisible();
    await expect(page.getByRole("heading", { name: `${existing.firstName} ${existing.lastName}` })).toBeVisible();
  });

  test("duplicate registration is stopped at the e-mail step, whatever the e-mail's case", async ({ page }) => {
    // The page is open before this creator registers (elsewhere, then signs in here): the dialog
    // still offers registration, and the server's check stops it.
    const dialog = await openRegistration(page, contests.free);
    const registered = await createUserByApi(page.request, { tag: "dup" });
    await registerFreeByApi(page.request, registered.id, contests.free);
    await submitEmail(page, registered.email.toUpperCase());
    await expect(dialog.getByRole("alert")).toHaveText("You have already registered for this contest with this email.");
    await expect(dialog).toBeVisible();
    await expect(confirm(page)).toBeHidden();
  });

  test("every validation message of the e-mail, details and payment dialogs", async ({ page }) => {
    // E-mail dialog.
    let dialog = await openRegistration(page, contests.bigLeague);
    await expect(dialog.getByLabel("Email")).toHaveAttribute("placeholder", /@example\.com$/);
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Enter a valid email")).toBeVisible();
    await dialog.getByLabel("Email").fill("someone@nowhere");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Enter a valid email")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    // Opening again clears the e-mail and the error.
    await page.getByRole("button", { name: "Register Now" }).click();
    dialog = page.getByRole("dialog", { name: "Register for this contest" });
    await expect(dialog.getByLabel("Email")).toHaveValue("");
    await expect(dialog.getByText("Enter a valid email")).toBeHidden();

    // Details form: required fields, named as the form labels them. The country starts as India.
    await submitEmail(page, uniqueEmail("rules"));
    const form = details(page);
    await expect(form.getByLabel("Country")).toHaveValue(/^[a-f0-9]{24}$/);
    await expect(form.getByLabel("Country").locator("option:checked")).toHaveText("India");
    await form.getByLabel("Country").selectOption("");
    await form.getByRole("button", { name: "Next" }).click();
    for (const message of [
      "first name is required",
      "last name is required",
      "mobile number is required",
      "address is required",
      "country is required",
      "state is required",
      "city is required",
      "gender is required",
      "Instagram link is required.",
      "At least one category is required",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByRole("alert")).toHaveText("Please fill all required fields and correct any errors.");
    await expect(form.getByLabel("First Name")).toBeFocused();

    // Dropdowns: state waits for a country, city for a state; a new state clears the city.
    await expect(form.getByRole("combobox", { name: /^State/ })).toBeDisabled();
    await expect(form.getByRole("combobox", { name: "City" })).toBeDisabled();

    // Format rules; the other social links are in their own section, closed until opened.
    await expect(form.getByLabel("Youtube", { exact: true })).toBeHidden();
    await form.getByText("Other social links").click();
    await form.getByLabel("First Name").fill("Meera2");
    await form.getByLabel("Middle Name").fill("K2");
    await form.getByLabel("Last Name").fill("Rao-");
    await form.getByLabel("Mobile Number").fill("98765");
    await form.getByLabel("Pincode").fill("44a");
    // Handles and links without https:// are completed (docs/places.md); these are no links at all.
    await form.getByLabel("Instagram").fill("my insta page");
    for (const [label, url] of [
      ["Youtube", "my channel"],
      ["Facebook", "facebook page"],
      ["Twitter", "x com meera"],
      ["LinkedIn", "linked in meera"],
      ["TikTok", "ftp://tiktok.com/meera"],
    ] as const) {
      await form.getByLabel(label, { exact: true }).fill(url);
    }
    for (const message of [
      "First Name should only contain alphabets.",
      "Middle Name should only contain alphabets.",
      "Last Name should only contain alphabets.",
      "Mobile Number must be exactly 10 digits and contain only numbers.",
      "Pincode must contain only numbers and not exceed 6 digits.",
      "Please enter a valid Instagram link starting with https://",
      "Please enter a valid Youtube link starting with https://",
      "Please enter a valid Facebook link starting with https://",
      "Please enter a valid Twitter link starting with https://",
      "Please enter a valid LinkedIn link starting with https://",
      "Please enter a valid TikTok link starting with https://",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }

    // Affiliate code: Apply is disabled while blank; Enter on a blank code and an unknown code give their messages.
    const affiliate = form.getByLabel(/Affiliate Code/);
    await expect(form.getByRole("button", { name: "Apply" })).toBeDisabled();
    await affiliate.press("Enter");
    await expect(form.getByText("Affiliate code cannot be empty.")).toBeVisible();
    await affiliate.fill("NO-SUCH-CODE");
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(form.getByText("Affiliate code not found or is inactive.")).toBeVisible();

    // Fixing every field clears every message.
    await form.getByLabel("Middle Name").fill("");
    await form.getByLabel("Pincode").fill("440001");
    for (const label of ["Youtube", "Facebook", "Twitter", "LinkedIn", "TikTok"]) await form.getByLabel(label, { exact: true }).fill("");
    await fillRequiredDetails(form, newUser({ state: "Maharashtra", city: "Nagpur" }));
    await form.getByRole("combobox", { name: /^State/ }).selectOption({ label: "Gujarat" });
    await expect(form.getByRole("combobox", { name: "City" })).toHaveValue("");
    await expect(form.getByText("city is required", { exact: true })).toBeVisible();
    await chooseCity(form, "Surat");
    await expect(form.getByText(/is required|should only contain|must be exactly|must contain|Please enter a valid/)).toHaveCount(0);
    await expect(form.getByText("Please fill all required fields and correct any errors.")).toBeHidden();

    // Closing without a confirmed user asks first, then clears the form and its errors.
    await page.keyboard.press("Escape");
    const discard = page.getByRole("alertdialog", { name: "Discard what you typed?" });
    await discard.getByRole("button", { name: "Discard", exact: true }).click();
    await expect(form).toBeHidden();
    await page.getByRole("button", { name: "Register Now" }).click();
    await submitEmail(page, uniqueEmail("rules"));
    await expect(details(page).getByLabel("First Name")).toHaveValue("");
    await expect(details(page).getByText("first name is required")).toBeHidden();
    // Only the date of birth of the age step was given: Escape still asks before dropping it.
    await page.keyboard.press("Escape");
    await page.getByRole("alertdialog", { name: "Discard what you typed?" }).getByRole("button", { name: "Discard", exact: true }).click();
    await expect(details(page)).toBeHidden();

    // Payment dialog: the video link is required and must be a URL; Pay waits for it. (A creator
    // already signed in on this phone: no code this time.)
    const existing = await createUserByApi(page.request, { tag: "rules" });
    await page.getByRole("button", { name: "Register Now" }).click();
    await submitEmail(page, existing.email);
    await confirm(page).getByRole("button", { name: "Next" }).click();
    const pay = payment(page);
    const link = pay.getByLabel("Video Link");
    await link.fill("");
    await expect(pay.getByText("Video link is required")).toBeVisible();
    await expect(pay.getByRole("button", { name: "Pay" })).toBeDisabled();
    await link.fill("my video");
    await expect(pay.getByText("Please enter a valid URL")).toBeVisible();
    await expect(pay.getByRole("button", { name: "Pay" })).toBeDisabled();
    await link.fill("https://www.instagram.com/reel/abc");
    await expect(pay.getByRole("button", { name: "Pay" })).toBeEnabled();
    await pay.getByRole("button", { name: "Close", exact: true }).click();
    await expect(pay).toBeHidden();
  });

  test("an ineligible state or city is refused on Next, before anything is sent", async ({ page }) => {
    const creates: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/user/create")) creates.push(request.url());
    });
    // State Flex takes Madhya Pradesh, Maharashtra and Karnataka only.
    await openRegistration(page, contests.stateFlex);
    await submitEmail(page, uniqueEmail("state"));
    const form = details(page);
    await fillRequiredDetails(form, newUser({ state: "Gujarat", city: "Surat" }));
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByRole("alert")).toHaveText("Your state is not eligible for this contest.");
    await expect(form.getByRole("combobox", { name: /^State/ })).toHaveAttribute("aria-invalid", "true");
    expect(creates).toHaveLength(0);

    // City Hustle takes four cities only; this creator lives in Surat.
    const inSurat = await createUserByApi(page.request, { tag: "surat", state: "Gujarat", city: "Surat" });
    await openRegistration(page, contests.cityHustle);
    await submitEmail(page, inSurat.email);
    await confirm(page).getByRole("button", { name: "Next" }).click();
    await expect(confirm(page).getByRole("alert")).toHaveText("Your city is not eligible for this contest.");
    await expect(payment(page)).toBeHidden();
  });

  test("a rejected upload keeps the rest of the form", async ({ page }) => {
    const user = newUser();
    await openRegistration(page, contests.bigLeague);
    await submitEmail(page, uniqueEmail("upload"));
    const form = details(page);
    await fillRequiredDetails(form, user);
    await form.getByLabel("Middle Name").fill("Devi");

    // Refused in the browser by its type (documents are in their own section, opened here).
    await form.getByText("Bank details and documents: only needed if you win a cash prize").click();
    await form.getByText("Profile photo").click();
    await form
      .getByLabel("Aadhar Card")
      .setInputFiles({ name: "aadhar.txt", mimeType: "text/plain", buffer: Buffer.from("not a document") });
    await expect(form.getByText("Aadhar card must be a PDF, JPG, JPEG or PNG file.")).toBeVisible();
    await expect(form.getByLabel("Aadhar Card")).toHaveValue("");

    // Refused by the server by its content: a text file named .png.
    await form
      .getByLabel("Profile Image")
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("this is not a picture") });
    await form.getByRole("button", { name: "Next" }).click();
    // At its field (the form's alert repeats the server's message).
    await expect(form.getByLabel("Profile Image")).toHaveAttribute("aria-invalid", "true");
    await expect(form.locator("#reg-profileImage-error")).toHaveText("Profile image must be an image (JPG, PNG or WebP).");
    await expect(form.getByRole("alert")).toHaveText("Profile image must be an image (JPG, PNG or WebP).");
    await expect(form.getByLabel("Profile Image")).toHaveValue("");
    await expect(form.getByLabel("First Name")).toHaveValue(user.firstName);
    await expect(form.getByLabel("Middle Name")).toHaveValue("Devi");
    await expect(form.getByLabel("Last Name")).toHaveValue(user.lastName);
    await expect(form.getByRole("combobox", { name: "City" })).toHaveValue(/^Nagpur/);
    await expect(form.getByLabel("Instagram")).toHaveValue(user.instagram);
    await expect(form.getByRole("checkbox", { name: user.category })).toBeChecked();

    // A good picture goes through with everything else as typed.
    await form.getByLabel("Profile Image").setInputFiles(pngFile);
    await form.getByRole("button", { name: "Next" }).click();
    await expect(payment(page)).toBeVisible();
  });

  test("a failed payment and a dismissed checkout can both be retried at once", async ({ page }) => {
    const existing = await createUserByApi(page.request, { tag: "retry" });
    await openRegistration(page, contests.bigLeague);
    await submitEmail(page, existing.email);
    await confirm(page).getByRole("button", { name: "Next" }).click();

    await payment(page).getByRole("button", { name: "Pay" }).click();
    await checkout(page).getByRole("button", { name: "Fail" }).click();
    await expect(toast(page, "Payment declined in the test-mode checkout.")).toBeVisible();
    await expect(checkout(page)).toBeHidden();
    await expect(payment(page).getByRole("button", { name: "Pay" })).toBeEnabled();

    await payment(page).getByRole("button", { name: "Pay" }).click();
    await checkout(page).getByRole("button", { name: "Close checkout" }).click();
    await expect(payment(page).getByRole("button", { name: "Pay" })).toBeEnabled();

    await payment(page).getByRole("button", { name: "Pay" }).click();
    await checkout(page).getByRole("button", { name: "Succeed" }).click();
    await expect(page).toHaveURL(new RegExp(`/contest/${contests.bigLeague}/applicants\\?registered=1$`));
    await expect(toast(page, "Payment successful and registration complete!")).toBeVisible();
    // The failure's toast is stale now: it went when the success came.
    await expect(toast(page, "Payment declined in the test-mode checkout.")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: `${existing.firstName} ${existing.lastName}` })).toHaveCount(1);
  });

  test("the window closing while the page is open: the server refuses and Registration Closed shows", async ({ page, request }) => {
    // The demo contest whose registration ended two days ago is served as it looked while still open
    // (only the page's first HTML is rewritten); every API call after that is real.
    const answer = (await (await request.get(`/api/contest/get/${contests.registrationClosed}`)).json()) as {
      data: { registrationStartDate: string; registrationEndDate: string };
    };
    const { registrationStartDate, registrationEndDate } = answer.data;
    const whileOpen = new Date(new Date(registrationEndDate).getTime() - 12 * 3_600_000).toISOString();
    await page.route(`**/contest/${contests.registrationClosed}`, async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/(now\\",\\")[^\\]+/, `$1${whileOpen}`)
        .replace(/<button([^>]*?) disabled=""([^>]*)>Registration Closed<\/button>/, "<button$1$2>Register Now</button>");
      await route.fulfill({ response, body: html });
    });

    const existing = await createUserByApi(page.request, { tag: "closed" });
    await openRegistration(page, contests.registrationClosed);
    await submitEmail(page, existing.email);
    await confirm(page).getByRole("button", { name: "Next" }).click();
    await payment(page).getByRole("button", { name: "Pay" }).click();

    const closed = page.getByRole("dialog", { name: "Registration Closed" });
    await expect(closed).toBeVisible();
    await expect(closed).toContainText("Registration for this contest is closed.");
    await expect(closed).toContainText(`${formatIstDate(registrationStartDate)} – ${formatIstDate(registrationEndDate)}`);
    await expect(closed.getByRole("button", { name: "OK" })).toBeFocused();
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    await closed.getByRole("button", { name: "OK" }).click();
    await expect(closed).toBeHidden();
    const button = page.getByRole("button", { name: "Registration Closed" });
    await expect(button).toBeDisabled();
  });

  test("the last place taken while the page is open: Registration Full", async ({ page, request }) => {
    // The page opens while a place is left; then someone else pays for it. A hold alone never fills a
    // contest (docs/payments-and-capacity.md: holds take at most half of the unpaid places), so the
    // place is gone only once it is paid.
    await page.goto(`/contest/${contests.fullSoon}`);
    const full = page.getByRole("button", { name: "Registration Full" });
    if (await full.isVisible()) {
      // An earlier run on this server (the other project) paid for the last place: the page already
      // counts it and refuses up front.
      await expect(full).toBeDisabled();
      test.info().annotations.push({ type: "note", description: "the last place was already taken when the page opened" });
      return;
    }
    const late = await createUserByApi(page.request, { tag: "late" });
    // The other creator pays on a phone of their own, in the test-mode checkout.
    const holder = await createUserByApi(request, { tag: "holder" });
    await openRegistration(page, contests.fullSoon);
    const headers = { "x-forwarded-for": testClientAddress() };
    const created = await request.post("/api/subscriber/create-order", {
      data: { contestId: contests.fullSoon, userId: holder.id, link: "https://www.youtube.com/watch?v=holder" },
      headers,
    });
    expect(created.ok(), await created.text()).toBe(true);
    const order = (await created.json()) as { data: { order: { id: string } } };
    const checkout = await request.post(`/api/subscriber/simulated-checkout/${order.data.order.id}`, {
      data: { outcome: "success" },
      headers,
    });
    expect(checkout.status(), await checkout.text()).toBe(200);
    const confirmed = await request.post("/api/subscriber/confirm-order", {
      data: { ...(await checkout.json()), contestId: contests.fullSoon, userId: holder.id },
      headers,
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await submitEmail(page, late.email);
    await confirm(page).getByRole("button", { name: "Next" }).click();
    await payment(page).getByRole("button", { name: "Pay" }).click();
    await expect(toast(page, /full/i)).toBeVisible();
    await expect(payment(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Registration Full" })).toBeDisabled();
  });

  test("Razorpay mode: checkout script loaded at pay time with the order, prefill, notes and theme", async ({ page }) => {
    const existing = await createUserByApi(page.request, { tag: "rzp" });
    // Only the third party is stood in for: the key answer and Razorpay's script.
    await page.route("**/api/subscriber/get-razorpay-id", (route) =>
      route.fulfill({ json: { isOk: true, razorpayKeyId: "rzp_test_e2e", mode: "razorpay" } }),
    );
    let scriptRequests = 0;
    let scriptAvailable = false;
    await page.route("https://checkout.razorpay.com/v1/checkout.js", (route) => {
      scriptRequests += 1;
      if (!scriptAvailable) return route.abort("internetdisconnected");
      return route.fulfill({
        contentType: "application/javascript",
        body: `window.Razorpay = function (options) {
          window.__rzp = { options, handlers: {} };
          this.on = (event, cb) => { window.__rzp.handlers[event] = cb; };
          this.open = () => { window.__rzp.opened = true; };
        };`,
      });
    });

    await openRegistration(page, contests.bigLeague);
    await submitEmail(page, existing.email);
    await confirm(page).getByRole("button", { name: "Next" }).click();
    expect(scriptRequests).toBe(0);

    // Offline: the script cannot load.
    await payment(page).getByRole("button", { name: "Pay" }).click();
    await expect(toast(page, "Razorpay SDK failed to load. Are you online?")).toBeVisible();
    await expect(payment(page).getByRole("button", { name: "Pay" })).toBeEnabled();

    scriptAvailable = true;
    await payment(page).getByRole("button", { name: "Pay" }).click();
    await page.waitForFunction(() => (window as unknown as { __rzp?: { opened?: boolean } }).__rzp?.opened === true);
    const options = await page.evaluate(() => {
      const { options } = (window as unknown as { __rzp: { options: Record<string, unknown> } }).__rzp;
      return JSON.parse(JSON.stringify(options)) as Record<string, unknown>;
    });
    expect(options).toMatchObject({
      key: "rzp_test_e2e",
      amount: 49_900,
      currency: "INR",
      prefill: { name: `${existing.firstName} ${existing.lastName}`, email: existing.email },
      notes: { contestId: contests.bigLeague, userId: existing.id },
      theme: { color: "#A249ED" },
    });
    expect(String(options.order_id)).not.toBe("");
    // Our dialogs step aside while Razorpay's checkout is open.
    await expect(payment(page)).toBeHidden();

    // A failure inside Razorpay's checkout shows the provider's description; closing it brings Pay back.
    await page.evaluate(() => {
      const rzp = (window as unknown as { __rzp: { handlers: Record<string, (r: unknown) => void> } }).__rzp;
      rzp.handlers["payment.failed"]?.({ error: { description: "Your card was declined." } });
    });
    await expect(toast(page, "Your card was declined.")).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __rzp: { options: { modal: { ondismiss: () => void } } } }).__rzp.options.modal.ondismiss();
    });
    await expect(payment(page).getByRole("button", { name: "Pay" })).toBeEnabled();

    // A forged success is refused by the server's signature check.
    await page.evaluate(() => {
      (window as unknown as { __rzp?: unknown }).__rzp = undefined;
    });
    await payment(page).getByRole("button", { name: "Pay" }).click();
    await page.waitForFunction(() => (window as unknown as { __rzp?: { opened?: boolean } }).__rzp?.opened === true);
    await page.evaluate(() => {
      const { options } = (window as unknown as { __rzp: { options: { order_id: string; handler: (r: unknown) => void } } }).__rzp;
      options.handler({ razorpay_order_id: options.order_id, razorpay_payment_id: "pay_forged", razorpay_signature: "0".repeat(64) });
    });
    await expect(toast(page, "Payment verification failed on server.")).toBeVisible();
    await expect(payment(page).getByRole("button", { name: "Pay" })).toBeEnabled();
  });

  test("dialogs are accessible: labelled, focus kept inside, Escape closes and focus returns", async ({ page }) => {
    const dialog = await openRegistration(page, contests.bigLeague);
    await expect(dialog.getByLabel("Email")).toBeFocused();
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);

    // Tab from the last control wraps to the first, Shift+Tab from the first to the last.
    await dialog.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close dialog" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Next" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Register Now" })).toBeFocused();

    await page.getByRole("button", { name: "Register Now" }).click();
    await submitEmail(page, uniqueEmail("a11y"));
    await expect(details(page).getByLabel("First Name")).toBeFocused();
    const formAxe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(formAxe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
});

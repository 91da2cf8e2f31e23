import type { Locator, Page } from "@playwright/test";
import { chooseCity, contests, openRegistration, submitEmail, uniqueEmail, uniqueSurname } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

const details = (page: Page) => page.getByRole("dialog", { name: "Enter your details" });
const payment = (page: Page) => page.getByRole("dialog", { name: "Complete your registration" });

async function startOnFreeContest(page: Page, tag: string): Promise<Locator> {
  await openRegistration(page, contests.free);
  await submitEmail(page, uniqueEmail(tag));
  const form = details(page);
  await expect(form.getByLabel("First Name")).toBeVisible();
  return form;
}

async function fillPerson(form: Locator, surname: string): Promise<void> {
  await form.getByLabel("First Name").fill("Meera");
  await form.getByLabel("Last Name").fill(surname);
  await form.getByLabel("Mobile Number").fill("+91 98765 43210");
  await form.getByRole("radio", { name: "Female" }).check();
  await form.getByRole("textbox", { name: "Address", exact: true }).fill("Near the bus stand");
}

async function finishFreeRegistration(page: Page, form: Locator, surname: string): Promise<void> {
  // A handle is enough: it becomes the full address when the field is left.
  await form.getByLabel("Instagram").fill("@meera.makes");
  await form.getByRole("checkbox", { name: "Music" }).check();
  await expect(form.getByLabel("Instagram")).toHaveValue("https://www.instagram.com/meera.makes");
  await form.getByRole("button", { name: "Next" }).click();
  const pay = payment(page);
  await pay.getByLabel("Video Link").fill("https://www.youtube.com/watch?v=meera-town");
  await pay.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(new RegExp(`/contest/${contests.free}/applicants\\?registered=1$`));
  await expect(page.getByText(`Meera ${surname}`).first()).toBeVisible();
}

test.describe("[PLACES] every creator's town", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "on a phone, 360 px wide");
    // The whole registration, typing included, on a slow phone profile.
    test.setTimeout(120_000);
  });

  test("a creator from a small town types their pincode, picks their town among its towns, and registers", async ({ page }) => {
    const surname = uniqueSurname();
    const form = await startOnFreeContest(page, "pincode");
    await fillPerson(form, surname);
    // Bansi (Basti district, Uttar Pradesh): the pincode serves dozens of villages.
    await form.getByLabel("Pincode").fill("272 153");
    const towns = form.getByRole("group", { name: /Pincode 272153 serves these towns/ });
    await expect(towns).toBeVisible();
    await expect(form.getByLabel("State").locator("option:checked")).toHaveText("Uttar Pradesh");
    await towns.getByRole("radio", { name: "Bansi, Basti district" }).check();
    await expect(form.getByRole("combobox", { name: "City" })).toHaveValue("Bansi, Basti district");
    await finishFreeRegistration(page, form, surname);
  });

  test("on slow 4G, a state and town chosen by hand while the pincode's answer is on its way stay chosen", async ({ page }) => {
    const form = await startOnFreeContest(page, "slow-pincode");
    // The pincode's answer (Nagpur, Maharashtra) arrives only after the creator has picked Gujarat and Surat.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route("**/api/location/pincode/440001", async (route) => {
      await answered;
      await route.continue();
    });
    const pincodeAsked = page.waitForRequest("**/api/location/pincode/440001");
    await form.getByLabel("Pincode").fill("440001");
    await pincodeAsked;
    await form.getByRole("combobox", { name: /^State/ }).selectOption({ label: "Gujarat" });
    await chooseCity(form, "Surat");
    const pincodeAnswered = page.waitForResponse("**/api/location/pincode/440001");
    answer();
    await pincodeAnswered;
    // The late answer reset it to Maharashtra and cleared the town.
    await page.waitForTimeout(500);
    await expect(form.getByLabel("State").locator("option:checked")).toHaveText("Gujarat");
    await expect(form.getByRole("combobox", { name: "City" })).toHaveValue(/^Surat/);
  });

  test("on a busy phone, leaving the City field and coming straight back keeps what is typed", async ({ page }) => {
    const form = await startOnFreeContest(page, "city-refocus");
    await form.getByRole("combobox", { name: /^State/ }).selectOption({ label: "Gujarat" });
    const city = form.getByRole("combobox", { name: "City" });
    // The phone's timers stand still while the creator leaves the field, comes back and types, as
    // on a phone too busy to run them in between.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await city.focus();
    await city.press("Tab");
    await city.focus();
    await city.pressSequentially("Sura");
    await page.clock.runFor(1_000);
    await page.clock.resume();
    // The list's late close on leaving had wiped "Sura" and closed the list.
    await expect(city).toHaveValue("Sura");
    await form
      .getByRole("option", { name: /^Surat/ })
      .first()
      .click();
    await expect(city).toHaveValue(/^Surat/);
  });

  test("a creator whose town is not listed types it with its district and registers", async ({ page }) => {
    const surname = uniqueSurname();
    const form = await startOnFreeContest(page, "unlisted");
    await fillPerson(form, surname);
    await form.getByLabel("State").selectOption({ label: "Uttar Pradesh" });
    const city = form.getByRole("combobox", { name: "City" });
    await city.fill("Chauri Nayanagar");
    await expect(form.getByText("No listed town starts with that.")).toBeVisible();
    await form.getByRole("button", { name: "My town is not listed" }).click();
    await form.getByLabel("Your town").fill("Chauri Nayanagar");
    await form.getByLabel("District").selectOption({ label: "Gorakhpur" });
    await form.getByRole("button", { name: "Use this town" }).click();
    await expect(city).toHaveValue("Chauri Nayanagar, Gorakhpur district");
    await finishFreeRegistration(page, form, surname);
  });
});

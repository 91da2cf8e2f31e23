import { randomBytes, randomInt } from "node:crypto";
import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page } from "@playwright/test";

/** Demo contests (db/seed/contests.ts) the registration tests use. */
export const contests = {
  /** Paid (₹499), open, all of India. */
  bigLeague: "64b000000000000000000003",
  /** Paid, open, only Indore, Jaipur, Lucknow and Nagpur. */
  cityHustle: "64b000000000000000000001",
  /** Paid, open, only Madhya Pradesh, Maharashtra and Karnataka. */
  stateFlex: "64b000000000000000000002",
  /** Free, open, unlimited. */
  free: "64b000000000000000000004",
  /** Registration ended 2 days ago. */
  registrationClosed: "64b000000000000000000006",
  /** Paid, open, 2 places of which 1 is taken. */
  fullSoon: "64b000000000000000000009",
} as const;

export const demoAffiliateCode = "ASHA2026";

/**
 * A client address of its own (198.18.0.0/15 is reserved for tests), sent as X-Forwarded-For, which
 * the server believes from this machine: its limits per client address (codes, sign-ups) then count
 * each test apart, as they would count separate phones.
 */
export const testClientAddress = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Gives every request of the page's browser context one client address of its own. */
export async function ownClientAddress(context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": testClientAddress() });
}

/** A fresh e-mail per test and project, so parallel runs never meet. */
export function uniqueEmail(tag: string): string {
  return `e2e.${tag}.${randomBytes(4).toString("hex")}@example.com`;
}

/** A letters-only surname that is unique enough to find one applicant card. */
export function uniqueSurname(): string {
  return `Test${[...randomBytes(5)].map((b) => String.fromCharCode(97 + (b % 26))).join("")}`;
}

/** Opens the contest page and the e-mail dialog. */
export async function openRegistration(page: Page, contestId: string): Promise<Locator> {
  await page.goto(`/contest/${contestId}`);
  // Opened again on the same page, the browser restores its scroll: the phone's sticky bar may show a second Register Now.
  await page.getByRole("button", { name: "Register Now" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Register for this contest" });
  await expect(dialog).toBeVisible();
  return dialog;
}

export const codeDialog = (page: Page) => page.getByRole("dialog", { name: "Check your e-mail" });

/** The code the test-mail mode shows in the code dialog. */
export async function shownCode(page: Page): Promise<string> {
  const text = await codeDialog(page)
    .getByText(/^Test mode: your code is/)
    .innerText();
  const code = /(\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no code in "${text}"`);
  return code;
}

/** Types the shown code, as a creator copies it from the e-mail; the dialog moves on by itself. */
export async function enterShownCode(page: Page): Promise<void> {
  await codeDialog(page)
    .getByLabel("Code")
    .fill(await shownCode(page));
  await expect(codeDialog(page)).toBeHidden();
  await answerAgeStep(page, adultDateOfBirth);
}

/**
 * Types the e-mail and presses Next, then enters the code when it is asked for (it is not when this
 * browser is already signed in with that e-mail). Returns once the e-mail step has moved on or shows
 * a message.
 */
export async function submitEmail(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Register for this contest" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Next" }).click();
  const next = codeDialog(page)
    .or(dialog.getByRole("alert"))
    .or(page.getByRole("dialog", { name: /^(Enter|Confirm) your details$/ }))
    .or(ageDialog(page));
  await expect(next.first()).toBeVisible();
  if (await codeDialog(page).isVisible()) await enterShownCode(page);
  else await answerAgeStep(page, adultDateOfBirth);
}

export const ageDialog = (page: Page) => page.getByRole("dialog", { name: "Your date of birth" });
/** An adult's date of birth: the age step lets them straight on to their details. */
export const adultDateOfBirth = "2000-05-15";

/**
 * A new creator answers the age step after the code (docs/privacy.md#age-first); a creator who has
 * registered before goes straight to 'Confirm your details' and is not asked.
 */
export async function answerAgeStep(page: Page, dateOfBirth: string): Promise<void> {
  const after = ageDialog(page)
    .or(page.getByRole("dialog", { name: /^(Enter|Confirm) your details$/ }))
    .or(page.getByRole("dialog", { name: "Register for this contest" }).getByRole("alert"));
  await expect(after.first()).toBeVisible();
  if (!(await ageDialog(page).isVisible())) return;
  await ageDialog(page).getByLabel("Date of Birth").fill(dateOfBirth);
  await ageDialog(page).getByRole("button", { name: "Next" }).click();
  await expect(ageDialog(page)).toBeHidden();
}

/**
 * Signs a creator in through the API as the dialog does (the code from the test-mode answer): the
 * request context keeps the session cookie for its next calls.
 */
export async function signInByApi(request: APIRequestContext, email: string): Promise<void> {
  const headers = { "x-forwarded-for": testClientAddress() };
  const asked = await request.post("/api/creator/email-code", { data: { email }, headers });
  expect(asked.status(), await asked.text()).toBe(200);
  const code = ((await asked.json()) as { data: { testModeCode?: string } }).data.testModeCode;
  expect(code, "the e2e server runs in test-mail mode").toBeTruthy();
  const signedIn = await request.post("/api/creator/sign-in", { data: { email, code }, headers });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
}

/** Registers the signed-in creator of `request` for a free contest, through the API. */
export async function registerFreeByApi(request: APIRequestContext, userId: string, contestId: string): Promise<void> {
  const response = await request.post("/api/subscriber/create-order", {
    data: { contestId, userId, link: "https://www.youtube.com/watch?v=already-in" },
    headers: { "x-forwarded-for": testClientAddress() },
  });
  const body = (await response.json()) as { isOk: boolean; message?: string; data?: { free?: boolean } };
  expect(body.isOk, body.message).toBe(true);
  expect(body.data?.free).toBe(true);
}

export type NewUser = {
  firstName: string;
  lastName: string;
  mobileNo: string;
  state: string;
  city: string;
  instagram: string;
  category: string;
};

export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  return {
    firstName: "Meera",
    lastName: uniqueSurname(),
    mobileNo: "9876543210",
    state: "Maharashtra",
    city: "Nagpur",
    instagram: "https://www.instagram.com/meera.makes",
    category: "Music",
    ...overrides,
  };
}

/** Types a town into the City combobox and picks the first listed town of that name (docs/places.md). */
export async function chooseCity(dialog: Locator, name: string): Promise<void> {
  const city = dialog.getByRole("combobox", { name: "City" });
  await city.fill(name);
  await dialog
    .getByRole("option", { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await expect(city).toHaveValue(new RegExp(`^${name}`));
}

/** Fills every required field of 'Enter your details' with valid values. */
export async function fillRequiredDetails(dialog: Locator, user: NewUser): Promise<void> {
  await dialog.getByLabel("First Name").fill(user.firstName);
  await dialog.getByLabel("Last Name").fill(user.lastName);
  await dialog.getByLabel("Mobile Number").fill(user.mobileNo);
  await dialog.getByRole("radio", { name: "Female" }).check();
  await dialog.getByRole("textbox", { name: "Address", exact: true }).fill("12, Civil Lines");
  await dialog.getByLabel("Country").selectOption({ label: "India" });
  // By role: a town offered for a typed pincode ('Coal Estate') would match the label 'State' too.
  const state = dialog.getByRole("combobox", { name: /^State/ });
  await expect(state).toBeEnabled();
  await expect(state.locator("option", { hasText: user.state })).toBeAttached();
  await state.selectOption({ label: user.state });
  await chooseCity(dialog, user.city);
  await dialog.getByLabel("Instagram").fill(user.instagram);
  await dialog.getByRole("checkbox", { name: user.category }).check();
}

type Named = { _id: string } & Record<string, string>;

async function listOf(request: APIRequestContext, url: string): Promise<Named[]> {
  const response = await request.get(url);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Named[] }).data;
}

async function idByName(request: APIRequestContext, url: string, key: string, name: string): Promise<string> {
  const found = (await listOf(request, url)).find((item) => item[key] === name);
  if (!found) throw new Error(`${name} not found at ${url}`);
  return found._id;
}

/** A town that is not listed, typed with its district as 'My town is not listed' sends it (needs the creator's session). */
async function typedTownId(request: APIRequestContext, stateId: string, town: { name: string; district: string }): Promise<string> {
  const districtId = await idByName(request, `/api/location/list/district/state/${stateId}`, "districtName", town.district);
  const response = await request.post("/api/location/unlisted-town", {
    headers: { "x-forwarded-for": testClientAddress() },
    data: { districtId, townName: town.name },
  });
  const body = (await response.json()) as { isOk: boolean; data: { _id: string }; message?: string };
  expect(body.isOk, body.message).toBe(true);
  return body.data._id;
}

/**
 * Creates a user through the API, signed in as the dialog would be (the test factory for the confirm
 * path); answers its id and e-mail. The request context stays signed in as that creator.
 */
export async function createUserByApi(
  request: APIRequestContext,
  options: { tag: string; state?: string; city?: string; link?: string; typedTown?: { name: string; district: string } } = { tag: "api" },
): Promise<{ id: string; email: string; firstName: string; lastName: string }> {
  const email = uniqueEmail(options.tag);
  await signInByApi(request, email);
  const countryId = await idByName(request, "/api/location/list/country", "countryName", "India");
  const stateId = await idByName(request, `/api/location/list/state/country/${countryId}`, "stateName", options.state ?? "Maharashtra");
  const cityId = options.typedTown
    ? await typedTownId(request, stateId, options.typedTown)
    : await idByName(request, `/api/location/list/city/state/${stateId}`, "cityName", options.city ?? "Nagpur");
  const categories = await listOf(request, "/api/category/list/active");
  const firstName = "Kabir";
  const lastName = uniqueSurname();
  const response = await request.post("/api/user/create", {
    headers: { "x-forwarded-for": testClientAddress() },
    multipart: {
      firstName,
      middleName: "",
      lastName,
      mobileNo: "9123456780",
      email,
      countryId,
      stateId,
      cityId,
      address: "45, MG Road",
      pincode: "440001",
      dateOfBirth: adultDateOfBirth,
      gender: "Male",
      bio: "",
      link: options.link ?? "https://www.youtube.com/watch?v=kabir",
      bankDetails: JSON.stringify({}),
      socialMedia: JSON.stringify({ instagram: "https://www.instagram.com/kabir" }),
      categories: JSON.stringify([categories[0]?._id]),
    },
  });
  const body = (await response.json()) as { isOk: boolean; data: { _id: string }; message?: string };
  expect(body.isOk, body.message).toBe(true);
  return { id: body.data._id, email, firstName, lastName };
}

/** A tiny valid PNG (1×1 pixel). */
export const pngFile = {
  name: "me.png",
  mimeType: "image/png",
  buffer: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"),
};

/** The toast region (sonner) is outside the dialogs; toasts are matched by their text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

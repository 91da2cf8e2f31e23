import type { Page } from "@playwright/test";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "#db/seed/staff.ts";
import { toIstDay } from "#shared/console/ist-input.ts";
import { contests, createUserByApi, ownClientAddress, testClientAddress } from "./registration.ts";
import { expect } from "./test.ts";

/** Fills and sends the console's sign-in form; what follows (a code step, a refusal) is the caller's. */
export async function submitConsoleSignIn(page: Page, email: string, password: string) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs a member in (the demo owner unless told otherwise) and waits for the console's frame. */
export async function signInToConsole(page: Page, email = DEMO_OWNER_EMAIL, password = DEMO_OWNER_PASSWORD) {
  await submitConsoleSignIn(page, email, password);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/** A creator who registered for The Big League and paid in the test-mode checkout, all through the public API. */
export async function paidCreatorByApi(page: Page, tag: string, options: { keepCreatorSession?: boolean } = {}) {
  await ownClientAddress(page.context());
  const creator = await createUserByApi(page.request, { tag });
  const headers = { "x-forwarded-for": testClientAddress() };
  const created = await page.request.post("/api/subscriber/create-order", {
    data: { contestId: contests.bigLeague, userId: creator.id, link: "https://www.youtube.com/watch?v=refund-me" },
    headers,
  });
  const order = (await created.json()) as { isOk: boolean; message?: string; data: { order: { id: string }; subscriber: { _id: string } } };
  expect(order.isOk, order.message).toBe(true);
  const checkout = await page.request.post(`/api/subscriber/simulated-checkout/${order.data.order.id}`, {
    data: { outcome: "success" },
    headers,
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const confirmed = await page.request.post("/api/subscriber/confirm-order", {
    data: { ...(await checkout.json()), contestId: contests.bigLeague, userId: creator.id },
    headers,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  // The creator's session is not the console's: the console starts from a clean cookie jar.
  if (!options.keepCreatorSession) await page.context().clearCookies();
  return { ...creator, name: `${creator.firstName} ${creator.lastName}`, registrationId: order.data.subscriber._id };
}

/** The names the public applicants list of The Big League shows. */
export async function bigLeagueApplicantNames(page: Page) {
  const answer = await page.request.get(`/api/subscriber/list/${contests.bigLeague}`);
  return ((await answer.json()) as { data: { userId?: { firstName: string; lastName: string } }[] }).data.map(
    (a) => `${a.userId?.firstName} ${a.userId?.lastName}`,
  );
}

/** The IST day `days` from today, as the console's date fields take it. */
export const istDayFromToday = (days: number) => toIstDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/** The new-contest form's required fields, as an organiser fills them: registration open since yesterday. */
export async function fillNewContestForm(page: Page, title: string) {
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Short description", { exact: true }).fill("A contest still being written.");
  await page.getByLabel("Contest category").selectOption({ label: "Travel Shorts" });
  await page.getByLabel("Registration start").fill(istDayFromToday(-1));
  await page.getByLabel("Registration end").fill(istDayFromToday(4));
  await page.getByLabel("Contest start").fill(`${istDayFromToday(6)}T10:00`);
  await page.getByLabel("Contest end").fill(`${istDayFromToday(8)}T18:00`);
}

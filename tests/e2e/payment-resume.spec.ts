import {
  contests,
  createUserByApi,
  openRegistration,
  ownClientAddress,
  submitEmail,
  testClientAddress,
  uniqueEmail,
  uniqueSurname,
} from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

test.describe("[REGISTRATION] a payment that resumes", () => {
  test.beforeEach(async ({ context }) => {
    await ownClientAddress(context);
  });

  test("back from the UPI app to a reloaded tab, a signed-in creator reads 'Your payment is pending' and goes straight to payment with the saved link", async ({
    page,
  }) => {
    const creator = await createUserByApi(page.request, { tag: "resume" });
    const link = "https://www.youtube.com/watch?v=resume-me";
    // Pay pressed, the UPI app opened, the tab gone: the order exists and nothing was paid.
    const created = await page.request.post("/api/subscriber/create-order", {
      data: { contestId: contests.bigLeague, userId: creator.id, link },
      headers: { "x-forwarded-for": testClientAddress() },
    });
    expect(created.status(), await created.text()).toBe(200);

    await page.goto(`/contest/${contests.bigLeague}`);
    await expect(page.getByRole("status").filter({ hasText: "Your payment is pending" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Register Now" })).toHaveCount(0);
    await page.getByRole("button", { name: "Complete payment" }).click();
    const payment = page.getByRole("dialog", { name: "Complete your registration" });
    // No e-mail, code or details again: the link they gave is there.
    await expect(payment.getByLabel("Video Link")).toHaveValue(link);
    await expect(page.getByRole("dialog", { name: "Register for this contest" })).toHaveCount(0);
    await payment.getByRole("button", { name: "Pay" }).click();
    await page.getByRole("dialog", { name: "Test mode checkout" }).getByRole("button", { name: "Succeed" }).click();
    await expect(page).toHaveURL(/\/applicants\?registered=1$/);

    // Paid once: the page now says so, and My registrations shows one completed registration.
    await page.goto(`/contest/${contests.bigLeague}`);
    await expect(page.getByRole("link", { name: "You're registered" })).toBeVisible();
    await expect(page.getByText("Your payment is pending")).toHaveCount(0);
    const mine = await page.request.get("/api/me/registrations");
    const rows = ((await mine.json()) as { data: { contest: { _id: string }; state: string }[] }).data.filter(
      (row) => row.contest._id === contests.bigLeague,
    );
    expect(rows.map((row) => row.state)).toEqual(["completed"]);
  });

  test("paid, but the confirmation was lost on the way: Pay again completes the registration without a second checkout", async ({
    page,
  }) => {
    const creator = await createUserByApi(page.request, { tag: "lost-confirm" });
    const link = "https://www.youtube.com/watch?v=lost-confirm";
    await page.request.post("/api/subscriber/create-order", {
      data: { contestId: contests.bigLeague, userId: creator.id, link },
      headers: { "x-forwarded-for": testClientAddress() },
    });
    await page.goto(`/contest/${contests.bigLeague}`);
    await page.getByRole("button", { name: "Complete payment" }).click();
    const payment = page.getByRole("dialog", { name: "Complete your registration" });
    await payment.getByRole("button", { name: "Pay" }).click();
    // The money moved; the answer to the page's confirmation is lost (a dropped connection).
    await page.route("**/api/subscriber/confirm-order", (route) => route.abort("internetdisconnected"));
    await page.getByRole("dialog", { name: "Test mode checkout" }).getByRole("button", { name: "Succeed" }).click();
    await expect(page.getByText("Failed to verify payment. Please contact support.")).toBeVisible();
    await page.unrouteAll();

    await payment.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/applicants\?registered=1$/);
    await expect(page.getByText("Payment successful and registration complete!")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Test mode checkout" })).toHaveCount(0);
    const mine = await page.request.get("/api/me/registrations");
    const rows = ((await mine.json()) as { data: { contest: { _id: string }; state: string }[] }).data.filter(
      (row) => row.contest._id === contests.bigLeague,
    );
    expect(rows.map((row) => row.state)).toEqual(["completed"]);
  });

  test("a visitor who is not signed in sees Register Now, without the pending note", async ({ page }) => {
    await page.goto(`/contest/${contests.bigLeague}`);
    await expect(page.getByRole("button", { name: "Register Now" })).toBeVisible();
    await expect(page.getByText("Your payment is pending")).toHaveCount(0);
  });

  test("a reload in the middle of the details form opens the form again with the draft", async ({ page }) => {
    await openRegistration(page, contests.bigLeague);
    await submitEmail(page, uniqueEmail("reload"));
    let form = page.getByRole("dialog", { name: "Enter your details" });
    const surname = uniqueSurname();
    await form.getByLabel("First Name").fill("Ritika");
    await form.getByLabel("Last Name").fill(surname);
    await form.getByRole("radio", { name: "Female" }).check();
    // The draft is written as they type (what a reload keeps).
    await expect.poll(() => page.evaluate(() => localStorage.getItem("creatorcup.registration-draft") ?? "")).toContain("Female");

    await page.reload();
    // No Register Now, no e-mail step: the form is back as it was.
    form = page.getByRole("dialog", { name: "Enter your details" });
    await expect(form.getByLabel("First Name")).toHaveValue("Ritika");
    await expect(form.getByLabel("Last Name")).toHaveValue(surname);
    await expect(form.getByRole("radio", { name: "Female" })).toBeChecked();

    // Closed on purpose (Discard), a reload leaves the page alone.
    await page.keyboard.press("Escape");
    await page.getByRole("alertdialog", { name: "Discard what you typed?" }).getByRole("button", { name: "Discard" }).click();
    await expect(form).toHaveCount(0);
    // Focus comes back to the button the form stands for, though nobody pressed it: not to the page's body
    // (on a phone the sticky bar below says Register Now too).
    const registerNow = page
      .getByRole("complementary", { name: "Contest information and registration" })
      .getByRole("button", { name: "Register Now" });
    await expect(registerNow).toBeFocused();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("creatorcup.registration-draft"))).toBeNull();
    await page.reload();
    await expect(registerNow).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

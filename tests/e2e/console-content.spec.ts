import type { Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "#db/seed/staff.ts";
import { toIstDay } from "#shared/console/ist-input.ts";
import { signInToConsole } from "./support/console.ts";
import { contestIds, expectAccessible, metaContent, serverHtml } from "./support/pages.ts";
import { expect, test } from "./support/test.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const istDay = (days: number) => toIstDay(new Date(Date.now() + days * DAY_MS));
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A picture as a person would pick it: a PNG the server re-encodes. */
async function bannerPicture() {
  const buffer = await sharp({ create: { width: 1600, height: 700, channels: 3, background: "#7324b3" } })
    .png()
    .toBuffer();
  return { name: "monsoon-banner.png", mimeType: "image/png", buffer };
}

const info = (page: Page) => page.getByRole("region", { name: "Contest Information" });
const infoRow = (page: Page, label: string) =>
  info(page)
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

test.describe("[CONSOLE-CONTENT] contests and content from the organiser console", () => {
  test("the demo owner creates a paid contest with a banner, two prizes and a city restriction; the home page and its own page show it", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the desktop run creates the contest; the 360 px check is its own test");
    // A long journey through two pages and a picture upload, on a machine shared with other runs.
    test.setTimeout(90_000);
    const title = `Monsoon Stories ${unique()}`;
    await signInToConsole(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Contests" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contests" })).toBeVisible();
    await expect(page.getByRole("row", { name: /City Hustle/ }).getByText("Registration Open")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "New contest" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New contest" })).toBeVisible();
    // Saving an empty form shows each message at its field, and nothing is sent.
    await page.getByRole("button", { name: "Create contest" }).click();
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveAccessibleDescription("Title is required.");
    await expect(page.getByText("Contest category is required.")).toBeVisible();

    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Short description", { exact: true }).fill("Film the first rain in your city.");
    await page.getByRole("textbox", { name: "Description", exact: true }).click();
    await page.keyboard.type("Rain, chai and the roads of your city.");
    await page.getByLabel("Contest category").selectOption({ label: "Travel Shorts" });
    await page.locator("#banner").setInputFiles(await bannerPicture());
    await expect(page.getByRole("img", { name: "Banner preview" })).toHaveAttribute(
      "src",
      /^\/img\/480\/console\/contest\/[a-f0-9]{24}\.webp$/,
    );

    // Dates in IST: registration from today for five days; the contest a week later.
    await page.getByLabel("Registration start").fill(istDay(0));
    await page.getByLabel("Registration end").fill(istDay(5));
    await page.getByLabel("Contest start").fill(`${istDay(7)}T10:00`);
    await page.getByLabel("Contest end").fill(`${istDay(14)}T18:00`);
    // Out of order first: the message is at the field.
    await page.getByLabel("Result announcement").fill(`${istDay(10)}T12:00`);
    await page.getByRole("spinbutton", { name: "Entry fee", exact: true }).fill("149");
    await page.getByRole("spinbutton", { name: "Prize pool", exact: true }).fill("5000");
    await page.getByLabel("Max participants").fill("100");

    await page.getByRole("button", { name: "Add prize" }).click();
    await page.getByRole("button", { name: "Add prize" }).click();
    await page.locator("#prizes-0-title").fill("Winner");
    await page.locator("#prizes-0-amount").fill("3000");
    await page.locator("#prizes-0-description").fill("Cash and a feature");
    await page.locator("#prizes-1-title").fill("Runner-up");
    await page.locator("#prizes-1-amount").fill("2000");
    await expect(page.locator("#prizes-1-rank")).toHaveValue("2");

    const cities = page.getByRole("combobox", { name: "Allowed cities" });
    await cities.fill("Nagp");
    await page.getByRole("option", { name: /^Nagpur, Nagpur district, Maharashtra$/ }).click();
    await expect(page.getByRole("list", { name: "Allowed cities chosen" }).getByRole("listitem")).toHaveText([
      "Nagpur, Nagpur district, Maharashtra✕",
    ]);

    await page.getByRole("button", { name: "Create contest" }).click();
    await expect(page.getByLabel("Result announcement")).toHaveAccessibleDescription(/Result announcement must be after contest end\./);
    await page.getByLabel("Result announcement").fill(`${istDay(16)}T12:00`);
    await page.getByRole("button", { name: "Create contest" }).click();

    await expect(page.getByText("Contest created.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/contests\/[a-f0-9]{24}$/);
    const contestId = page.url().split("/").pop() as string;
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // A new contest is a draft, and its badge says so (not its dates' Registration Open) until it is published.
    await expect(page.getByRole("main").getByText("Draft", { exact: true })).toBeVisible();
    await expectAccessible(page);
    // Published from its page, the home page lists it at once.
    await expect(page.getByTestId("publish-panel")).toContainText("Draft: the site does not show this contest until it is published.");
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByTestId("publish-panel")).toContainText("Published");
    await expect(page.getByRole("main").getByText("Registration Open", { exact: true })).toBeVisible();

    // The home page lists it at once, with its badge, fee and button.
    await page.goto("/");
    const card = page.locator("article", { has: page.locator(`a[href^="/contest/${contestId}"]`) });
    await expect(card.getByRole("heading", { name: title })).toBeVisible();
    await expect(card.getByTestId("contest-badge")).toHaveText("Registration Open");
    await expect(card).toContainText("Entry fee ₹149");
    await expect(card.getByRole("link")).toHaveText("get started");

    // Its own page: the banner for link previews, the city restriction, the prizes and the buttons.
    await card.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(infoRow(page, "Entry Fee")).toHaveText("₹149 INR");
    await expect(infoRow(page, "Allowed Cities")).toHaveText("Nagpur");
    await expect(infoRow(page, "Max Participants")).toHaveText("100");
    await expect(page.getByRole("button", { name: "Register Now" })).toBeEnabled();
    await expect(page.getByRole("link", { name: "View Applicants" })).toHaveAttribute("href", `/contest/${contestId}/applicants`);
    const prizes = page.getByRole("region", { name: "Prizes" }).getByRole("listitem");
    await expect(prizes).toHaveCount(2);
    await expect(prizes.nth(0)).toContainText("Rank #1Winner ₹3,000Cash and a feature");
    await expect(prizes.nth(1)).toContainText("Rank #2Runner-up ₹2,000");
    await expect(page.getByText("Rain, chai and the roads of your city.")).toBeVisible();
    const html = await serverHtml(page, `/contest/${contestId}`);
    expect(metaContent(html, "og:image")).toMatch(/\/img\/1200\/console\/contest\/[a-f0-9]{24}\.webp\?format=jpeg$/);
    const shared = await page.request.get(`${new URL(metaContent(html, "og:image") ?? "").pathname}?format=jpeg`);
    expect(shared.status()).toBe(200);
  });

  test("a server rule shows at its field: max participants cannot go below the completed registrations", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one run is enough: it changes nothing");
    await signInToConsole(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    await page.goto(`/admin/contests/${contestIds.completed}`);
    await expect(page.getByRole("heading", { level: 1, name: "Chai & Comedy: Season 1" })).toBeVisible();
    const completed = Number(/(\d+) completed registrations/.exec((await page.getByRole("main").textContent()) ?? "")?.[1]);
    expect(completed).toBeGreaterThan(1);
    await page.getByLabel("Max participants").fill("1");
    await page.getByRole("button", { name: "Save contest" }).click();
    const message = `Max participants cannot be below the ${completed} completed registrations (0 means unlimited).`;
    await expect(page.getByLabel("Max participants")).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, "\\$&")));
    await expect(page.getByLabel("Max participants")).toBeFocused();
  });

  test("the demo owner edits a content page and the public page shows the new text", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the desktop run edits the page");
    const line = `Submissions open every Monday ${unique()}.`;
    await signInToConsole(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Content" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/banners$/);
    await page.getByRole("button", { name: "New banner" }).click();
    const dialog = page.getByRole("dialog", { name: "New banner" });
    await dialog.getByRole("button", { name: "Save banner" }).click();
    await expect(dialog.getByText("Banner image is required.")).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole("navigation", { name: "Content sections" }).getByRole("link", { name: "Company details" }).click();
    await expect(page.getByRole("textbox", { name: "Company name", exact: true })).not.toHaveValue("");
    await expectAccessible(page);
    await page.getByRole("navigation", { name: "Content sections" }).getByRole("link", { name: "Pages" }).click();
    const row = page.getByRole("listitem").filter({ hasText: "/cms/the-plug" });
    await row.getByRole("link", { name: /^Edit/ }).click();
    await expect(page.getByLabel("Slug")).toHaveValue("the-plug");
    await expectAccessible(page);

    const body = page.getByRole("textbox", { name: "Body", exact: true });
    await body.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type(line);
    await page.getByRole("button", { name: "Save page" }).click();
    await expect(page.getByText("Page saved.")).toBeVisible();

    await page.goto("/cms/the-plug");
    await expect(page.getByTestId("cms-body")).toContainText(line);
  });

  test("a viewer sees contests and content but cannot save; the API refuses them too", async ({ page, browser }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one viewer is enough");
    await signInToConsole(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    const email = `viewer.${unique()}@staff.example`;
    const password = `viewer password ${unique()}`;
    const added = await page.request.post("/api/admin/staff", { data: { email, name: "Test viewer", role: "viewer", password } });
    expect(added.status()).toBe(201);

    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const viewer = await context.newPage();
    await signInToConsole(viewer, email, password);
    await viewer.goto("/admin/contests");
    await expect(viewer.getByRole("link", { name: "New contest" })).toHaveCount(0);
    await expect(viewer.getByRole("button", { name: /^Duplicate/ })).toHaveCount(0);
    await viewer.goto(`/admin/contests/${contestIds.cityHustle}`);
    await expect(viewer.getByRole("textbox", { name: "Title", exact: true })).toBeDisabled();
    await expect(viewer.getByRole("button", { name: "Save contest" })).toHaveCount(0);
    await expect(viewer.getByText("You can view this contest. Saving changes needs the editor role.")).toBeVisible();
    await viewer.goto("/admin/contests/new");
    await expect(viewer.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
    await viewer.goto("/admin/content/banners");
    await expect(viewer.getByRole("button", { name: "New banner" })).toHaveCount(0);
    await expect(viewer.getByRole("button", { name: /^Edit/ })).toHaveCount(0);

    // Even a hand-made request is refused.
    const form = (await (await viewer.request.get(`/api/admin/contests/${contestIds.cityHustle}`)).json()).data.values;
    const refused = await viewer.request.put(`/api/admin/contests/${contestIds.cityHustle}`, { data: { ...form, title: "Hijacked" } });
    expect(refused.status()).toBe(403);
    await viewer.goto(`/contest/${contestIds.cityHustle}`);
    await expect(viewer.getByRole("heading", { level: 1 })).toHaveText("City Hustle");
    await context.close();
  });

  test("at 360 px the contest form fits the screen and a new draft saves", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the 360 px check");
    await signInToConsole(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.goto("/admin/contests");
    await expect(page.getByRole("heading", { level: 1, name: "Contests" })).toBeVisible();
    // The table scrolls sideways inside its frame; the page itself does not.
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole("link", { name: "New contest" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New contest" })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);

    const title = `Phone draft ${unique()}`;
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Contest category").selectOption({ label: "Dance" });
    // A new contest is a draft ('Active' is not offered until it is published): it must not reach the home page.
    await expect(page.getByLabel("Active: shown on the site")).toHaveCount(0);
    await page.getByLabel("Registration start").fill(istDay(30));
    await page.getByLabel("Registration end").fill(istDay(35));
    await page.getByLabel("Contest start").fill(`${istDay(37)}T10:00`);
    await page.getByLabel("Contest end").fill(`${istDay(40)}T18:00`);
    await page.getByRole("button", { name: "Add rule", exact: true }).click();
    await page.getByLabel("Rule 1", { exact: true }).fill("Shoot it vertically.");
    await page.getByRole("button", { name: "Create contest" }).click();
    await expect(page.getByText("Contest created.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("main").getByText("Draft", { exact: true })).toBeVisible();
    await expect(page.getByTestId("publish-panel")).toContainText("Draft");
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    await page.goto("/");
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  });
});

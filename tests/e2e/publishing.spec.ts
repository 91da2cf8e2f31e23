import { toIstMoment } from "#shared/console/ist-input.ts";
import { fillNewContestForm, signInToConsole } from "./support/console.ts";
import { expect, test } from "./support/test.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

test.describe("[PUBLISHING] drafts, previews and publishing; contests people can find", () => {
  test("an organiser creates a draft, previews it, schedules it, then publishes it pinned; a 360 px phone sees it among the open contests without scrolling", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the desktop run creates the contest and then looks at the home page at 360 px");
    test.setTimeout(90_000);
    const title = `Draft Reels ${unique()}`;
    await signInToConsole(page);
    await page.goto("/admin/contests/new");
    // 'Active' is not offered on a new contest: it starts as a draft.
    await expect(page.getByRole("checkbox", { name: /Active/ })).toHaveCount(0);
    await fillNewContestForm(page, title);
    await page.getByRole("button", { name: "Create contest" }).click();
    await expect(page).toHaveURL(/\/admin\/contests\/[a-f0-9]{24}$/);
    const contestId = page.url().split("/").pop() as string;
    const panel = page.getByTestId("publish-panel");
    await expect(panel).toContainText("Draft: the site does not show this contest until it is published.");

    // The public site knows nothing of it.
    expect((await page.request.get(`/api/contest/get/${contestId}`)).status()).toBe(404);
    const active = (await (await page.request.get("/api/contest/active")).json()) as { data: { _id: string }[] };
    expect(active.data.map((c) => c._id)).not.toContain(contestId);

    // The preview shows the page as it will look, saying it is not on the site.
    await page.getByRole("link", { name: "Preview" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("region", { name: "Preview" })).toContainText("not on the site");
    await page.getByRole("link", { name: "Back to the form" }).click();

    // A time in the past is refused at the field; a future one is kept and can be taken back.
    await page.getByLabel("Publish at (IST)").fill(toIstMoment(new Date(Date.now() - DAY_MS)));
    await page.getByRole("button", { name: "Schedule" }).click();
    await expect(page.getByLabel("Publish at (IST)")).toHaveAccessibleDescription("Publish time must be in the future (IST).");
    await page.getByLabel("Publish at (IST)").fill(toIstMoment(new Date(Date.now() + DAY_MS)));
    await page.getByRole("button", { name: "Schedule" }).click();
    await expect(panel).toContainText("Draft: publishes at");
    await page.screenshot({ path: testInfo.outputPath("publish-panel-desktop.png"), fullPage: false });
    await page.getByRole("button", { name: "Cancel schedule" }).click();
    await expect(panel).toContainText("Draft: the site does not show this contest");

    // Published now, and pinned first on the home page.
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(panel).toContainText("Published");
    await page.getByRole("checkbox", { name: "Pinned: shown first on the home page" }).check();
    await expect(page.getByText("Pinned first on the home page.")).toBeVisible();

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/");
    const card = page.locator("article", { has: page.locator(`a[href="/contest/${contestId}"]`) });
    await expect(card.getByRole("heading", { name: title })).toBeVisible();
    await expect(card.getByTestId("contest-badge")).toHaveText("Registration Open");
    await expect(card.getByRole("link")).toHaveText("get started");
    // Above the fold of a 360 × 780 phone: its title is on the first screen.
    const box = await card.getByRole("heading", { name: title }).boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(780);
    // Open contests come before upcoming, in-progress and completed ones.
    const badges = await page.getByTestId("contest-badge").allTextContents();
    const stage = (badge: string) =>
      badge === "Registration Open" || badge === "Registration Full" ? 0 : badge === "Upcoming" ? 1 : badge === "Completed" ? 3 : 2;
    const ranks = badges.slice(1).map(stage);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    await page.screenshot({ path: testInfo.outputPath("home-phone.png") });
  });

  test("buttons on the home cards say what they do; the contest page's hero shows its banner", async ({ page }) => {
    await page.goto("/");
    const labels = await page.locator("article a").allTextContents();
    expect(labels).toEqual(expect.arrayContaining(["get started", "view results", "see dates", "view entries"]));
    const results = page.getByRole("link", { name: /^view results/ }).first();
    await expect(results).toHaveAttribute("href", /#winners$/);
    // An ended contest whose results are not out leads to its entries.
    await expect(page.getByRole("link", { name: /^view entries/ }).first()).toHaveAttribute("href", /\/applicants$/);
    await results.click();
    await expect(page).toHaveURL(/#winners$/);
    // The address changes before the contest page has replaced the home page.
    await expect(page.locator("#winners")).toBeVisible();
    await expect(page.getByRole("main").locator("section").first().locator("img")).toHaveAttribute("src", /^\/img\//);
  });
});

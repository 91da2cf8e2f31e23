import type { Page } from "@playwright/test";
import { formatIstDate } from "../../shared/ist.ts";
import { contestIds, expectAccessible, metaContent, serverHtml, unknownContestId } from "./support/pages.ts";
import { expect, test } from "./support/test.ts";

const info = (page: Page) => page.getByRole("region", { name: "Contest Information" });
const row = (page: Page, label: string) =>
  info(page)
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

test.describe("[CONTEST] the contest detail page", () => {
  test("hero, breadcrumb, description, gallery, numbered rules and requirements", async ({ page }) => {
    const response = await page.goto(`/contest/${contestIds.cityHustle}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("City Hustle");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "/Contests", "/City Hustle"]);
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("heading", { level: 2, name: "City Hustle" })).toBeVisible();
    await expect(page.locator(".prose-content strong").first()).toHaveText("City Hustle");

    const gallery = page.getByRole("region", { name: "City Hustle gallery" });
    const slides = gallery.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    await expect(slides.nth(0).locator("img")).toHaveAttribute("alt", "Slide 1");
    await expect(slides.nth(0).locator("img")).toHaveAttribute("loading", "lazy");
    await gallery.getByRole("button", { name: "Go to slide 2" }).click();
    await expect(slides.nth(1).locator("img")).toHaveAttribute("alt", "Slide 2");
    await expect(gallery.getByRole("button", { name: "Next slide" })).toHaveCount(0);

    const rules = page.locator("section", { has: page.getByRole("heading", { name: "Rules", exact: true }) }).locator("ol > li");
    await expect(rules).toHaveCount(5);
    await expect(rules.first()).toContainText("1");
    const requirements = page.locator("section", { has: page.getByRole("heading", { name: "Requirements" }) }).locator("ol > li");
    await expect(requirements).toHaveCount(3);
  });

  test("a contest without pictures shows no gallery", async ({ page }) => {
    await page.goto(`/contest/${contestIds.fullSoon}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pitch Your Town");
    await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
  });

  test("Contest Information lists the ten rows, with All and Unlimited where nothing is set", async ({ page, request }) => {
    await page.goto(`/contest/${contestIds.freeOpenMic}`);
    const contest = (await (await request.get(`/api/contest/get/${contestIds.freeOpenMic}`)).json()).data;
    await expect(info(page).locator("dt")).toHaveText([
      "Category",
      "Registration",
      "Contest Dates",
      "Result",
      "Entry Fee",
      "Prize Pool",
      "Allowed Countries",
      "Allowed States",
      "Allowed Cities",
      "Max Participants",
    ]);
    await expect(row(page, "Category")).toHaveText(contest.contestCategoryId.name);
    await expect(row(page, "Registration")).toHaveText(
      `${formatIstDate(contest.registrationStartDate)} - ${formatIstDate(contest.registrationEndDate)}`,
    );
    await expect(row(page, "Contest Dates")).toHaveText(
      `${formatIstDate(contest.contestStartDate)} - ${formatIstDate(contest.contestEndDate)}`,
    );
    await expect(row(page, "Result")).toHaveText(formatIstDate(contest.resultAnnouncementDate));
    await expect(row(page, "Entry Fee")).toHaveText("₹0 INR");
    await expect(row(page, "Allowed Countries")).toHaveText("All");
    await expect(row(page, "Allowed States")).toHaveText("All");
    await expect(row(page, "Allowed Cities")).toHaveText("All");
    await expect(row(page, "Max Participants")).toHaveText("Unlimited");

    await page.goto(`/contest/${contestIds.cityHustle}`);
    await expect(row(page, "Entry Fee")).toHaveText("₹99 INR");
    await expect(row(page, "Prize Pool")).toHaveText("₹25,000 INR");
    await expect(row(page, "Allowed Countries")).toHaveText("India");
    await expect(row(page, "Allowed Cities")).toHaveText("Indore, Jaipur, Lucknow, Nagpur");
    await expect(row(page, "Max Participants")).toHaveText("200");
  });

  test("Prizes and Judges lists", async ({ page }) => {
    await page.goto(`/contest/${contestIds.cityHustle}`);
    const prizes = page.getByRole("region", { name: "Prizes" }).getByRole("listitem");
    await expect(prizes).toHaveCount(3);
    await expect(prizes.nth(0)).toContainText("Rank #1");
    await expect(prizes.nth(0)).toContainText("Winner ₹12,000");
    await expect(prizes.nth(0)).toContainText("Cash prize and a feature on our Instagram page.");
    const judges = page.getByRole("region", { name: "Judges" }).getByRole("listitem");
    await expect(judges).toHaveText([/Vikram Rathore\s*Head Judge/, /Arjun Mehta\s*Guest Judge/]);
  });

  test("register and applicants buttons while registration is open", async ({ page }) => {
    await page.goto(`/contest/${contestIds.cityHustle}`);
    await expect(page.getByRole("button", { name: "Register Now" })).toBeEnabled();
    await page.getByRole("link", { name: "View Applicants" }).click();
    await expect(page).toHaveURL(new RegExp(`/contest/${contestIds.cityHustle}/applicants$`));
  });

  test("before registration opens: 'Registration Not Started' and 'No Applicants', both disabled", async ({ page }) => {
    await page.goto(`/contest/${contestIds.upcoming}`);
    await expect(page.getByRole("button", { name: "Registration Not Started" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "No Applicants" })).toBeDisabled();
  });

  test("after the registration end day: 'Registration Closed', applicants still open", async ({ page }) => {
    await page.goto(`/contest/${contestIds.registrationClosed}`);
    await expect(page.getByRole("button", { name: "Registration Closed" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "View Applicants" })).toBeVisible();
  });

  test("a completed contest is closed for registration", async ({ page }) => {
    await page.goto(`/contest/${contestIds.completed}`);
    await expect(page.getByRole("button", { name: "Registration Closed" })).toBeDisabled();
  });

  test("an unknown contest answers 404 with 'Contest not found.'", async ({ page }) => {
    for (const id of [unknownContestId, "not-an-id"]) {
      const response = await page.goto(`/contest/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("Contest not found.", { exact: true })).toBeVisible();
    }
  });

  test("share preview: title, description and an absolute picture that loads as JPEG", async ({ page, baseURL }) => {
    const html = await serverHtml(page, `/contest/${contestIds.bigLeague}`);
    expect(metaContent(html, "og:title")).toBe("The Big League");
    expect(metaContent(html, "og:description")?.length).toBeGreaterThan(20);
    expect(metaContent(html, "og:url")).toBe(`${baseURL}/contest/${contestIds.bigLeague}`);
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    const image = metaContent(html, "og:image") ?? "";
    expect(image.startsWith(`${baseURL}/img/1200/`)).toBe(true);
    const picture = await page.request.get(image);
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toBe("image/jpeg");
  });

  test("no serious accessibility violations", async ({ page }) => {
    await page.goto(`/contest/${contestIds.cityHustle}`);
    await expectAccessible(page);
    await page.goto(`/contest/${contestIds.upcoming}`);
    await expectAccessible(page);
  });
});

import { randomInt } from "node:crypto";
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

  test("the banner is shown whole beside the title (below it on a phone), never behind it, and its box is kept before it arrives", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "one walk over both widths, 360 and 1280 px, in English and Hindi");
    // Banners carry their own lettering (the demo's do, organisers' will): drawn behind the title it collided with it.
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    const geometry = async () => {
      const [title, crumbs, banner] = await Promise.all([
        hero.getByRole("heading", { level: 1 }).boundingBox(),
        hero.getByRole("navigation", { name: /^(Breadcrumb|आप यहाँ हैं)$/ }).boundingBox(),
        hero.locator("img").boundingBox(),
      ]);
      if (!title || !crumbs || !banner) throw new Error("the hero has no title, breadcrumb or banner");
      return { title, crumbs, banner };
    };
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 860 });
      for (const path of [`/contest/${contestIds.cityHustle}`, `/hi/contest/${contestIds.cityHustle}`]) {
        // The picture's file is held back: its box is already there, and nothing moves when it arrives.
        let release: () => void = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(/\/img\/\d+\/contests\/city-hustle-banner\./, async (route) => {
          await released;
          await route.continue().catch(() => undefined);
        });
        await page.goto(path, { waitUntil: "domcontentloaded" });
        // The text's own fonts first, so only the banner could still move anything.
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const before = await geometry();
        release();
        await expect.poll(() => hero.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        await page.unroute(/\/img\/\d+\/contests\/city-hustle-banner\./);
        // No picture anywhere under the title's box: the title stands on the hero's own dark ground.
        const picturesUnderTitle = await hero.getByRole("heading", { level: 1 }).evaluate((h1) => {
          const box = h1.getBoundingClientRect();
          const found = new Set<string>();
          for (let x = box.left + 1; x < box.right; x += 8)
            for (let y = box.top + 1; y < box.bottom; y += 8)
              for (const element of document.elementsFromPoint(x, y)) if (element instanceof HTMLImageElement) found.add(element.src);
          return [...found];
        });
        expect(picturesUnderTitle, `${path} at ${width} px`).toEqual([]);
        const after = await geometry();
        const { title, crumbs, banner } = after;
        if (width >= 1024)
          expect(banner.x, `${path} at ${width} px: the banner beside the title`).toBeGreaterThanOrEqual(title.x + title.width);
        else expect(banner.y, `${path} at ${width} px: the banner below the breadcrumb`).toBeGreaterThanOrEqual(crumbs.y + crumbs.height);
        expect(await hero.locator("img").evaluate((img) => getComputedStyle(img).opacity)).toBe("1");
        expect(Math.abs(banner.height - (banner.width * 3) / 8), `${path} at ${width} px: the banner's box at 8:3`).toBeLessThan(1);
        expect(after, `${path} at ${width} px: no layout shift when the banner arrives`).toEqual(before);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    }
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

  test("next to the register button: who may enter, from the contest's eligible places", async ({ page }) => {
    const cases: [string, string][] = [
      [contestIds.cityHustle, "Open to creators in Indore, Jaipur, Lucknow and Nagpur"],
      [contestIds.stateFlex, "Open to creators in Karnataka, Madhya Pradesh and Maharashtra"],
      [contestIds.bigLeague, "Open to creators across India"],
      [contestIds.freeOpenMic, "Open to every creator"],
    ];
    for (const [id, text] of cases) {
      await page.goto(`/contest/${id}`);
      const line = page.getByTestId("who-may-enter");
      await expect(line).toHaveText(text);
      // Right under the button, in the same box.
      const [button, under] = [await page.getByRole("button", { name: "Register Now" }).boundingBox(), await line.boundingBox()];
      expect(button && under && under.y >= button.y + button.height && under.y - (button.y + button.height) < 24).toBe(true);
    }
  });

  test("a finished contest opens with its winners, in rank order, above the description", async ({ page }) => {
    await page.goto(`/contest/${contestIds.completed}`);
    const winners = page.getByRole("region", { name: "Winners" });
    await expect(winners).toBeVisible();
    const cards = winners.getByRole("listitem");
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText("Priya Nair");
    await expect(cards.nth(0)).toContainText("Rank #1");
    await expect(cards.nth(0)).toContainText("Winner (₹15,000)");
    await expect(cards.nth(0).getByRole("link", { name: /View Video/ })).toHaveAttribute("href", /^https:\/\//);
    await expect(cards.nth(1)).toContainText("Rank #2");
    // First thing after the hero: above the contest's own title and description.
    const [winnersBox, descriptionBox] = [
      await winners.boundingBox(),
      await page.getByRole("heading", { level: 2, name: "Chai & Comedy: Season 1" }).boundingBox(),
    ];
    expect(winnersBox && descriptionBox && winnersBox.y < descriptionBox.y).toBe(true);
    await winners.getByRole("link", { name: "See every applicant" }).click();
    await expect(page).toHaveURL(new RegExp(`/contest/${contestIds.completed}/applicants$`));
    // A contest still open has no winners section.
    await page.goto(`/contest/${contestIds.cityHustle}`);
    await expect(page.getByRole("region", { name: "Winners" })).toHaveCount(0);
  });

  test("share button: a WhatsApp link with the page's address, or the phone's share sheet where there is one", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/contest/${contestIds.bigLeague}`);
    const share = page.getByRole("link", { name: /^Share/ });
    const href = (await share.getAttribute("href")) ?? "";
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    const text = decodeURIComponent(href.slice("https://wa.me/?text=".length));
    expect(text).toContain("The Big League");
    expect(text.endsWith(`${baseURL}/contest/${contestIds.bigLeague}`)).toBe(true);
    await expect(share).toHaveAttribute("target", "_blank");

    // With the Web Share API the phone's own sheet opens instead, with the same address.
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { sharedData: shared });
      Object.defineProperty(navigator, "share", { value: async (data: unknown) => void shared.push(data), configurable: true });
    });
    await page.goto(`/contest/${contestIds.bigLeague}`);
    await page.getByRole("link", { name: /^Share/ }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData: { url: string; title: string }[] }).sharedData))
      .toEqual([expect.objectContaining({ url: `${baseURL}/contest/${contestIds.bigLeague}`, title: "The Big League" })]);
    expect(new URL(page.url()).pathname).toBe(`/contest/${contestIds.bigLeague}`);
  });

  test("on a phone the register button stays in reach: a bar at the bottom once the page has scrolled", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the bar is for narrow screens; on a desktop the info card stays in view");
    await page.goto(`/contest/${contestIds.cityHustle}`);
    const bar = page.getByTestId("sticky-register-bar");
    await expect(bar).toBeHidden();
    await page.getByRole("heading", { name: "Rules", exact: true }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText("City Hustle");
    await expect(bar).toContainText(/Entry ₹99 · Closes in \d+ days?|Entry ₹99 · Closes (today|tomorrow)/);
    const box = await bar.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && Math.abs(box.y + box.height - viewport.height) < 2).toBe(true);
    // While the page's own button is in view the bar steps aside.
    await page.getByRole("button", { name: "Register Now" }).first().scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    // Scrolled past it, the bar comes back, and its button opens the registration dialog.
    await page.evaluate(() => {
      const actions = document.getElementById("register-actions");
      if (actions) window.scrollTo({ top: window.scrollY + actions.getBoundingClientRect().bottom + 10, behavior: "instant" });
    });
    await expect(bar).toBeVisible();
    await bar.getByRole("button", { name: "Register Now" }).click();
    await expect(page.getByRole("dialog", { name: "Register for this contest" })).toBeVisible();
  });

  test("no register bar where registration is not open", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the bar is for narrow screens");
    await page.goto(`/contest/${contestIds.registrationClosed}`);
    await page.getByRole("heading", { name: "Rules", exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId("sticky-register-bar")).toHaveCount(0);
  });

  test("a signed-in creator's page says they are registered and is never kept by a shared cache", async ({ page }) => {
    const headers = { "x-forwarded-for": `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` };
    const anonymous = await page.request.get(`/contest/${contestIds.cityHustle}`);
    expect(anonymous.headers()["cache-control"]).not.toContain("private");
    // A demo creator registered for City Hustle signs in as the e-mail dialog does.
    const email = "devansh.tiwari@example.com";
    const asked = await page.request.post("/api/creator/email-code", { data: { email }, headers });
    expect(asked.status(), await asked.text()).toBe(200);
    const code = (await asked.json()).data.testModeCode;
    const signedIn = await page.request.post("/api/creator/sign-in", { data: { email, code }, headers });
    expect(signedIn.status(), await signedIn.text()).toBe(200);

    const response = await page.goto(`/contest/${contestIds.cityHustle}`);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByText("You're registered")).toBeVisible();
    await expect(page.getByTestId("sticky-register-bar")).toHaveCount(0);
    // Not registered for State Flex: the usual button, on a page still only for this browser.
    const other = await page.goto(`/contest/${contestIds.stateFlex}`);
    expect(other?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("button", { name: "Register Now" })).toBeEnabled();
  });

  test("no serious accessibility violations", async ({ page }) => {
    await page.goto(`/contest/${contestIds.completed}`);
    await expectAccessible(page);
    await page.goto(`/contest/${contestIds.cityHustle}`);
    await expectAccessible(page);
    await page.goto(`/contest/${contestIds.upcoming}`);
    await expectAccessible(page);
  });
});

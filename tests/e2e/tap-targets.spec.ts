import type { Locator, Page } from "@playwright/test";
import { AFFILIATE_EMAIL, AFFILIATE_PASSWORD } from "#db/seed/people.ts";
import { contestIds } from "./support/pages.ts";
import { expect, test } from "./support/test.ts";

/**
 * Tap targets on a cheap phone (360 px): every link and small control of the public pages can be hit
 * with a thumb, 44 px tall, without making the page look different. Some keep their small look and
 * take the taps around them (an invisible layer: tap-area in app/app.css), so the area a tap reaches
 * is measured as the browser hit-tests it, not only the element's box.
 */

const MIN = 44;
// Sub-pixel rounding of the 1 px probe.
const TOLERANCE = 1;

/** The area's edges and the point it was measured from. */
type HitArea = { top: number; bottom: number; left: number; right: number; x: number; y: number };

/** Where taps around the middle of `target` reach it: from its middle outwards, 1 px at a time, up to 40 px each way. */
async function hitArea(target: Locator): Promise<HitArea> {
  return target.evaluate((element) => {
    element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hits = (px: number, py: number) => {
      const at = document.elementFromPoint(px, py);
      return at !== null && element.contains(at);
    };
    const reach = (dx: number, dy: number) => {
      let step = 0;
      while (step < 40 && hits(x + dx * (step + 1), y + dy * (step + 1))) step++;
      return step;
    };
    return {
      top: y - reach(0, -1),
      bottom: y + reach(0, 1) + 1,
      left: x - reach(-1, 0),
      right: x + reach(1, 0) + 1,
      x,
      y,
    };
  });
}

/** A tap 44 px tall (and 24 px wide at least) reaches each of `targets`. */
async function expectTappable(targets: Locator, { width = 24 }: { width?: number } = {}): Promise<void> {
  const count = await targets.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const target = targets.nth(index);
    const area = await hitArea(target);
    const name = (await target.getAttribute("aria-label")) ?? (await target.innerText());
    expect(area.bottom - area.top, `tap height of ${name}`).toBeGreaterThanOrEqual(MIN - TOLERANCE);
    expect(area.right - area.left, `tap width of ${name}`).toBeGreaterThanOrEqual(width - TOLERANCE);
  }
}

/** Each of `targets` has a box at least `height` (and `width`) px, and no two of them overlap. */
async function expectBoxes(targets: Locator, { height = MIN, width = 0 }: { height?: number; width?: number } = {}) {
  const boxes = await targets.evaluateAll((elements) =>
    elements.map((element) => {
      const { top, bottom, left, right, width, height } = element.getBoundingClientRect();
      return { top, bottom, left, right, width, height };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.height).toBeGreaterThanOrEqual(height - 0.5);
    expect(box.width).toBeGreaterThanOrEqual(width - 0.5);
  }
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      const overlap =
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
      expect(overlap, "two tap targets overlap").toBe(false);
    }
  }
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test.use({ viewport: { width: 360, height: 740 } });

test.describe("[TAP TARGETS] links and controls a thumb can hit at 360 px", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "measured on the phone");
  });

  for (const home of ["/", "/hi/"]) {
    test(`home ${home}: footer links, back to top, slider dots and pause, the teasers' links`, async ({ page }) => {
      await page.goto(home);
      const footer = page.locator("footer");
      await expectBoxes(footer.getByRole("navigation").getByRole("link"));
      await expectTappable(footer.getByRole("navigation").getByRole("link"));
      await expectBoxes(footer.locator("a[href^='mailto:'], a[href^='tel:']"));
      await expectTappable(footer.getByRole("button", { name: /^(Back to top|ऊपर जाएँ)$/ }));

      // The banners' bullets and pause button (the row under the slides).
      const banners = page.locator("section[aria-roledescription=carousel]").first();
      const controls = banners.locator(":scope > div:last-child > button");
      await expectBoxes(controls, { height: MIN, width: MIN });
      await expectTappable(controls, { width: MIN });

      const teasers = page.locator("main li a[href*='/cms/']");
      await expect(teasers).toHaveCount(3);
      await expectTappable(teasers);
      await expectNoSidewaysScroll(page);
    });
  }

  test("a contest page: breadcrumb links, the gallery's dots and pause, the footer", async ({ page }) => {
    for (const [path, home, contests] of [
      [`/contest/${contestIds.cityHustle}`, "Home", "Contests"],
      [`/hi/contest/${contestIds.cityHustle}`, "होम", "कॉन्टेस्ट"],
    ] as const) {
      await page.goto(path);
      const breadcrumb = page.locator("main nav ol");
      const crumbs = breadcrumb.getByRole("link");
      await expect(crumbs).toHaveText([home, contests]);
      await expectTappable(crumbs);
      // The taller links do not make the breadcrumb's line taller.
      expect((await breadcrumb.boundingBox())?.height).toBeLessThan(28);

      const gallery = page.locator("main section[aria-roledescription=carousel]");
      const controls = gallery.locator(":scope > div:last-child > button");
      await expect(controls).toHaveCount(4);
      await expectBoxes(controls, { height: MIN, width: MIN });
      await expectTappable(controls, { width: MIN });

      await expectBoxes(page.locator("footer nav a"));
      await expectNoSidewaysScroll(page);
    }
  });

  test("a finished contest and its applicants: View Video on winners' and applicants' cards", async ({ page }) => {
    await page.goto(`/contest/${contestIds.completed}`);
    const winners = page.getByTestId("contest-winners");
    await expectTappable(winners.getByRole("link", { name: /^View Video/ }));
    await expectTappable(page.getByRole("link", { name: "See every applicant" }));

    for (const path of [`/contest/${contestIds.completed}/applicants`, `/hi/contest/${contestIds.completed}/applicants`]) {
      await page.goto(path);
      const videos = page.locator("main article a[target=_blank]");
      await expect(videos.first()).toBeVisible();
      await expectTappable(videos);
      await expectTappable(page.locator("main nav ol").getByRole("link"));
      // The card's lines keep their place: the link takes no more room than its line of text did.
      const room = await videos.first().evaluate((link) => {
        const style = getComputedStyle(link);
        return link.getBoundingClientRect().height + Number.parseFloat(style.marginTop) + Number.parseFloat(style.marginBottom);
      });
      expect(room).toBeLessThanOrEqual(24);
    }
  });

  test("the toast's close button", async ({ page }) => {
    await page.goto("/affiliate-list");
    await page.getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign In" });
    await dialog.getByLabel("Email").fill(AFFILIATE_EMAIL);
    await dialog.getByLabel("Password", { exact: true }).fill(AFFILIATE_PASSWORD);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Login successful!" });
    await expect(toast).toHaveAttribute("data-mounted", "true");
    const close = toast.locator("[data-close-button]");
    await expect(close).toBeVisible();
    // Once the toast has slid in: 44 px around the small circle; the circle sits near the screen's top
    // left corner, where the area may end at the screen's edge (a thumb cannot miss past it).
    await expect
      .poll(async () => {
        const area = await hitArea(close);
        const above = area.top <= 0 ? MIN / 2 : area.y - area.top;
        const before = area.left <= 0 ? MIN / 2 : area.x - area.left;
        return Math.min(above + area.bottom - area.y, before + area.right - area.x);
      })
      .toBeGreaterThanOrEqual(MIN - TOLERANCE);
    const box = await close.boundingBox();
    if (!box) throw new Error("no close button");
    expect(box.height).toBeLessThan(MIN / 2);
    // A tap beside the circle, not on it, closes the toast (well before it would have gone by itself).
    await expect(toast).not.toHaveAttribute("data-removed", "true");
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height + 8);
    await expect(toast).toHaveCount(0, { timeout: 1500 });
  });
});

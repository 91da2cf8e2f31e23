import { signInToConsole } from "./support/console.ts";
import { contestIds } from "./support/pages.ts";
import { expect, test } from "./support/test.ts";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/**
 * Content in Hindi beside the English (DESIGN.md, Languages): the demo's Hindi on the Hindi pages, the
 * English untouched on the English ones, and an organiser's Hindi from the console on the Hindi page.
 */
test.describe("[HINDI-CONTENT] the site's content in Hindi", () => {
  test("the Hindi home page shows the demo's Hindi banner, contest names and categories; the English one stays English", async ({
    page,
  }, testInfo) => {
    await page.goto("/hi/");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByText("आपका शहर। आपका स्टेज।", { exact: true }).first()).toBeAttached();
    for (const name of ["सिटी हसल", "स्टेट फ़्लेक्स", "द बिग लीग"]) {
      // The menu (closed) names the three contests too: look in the page itself.
      const card = page.getByRole("main").getByText(name, { exact: true }).first();
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeVisible();
    }
    const category = page.getByRole("main").getByText("कॉमेडी स्किट्स", { exact: true }).first();
    await category.scrollIntoViewIfNeeded();
    await expect(category).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("hi-home.png"), fullPage: true });

    await page.goto("/");
    await expect(page.getByText("Your city. Your stage.", { exact: true }).first()).toBeAttached();
    await expect(page.getByText("City Hustle", { exact: true }).first()).toBeAttached();
    await expect(page.getByText("सिटी हसल")).toHaveCount(0);
  });

  test("a menu content page and a menu contest show their Hindi on the Hindi site, field by field", async ({ page }, testInfo) => {
    await page.goto("/hi/cms/vibe-check");
    await expect(page.getByRole("heading", { level: 1, name: "वाइब चेक" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "बड़ा टैलेंट छोटे शहरों में रहता है" })).toBeVisible();
    await expect(page.getByText("Big talent lives in small cities")).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("hi-cms-vibe-check.png"), fullPage: true });
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.goto("/cms/vibe-check");
    await expect(page.getByRole("heading", { name: "Big talent lives in small cities" })).toBeVisible();

    await page.goto(`/hi/contest/${contestIds.cityHustle}`);
    await expect(page.getByRole("heading", { level: 1, name: "सिटी हसल" })).toBeVisible();
    await expect(page.getByText("आपका रजिस्टर किया हुआ पता इन शहरों में से किसी एक में होना चाहिए।")).toBeAttached();
    await expect(page.getByText("वर्टिकल वीडियो, 30 से 60 सेकंड का।")).toBeAttached();
    await page.screenshot({ path: testInfo.outputPath("hi-contest-city-hustle.png"), fullPage: true });
  });

  test("an organiser writes a contest's Hindi name in the console and the Hindi contest page shows it", async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const hindiName = `फ़्री ओपन माइक ${unique()}`;
    // The console is read on a laptop.
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInToConsole(page);
    await page.goto(`/admin/contests/${contestIds.freeOpenMic}`);
    const english = page.getByRole("textbox", { name: "Title", exact: true });
    await expect(english).toHaveValue("Free Open Mic");
    const hindi = page.getByLabel("Title in Hindi (optional)", { exact: true });
    await expect(hindi).toHaveAttribute("lang", "hi");
    await hindi.fill(hindiName);
    await page.screenshot({ path: testInfo.outputPath("console-contest-hindi.png") });
    await page.getByRole("button", { name: "Save contest" }).click();
    await expect(page.getByText("Contest saved.").first()).toBeVisible();

    // The console's one word on languages, on the content section.
    await page.goto("/admin/content/testimonials");
    await expect(page.getByText(/The console is in English\./)).toBeVisible();
    await page.getByRole("button", { name: /^Edit/ }).first().click();
    await expect(page.getByLabel("Testimonial in Hindi (optional)")).toHaveAttribute("lang", "hi");
    await page.screenshot({ path: testInfo.outputPath("console-testimonial-hindi.png") });
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.goto("/admin/content/company");
    await expect(page.getByLabel("Address in Hindi (optional)")).toHaveValue(/इंदौर/);
    await page.screenshot({ path: testInfo.outputPath("console-company-hindi.png"), fullPage: true });
    await page.goto("/admin/content/pages");
    await page.getByRole("link", { name: "Edit Vibe Check" }).click();
    await expect(page.getByLabel("Title in Hindi (optional)")).toHaveValue("वाइब चेक");
    await expect(page.getByRole("textbox", { name: "Body in Hindi (optional)" })).toContainText("बड़ा टैलेंट छोटे शहरों में रहता है");
    await page.screenshot({ path: testInfo.outputPath("console-page-hindi.png"), fullPage: true });

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/hi/contest/${contestIds.freeOpenMic}`);
    await expect(page.getByRole("heading", { level: 1, name: hindiName })).toBeVisible();
    await page.goto(`/contest/${contestIds.freeOpenMic}`);
    await expect(page.getByRole("heading", { level: 1, name: "Free Open Mic" })).toBeVisible();
  });
});

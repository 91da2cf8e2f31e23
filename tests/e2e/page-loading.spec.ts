import type { Page } from "@playwright/test";
import { hydratedAttribute, waitingAttribute } from "#app/document/hydration-signal.ts";
import { contestIds, holdScripts, serverHtml } from "./support/pages.ts";
import { ownClientAddress } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

const hydrated = (page: Page) => page.evaluate((name) => document.documentElement.hasAttribute(name), hydratedAttribute);

test.describe("[LOADING] pages paint before their JavaScript loads", () => {
  // The contact form is limited per client address: each test sends from an address of its own.
  test.beforeEach(async ({ context }) => ownClientAddress(context));
  test("the server's HTML preloads no module and starts them from one script at the end", async ({ page }) => {
    const html = await serverHtml(page, "/");
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toMatch(/<script[^>]*type="text\/x-page-modules" id="page-modules">[\s\S]*import\("\/assets\/entry\.client-/);
    expect(html).toMatch(/<script nonce="[^"]+">\(function \(\) \{[\s\S]*"\/assets\/entry\.client-[^"]+\.js"[\s\S]*<\/script><\/body>/);
  });

  test("the hero image is requested before any script, and the page still hydrates", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await page.goto("/");
    const heroImage = requests.findIndex((path) => /^\/img\/\d+\/banners\/hero-1\./.test(path));
    const firstScript = requests.findIndex((path) => path.startsWith("/assets/") && path.endsWith(".js"));
    expect(heroImage).toBeGreaterThanOrEqual(0);
    expect(firstScript).toBeGreaterThan(heroImage);
    expect(await hydrated(page)).toBe(true);
    const banners = page.getByRole("region", { name: "Banners" });
    await banners.getByRole("button", { name: "Go to slide 2" }).click();
    await expect(banners.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
  });

  test("the menu opens on the first tap, before the page's scripts have arrived, and its links work", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(await hydrated(page)).toBe(false);
    // Escape closes it without the scripts too.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "The Big League" }).click();
    await expect(page).toHaveURL(new RegExp(`/contest/${contestIds.bigLeague}$`));
    scripts.release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Big League");
  });

  test("the menu opened before the scripts arrive becomes the page's own once they do: Escape, focus kept inside", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    scripts.release();
    await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: "attached" });
    await expect(menu.getByRole("button", { name: "Close" })).toBeFocused();
    for (let i = 0; i < 20; i++) await page.keyboard.press("Tab");
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("Register Now pressed before the page is ready opens the dialog once it is", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto(`/contest/${contestIds.bigLeague}`, { waitUntil: "commit" });
    const register = page.getByRole("button", { name: "Register Now" });
    await register.click();
    expect(await hydrated(page)).toBe(false);
    // The press shows until the page can act on it.
    await expect(register).toHaveAttribute(waitingAttribute, "");
    scripts.release();
    await expect(page.getByRole("dialog", { name: "Register for this contest" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(page.locator(`[${waitingAttribute}]`)).toHaveCount(0);
  });

  test("the contact form sent before the page is ready is sent once it is, with what was typed", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/lets-talk", { waitUntil: "commit" });
    await page.getByRole("textbox", { name: "Full Name" }).fill("Early Visitor");
    await page.getByRole("textbox", { name: "Email" }).fill("early.visitor@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("Typed before the scripts arrived.");
    const posted = page.waitForResponse((response) => response.url().endsWith("/api/contact") && response.request().method() === "POST");
    await page.getByRole("button", { name: "Get In Touch" }).click();
    expect(await hydrated(page)).toBe(false);
    scripts.release();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ fullName: "Early Visitor", email: "early.visitor@example.com" });
    expect(new URL(page.url()).pathname).toBe("/lets-talk");
  });

  test("a judge's address typed and sent before the page is ready gets its code once it is", async ({ page }, testInfo) => {
    // One address per run and project: an address gets one code each 30 seconds.
    const email = `early.judge.${testInfo.project.name}.${Date.now()}@judges.example`;
    const scripts = await holdScripts(page);
    await page.goto("/judge", { waitUntil: "commit" });
    await page.getByLabel("Email").fill(email);
    const posted = page.waitForResponse((response) => response.url().endsWith("/api/judge/sign-in/code"));
    await page.getByRole("button", { name: "Send me a code" }).click();
    expect(await hydrated(page)).toBe(false);
    scripts.release();
    const response = await posted;
    expect(response.request().postDataJSON()).toEqual({ email });
    await expect(page.getByTestId("test-mode-code")).toHaveText(/^\d{6}$/);
    expect(new URL(page.url()).pathname).toBe("/judge");
  });
});

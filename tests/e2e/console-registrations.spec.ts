import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from "#db/seed/staff.ts";
import { signInToConsole } from "./support/console.ts";
import { expectAccessible } from "./support/pages.ts";
import { contests, createUserByApi, ownClientAddress, registerFreeByApi } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

/** A creator registered for the free demo contest, made through the public API. */
async function registeredCreator(page: Page, tag: string) {
  await ownClientAddress(page.context());
  const creator = await createUserByApi(page.request, { tag });
  await registerFreeByApi(page.request, creator.id, contests.free);
  // The creator's session is not the console's: start the console from a clean cookie jar.
  await page.context().clearCookies();
  return creator;
}

test.describe("[CONSOLE] registrations", () => {
  // Each test makes a creator through the public API, signs staff in and checks two pages with axe.
  test.setTimeout(120_000);

  test("the owner finds a registration by e-mail, opens it and downloads the contest's CSV", async ({ page }, testInfo) => {
    const creator = await registeredCreator(page, `reg-owner-${testInfo.project.name}`);
    await signInToConsole(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);

    await page.goto("/admin/registrations");
    await expect(page.getByRole("heading", { level: 1, name: "Registrations" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search" }).fill(creator.email.toUpperCase());
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(creator.email.toUpperCase()).replaceAll(".", "\\.")}`));
    const table = page.getByRole("table", { name: "Registrations" });
    const name = `${creator.firstName} ${creator.lastName}`;
    await expect(table.getByRole("link", { name })).toBeVisible();
    await expect(page.getByText("1–1 of 1")).toBeVisible();
    await expectAccessible(page);

    await table.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(creator.email)).toBeVisible();
    await expect(page.getByText("9123456780")).toBeVisible();
    await expect(page.getByText("45, MG Road 440001")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Identity documents and bank details" })).toBeVisible();
    await expect(page.getByText("This creator uploaded no documents or bank details.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Refund" })).toBeVisible();
    await expectAccessible(page);

    // The contest's registrations, then its CSV.
    await page.getByRole("link", { name: "all its registrations" }).click();
    await expect(page).toHaveURL(new RegExp(`contest=${contests.free}`));
    await expect(page.getByRole("combobox", { name: "Contest" })).toHaveValue(contests.free);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^registrations-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: Record<string, string>[] = parse(bytes, { bom: true, columns: true });
    const row = rows.find((record) => record["E-mail"] === creator.email);
    expect(row).toMatchObject({
      "Creator name": name,
      "Under 18": "No",
      Mobile: "9123456780",
      City: "Nagpur",
      State: "Maharashtra",
      Status: "Completed",
      "Paid or free": "Free",
    });
    expect(Object.keys(row ?? {})).not.toContain("Bank");
  });

  test("a viewer sees the list and a registration, but no document buttons", async ({ page, browser }, testInfo) => {
    const creator = await registeredCreator(page, `reg-viewer-${testInfo.project.name}`);
    await signInToConsole(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    const email = `viewer.reg.${testInfo.project.name}.${Date.now().toString(36)}@staff.example`;
    const password = "viewer password 2026";
    const added = await page.request.post("/api/admin/staff", { data: { email, name: "Test viewer", role: "viewer", password } });
    expect(added.status(), await added.text()).toBe(201);

    const viewerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
    const viewer = await viewerContext.newPage();
    const hydrated = async (url: string) => {
      await viewer.goto(url);
      await viewer.locator("html[data-hydrated]").waitFor({ state: "attached" });
    };
    await hydrated("/admin/sign-in");
    await viewer.getByLabel("Email").fill(email);
    await viewer.getByLabel("Password").fill(password);
    await viewer.getByRole("button", { name: "Sign in" }).click();
    await expect(viewer).toHaveURL(/\/admin$/);

    await hydrated(`/admin/registrations?q=${encodeURIComponent(creator.email)}`);
    const name = `${creator.firstName} ${creator.lastName}`;
    await viewer.getByRole("table", { name: "Registrations" }).getByRole("link", { name }).click();
    await expect(viewer.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(viewer.getByText("9123456780")).toBeVisible();
    await expect(viewer.getByText("Only owners can see a creator's identity documents and bank details.")).toBeVisible();
    await expect(viewer.getByRole("button", { name: /^Show / })).toHaveCount(0);
    await expect(viewer.getByText("Only an owner can refund a registration.")).toBeVisible();
    await expectAccessible(viewer);
    await viewerContext.close();
  });
});

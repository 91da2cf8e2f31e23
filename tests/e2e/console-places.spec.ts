import { signInToConsole } from "./support/console.ts";
import { expectAccessible } from "./support/pages.ts";
import { createUserByApi, ownClientAddress, uniqueSurname } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

test.describe("[PLACES] the console's places", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an organiser merges a town a creator typed into the listed place it is", async ({ page, context }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "on a phone, 360 px wide; one project changes the shared places");
    await ownClientAddress(context);
    // A creator from Chauri Chaura who did not find it and typed it their own way.
    const typed = `Chauri Chora ${uniqueSurname()}`;
    await createUserByApi(page.request, { tag: "typed-town", state: "Uttar Pradesh", typedTown: { name: typed, district: "Gorakhpur" } });

    await signInToConsole(page);
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Places" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Places" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Place status" });
    await tabs.getByRole("link", { name: /Typed by creators/ }).click();
    await expect(tabs.getByRole("link", { name: /Typed by creators/ })).toHaveAttribute("aria-current", "page");
    await page.getByLabel("Name or pincode").fill(typed);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const typedTable = page.getByRole("table", { name: "Towns creators typed, most creators first" });
    const row = typedTable.getByRole("row", { name: new RegExp(typed) });
    await expect(row.getByRole("cell", { name: "Gorakhpur district, Uttar Pradesh", exact: true })).toBeVisible();
    await expect(row.getByRole("cell", { name: "1", exact: true })).toBeVisible();
    await expectAccessible(page);

    await row.getByRole("button", { name: `Merge ${typed}, Gorakhpur district, Uttar Pradesh` }).click();
    const dialog = page.getByRole("dialog", { name: `Merge ${typed}` });
    await dialog.getByLabel("Find the listed place").fill("chauri ch");
    await dialog.getByRole("radio", { name: /^Chauri Chaura Gorakhpur district, Uttar Pradesh/ }).check();
    await dialog.getByRole("button", { name: "Merge", exact: true }).click();
    await expect(page.getByText("Merged into Chauri Chaura.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(typedTable.getByText(`Nothing here matches "${typed}".`)).toBeVisible();

    // The creator now lives in the listed place.
    await tabs.getByRole("link", { name: /Listed/ }).click();
    await expect(tabs.getByRole("link", { name: /Listed/ })).toHaveAttribute("aria-current", "page");
    await page.getByLabel("Name or pincode").fill("Chauri Chaura");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const listed = page.getByRole("table", { name: "Listed places, by name" }).getByRole("row", { name: /^Chauri Chaura Gorakhpur/ });
    await expect(listed.getByRole("cell", { name: "273201" })).toBeVisible();
    const creators = Number(await listed.getByRole("cell").nth(3).innerText());
    expect(creators).toBeGreaterThanOrEqual(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

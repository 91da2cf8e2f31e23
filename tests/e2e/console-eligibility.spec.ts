import { signInToConsole } from "./support/console.ts";
import { expect, test } from "./support/test.ts";

test.describe("[CONSOLE-ELIGIBILITY] the contest form's eligible places", () => {
  test("once states are chosen the city picker offers their towns only, and changing the state drops the cities it no longer takes", async ({
    page,
  }, testInfo) => {
    await signInToConsole(page);
    await page.goto("/admin/contests/new");
    await expect(page.getByRole("heading", { level: 1, name: "New contest" })).toBeVisible();
    const states = page.getByRole("combobox", { name: "Allowed states" });
    const cities = page.getByRole("combobox", { name: "Allowed cities" });
    const chosenStates = page.getByRole("list", { name: "Allowed states chosen" }).getByRole("listitem");
    const chosenCities = page.getByRole("list", { name: "Allowed cities chosen" }).getByRole("listitem");
    const cityMatches = page.getByRole("listbox", { name: "Allowed cities matches" }).getByRole("option");

    await states.fill("Maharash");
    await page.getByRole("option", { name: "Maharashtra, India" }).click();
    await expect(chosenStates).toHaveText(["Maharashtra, India✕"]);
    await cities.fill("Nagp");
    await page.getByRole("option", { name: /^Nagpur, Nagpur district, Maharashtra$/ }).click();
    await expect(chosenCities).toHaveText(["Nagpur, Nagpur district, Maharashtra✕"]);

    // Maharashtra swapped for Karnataka: Nagpur can no longer enter, so it goes, and the picker says so.
    await page.getByRole("button", { name: "Remove Maharashtra, India" }).click();
    await states.fill("Karnat");
    await page.getByRole("option", { name: "Karnataka, India" }).click();
    await expect(chosenStates).toHaveText(["Karnataka, India✕"]);
    await expect(page.getByRole("list", { name: "Allowed cities chosen" })).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Removed Nagpur: not in the chosen states." })).toBeVisible();
    await expect(cities).toHaveAccessibleDescription("Towns of the chosen states only.");
    await states.press("Escape");
    await cities.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("city-picker-after-state-change.png") });

    // Nagpur's name now finds Karnataka's towns only; Karnataka's own towns are offered.
    await cities.fill("Nag");
    await expect(cityMatches.first()).toBeVisible();
    for (const name of await cityMatches.allTextContents()) expect(name).toMatch(/, Karnataka$/);
    await cities.fill("Mysore");
    await expect(cityMatches.filter({ hasText: /^Mysore, Mysore district, Karnataka$/ })).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath("city-picker-offers-after-state-change.png") });
    await cityMatches.filter({ hasText: /^Mysore, Mysore district, Karnataka$/ }).click();
    await expect(chosenCities).toHaveText(["Mysore, Mysore district, Karnataka✕"]);
  });
});

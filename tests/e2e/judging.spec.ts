import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { contestIds } from "#db/seed/contests.ts";
import { signInToConsole } from "./support/console.ts";
import { createUserByApi, registerFreeByApi } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

/** "2026-11-25" in IST, `days` from today. */
const istDay = (days: number) => new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

type FormValues = Record<string, unknown> & {
  title: string;
  prizes: { title: string; rank: number; amount: number; description: string }[];
};

/**
 * A free contest of its own (so no other spec's winners get in the way), built from a demo contest's
 * form: registration open today, three creators registered, then its dates moved into the past so it
 * has ended and results can be declared.
 */
async function endedContestWithEntries(console: APIRequestContext, creators: APIRequestContext[]) {
  const source = (await (await console.get(`/api/admin/contests/${contestIds.resultsPending}`)).json()) as { data: { values: FormValues } };
  const values: FormValues = {
    ...source.data.values,
    title: `Judged Reels ${Date.now().toString(36)}`,
    entryFee: 0,
    maxParticipants: 0,
    eligibleCountryIds: [],
    eligibleStateIds: [],
    eligibleCityIds: [],
    prizes: [
      { title: "Winner", rank: 1, amount: 5000, description: "" },
      { title: "Runner-up", rank: 2, amount: 2000, description: "" },
    ],
    judges: [],
    isActive: true,
    registrationStartDate: istDay(-1),
    registrationEndDate: istDay(1),
    contestStartDate: `${istDay(2)}T10:00`,
    contestEndDate: `${istDay(3)}T10:00`,
    resultAnnouncementDate: `${istDay(4)}T18:00`,
  };
  const created = await console.post("/api/admin/contests", { data: values });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = ((await created.json()) as { data: { _id: string } }).data._id;
  // A new contest is a draft: creators register once it is published.
  const published = await console.post(`/api/admin/contests/${contestId}/publishing`, { data: { action: "publish" } });
  expect(published.status(), await published.text()).toBe(200);
  const names: string[] = [];
  for (const [index, request] of creators.entries()) {
    const user = await createUserByApi(request, { tag: `judged${index}`, link: `https://www.youtube.com/watch?v=judged${index}` });
    await registerFreeByApi(request, user.id, contestId);
    names.push(`${user.firstName} ${user.lastName}`);
  }
  const form = (await (await console.get(`/api/admin/contests/${contestId}`)).json()) as { data: { values: FormValues } };
  const ended = await console.put(`/api/admin/contests/${contestId}`, {
    data: {
      ...form.data.values,
      registrationStartDate: istDay(-10),
      registrationEndDate: istDay(-6),
      contestStartDate: `${istDay(-5)}T10:00`,
      contestEndDate: `${istDay(-1)}T10:00`,
      resultAnnouncementDate: `${istDay(-1)}T18:00`,
    },
  });
  expect(ended.status(), await ended.text()).toBe(200);
  return { contestId, names };
}

/** A judge on a 360 px phone: signs in at /judge with the code the test-mail mode shows, scores every entry. */
async function judgeScoresOnPhone(browser: Browser, email: string, contestTitle: string, scores: number[]) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto("/judge");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  const code = (await page.getByTestId("test-mode-code").textContent()) ?? "";
  await page.getByLabel("Code").fill(code);
  await expect(page.getByRole("heading", { name: "Your contests" })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(contestTitle) }).click();
  await page.getByRole("link", { name: "Start scoring" }).click();
  for (const [index, score] of scores.entries()) {
    await expect(page.getByText(`Entry ${index + 1} of ${scores.length}`, { exact: true })).toBeVisible();
    // Blind: the creator is not named.
    await expect(page.getByText("Blind judging")).toBeVisible();
    for (const group of await page.getByRole("group").filter({ hasText: "%" }).all())
      await group.getByText(String(score), { exact: true }).click();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: index + 1 < scores.length ? "Save and next" : "Save and finish" }).click();
  }
  await expect(page.getByText(`${scores.length} of ${scores.length} scored`)).toBeVisible();
  await context.close();
}

test.describe("[JUDGING] judged on merit, from rubric to public winners", () => {
  test.setTimeout(180_000);

  test("an organiser sets a rubric and invites two judges; they score on phones; the round closes, winners are confirmed and declared", async ({
    page,
    browser,
    playwright,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "one story: the judges on phones, the organiser at a laptop");
    const baseURL = testInfo.project.use.baseURL;
    const organiserContext = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const organiser: Page = await organiserContext.newPage();
    await signInToConsole(organiser);
    const creators = await Promise.all([0, 1, 2].map(() => playwright.request.newContext({ baseURL })));
    const { contestId, names } = await endedContestWithEntries(organiser.request, creators);

    await organiser.goto(`/admin/judging/${contestId}`);
    const rubric = organiser.getByRole("form", { name: "Rubric" });
    await rubric.getByLabel("Name", { exact: true }).fill("Story");
    await rubric.getByLabel("Weight (%)").fill("100");
    for (const [anchor, text] of [
      ["1", "Weak"],
      ["4", "Fair"],
      ["7", "Good"],
      ["10", "Outstanding"],
    ] as [string, string][]) {
      await rubric.getByLabel(`What a ${anchor} looks like`).fill(text);
    }
    await rubric.getByRole("button", { name: "Save rubric" }).click();
    await expect(organiser.getByRole("status").filter({ hasText: "Rubric saved." })).toBeVisible();

    const emails = [`kavya.${contestId}@judges.example`, `farhan.${contestId}@judges.example`];
    for (const [index, name] of ["Kavya Iyer", "Farhan Qureshi"].entries()) {
      await organiser.getByRole("combobox", { name: /^Judge/ }).selectOption({ label: name });
      await organiser.getByLabel("Their e-mail (private)").fill(emails[index] ?? "");
      await organiser.getByRole("button", { name: "Invite" }).click();
      await expect(organiser.getByText(emails[index] ?? "")).toBeVisible();
    }
    await organiser.getByRole("button", { name: "Open the final round" }).click();
    await expect(organiser.getByRole("button", { name: "Close the final round" })).toBeVisible();

    const title = (await organiser.getByRole("heading", { level: 1 }).textContent()) ?? "";
    // Each judge sees the entries in their own order and scores them by position: with these two lists no
    // two entries can reach the same total, whatever the orders, so the ranking has no tie.
    await judgeScoresOnPhone(browser, emails[0] ?? "", title, [9, 6, 3]);
    await judgeScoresOnPhone(browser, emails[1] ?? "", title, [10, 5, 1]);

    await organiser.reload();
    await organiser.getByRole("button", { name: "Close the final round" }).click();
    await expect(organiser.getByText(/Snapshot [0-9a-f]{64}/)).toBeVisible();
    await organiser.getByRole("button", { name: "Confirm winners" }).click();
    await expect(organiser.getByText("Winners confirmed.")).toBeVisible();
    await organiser.getByRole("link", { name: "Declare the results" }).click();
    await organiser.getByRole("button", { name: "Declare results" }).click();
    await organiser.getByRole("alertdialog").getByRole("button", { name: "Declare results" }).click();
    await expect(organiser.getByRole("status")).toContainText("Results declared with 2 winners");

    await page.goto(`/contest/${contestId}`);
    const winners = page.getByTestId("contest-winners").getByRole("listitem");
    await expect(winners).toHaveCount(2);
    for (const name of await winners.getByRole("heading", { level: 3 }).allTextContents()) expect(names).toContain(name);
    await Promise.all(creators.map((c) => c.dispose()));
    await organiserContext.close();
  });
});

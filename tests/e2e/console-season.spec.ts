import type { APIRequestContext } from "@playwright/test";
import { fillNewContestForm, signInToConsole } from "./support/console.ts";
import { endedContestWithEntries } from "./support/ended-contest.ts";
import { testClientAddress } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

/**
 * An organiser's season at a laptop, where it went wrong: prizes that add up to more than the pool,
 * a rubric whose mistakes were not shown where they are, a refused judge's address that had to be
 * typed again, and the head judge's tie decision that the confirm form did not follow until a reload.
 */

/**
 * A judge signs in through the API with the code test-mail mode answers, and scores each entry of the
 * open round: 8 and 7 for all but `lowest`, which gets 5 and 5. Answers the entries, in the judge's order.
 */
async function judgeScores(request: APIRequestContext, contestId: string, email: string, lowest?: string) {
  const headers = { "x-forwarded-for": testClientAddress() };
  const asked = await request.post("/api/judge/sign-in/code", { data: { email }, headers });
  const code = ((await asked.json()) as { data: { testModeCode: string } }).data.testModeCode;
  expect((await request.post("/api/judge/sign-in", { data: { email, code }, headers })).status()).toBe(200);
  const list = (await (await request.get(`/api/judge/contests/${contestId}/entries`, { headers })).json()) as {
    data: { entries: { entryId: string }[] };
  };
  const entries = list.data.entries.map((e) => e.entryId);
  for (const entryId of entries) {
    const [c1, c2] = entryId === (lowest ?? entries.at(-1)) ? [5, 5] : [8, 7];
    const saved = await request.put(`/api/judge/contests/${contestId}/entries/${entryId}/score`, {
      data: { criteria: { c1, c2 }, checklist: {} },
      headers,
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  return entries;
}

test.describe("[CONSOLE] an organiser's season", () => {
  test.setTimeout(180_000);

  test("the contest form adds the prizes up and refuses more than the prize pool at the pool, keeping what was typed", async ({ page }) => {
    await signInToConsole(page);
    await page.goto("/admin/contests/new");
    await fillNewContestForm(page, `Monsoon Reels ${Date.now().toString(36)}`);
    await page.getByRole("spinbutton", { name: "Prize pool", exact: true }).fill("10000");
    for (const [index, amount] of ["7000", "5000", "2000"].entries()) {
      await page.getByRole("button", { name: "Add prize" }).click();
      await page.locator(`#prizes-${index}-title`).fill(`Prize ${index + 1}`);
      await page.locator(`#prizes-${index}-amount`).fill(amount);
    }
    await expect(page.getByText("The prizes add up to 14,000 INR of the 10,000 INR prize pool.")).toBeVisible();

    await page.getByRole("button", { name: "Create contest" }).click();
    const pool = page.locator("#prizePool");
    await expect(pool).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText("The prizes add up to 14,000 INR, more than the prize pool of 10,000 INR: raise the prize pool or lower the prizes."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/contests\/new$/);
    await expect(page.locator("#prizes-2-amount")).toHaveValue("2000");

    await pool.fill("14000");
    await expect(page.getByText("The prizes add up to 14,000 INR of the 14,000 INR prize pool.")).toBeVisible();
    await page.getByRole("button", { name: "Create contest" }).click();
    await expect(page).toHaveURL(/\/admin\/contests\/[0-9a-f]{24}$/);
  });

  test("judging: rubric mistakes at their fields, a refused address stays typed, the head judge's tie order is what is confirmed", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signInToConsole(page);
    const creators = await Promise.all([0, 1, 2].map(() => playwright.request.newContext({ baseURL })));
    const { contestId } = await endedContestWithEntries(page.request, creators);
    await page.goto(`/admin/judging/${contestId}`);

    // The rubric: criterion 2 lacks its 4, and the shortlist is not a number. Each says so at its field.
    const rubric = page.getByRole("form", { name: "Rubric" });
    const first = rubric.getByRole("group", { name: "Criterion 1" });
    await first.getByLabel("Name", { exact: true }).fill("Story");
    await first.getByLabel("Weight (%)").fill("60");
    for (const score of ["1", "4", "7", "10"]) await first.getByLabel(`What a ${score} looks like`).fill(`Story ${score}`);
    await rubric.getByRole("button", { name: "Add a criterion" }).click();
    const second = rubric.getByRole("group", { name: "Criterion 2" });
    await second.getByLabel("Name", { exact: true }).fill("Craft");
    await second.getByLabel("Weight (%)").fill("40");
    for (const score of ["1", "7", "10"]) await second.getByLabel(`What a ${score} looks like`).fill(`Craft ${score}`);
    await rubric.getByLabel("Shortlist for the final (top N)").fill("ten");
    await rubric.getByRole("button", { name: "Save rubric" }).click();

    await expect(rubric.getByRole("alert")).toHaveText("Correct the 2 marked fields, then save.");
    const missing = second.getByLabel("What a 4 looks like");
    await expect(missing).toBeFocused();
    await expect(missing).toHaveAttribute("aria-invalid", "true");
    await expect(missing).toHaveAccessibleDescription("Say what this score looks like.");
    await expect(first.getByLabel("What a 4 looks like")).not.toHaveAttribute("aria-invalid", "true");
    await expect(rubric.getByLabel("Shortlist for the final (top N)")).toHaveAccessibleDescription(
      "Give a number from 1 to 1000 or a percent from 1 to 100.",
    );
    await missing.fill("Craft 4");
    await rubric.getByLabel("Shortlist for the final (top N)").fill("10");
    await rubric.getByRole("button", { name: "Save rubric" }).click();
    await expect(rubric.getByRole("status")).toContainText("Rubric saved.");

    // Two judges; the second tried with the first's address is refused, and the address stays to correct.
    const judges = page.getByRole("region", { name: "Judges" });
    const rohan = `rohan.${contestId}@judges.example`;
    const sneha = `sneha.${contestId}@judges.example`;
    await judges.getByRole("combobox", { name: /^Judge/ }).selectOption({ label: "Rohan Das" });
    await judges.getByLabel("Their e-mail (private)").fill(rohan);
    await judges.getByRole("button", { name: "Invite" }).click();
    await expect(judges.getByText(rohan)).toBeVisible();
    await expect(judges.getByLabel("Their e-mail (private)")).toHaveValue("");
    await judges.getByRole("combobox", { name: /^Judge/ }).selectOption({ label: "Sneha Kulkarni" });
    await judges.getByLabel("Their e-mail (private)").fill(rohan);
    await judges.getByRole("button", { name: "Invite" }).click();
    await expect(judges.getByRole("alert")).toHaveText("This address already signs in another judge.");
    await expect(judges.getByLabel("Their e-mail (private)")).toHaveValue(rohan);
    await judges.getByLabel("Their e-mail (private)").fill(sneha);
    await judges.getByRole("button", { name: "Invite" }).click();
    await expect(judges.getByText(sneha)).toBeVisible();

    // The final (no screening): both judges score two entries alike, so the ladder leaves a tie for the head judge.
    await page.getByRole("button", { name: "Open the final round" }).click();
    await expect(page.getByRole("button", { name: "Close the final round" })).toBeVisible();
    const judgeRequest = await playwright.request.newContext({ baseURL });
    const entries = await judgeScores(judgeRequest, contestId, rohan);
    await judgeScores(judgeRequest, contestId, sneha, entries.at(-1));
    const tied = entries.slice(0, 2);
    await page.reload();
    // The head judge's reason is typed while the round is still open; closing the round keeps it.
    const tie = page.getByRole("form", { name: "Decide the tie at place 1" });
    const reason = tie.getByLabel("The head judge's reason (kept in the audit log)");
    await reason.fill("The head judge preferred this story's ending.");
    await page.getByRole("button", { name: "Close the final round" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Close the final round" }).click();
    await expect(page.getByText(/^Final round, closed\./)).toBeVisible();
    await expect(reason).toHaveValue("The head judge preferred this story's ending.");
    // Once the final has been run, screening is not offered.
    await expect(page.getByText("skipped: the final was run without it")).toBeVisible();
    await expect(page.getByRole("button", { name: "Open the screening round" })).toHaveCount(0);

    const moveUp = tie.getByRole("button", { name: /^Move .* up$/ });
    const movedUp = ((await moveUp.textContent()) ?? "").replace(/^Move\s*/, "").replace(/\s*up$/, "");
    await moveUp.click();
    await tie.getByRole("button", { name: "Record the decision" }).click();
    await expect(tie).toHaveCount(0);

    // Without a reload, Confirm winners takes the head judge's order and asks for no reason.
    const confirm = page.getByRole("form", { name: "Confirm winners" });
    await confirm.getByRole("button", { name: "Confirm winners" }).click();
    await expect(confirm.getByRole("status")).toContainText("Winners confirmed.");
    const board = (await (await page.request.get(`/api/admin/contests/${contestId}/winners`)).json()) as {
      data: { registrations: { subscriberId: string; name: string }[]; winners: { subscriberId: string; rank: number }[] };
    };
    const rankOne = board.data.winners.find((w) => w.rank === 1)?.subscriberId;
    expect(tied).toContain(rankOne);
    expect(board.data.registrations.find((r) => r.subscriberId === rankOne)?.name).toBe(movedUp);
    await Promise.all([...creators, judgeRequest].map((c) => c.dispose()));
  });
});

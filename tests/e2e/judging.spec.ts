import type { Browser, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { hydratedAttribute } from "#app/document/hydration-signal.ts";
import { signInToConsole } from "./support/console.ts";
import { endedContestWithEntries } from "./support/ended-contest.ts";
import { holdScripts } from "./support/pages.ts";
import { ownClientAddress } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

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
  // The first entry's scores are tapped before its scripts arrive, as on slow 4G: they are saved once they do.
  const scripts = await holdScripts(page);
  await page.getByRole("link", { name: "Start scoring" }).click();
  for (const [index, score] of scores.entries()) {
    await expect(page.getByText(`Entry ${index + 1} of ${scores.length}`, { exact: true })).toBeVisible();
    // Blind: the creator is not named.
    await expect(page.getByText("Blind judging")).toBeVisible();
    for (const group of await page.getByRole("group").filter({ hasText: "%" }).all())
      await group.getByText(String(score), { exact: true }).click();
    if (index === 0) {
      expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), hydratedAttribute)).toBe(false);
      scripts.release();
    }
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: index + 1 < scores.length ? "Save and next" : "Save and finish" }).click();
  }
  await expect(page.getByText(`${scores.length} of ${scores.length} scored`)).toBeVisible();
  await context.close();
}

/** A one-criterion rubric ("Story") with one check. */
const storyRubric = {
  criteria: [{ name: "Story", description: "", weight: 100, anchors: { "1": "Weak", "4": "Fair", "7": "Good", "10": "Outstanding" } }],
  checklist: ["The video is reachable"],
};

/**
 * A contest of its own with `rubric` and its final round open, with `judgeName` alone on its panel; that
 * judge signed in on a 360 px phone, on the first entry's scoring screen.
 */
async function judgeOnFirstEntry(
  browser: Browser,
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  judgeName: string,
  rubric: { criteria: unknown[]; checklist: string[] } = storyRubric,
) {
  const organiserContext = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const organiser: Page = await organiserContext.newPage();
  await signInToConsole(organiser);
  const creators = await Promise.all([0, 1, 2].map(() => playwright.request.newContext({ baseURL })));
  const { contestId } = await endedContestWithEntries(organiser.request, creators);
  const saved = await organiser.request.put(`/api/admin/judging/contests/${contestId}/rubric`, { data: rubric });
  expect(saved.status(), await saved.text()).toBe(200);
  await organiser.goto(`/admin/judging/${contestId}`);
  await organiser.locator(`html[${hydratedAttribute}]`).waitFor({ state: "attached" });
  const email = `${judgeName.split(" ")[0]?.toLowerCase()}.${contestId}@judges.example`;
  await organiser.getByRole("combobox", { name: /^Judge/ }).selectOption({ label: judgeName });
  await organiser.getByLabel("Their e-mail (private)").fill(email);
  await organiser.getByRole("button", { name: "Invite" }).click();
  await expect(organiser.getByText(email)).toBeVisible();
  await organiser.getByRole("button", { name: "Open the final round" }).click();
  await expect(organiser.getByRole("button", { name: "Close the final round" })).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await ownClientAddress(context);
  const page = await context.newPage();
  await page.goto("/judge");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await page.getByLabel("Code").fill((await page.getByTestId("test-mode-code").textContent()) ?? "");
  await expect(page.getByRole("heading", { name: "Your contests" })).toBeVisible();
  await page.goto(`/judge/contests/${contestId}`);
  await page.getByRole("link", { name: "Start scoring" }).click();
  await expect(page.getByText("Entry 1 of 3", { exact: true })).toBeVisible();
  await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: "attached" });

  const close = async () => {
    await Promise.all(creators.map((c) => c.dispose()));
    await context.close();
    await organiserContext.close();
  };
  return { page, organiser, contestId, close };
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
    // A page of its own context: wait for React before typing into its controlled fields.
    await organiser.locator(`html[${hydratedAttribute}]`).waitFor({ state: "attached" });
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
    const close = organiser.getByRole("button", { name: "Close the final round" });
    await expect(close).toBeVisible();
    // The final decides: with it run, screening is no longer offered, and the page says why.
    await expect(organiser.getByRole("button", { name: "Open the screening round" })).toHaveCount(0);
    await expect(organiser.getByText("skipped: the final was run without it")).toBeVisible();

    // Closing is permanent, so it asks first, naming the judges who have not finished; Cancel and Escape change nothing.
    await close.click();
    const confirmClose = organiser.getByRole("alertdialog", { name: "Close the final round?" });
    await expect(confirmClose).toContainText("Closing is permanent");
    await expect(confirmClose.getByRole("listitem")).toHaveCount(2);
    for (const name of ["Kavya Iyer", "Farhan Qureshi"])
      await expect(confirmClose.getByRole("listitem").filter({ hasText: name })).toHaveText(`${name}: 0 of 3 scored`);
    await expect(confirmClose.getByRole("button", { name: "Cancel" })).toBeFocused();
    await organiser.screenshot({ path: "/tmp/judging-close-confirm-1366.png" });
    await organiser.keyboard.press("Escape");
    await expect(confirmClose).toHaveCount(0);
    await expect(close).toBeFocused();
    await close.click();
    await confirmClose.getByRole("button", { name: "Cancel" }).click();
    await expect(confirmClose).toHaveCount(0);
    await organiser.reload();
    await organiser.locator(`html[${hydratedAttribute}]`).waitFor({ state: "attached" });
    await expect(close).toBeVisible();

    const title = (await organiser.getByRole("heading", { level: 1 }).textContent()) ?? "";
    // Each judge sees the entries in their own order and scores them by position: with these two lists no
    // two entries can reach the same total, whatever the orders, so the ranking has no tie.
    await judgeScoresOnPhone(browser, emails[0] ?? "", title, [9, 6, 3]);
    await judgeScoresOnPhone(browser, emails[1] ?? "", title, [10, 5, 1]);

    await organiser.reload();
    await organiser.locator(`html[${hydratedAttribute}]`).waitFor({ state: "attached" });
    await close.click();
    await expect(confirmClose).toContainText("Every judge has scored every entry given to them.");
    await confirmClose.getByRole("button", { name: "Close the final round" }).click();
    await expect(organiser.getByText(/Snapshot [0-9a-f]{64}/)).toBeVisible();
    // The results read as sentences: the method follows the round's, starting with a capital.
    await expect(organiser.getByText(/Final round, closed\. Method: weighted total per judge; plain mean per entry;/)).toBeVisible();
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

  test("at 360 px every card of a judge's pages fits the screen, whatever the organiser wrote in it, in English and Hindi", async ({
    browser,
    playwright,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the judge on a 360 px phone");
    // Organisers write handles, hashtags and links into a rubric: words far wider than a phone, with nowhere to break.
    const link = "https://www.instagram.com/creatorcup.official/reels/street-dance-showdown-2026";
    const rubric = {
      criteria: [
        {
          name: "Choreography/Musicality/Originality",
          description: `Tag #CreatorCupStreetDanceShowdown2026IndoreFinals and follow ${link}`,
          weight: 100,
          anchors: { "1": "Off the beat", "4": "Some good moments", "7": "Tight and confident", "10": `Could lead ${link}` },
        },
      ],
      checklist: ["The video is reachable", "Credits the track: music.licensing@creatorcup.official.example"],
    };
    // Sneha Kulkarni: a judge no other spec signs in as (a judge's address is one per judge, so two specs sharing one would race).
    const { page, contestId, close } = await judgeOnFirstEntry(browser, playwright, testInfo.project.use.baseURL, "Sneha Kulkarni", rubric);
    await page.goto(`/judge/contests/${contestId}`);
    const firstEntry = (await page.locator("main ol a").first().getAttribute("href")) ?? "";
    for (const path of ["/judge", `/judge/contests/${contestId}`, firstEntry]) {
      for (const address of [path, `/hi${path}`]) {
        await page.goto(address);
        await expect(page.locator("main a, main fieldset").first()).toBeVisible();
        // The same page in the other language is one tap away, as on every public page.
        const other = address.startsWith("/hi/") ? path : `/hi${path}`;
        await expect(
          page.getByRole("banner").getByRole("link", { name: address.startsWith("/hi/") ? /English/ : /हिन्दी/ }),
        ).toHaveAttribute("href", other);
        // Every card's outline (a contest, an entry's number, the video, a group of checks or scores) and what is inside the groups.
        const outside = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const cards = [...document.querySelectorAll("main a, main fieldset, main fieldset *")];
          return cards
            .filter((card) => card.getBoundingClientRect().right > width || card.getBoundingClientRect().left < 0)
            .map(
              (card) => `${card.tagName} ${(card.textContent ?? "").slice(0, 40)} (${Math.round(card.getBoundingClientRect().right)} px)`,
            );
        });
        expect(outside, `${address}: cards past the screen's right edge`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${address}: no sideways scroll`).toBeLessThanOrEqual(360);
      }
    }
    await close();
  });

  test("on a slow connection, 'Save and next' tapped while a score is still on its way waits for it; a failed save keeps the judge on the entry and is sent again", async ({
    browser,
    playwright,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the judge on a 360 px phone");
    // Rohan Das: a judge no other spec signs in as.
    const { page, contestId, close } = await judgeOnFirstEntry(browser, playwright, testInfo.project.use.baseURL, "Rohan Das");

    // The autosave is slow and then fails; the judge taps 'Save and next' while it is still on its way.
    const saves: string[] = [];
    let failNext = true;
    await page.route("**/score", async (route) => {
      saves.push(route.request().postData() ?? "");
      if (!failNext) return route.continue();
      failNext = false;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.abort("failed");
    });
    await page.getByRole("group", { name: /Story/ }).getByText("7", { exact: true }).click();
    await expect.poll(() => saves.length).toBe(1);
    await page.getByRole("button", { name: "Save and next" }).click();
    // It waited for the failed save and sent the score again, before moving on.
    await expect(page.getByText("Entry 2 of 3", { exact: true })).toBeVisible();
    expect(saves).toHaveLength(2);
    expect(JSON.parse(saves[1] ?? "{}")).toMatchObject({ criteria: { c1: 7 } });

    // When the second try fails too, the judge stays on the entry and is told.
    await page.unroute("**/score");
    await page.route("**/score", (route) => route.abort("failed"));
    await page.getByRole("group", { name: /Story/ }).getByText("5", { exact: true }).click();
    await page.getByRole("button", { name: "Save and next" }).click();
    await expect(page.getByRole("alert")).toContainText("Not saved: We could not reach the server.");
    await expect(page.getByText("Entry 2 of 3", { exact: true })).toBeVisible();
    await page.unroute("**/score");

    // A recusal that cannot reach the server says so in the screen's words, and the judge stays.
    await page.route("**/recuse", (route) => route.abort("failed"));
    await page.getByText("I know this creator: recuse myself").click();
    await page.getByLabel("Why?").fill("My cousin's channel");
    await page.getByRole("button", { name: "Recuse and move on" }).click();
    await expect(page.locator("details").getByRole("alert")).toHaveText(
      "We could not reach the server. Please check your connection and try again.",
    );
    await expect(page.getByText("Entry 2 of 3", { exact: true })).toBeVisible();
    await page.unroute("**/recuse");

    await page.goto(`/judge/contests/${contestId}`);
    await expect(page.getByRole("link", { name: "Entry 1, scored" })).toBeVisible();
    await close();
  });

  test("a score or note from the last moment is saved when the judge leaves the entry by 'All entries' or for another page", async ({
    browser,
    playwright,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the judge on a 360 px phone");
    // Vikram Rathore: a judge no other spec signs in as.
    const { page, close } = await judgeOnFirstEntry(browser, playwright, testInfo.project.use.baseURL, "Vikram Rathore");
    const entry = page.url();
    // Tapped and typed, then straight to the list, well before the autosave's pause is over.
    await page.getByRole("group", { name: /Story/ }).getByText("8", { exact: true }).click();
    await page.getByLabel("Private note").fill("Strong start, weak ending");
    await page.getByRole("link", { name: "All entries" }).click();
    await expect(page.getByText("Final round: 1 of 3 scored.", { exact: false })).toBeVisible();
    await page.goto(entry);
    await expect(page.getByLabel("Private note")).toHaveValue("Strong start, weak ending");
    await expect(page.getByRole("group", { name: /Story/ }).getByRole("radio", { name: "8" })).toBeChecked();

    // Typed, then away to another page at once (a new page load, not the screen's own navigation).
    await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: "attached" });
    await page.getByLabel("Feedback to the creator (optional)").fill("Lovely use of the rooftop");
    await page.goto("/judge");
    await expect(async () => {
      await page.goto(entry);
      await expect(page.getByLabel("Feedback to the creator (optional)")).toHaveValue("Lovely use of the rooftop", { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await close();
  });
});

test.describe("[JUDGING] fifty entries by keyboard, without losing a score", () => {
  test.setTimeout(180_000);

  test("the sign-in asks for a valid address in the page's language; by keyboard, its code step takes the focus to the code", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the judge on a 360 px phone");
    await ownClientAddress(page.context());
    // On /hi/judge an empty address was answered "Invalid body: email Enter a valid email", the server's English.
    await page.goto("/hi/judge");
    await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: "attached" });
    await page.getByRole("button", { name: "मुझे कोड भेजें" }).click();
    await expect(page.getByRole("alert")).toHaveText("सही ई-मेल पता डालें।");
    await expect(page.getByLabel("ई-मेल")).toHaveAccessibleDescription("सही ई-मेल पता डालें।");

    await page.goto("/judge");
    await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: "attached" });
    // Any address gets the same answer and the code step; the focus was left on the page after "Send me a code".
    await page.getByLabel("Email").fill(`keyboard.${Date.now()}@judges.example`);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("test-mode-code")).toBeVisible();
    await expect(page.getByLabel("Code")).toBeFocused();
  });

  test("'Save and next' puts the focus on the next entry's first score; a double click moves one entry; recusing asks for a reason in the page's language", async ({
    browser,
    playwright,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the judge on a 360 px phone");
    // Ritika Sharma: a judge no other spec signs in as.
    const { page, contestId, close } = await judgeOnFirstEntry(browser, playwright, testInfo.project.use.baseURL, "Ritika Sharma");
    const story = page.getByRole("group", { name: /Story/ });
    const firstEntry = page.url();

    // By keyboard: the next entry opens with the focus on its first score, not on the page itself (six or more
    // Tabs past the header, the video and the checks, fifty times), moved down just enough that this criterion is
    // in sight above the fixed bar (judging-save-failure.spec.ts measures it at 360 × 740 and 1366 × 800).
    await story.getByText("7", { exact: true }).click();
    await page.getByRole("button", { name: "Save and next" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Entry 2 of 3", { exact: true })).toBeVisible();
    await expect(story.getByRole("radio", { name: "1", exact: true })).toBeFocused();
    await expect(story).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("ArrowRight");
    await expect(story.getByRole("radio", { name: "2", exact: true })).toBeChecked();
    // A digit picks its score at once (a 9 was seven more arrow presses), and 0 is 10.
    await page.keyboard.press("9");
    await expect(story.getByRole("radio", { name: "9", exact: true })).toBeChecked();
    await expect(story.getByRole("radio", { name: "9", exact: true })).toBeFocused();
    await page.keyboard.press("0");
    await expect(story.getByRole("radio", { name: "10", exact: true })).toBeChecked();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("group", { name: /Story/ }).getByRole("radio", { name: "10", exact: true })).toBeChecked();

    // An empty reason is asked for in the page's language (it was the server's "Invalid body: reason …").
    const recusals: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/recuse")) recusals.push(request.url());
    });
    await page.goto(`/hi${new URL(page.url()).pathname}`);
    await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: "attached" });
    await page.getByText("इस क्रिएटर से मेरी जान-पहचान है").click();
    await page.getByRole("button", { name: "हटाएँ और आगे बढ़ें" }).click();
    await expect(page.locator("details").getByRole("alert")).toHaveText("बताइए कि आप क्यों हट रहे हैं (आयोजक इसे पढ़ेंगे)।");
    expect(recusals).toEqual([]);
    // Recused, the judge lands on the next entry's first score too.
    await page.getByLabel("क्यों?").fill("My cousin's channel");
    await page.getByRole("button", { name: "हटाएँ और आगे बढ़ें" }).click();
    await expect(page.getByText("2 में से एंट्री 2", { exact: true })).toBeVisible();
    await expect(page.getByRole("group", { name: /Story/ }).getByRole("radio", { name: "1", exact: true })).toBeFocused();

    // A double click on 'Save and next' whose second click lands on the next entry's button moves one entry, not two.
    await page.goto(firstEntry);
    await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: "attached" });
    await expect(page.getByText("Entry 1 of 2", { exact: true })).toBeVisible();
    const box = await page.getByRole("button", { name: "Save and next" }).boundingBox();
    if (!box) throw new Error("no 'Save and next' button");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByText("Entry 2 of 2", { exact: true })).toBeVisible();
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    await page.waitForTimeout(1500);
    await expect(page.getByText("Entry 2 of 2", { exact: true })).toBeVisible();
    await page.goto(`/judge/contests/${contestId}`);
    await expect(page.getByRole("link", { name: "Entry 2, not scored yet" })).toBeVisible();
    await close();
  });

  test("a score whose save was lost as the page reloaded comes back on screen and is saved; a save failed offline is sent once back online; the open round's results count the entries not scored yet", async ({
    browser,
    playwright,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the judge on a 360 px phone");
    // Arjun Mehta: a judge no other spec signs in as.
    const { page, organiser, close } = await judgeOnFirstEntry(browser, playwright, testInfo.project.use.baseURL, "Arjun Mehta");
    const story = page.getByRole("group", { name: /Story/ });
    const scoreUrl = await page.evaluate(() => location.pathname.replace(/^\/judge/, "/api/judge"));
    const server = async () =>
      ((await (await page.request.get(scoreUrl)).json()) as { data: { score: { criteria: object; note: string } } }).data.score;

    // Tapped, then reloaded at once: the last save (sent as the page unloads) does not arrive before the new page reads the entry.
    await page.route("**/score", (route) => route.abort("failed"));
    await story.getByText("7", { exact: true }).click();
    await page.reload();
    await page.unroute("**/score");
    await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: "attached" });
    await expect(story.getByRole("radio", { name: "7" })).toBeChecked();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    // The next change is saved with it, not over it.
    await page.getByLabel("Private note").fill("Good hook");
    await expect.poll(async () => (await server()).note).toBe("Good hook");
    expect((await server()).criteria).toEqual({ c1: 7 });

    // Offline, the save fails and says so; back online it is sent again by itself.
    await page.context().setOffline(true);
    await story.getByText("4", { exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("Not saved: We could not reach the server.");
    await page.context().setOffline(false);
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect((await server()).criteria).toEqual({ c1: 4 });

    // The organiser reads the open round's results: entries not scored yet are counted, not listed as excluded.
    await organiser.reload();
    const results = organiser.locator("section", { has: organiser.getByRole("heading", { name: "Results" }) });
    await expect(results.getByText("Not scored yet: 2 entries.")).toBeVisible();
    await expect(results.getByText(/^Excluded:/)).toHaveCount(0);
    await close();
  });
});

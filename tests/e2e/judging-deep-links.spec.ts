import type { Browser, Page, PlaywrightWorkerArgs, TestInfo } from "@playwright/test";
import { contestIds } from "#db/seed/contests.ts";
import { signInToConsole } from "./support/console.ts";
import { endedContestWithEntries } from "./support/ended-contest.ts";
import { ownClientAddress } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

/**
 * A judge's links from an e-mail or a bookmark (docs/judging.md): signed out, they land on the page they
 * opened once signed in; after the round closes, or at a contest that is not theirs, they stay inside the
 * judges' frame with a plain message and the way back to their contests, never the public site's 404.
 */

const rubric = {
  criteria: [{ name: "Story", description: "", weight: 100, anchors: { "1": "Weak", "4": "Fair", "7": "Good", "10": "Outstanding" } }],
  checklist: ["The video is reachable"],
};

/** The judges' frame is there: its header with the sign-out, and its background down to the screen's bottom. */
async function expectJudgeFrame(page: Page, signOut: string) {
  await expect(page.getByRole("banner").getByRole("button", { name: signOut })).toBeVisible();
  const gap = await page.evaluate(() => window.innerHeight - (document.querySelector("main")?.getBoundingClientRect().bottom ?? 0));
  expect(gap, "no band below the page's background").toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/**
 * An ended contest with three entries, a rubric and its final round open, judged by a judge profile of
 * its own (hidden from the public pages): a judge has one sign-in address, so sharing one with another
 * spec would race. Answers the organiser's console page (signed in) and the judge's address.
 */
async function judgedContest(browser: Browser, playwright: PlaywrightWorkerArgs["playwright"], testInfo: TestInfo, firstName: string) {
  const baseURL = testInfo.project.use.baseURL;
  const organiserContext = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const organiser = await organiserContext.newPage();
  await signInToConsole(organiser);
  const creators = await Promise.all([0, 1, 2].map(() => playwright.request.newContext({ baseURL })));
  const { contestId } = await endedContestWithEntries(organiser.request, creators);
  expect((await organiser.request.put(`/api/admin/judging/contests/${contestId}/rubric`, { data: rubric })).status()).toBe(200);
  const made = await organiser.request.post("/api/admin/content/judges", {
    data: {
      firstName,
      lastName: `Judge ${Date.now().toString(36)}`,
      profession: "",
      bio: "",
      profileImage: "",
      home: false,
      isActive: false,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const judgeId = ((await made.json()) as { data: { _id: string } }).data._id;
  const email = `${firstName.toLowerCase()}.${contestId}@judges.example`;
  const invited = await organiser.request.post(`/api/admin/judging/contests/${contestId}/judges`, { data: { judgeId, email } });
  expect(invited.status(), await invited.text()).toBe(200);
  const opened = await organiser.request.post(`/api/admin/judging/contests/${contestId}/rounds/final/open`);
  expect(opened.status(), await opened.text()).toBe(200);
  return { organiserContext, organiser, creators, contestId, email, baseURL };
}

test.describe("[JUDGING] a judge's deep links", () => {
  test.setTimeout(180_000);

  test("signed out, a judge who opens an entry lands on it after signing in; after the round closes, and at another contest, the judges' frame says so in English and Hindi", async ({
    browser,
    playwright,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the judge on a 360 px phone");
    const { organiserContext, organiser, creators, contestId, email, baseURL } = await judgedContest(
      browser,
      playwright,
      testInfo,
      "Deeplink",
    );
    const board = (await (await organiser.request.get(`/api/admin/contests/${contestId}/winners`)).json()) as {
      data: { registrations: { subscriberId: string }[] };
    };
    const entryId = board.data.registrations[0]?.subscriberId ?? "";
    const entryPath = `/judge/contests/${contestId}/entries/${entryId}`;

    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await ownClientAddress(context);
    const page = await context.newPage();
    // Signed out: the sign-in, then the entry that was opened, not the contest list.
    await page.goto(entryPath);
    await expect(page).toHaveURL(/\/judge$/);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send me a code" }).click();
    await page.getByLabel("Code").fill((await page.getByTestId("test-mode-code").textContent()) ?? "");
    await expect(page).toHaveURL(new RegExp(`${entryPath}$`));
    await expect(page.getByText(/^Entry \d of 3$/)).toBeVisible();
    // Used once: the contest list is the contest list again.
    await page.goto("/judge");
    await expect(page.getByRole("heading", { name: "Your contests" })).toBeVisible();

    // A kept address is only ever a judging page of this site: anything else is ignored.
    for (const value of ["https://evil.example/judge", "//evil.example/judge/contests", "/judge/../admin", "/contest/x"]) {
      await context.addCookies([{ name: "judge_return", value: encodeURIComponent(value), url: baseURL ?? "" }]);
      const answer = await page.goto("/judge");
      expect(answer?.status()).toBe(200);
      await expect(page).toHaveURL(/\/judge$/);
      await expect(page.getByRole("heading", { name: "Your contests" })).toBeVisible();
    }

    const closed = await organiser.request.post(`/api/admin/judging/contests/${contestId}/rounds/final/close`);
    expect(closed.status(), await closed.text()).toBe(200);

    for (const [language, prefix] of [
      ["en", ""],
      ["hi", "/hi"],
    ] as const) {
      const t =
        language === "en"
          ? {
              closed: "This round is closed",
              closedText: "scores can no longer be changed",
              notFound: "Not found",
              back: "Back to your contests",
              signOut: "Sign out",
            }
          : {
              closed: "यह राउंड बंद हो गया है",
              closedText: "स्कोर अब नहीं बदले जा सकते",
              notFound: "यह पेज नहीं मिला",
              back: "अपने कॉन्टेस्ट पर वापस जाएँ",
              signOut: "साइन आउट",
            };
      // The round closed: a 410 inside the judges' frame, not the public 404.
      const gone = await page.goto(`${prefix}${entryPath}`);
      expect(gone?.status()).toBe(410);
      await expect(page.getByRole("heading", { level: 1, name: t.closed })).toBeVisible();
      await expect(page.getByText(t.closedText)).toBeVisible();
      await expect(page.getByText("404")).toHaveCount(0);
      await expectJudgeFrame(page, t.signOut);
      await expect(page.getByRole("link", { name: t.back })).toHaveAttribute("href", `${prefix}/judge`);
      await page.screenshot({ path: `/tmp/fixjudge-closed-${language}-360.png` });

      // Another contest's page and one that does not exist read the same, so neither tells whether it exists.
      const texts: string[] = [];
      for (const other of [
        `/judge/contests/${contestIds.resultsPending}/entries/${entryId}`,
        `/judge/contests/${contestIds.resultsPending}`,
        "/judge/contests/ffffffffffffffffffffffff",
        "/judge/contests/not-an-id/entries/nor-this",
      ]) {
        const answer = await page.goto(`${prefix}${other}`);
        expect(answer?.status(), other).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: t.notFound })).toBeVisible();
        await expectJudgeFrame(page, t.signOut);
        texts.push(await page.locator("main").innerText());
      }
      expect(new Set(texts).size).toBe(1);
      await page.screenshot({ path: `/tmp/fixjudge-other-${language}-360.png` });
      await page.getByRole("link", { name: t.back }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/judge$`));
    }

    await Promise.all(creators.map((c) => c.dispose()));
    await context.close();
    await organiserContext.close();
  });

  test("signed out, a judge who opens a contest's entries in Hindi lands on them in Hindi after signing in", async ({
    browser,
    playwright,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the judge on a 360 px phone");
    const { organiserContext, creators, contestId, email } = await judgedContest(browser, playwright, testInfo, "Hindilink");

    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await ownClientAddress(context);
    const page = await context.newPage();
    await page.goto(`/hi/judge/contests/${contestId}`);
    await expect(page).toHaveURL(/\/hi\/judge$/);
    await page.getByLabel("ई-मेल").fill(email);
    await page.getByRole("button", { name: "मुझे कोड भेजें" }).click();
    await page.getByLabel("कोड").fill((await page.getByTestId("test-mode-code").textContent()) ?? "");
    await expect(page).toHaveURL(new RegExp(`/hi/judge/contests/${contestId}$`));
    await expect(page.getByRole("link", { name: "स्कोर देना शुरू करें" })).toBeVisible();

    await Promise.all(creators.map((c) => c.dispose()));
    await context.close();
    await organiserContext.close();
  });
});

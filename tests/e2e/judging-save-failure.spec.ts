import type { Browser, Page, PlaywrightWorkerArgs, TestInfo } from "@playwright/test";
import { signInToConsole } from "./support/console.ts";
import { endedContestWithEntries } from "./support/ended-contest.ts";
import { ownClientAddress } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

/**
 * Where the judge is on the scoring screen (docs/judging.md, "The scoring screen"), at the sizes an audit
 * found two faults at: a failed 'Save and next' was said only at the top of the page, out of sight, so the
 * button seemed to do nothing; and the next entry's first score had the focus below the fixed bar, unseen.
 */

/** Like Street Dance Showdown's: four checks and three criteria with descriptions, so the first score is below the fold. */
const rubric = {
  criteria: [
    {
      name: "Energy and skill",
      description: "Control, musicality and power.",
      weight: 50,
      anchors: { "1": "Off the beat, unsure", "4": "Some good moments", "7": "Tight and confident", "10": "Unforgettable" },
    },
    {
      name: "Use of the place",
      description: "How the street becomes the stage.",
      weight: 30,
      anchors: { "1": "Any room would do", "4": "The place is a backdrop", "7": "The place is part of it", "10": "Only possible there" },
    },
    {
      name: "Filming",
      description: "Framing, light and sound on a phone.",
      weight: 20,
      anchors: { "1": "Hard to watch", "4": "Watchable", "7": "Well shot", "10": "Cinematic" },
    },
  ],
  checklist: ["The video is reachable", "Within the length limit", "On the contest's theme", "The creator's own work"],
};

const words = {
  en: {
    prefix: "",
    position: (n: number) => `Entry ${n} of 3`,
    saveAndNext: "Save and next",
    notSaved: "Not saved: We could not reach the server. Please check your connection and try again.",
  },
  hi: {
    prefix: "/hi",
    position: (n: number) => `3 में से एंट्री ${n}`,
    saveAndNext: "सेव करें और आगे बढ़ें",
    notSaved: "सेव नहीं हुआ: सर्वर से संपर्क नहीं हो पाया। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।",
  },
} as const;

/**
 * An ended contest with three entries, the rubric above and its final round open, judged by a judge profile
 * of its own (a judge has one sign-in address, so sharing one with another spec would race); `page` signed in
 * as that judge at the audit's size for the project (360 × 740 phone, 1366 × 800 laptop). Answers the entries'
 * paths in the judge's order.
 */
async function judgeSignedIn(
  page: Page,
  browser: Browser,
  playwright: PlaywrightWorkerArgs["playwright"],
  testInfo: TestInfo,
  firstName: string,
) {
  const baseURL = testInfo.project.use.baseURL;
  const organiserContext = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const organiser = await organiserContext.newPage();
  await signInToConsole(organiser);
  const creators = await Promise.all([0, 1, 2].map(() => playwright.request.newContext({ baseURL })));
  const { contestId } = await endedContestWithEntries(organiser.request, creators);
  const saved = await organiser.request.put(`/api/admin/judging/contests/${contestId}/rubric`, { data: rubric });
  expect(saved.status(), await saved.text()).toBe(200);
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

  await page.setViewportSize(testInfo.project.name === "phone" ? { width: 360, height: 740 } : { width: 1366, height: 800 });
  await ownClientAddress(page.context());
  await page.goto("/judge");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await page.getByLabel("Code").fill((await page.getByTestId("test-mode-code").textContent()) ?? "");
  await expect(page.getByRole("heading", { name: "Your contests" })).toBeVisible();
  await page.goto(`/judge/contests/${contestId}`);
  const entries = await page.locator("main ol a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(entries).toHaveLength(3);

  const close = async () => {
    await Promise.all(creators.map((c) => c.dispose()));
    await organiserContext.close();
  };
  return { entries, close };
}

/** The focused control's box (its score's label) and the top of the fixed bar, as the judge sees them. */
function focusAndBar(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const box = (focused.closest("label") ?? focused).getBoundingClientRect();
    const bar = [...document.querySelectorAll("div")].find(
      (div) => getComputedStyle(div).position === "fixed" && div.querySelector("button"),
    );
    return {
      top: box.top,
      bottom: box.bottom,
      barTop: bar?.getBoundingClientRect().top ?? 0,
      ring: focused.matches(":focus-visible"),
      scrollY: window.scrollY,
    };
  });
}

/** The focus is on the screen, with its ring, above the fixed bar (not under it, nor below the fold). */
async function expectFocusInSight(page: Page) {
  await expect(async () => {
    const { top, bottom, barTop, ring } = await focusAndBar(page);
    expect(ring, "the focus shows").toBe(true);
    expect(top, "the focused score is not above the screen").toBeGreaterThanOrEqual(0);
    expect(bottom, "the focused score is above the fixed bar").toBeLessThanOrEqual(barTop);
  }).toPass({ timeout: 5000 });
}

test.describe("[JUDGING] the scoring screen shows what happened where the judge is", () => {
  test.setTimeout(180_000);

  test("a failed 'Save and next' is said in sight, by the bar, in English and Hindi; the judge stays, and the next try moves on", async ({
    page,
    browser,
    playwright,
  }, testInfo) => {
    const { entries, close } = await judgeSignedIn(page, browser, playwright, testInfo, "Savefail");
    const width = page.viewportSize()?.width;
    let failing = false;
    await page.route("**/score", (route) => (failing ? route.abort("failed") : route.continue()));

    for (const [language, entry, number] of [
      ["en", entries[0], 1],
      ["hi", entries[1], 2],
    ] as const) {
      const t = words[language];
      await page.goto(`${t.prefix}${entry}`);
      await expect(page.getByText(t.position(number), { exact: true })).toBeVisible();
      // The judge scores far down the entry, then taps 'Save and next' while the server cannot be reached.
      failing = true;
      await page
        .getByRole("group", { name: /Energy and skill/ })
        .getByText("7", { exact: true })
        .click();
      await page.getByRole("button", { name: t.saveAndNext }).click();
      const alert = page.getByRole("alert");
      await expect(alert).toHaveText(t.notSaved);
      // Where the judge is: whole, on the screen (it was 877 px above it at 360 px), not only somewhere on the page.
      await expect(alert).toBeInViewport({ ratio: 1 });
      await expect(page.getByText(t.position(number), { exact: true })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`save-failed-${language}-${width}.png`) });

      // Once the server answers, the same button moves on and the message goes.
      failing = false;
      await page.getByRole("button", { name: t.saveAndNext }).click();
      await expect(page.getByText(t.position(number + 1), { exact: true })).toBeVisible();
      await expect(alert).toHaveCount(0);
    }

    // A failed autosave is said there too, and goes once a save succeeds.
    failing = true;
    await page
      .getByRole("group", { name: /Use of the place/ })
      .getByText("4", { exact: true })
      .click();
    await expect(page.getByRole("alert")).toHaveText(words.hi.notSaved);
    await expect(page.getByRole("alert")).toBeInViewport({ ratio: 1 });
    failing = false;
    await page
      .getByRole("group", { name: /Use of the place/ })
      .getByText("5", { exact: true })
      .click();
    await expect(page.getByText("सेव हो गया", { exact: true })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await close();
  });

  test("after 'Save and next' by keyboard the next entry's first score has the focus in sight, above the fixed bar; after a tap the entry opens at its top", async ({
    page,
    browser,
    playwright,
  }, testInfo) => {
    const { entries, close } = await judgeSignedIn(page, browser, playwright, testInfo, "Focusview");
    const width = page.viewportSize()?.width;
    const energy = page.getByRole("group", { name: /Energy and skill/ });

    for (const [language, entry] of [
      ["en", entries[0]],
      ["hi", entries[0]],
    ] as const) {
      const t = words[language];
      await page.goto(`${t.prefix}${entry}`);
      await energy.getByText("7", { exact: true }).click();
      await page.getByRole("button", { name: t.saveAndNext }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText(t.position(2), { exact: true })).toBeVisible();
      await expect(energy.getByRole("radio", { name: "1", exact: true })).toBeFocused();
      // Below the fold it was (915 px down a 740 px screen, under the bar): now that criterion is in sight,
      // its name and what its scores mean with it.
      await expectFocusInSight(page);
      await expect(energy).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: testInfo.outputPath(`focus-after-next-${language}-${width}.png`) });
    }

    // A tap shows no focus ring: the next entry opens at its top (the video first), the focus on its first score;
    // the first key the judge presses shows the focus, and brings it into sight.
    await energy.getByText("6", { exact: true }).click();
    await page.getByRole("button", { name: words.hi.saveAndNext }).click();
    await expect(page.getByText(words.hi.position(3), { exact: true })).toBeVisible();
    await expect(energy.getByRole("radio", { name: "1", exact: true })).toBeFocused();
    await expect.poll(async () => (await focusAndBar(page)).scrollY).toBe(0);
    expect((await focusAndBar(page)).ring).toBe(false);
    await page.keyboard.press("1");
    await expect(energy.getByRole("radio", { name: "1", exact: true })).toBeChecked();
    await expectFocusInSight(page);
    await close();
  });
});

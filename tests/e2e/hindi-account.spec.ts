import type { Browser, Locator, Page } from "@playwright/test";
import { hydratedAttribute } from "#app/document/hydration-signal.ts";
import { signInToConsole } from "./support/console.ts";
import { endedContestWithEntries } from "./support/ended-contest.ts";
import { contests, ownClientAddress, signInByApi, uniqueEmail } from "./support/registration.ts";
import { expect, test } from "./support/test.ts";

/**
 * A creator's, a judge's and a guardian's pages in Hindi on a 360 px phone (issue 27): the page says
 * hi-IN, its headings and buttons are Hindi, its links stay under /hi/, and the only Latin-letter words
 * left are names and data (e-mail addresses, contest titles, ids) or the few words people say in English
 * letters (PDF, UPI, CreatorCup).
 */

/** Words in Latin letters a Hindi page may show whatever its data: the brand, file kinds, the payment provider. */
const allowedEverywhere = ["CreatorCup", "PDF", "JSON", "UPI", "IFSC", "GSTIN", "Razorpay", "ERASE"];
/** Times as hi-IN writes them (shared/i18n/formats.ts): "4:05 pm", as people text them too. */
const timeWords = ["am", "pm"];
/** The judges' language link, labelled in the language it leads to (docs/languages.md). */
const toEnglish = "English";

/** Latin-letter words of a region's visible text, after removing the data it shows. */
async function latinWords(region: Locator, data: string[] = []): Promise<string[]> {
  let text = await region.innerText();
  for (const value of [...data].sort((a, b) => b.length - a.length)) if (value) text = text.split(value).join(" ");
  // E-mail addresses, links and ids are data.
  text = text.replace(/\S+@\S+/g, " ").replace(/https?:\/\/\S+/g, " ");
  return (text.match(/[A-Za-z][A-Za-z'_-]*/g) ?? []).filter((word) => !allowedEverywhere.includes(word) && !timeWords.includes(word));
}

async function expectHindiPage(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
}

/** Every site link of a region stays in Hindi (downloads from /api/ are files, not pages; the language link, hreflang, leads out on purpose). */
async function expectLinksUnderHindi(region: Locator) {
  const hrefs = await region.locator("a[href^='/']:not([hreflang])").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) if (!href.startsWith("/api/")) expect(href, href).toMatch(/^\/hi(\/|$)/);
}

/** Full-page screenshots at a phone's and a laptop's width, for a person to look at. */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/hindi-${name}-360.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.screenshot({ path: `/tmp/hindi-${name}-1366.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** Nothing wider than the screen: no sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await ownClientAddress(context);
  return context.newPage();
}

async function hydrated(page: Page) {
  await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: "attached" });
}

test.describe("[HINDI] a creator's, a judge's and a guardian's pages in Hindi", () => {
  test.skip(({ isMobile }) => !isMobile, "on the phone, where our creators are");

  test("/hi/me: sign-in by code, the registrations, a receipt and My data, all in Hindi", async ({ browser }) => {
    test.setTimeout(90_000);
    // A demo creator no other spec signs in as, with a paid registration (a receipt) in The Big League.
    const email = "karthik.reddy@example.com";
    const page = await phonePage(browser);
    await page.goto("/hi/me");
    await hydrated(page);
    await expectHindiPage(page);
    await expect(page).toHaveTitle(/^मेरे रजिस्ट्रेशन \| CreatorCup$/);
    await expect(page.getByRole("heading", { level: 1, name: "मेरे रजिस्ट्रेशन" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "अपने रजिस्ट्रेशन देखने के लिए साइन इन करें" })).toBeVisible();

    // A wrong address is refused in Hindi before anything is sent.
    await page.getByLabel("ई-मेल").fill("not-an-address");
    await page.getByRole("button", { name: "कोड भेजें" }).click();
    await expect(page.getByText("सही ई-मेल डालें")).toBeVisible();
    expect(await latinWords(page.locator("main"), ["not-an-address", "you@example.com"])).toEqual([]);

    await page.getByLabel("ई-मेल").fill(email);
    const shown = page.getByText(/^टेस्ट मोड: आपका कोड \d{6} है$/);
    // A retried run may meet the 30 seconds between two codes for one address: ask until one is sent.
    await expect(async () => {
      await page.getByRole("button", { name: "कोड भेजें" }).click();
      await expect(shown).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await expect(page.getByText(`हमने ${email} पर 6 अंकों का कोड भेजा है।`)).toBeVisible();
    await expect(page.getByRole("button", { name: /^\d+ सेकंड बाद फिर से भेजें$/ })).toBeDisabled();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: "/tmp/hindi-me-code-360.png" });
    const code = /(\d{6})/.exec(await shown.innerText())?.[1] ?? "";
    await page.getByLabel("कोड").fill(code);

    const list = page.getByRole("heading", { name: /^आपके रजिस्ट्रेशन/ });
    await expect(list).toBeVisible();
    // The demo contest's Hindi title: a Hindi page names contests in Hindi where the organiser gave one.
    const card = page.locator("article").filter({ hasText: "द बिग लीग" }).first();
    await expect(card).toContainText("पूरा हुआ");
    await expect(card).toContainText("रजिस्ट्रेशन की तारीख");
    // Whole rupees without paise, Indian grouping, Hindi month names with Latin digits.
    await expect(card).toContainText(/₹[\d,]+ का पेमेंट किया/);
    await expect(card).not.toContainText(/₹[\d,]+\.00/);
    await expect(card).toContainText(/\d{1,2} (जन॰|फ़र॰|मार्च|अप्रैल|मई|जून|जुल॰|अग॰|सित॰|अक्तू॰|नव॰|दिस॰) \d{4}/);
    await expect(page.getByRole("heading", { name: "साइन इन वाले डिवाइस" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "मेरा डेटा" })).toBeVisible();
    const main = page.locator("main");
    await expectLinksUnderHindi(main);
    const titles = await page.locator("article h3").allInnerTexts();
    const devices = await page.locator("#me-sessions ~ ul li p.font-semibold").allInnerTexts();
    const paymentIds = (await main.innerText()).match(/pay_\w+/g) ?? [];
    expect(await latinWords(main, [...titles, ...devices, ...paymentIds])).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshots(page, "me");

    await card.getByRole("link", { name: "रसीद देखें" }).click();
    await expect(page).toHaveURL(/\/hi\/me\/receipts\//);
    await expect(page.getByRole("heading", { level: 1, name: "पेमेंट की रसीद" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "रसीद", exact: true })).toBeVisible();
    await expect(page.getByText("चुकाई गई रकम")).toBeVisible();
    await expectLinksUnderHindi(main);
    await expect(main).toContainText("एंट्री फ़ीस: द बिग लीग");
    const receiptData = [
      "Karthik Reddy",
      ...((await main.innerText()).match(/CC\/[\d-]+\/\d+|pay_\w+|[0-9a-f]{24}/g) ?? []),
      ...(await page.locator("article p.text-brand-700, article p.text-gray-600").allInnerTexts()),
    ];
    expect(await latinWords(main, receiptData)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshots(page, "receipt");

    await page.goto("/hi/me/data");
    await hydrated(page);
    await expectHindiPage(page);
    await expect(page.getByRole("heading", { level: 1, name: "मेरा डेटा" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "आपकी जानकारी" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "मेरा अकाउंट मिटाएँ" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "प्राइवेसी नोटिस" })).toHaveAttribute("href", "/hi/privacy");
    // The form's own checks speak Hindi too.
    await page.getByRole("button", { name: "मेरा अकाउंट मिटाएँ" }).click();
    await expect(page.getByText("कन्फ़र्म करने के लिए ERASE लिखें।")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshots(page, "my-data");
    await page.context().close();
  });

  test("/hi/judge: a judge signs in and scores an entry in Hindi", async ({ browser, playwright }, testInfo) => {
    test.setTimeout(150_000);
    const baseURL = testInfo.project.use.baseURL;
    const organiserContext = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const organiser = await organiserContext.newPage();
    await signInToConsole(organiser);
    const creators = await Promise.all([0, 1, 2].map(() => playwright.request.newContext({ baseURL })));
    const { contestId } = await endedContestWithEntries(organiser.request, creators);
    await organiser.goto(`/admin/judging/${contestId}`);
    await hydrated(organiser);
    const rubric = organiser.getByRole("form", { name: "Rubric" });
    await rubric.getByLabel("Name", { exact: true }).fill("Story");
    await rubric.getByLabel("Weight (%)").fill("100");
    for (const [anchor, text] of [
      ["1", "Weak"],
      ["4", "Fair"],
      ["7", "Good"],
      ["10", "Outstanding"],
    ] as [string, string][])
      await rubric.getByLabel(`What a ${anchor} looks like`).fill(text);
    await rubric.getByRole("button", { name: "Save rubric" }).click();
    await expect(organiser.getByRole("status").filter({ hasText: "Rubric saved." })).toBeVisible();
    const judgeEmail = `meera.${contestId}@judges.example`;
    await organiser.getByRole("combobox", { name: /^Judge/ }).selectOption({ label: "Neha Joshi" });
    await organiser.getByLabel("Their e-mail (private)").fill(judgeEmail);
    await organiser.getByRole("button", { name: "Invite" }).click();
    await expect(organiser.getByText(judgeEmail)).toBeVisible();
    await organiser.getByRole("button", { name: "Open the final round" }).click();
    await expect(organiser.getByRole("button", { name: "Close the final round" })).toBeVisible();
    const title = (await organiser.getByRole("heading", { level: 1 }).textContent()) ?? "";

    const page = await phonePage(browser);
    // Neha Joshi: a judge the English judging spec and the demo panels leave alone, so her list is this contest only.
    // A judge who is not signed in, at a Hindi judging address, is sent to the Hindi sign-in.
    await page.goto(`/hi/judge/contests/${contestId}`);
    await expect(page).toHaveURL(/\/hi\/judge$/);
    await hydrated(page);
    await expectHindiPage(page);
    await expect(page.getByRole("heading", { name: "जज साइन इन" })).toBeVisible();
    expect(await latinWords(page.locator("body"), [toEnglish])).toEqual([]);
    await page.getByLabel("ई-मेल").fill(judgeEmail);
    await page.getByRole("button", { name: "मुझे कोड भेजें" }).click();
    const code = (await page.getByTestId("test-mode-code").textContent()) ?? "";
    await expect(page.getByText(/^टेस्ट मोड \(कोई ई-मेल नहीं भेजा जाता\): आपका कोड \d{6} है$/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: "/tmp/hindi-judge-code-360.png" });
    await page.getByLabel("कोड").fill(code);
    // Signed in, the judge lands on the address they opened; then their list of contests.
    await expect(page).toHaveURL(new RegExp(`/hi/judge/contests/${contestId}$`));
    await page.goto("/hi/judge");

    await expect(page.getByRole("heading", { name: "आपके कॉन्टेस्ट" })).toBeVisible();
    // Found by its address: a retry of this test leaves this judge on an earlier copy of the contest too.
    const thisContest = page.locator(`main a[href="/hi/judge/contests/${contestId}"]`);
    await expect(thisContest.getByText("फ़ाइनल राउंड खुला है: 3 में से 0 को स्कोर दिया")).toBeVisible();
    await expectLinksUnderHindi(page.locator("body"));
    // The contests' titles (this judge may be on a demo contest's panel too) are data.
    const contestTitles = await page.locator("main li a span.text-lg").allInnerTexts();
    expect(await latinWords(page.locator("body"), [toEnglish, title, ...contestTitles])).toEqual([]);
    // The contest was copied from a demo one, whose Hindi title it keeps: find it by its address.
    await thisContest.click();

    await expect(page).toHaveURL(new RegExp(`/hi/judge/contests/${contestId}$`));
    await expect(page.getByText("फ़ाइनल राउंड: 3 में से 0 को स्कोर दिया।", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "एंट्री 1, अभी स्कोर नहीं दिया" })).toBeVisible();
    await expectLinksUnderHindi(page.locator("body"));
    expect(await latinWords(page.locator("body"), [toEnglish, title])).toEqual([]);
    await screenshots(page, "judge-contest");
    await page.getByRole("link", { name: "स्कोर देना शुरू करें" }).click();

    await expect(page).toHaveURL(/\/hi\/judge\/contests\/\w+\/entries\/\w+$/);
    await expect(page).toHaveTitle(/^3 में से एंट्री 1 · /);
    await expect(page.getByText("3 में से एंट्री 1", { exact: true })).toBeVisible();
    await expect(page.getByText(/ब्लाइंड जजिंग:/)).toBeVisible();
    await expect(page.getByText("यह एंट्री पूरी करने के लिए हर पैमाने पर स्कोर चुनें।")).toBeVisible();
    await page.getByRole("group").filter({ hasText: "%" }).first().getByText("7", { exact: true }).click();
    await expect(page.getByText("सेव हो गया", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "सेव करें और आगे बढ़ें" })).toBeVisible();
    await expect(page.getByRole("link", { name: "सभी एंट्री" })).toHaveAttribute("href", `/hi/judge/contests/${contestId}`);
    // The rubric (Story, its anchors) and the entry's category are the organiser's data, not the page's words;
    const category =
      /^कैटेगरी: (.+?)।/.exec(
        (await page
          .getByText(/^कैटेगरी:/)
          .innerText()
          .catch(() => "")) ?? "",
      )?.[1] ?? "";
    // So are the rubric's eligibility checks (the organiser's words, stored with the rubric).
    const checks = await page.locator("fieldset ul li > span:first-child").allInnerTexts();
    expect(
      await latinWords(page.locator("body"), [toEnglish, title, category, ...checks, "Story", "Weak", "Fair", "Good", "Outstanding"]),
    ).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshots(page, "judge-entry");

    await page.getByRole("button", { name: "सेव करें और आगे बढ़ें" }).click();
    await expect(page.getByText("3 में से एंट्री 2", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/hi\/judge\/contests\/\w+\/entries\/\w+$/);
    await Promise.all(creators.map((c) => c.dispose()));
    await organiserContext.close();
    await page.context().close();
  });

  test("/hi/guardian/consent: a parent confirms the e-mail and reads the choices in Hindi", async ({ browser, playwright }, testInfo) => {
    test.setTimeout(90_000);
    const child = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const childEmail = uniqueEmail("hindi-child");
    const guardian = uniqueEmail("hindi-guardian");
    await signInByApi(child, childEmail);
    const asked = await child.post("/api/privacy/guardian-request", {
      data: { guardianEmail: guardian, guardianMobile: "", contestId: contests.free },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    let link = "";
    await expect(async () => {
      const answer = await child.get(`/dev/mailbox.json?to=${encodeURIComponent(guardian)}`);
      const mails = ((await answer.json()) as { data: Array<{ subject: string; text: string }> }).data;
      link = /https?:\/\/\S+?(\/guardian\/consent\?t=[\w%.-]+)/.exec(mails.map((m) => m.text).join("\n"))?.[1] ?? "";
      expect(link).not.toBe("");
    }).toPass({ timeout: 15_000 });

    const page = await phonePage(browser);
    await page.goto(`/hi${link}`);
    await hydrated(page);
    await expectHindiPage(page);
    await expect(page).toHaveTitle(/^माता-पिता या अभिभावक की सहमति \| CreatorCup$/);
    await expect(page.getByRole("heading", { level: 1, name: "माता-पिता या अभिभावक की सहमति" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "पहले अपना ई-मेल कन्फ़र्म करें" })).toBeVisible();
    await page.getByRole("button", { name: "कोड भेजें" }).click();
    const shown = page.getByText(/^टेस्ट मोड: आपका कोड \d{6} है$/);
    const code = /(\d{6})/.exec(await shown.innerText())?.[1] ?? "";
    await expect(page.getByRole("heading", { name: `${guardian} पर भेजा गया कोड डालें` })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: "/tmp/hindi-guardian-code-360.png" });
    await page.getByRole("textbox", { name: "कोड" }).fill(code);
    await page.getByRole("button", { name: "कन्फ़र्म करें" }).click();

    await expect(page.getByRole("heading", { name: "आपके बारे में" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "प्राइवेसी नोटिस" })).toHaveAttribute("href", "/hi/privacy");
    await expect(page.getByRole("checkbox", { name: /रजिस्ट्रेशन और जजिंग \(ज़रूरी\)/ })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "बच्चे से आपका रिश्ता" }).locator("option")).toHaveText([
      "चुनें",
      "माँ",
      "पिता",
      "क़ानूनी अभिभावक",
    ]);
    // Sent empty: the form's own checks answer in Hindi.
    await page.getByRole("button", { name: "मेरी सहमति है" }).click();
    await expect(page.getByText("आपका नाम ज़रूरी है")).toBeVisible();
    await expect(page.getByText("रिश्ता चुनना ज़रूरी है")).toBeVisible();
    const main = page.locator("main");
    await expectLinksUnderHindi(main);
    const contestTitle =
      (await main
        .locator("strong")
        .first()
        .innerText()
        .catch(() => "")) ?? "";
    expect(await latinWords(main, [contestTitle])).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshots(page, "guardian");

    await page.getByLabel("आपका पूरा नाम").fill("Sunita Test");
    await page.getByRole("combobox", { name: "बच्चे से आपका रिश्ता" }).selectOption("Mother");
    await page.getByLabel("आपकी जन्म की तारीख").fill(`${new Date().getUTCFullYear() - 42}-03-10`);
    await page.getByRole("checkbox", { name: /रजिस्ट्रेशन और जजिंग/ }).check();
    // Declining cannot be undone: it asks first, in Hindi, and going back keeps every choice.
    await page.getByRole("button", { name: "मना करें", exact: true }).click();
    const ask = page.getByRole("alertdialog", { name: "क्या आप इस अनुरोध के लिए मना करना चाहते हैं?" });
    await expect(ask).toContainText("इसे बदला नहीं जा सकता।");
    await expect(ask.getByRole("button", { name: "फ़ॉर्म पर वापस जाएँ" })).toBeFocused();
    await expect(ask.getByRole("button", { name: "हाँ, मना करें" })).toBeVisible();
    expect(await latinWords(ask)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: "/tmp/hindi-guardian-decline-confirm-360.png" });
    await ask.getByRole("button", { name: "फ़ॉर्म पर वापस जाएँ" }).click();
    await expect(ask).toHaveCount(0);
    await expect(page.getByLabel("आपका पूरा नाम")).toHaveValue("Sunita Test");
    await expect(page.getByRole("checkbox", { name: /रजिस्ट्रेशन और जजिंग/ })).toBeChecked();
    await page.getByRole("button", { name: "मेरी सहमति है" }).click();
    // The thanks by its words: the page's loading overlay is a status too.
    await expect(page.getByRole("status").filter({ hasText: "धन्यवाद। आपकी सहमति दर्ज हो गई है।" })).toBeVisible();
    await page.context().close();
    await child.dispose();
  });
});

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fill, plural, translateKnownMessage } from "#shared/i18n/catalogue.ts";
import { formatDate, formatNumber, formatPaise, formatRupees } from "#shared/i18n/formats.ts";
import { truncateGraphemes } from "#shared/i18n/graphemes.ts";
import { languageFromAcceptLanguage, languageOfPath, localisedPath, pathWithoutLanguage } from "#shared/i18n/language.ts";
import { pageTitle, shareMeta } from "#shared/site.ts";
import hindiCommon from "#shared/i18n/hi/common.ts";

describe("[I18N] the language of a path", () => {
  it.each([
    ["/", "en"],
    ["/contest/3", "en"],
    ["/hindi", "en"],
    ["/history", "en"],
    ["/hi", "hi"],
    ["/hi/", "hi"],
    ["/hi/contest/3", "hi"],
    ["/hi/cms/the-rules", "hi"],
  ] as const)("%s is %s", (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  it("takes the prefix off, and only a whole /hi segment", () => {
    expect(pathWithoutLanguage("/hi")).toBe("/");
    expect(pathWithoutLanguage("/hi/")).toBe("/");
    expect(pathWithoutLanguage("/hi/contest/3")).toBe("/contest/3");
    expect(pathWithoutLanguage("/history")).toBe("/history");
  });

  it("puts a site path in either language, from either language", () => {
    expect(localisedPath("/", "hi")).toBe("/hi/");
    expect(localisedPath("/contest/3", "hi")).toBe("/hi/contest/3");
    expect(localisedPath("/hi/contest/3", "hi")).toBe("/hi/contest/3");
    expect(localisedPath("/hi/contest/3", "en")).toBe("/contest/3");
    expect(localisedPath("/hi/", "en")).toBe("/");
    expect(localisedPath("/cms/the-rules", "en")).toBe("/cms/the-rules");
    expect(localisedPath("/history", "hi")).toBe("/hi/history");
  });

  it("leaves other URLs alone", () => {
    expect(localisedPath("https://wa.me/?text=x", "hi")).toBe("https://wa.me/?text=x");
    expect(localisedPath("//cdn.example.com/a.png", "hi")).toBe("//cdn.example.com/a.png");
    expect(localisedPath("mailto:help@example.com", "hi")).toBe("mailto:help@example.com");
    expect(localisedPath("#main", "hi")).toBe("#main");
  });
});

describe("[I18N] Accept-Language", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["hi", "hi"],
    ["hi-IN", "hi"],
    ["HI-in,en;q=0.5", "hi"],
    ["en-IN,en;q=0.9", "en"],
    ["hi-IN,hi;q=0.9,en;q=0.8", "hi"],
    // Quality values order the list, whatever the written order.
    ["en;q=0.4,hi;q=0.8", "hi"],
    ["hi;q=0.5,en;q=0.9", "en"],
    // Equal quality: the written order decides.
    ["en;q=0.8,hi;q=0.8", "en"],
    // A language at q=0 is refused.
    ["hi;q=0,en;q=0.1", "en"],
    ["hi;q=0", null],
    // Languages the site does not have are skipped.
    ["ta-IN,ta;q=0.9,hi;q=0.7", "hi"],
    ["fr-FR,de;q=0.9", null],
    ["*", null],
    ["hi;q=abc,en", "en"],
  ] as const)("%s → %s", (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});

describe("[I18N] filling and plurals", () => {
  it("fills named parts and leaves unknown ones as written", () => {
    expect(fill("{count} applicants", { count: 3 })).toBe("3 applicants");
    expect(fill("{a} and {a}", { a: "x" })).toBe("x and x");
    expect(fill("Hello {name}", {})).toBe("Hello {name}");
    expect(fill("{n}", { n: 0 })).toBe("0");
  });

  const english = { one: "{count} applicant", other: "{count} applicants" };
  const hindi = { one: "{count} आवेदक", other: "{count} आवेदकों" };

  it("English: 1 is singular, 0 and 2 are plural", () => {
    expect(plural("en", english, 0)).toBe("0 applicants");
    expect(plural("en", english, 1)).toBe("1 applicant");
    expect(plural("en", english, 2)).toBe("2 applicants");
  });

  it("Hindi: 0 and 1 take the singular, 2 the plural", () => {
    expect(plural("hi", hindi, 0)).toBe("0 आवेदक");
    expect(plural("hi", hindi, 1)).toBe("1 आवेदक");
    expect(plural("hi", hindi, 2)).toBe("2 आवेदकों");
  });

  it("fills other parts beside the count", () => {
    expect(plural("en", { one: "{count} day to {what}", other: "{count} days to {what}" }, 3, { what: "go" })).toBe("3 days to go");
  });
});

describe("[I18N] known English messages in another language", () => {
  const table = {
    "Contest not found.": "कॉन्टेस्ट नहीं मिला।",
    "Only {count} places left.": "सिर्फ़ {count} जगह बची हैं।",
    "{field} is too long ({max} characters at most).": "{field} बहुत लंबा है (ज़्यादा से ज़्यादा {max} अक्षर)।",
    "Pay ₹{amount} by {date}.": "{date} तक ₹{amount} का पेमेंट करें।",
  };

  it("an exact sentence", () => {
    expect(translateKnownMessage("Contest not found.", table)).toBe("कॉन्टेस्ट नहीं मिला।");
  });

  it("a pattern, its parts carried over and reordered", () => {
    expect(translateKnownMessage("Only 3 places left.", table)).toBe("सिर्फ़ 3 जगह बची हैं।");
    expect(translateKnownMessage("Full name is too long (120 characters at most).", table)).toBe(
      "Full name बहुत लंबा है (ज़्यादा से ज़्यादा 120 अक्षर)।",
    );
    expect(translateKnownMessage("Pay ₹1,499 by 21 Nov 2026.", table)).toBe("21 Nov 2026 तक ₹1,499 का पेमेंट करें।");
  });

  it("characters that mean something in a pattern are taken literally", () => {
    // "(" and "." in the English must not act as regular-expression syntax.
    expect(translateKnownMessage("Full name is too long 120 characters at most!", table)).toBe(
      "Full name is too long 120 characters at most!",
    );
    expect(translateKnownMessage("Only 3 places leftX", table)).toBe("Only 3 places leftX");
  });

  it("an unknown sentence stays as it is", () => {
    expect(translateKnownMessage("Something else entirely.", table)).toBe("Something else entirely.");
    expect(translateKnownMessage("", table)).toBe("");
  });
});

describe("[I18N] India's formats", () => {
  it("groups by lakh and crore, with Latin digits in Hindi too", () => {
    expect(formatNumber(100000)).toBe("1,00,000");
    expect(formatNumber(100000, "hi")).toBe("1,00,000");
    expect(formatNumber(12345678, "hi")).toBe("1,23,45,678");
    expect(formatNumber(999)).toBe("999");
  });

  it("money: ₹ without paise for whole rupees, with them otherwise", () => {
    expect(formatPaise(149900)).toBe("₹1,499");
    expect(formatPaise(149950)).toBe("₹1,499.50");
    expect(formatPaise(10000000, "hi")).toBe("₹1,00,000");
    expect(formatPaise(0, "hi")).toBe("₹0");
    expect(formatPaise(-5000)).toBe("-₹50");
    expect(formatRupees(1499)).toBe("₹1,499");
    expect(formatRupees(99.5, "hi")).toBe("₹99.50");
  });

  it("Hindi month and day names, Latin digits", () => {
    const value = "2026-03-15T06:30:00Z"; // 15 March, 12:00 IST, a Sunday.
    expect(formatDate(value, "en")).toBe("15 Mar 2026");
    expect(formatDate(value, "hi")).toBe("15 मार्च 2026");
    expect(formatDate(value, "hi", "dayMonth")).toBe("15 मार्च");
    expect(formatDate(value, "hi", "weekdayDate")).toMatch(/^रवि, 15 मार्च 2026$/);
    expect(formatDate("2026-06-02T06:30:00Z", "hi")).toBe("2 जून 2026");
    for (const style of ["date", "dateTime", "dayMonth", "time", "weekdayDate"] as const) {
      expect(formatDate(value, "hi", style)).not.toMatch(/[०-९]/);
    }
  });

  it("no date is a dash", () => {
    expect(formatDate(null, "hi")).toBe("-");
    expect(formatDate(undefined)).toBe("-");
  });

  for (const zone of ["UTC", "America/Los_Angeles", "Asia/Kolkata"]) {
    describe(`the day in IST, with the process in ${zone}`, () => {
      const saved = process.env.TZ;
      beforeEach(() => {
        process.env.TZ = zone;
      });
      afterEach(() => {
        process.env.TZ = saved;
      });

      it("23:59 IST is still that day; 00:00 IST is the next, whatever the zone", () => {
        // 18:29 UTC is 23:59 IST; 18:30 UTC is midnight IST.
        expect(formatDate("2026-03-10T18:29:00Z", "hi")).toBe("10 मार्च 2026");
        expect(formatDate("2026-03-10T18:30:00Z", "hi")).toBe("11 मार्च 2026");
        expect(formatDate("2026-03-10T18:30:00Z", "en")).toBe("11 Mar 2026");
        expect(formatDate(new Date("2026-03-10T18:29:00Z"), "en")).toBe("10 Mar 2026");
      });
    });
  }
});

describe("[I18N] truncation by grapheme", () => {
  it("leaves short text alone and cuts long text with an ellipsis", () => {
    expect(truncateGraphemes("Short", 10)).toBe("Short");
    expect(truncateGraphemes("A rather long line", 7)).toBe("A rath…");
  });

  it("never splits a Devanagari conjunct or a syllable from its vowel sign", () => {
    // क्ष is क + virama + ष: one character to a reader.
    const cut = truncateGraphemes("क्षमा करें", 2, "hi");
    expect(cut).toBe("क्ष…");
    expect(cut).not.toMatch(/\u094D…$/);
    // त्रि: a conjunct with its vowel sign stays whole.
    expect(truncateGraphemes("प्रतियोगिता", 3, "hi")).toBe("प्रति…");
    // Every cut ends on a grapheme boundary of the whole text, never on a bare virama.
    const whole = "क्षत्रिय प्रतियोगिता में हिस्सा लें";
    const graphemes = Array.from(new Intl.Segmenter("hi", { granularity: "grapheme" }).segment(whole), (part) => part.segment);
    const prefixes = graphemes.map((_, index) =>
      graphemes
        .slice(0, index + 1)
        .join("")
        .trimEnd(),
    );
    for (let limit = 2; limit < graphemes.length; limit += 1) {
      const text = truncateGraphemes(whole, limit, "hi");
      expect(text.endsWith("…")).toBe(true);
      expect(text).not.toMatch(/\u094D…$/);
      expect(prefixes).toContain(text.slice(0, -1));
    }
  });

  it("counts an emoji with its modifiers as one", () => {
    expect(truncateGraphemes("👍🏽👍🏽👍🏽", 2)).toBe("👍🏽…");
  });
});

describe("[I18N] share tags in the page's language", () => {
  const origin = "https://creatorcup.example";

  it("English by default: the English title, description, og:locale en_IN with hi_IN beside it", () => {
    const tags = shareMeta({ origin, path: "/" });
    expect(tags).toContainEqual({ title: "CreatorCup | Contests for young creators" });
    expect(tags).toContainEqual({ property: "og:locale", content: "en_IN" });
    expect(tags).toContainEqual({ property: "og:locale:alternate", content: "hi_IN" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${origin}/` });
    expect(tags).toContainEqual({
      name: "description",
      content:
        "Contests for young creators from India's smaller cities: pick a contest, post your video, get seen by judges who have made it.",
    });
  });

  it("Hindi: the Hindi title and description, og:locale hi_IN, and the Hindi address", () => {
    const site = hindiCommon.site;
    const tags = shareMeta({ origin, path: "/cms/the-rules", language: "hi", site });
    expect(tags).toContainEqual({ title: pageTitle(undefined, site) });
    expect(pageTitle(undefined, site)).toMatch(/^CreatorCup \| [\u0900-\u097F]/);
    expect(tags).toContainEqual({ property: "og:locale", content: "hi_IN" });
    expect(tags).toContainEqual({ property: "og:locale:alternate", content: "en_IN" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${origin}/hi/cms/the-rules` });
    expect(tags).toContainEqual({ property: "og:url", content: `${origin}/hi/cms/the-rules` });
    const description = tags.find((tag) => "name" in tag && tag.name === "description");
    expect(description && "content" in description ? description.content : "").toMatch(/[\u0900-\u097F]/);
  });

  it("a page's own title and description win in either language", () => {
    const tags = shareMeta({ path: "/privacy", title: "प्राइवेसी नोटिस", description: "कुछ", language: "hi" });
    expect(tags).toEqual([{ title: "प्राइवेसी नोटिस | CreatorCup" }, { name: "description", content: "कुछ" }]);
  });
});

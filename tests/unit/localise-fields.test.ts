import { describe, expect, it } from "vitest";
import { hasHindi, keyInLanguage, localiseFields } from "#shared/i18n/localise-fields.ts";

const contest = {
  title: "City Hustle",
  titleHi: "सिटी हसल",
  shortDescription: "Show the hustle of your city.",
  shortDescriptionHi: null as string | null,
  description: "<p>Real places and real people.</p>",
  descriptionHi: "<p></p>",
  rules: ["Original work only.", "One entry per creator."],
  rulesHi: [] as string[],
  requirements: ["A public video link."],
  requirementsHi: ["एक पब्लिक वीडियो लिंक।", "  "],
};
const fields = ["title", "shortDescription", "description", "rules", "requirements"] as const;

describe("content in two languages, field by field (localiseFields)", () => {
  it("gives an English page the English row as it is, Hindi or not", () => {
    expect(localiseFields(contest, "en", fields)).toBe(contest);
  });

  it("gives a Hindi page each field's Hindi where there is some, and that field's English otherwise", () => {
    const hindi = localiseFields(contest, "hi", fields);
    expect(hindi.title).toBe("सिटी हसल");
    // No Hindi (null), an emptied editor ("<p></p>") and an empty list all fall back to the English field.
    expect(hindi.shortDescription).toBe("Show the hustle of your city.");
    expect(hindi.description).toBe("<p>Real places and real people.</p>");
    expect(hindi.rules).toEqual(["Original work only.", "One entry per creator."]);
    // A Hindi list replaces the English list; its blank lines are left out.
    expect(hindi.requirements).toEqual(["एक पब्लिक वीडियो लिंक।"]);
    // The stored row is not changed.
    expect(contest.title).toBe("City Hustle");
  });

  it("touches only the fields it is given", () => {
    const row = { name: "Dance", nameHi: "डांस", description: "Folk or filmy.", descriptionHi: "फोक या फ़िल्मी।" };
    expect(localiseFields(row, "hi", ["name"])).toEqual({ ...row, name: "डांस" });
  });

  it("counts blank text and rich text without words as no Hindi, and a picture as some", () => {
    expect(hasHindi(undefined)).toBe(false);
    expect(hasHindi(null)).toBe(false);
    expect(hasHindi("   ")).toBe(false);
    expect(hasHindi("<p>&nbsp;</p><h2> </h2>")).toBe(false);
    expect(hasHindi([" ", ""])).toBe(false);
    expect(hasHindi("<p>नमस्ते</p>")).toBe(true);
    expect(hasHindi('<p><img src="/uploads/cms/poster.webp" alt=""></p>')).toBe(true);
    expect(hasHindi(["", "एक"])).toBe(true);
  });

  it("keeps the English cache key and gives the Hindi its own", () => {
    expect(keyInLanguage("contests:active", "en")).toBe("contests:active");
    expect(keyInLanguage("contests:active", "hi")).toBe("contests:active:hi");
    // Still under the prefixes writes invalidate ("contest", "cms:", "company"…).
    expect(keyInLanguage("cms:vibe-check", "hi").startsWith("cms:")).toBe(true);
  });
});
